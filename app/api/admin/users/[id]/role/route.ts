import {setRole} from '@/lib/admin/commands';
import {restCommand} from '@/lib/commands/rest';

/** PATCH /api/admin/users/{id}/role {role: USER|ADMIN} (admins) -> {success, role}: not one's own role (409); 404 unknown member; audited (lib/admin/commands). */
export const PATCH = restCommand(setRole);
