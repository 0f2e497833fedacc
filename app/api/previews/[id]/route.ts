import {restQuery} from '@/lib/commands/query';
import {previewQuery} from '@/lib/preview/queries';

/**
 * GET /api/previews/{id}: one of the visitor's own previews of the last 24 hours (the checkout
 * shows the photo it carries); 404 for anyone else's, an expired one or an unknown id.
 */
export const GET = restQuery(previewQuery, {headers: {'cache-control': 'private, no-store'}});
