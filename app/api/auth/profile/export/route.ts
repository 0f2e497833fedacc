import {profileExportQuery} from '@/lib/auth/queries';
import {restQuery} from '@/lib/commands/query';

/**
 * GET /api/auth/profile/export -> the signed-in user's data as a JSON file (an attachment):
 * profile, consents, orders with their lines, statuses and payments, briefs, uploaded file names,
 * sessions and cart. 401 signed out.
 */
export const GET = restQuery(profileExportQuery);
