import {meQuery} from '@/lib/auth/queries';
import {restQuery} from '@/lib/commands/query';

/** GET /api/auth/me -> {success, user} (user null when signed out) */
export const GET = restQuery(meQuery);
