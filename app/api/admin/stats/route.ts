import {adminStatsQuery} from '@/lib/admin/queries';
import {restQuery} from '@/lib/commands/query';

/** GET /api/admin/stats -> {success, stats} (admins; 401 anonymous, 403 customers): the overview's numbers. */
export const GET = restQuery(adminStatsQuery);
