import {getTranslations} from 'next-intl/server';
import {audit} from '@/lib/admin/audit';
import {userRoleSchema} from '@/lib/admin/schema';
import {requireAdmin} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {isUuid} from '@/lib/db/errors';
import {jsonHandler} from '@/lib/http/api';

/** PATCH /api/admin/users/{id}/role {role: USER|ADMIN} (admins): not one's own role (409); audited. */
export async function PATCH(request: Request, {params}: {params: Promise<{id: string}>}): Promise<Response> {
  const {id} = await params;
  return jsonHandler(userRoleSchema, 'Checkout', async ({role}, {origin}) => {
    const admin = await requireAdmin(origin.language);
    if (admin instanceof Response) return admin;
    const t = await getTranslations({locale: origin.language, namespace: 'Admin.server'});
    const tc = await getTranslations({locale: origin.language, namespace: 'Checkout.server'});
    if (id === admin.id) return Response.json({success: false, message: t('notYourself')}, {status: 409});
    const before = isUuid(id) ? await db.user.findUnique({where: {id}, select: {role: true}}) : null;
    if (!before) return Response.json({success: false, message: tc('notFound')}, {status: 404});
    // The role is read from the database on every request: the change takes effect at once.
    await db.user.update({where: {id}, data: {role}});
    await audit(db, admin, {action: 'user.role', targetType: 'user', targetId: id, before, after: {role}});
    return Response.json({success: true, role, message: t('roleUpdated')});
  })(request);
}
