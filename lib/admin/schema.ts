import * as z from 'zod/mini';

/** PATCH /api/admin/users/{id}/role: make a member an admin or a customer again. */
export const userRoleSchema = z.object({role: z.enum(['USER', 'ADMIN'], {error: 'invalid'})});
