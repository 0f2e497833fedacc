import {adminAuditQuery} from '@/lib/admin/queries';
import {restQuery} from '@/lib/commands/query';

/** GET /api/admin/audit?page=N -> {success, entries} (admins; 401 anonymous, 403 customers): newest first. */
export const GET = restQuery(adminAuditQuery);
