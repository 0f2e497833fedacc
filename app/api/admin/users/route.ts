import {adminUsersQuery} from '@/lib/admin/queries';
import {restQuery} from '@/lib/commands/query';

/** GET /api/admin/users -> {success, users}; 401 anonymous, 403 customers. */
export const GET = restQuery(adminUsersQuery);
