/**
 * The studio's member commands: an admin makes a member an admin or a customer again (never
 * themself), audited. The members tab calls it as a server action (./actions);
 * PATCH /api/admin/users/{id}/role is its adapter.
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import {defineCommand, recordId, refuse} from '@/lib/commands';
import {db} from '@/lib/db';
import {isUuid} from '@/lib/db/errors';
import {inTransaction} from '@/lib/db/transaction';
import {audit} from './audit';
import {userRoleSchema} from './schema';
import {roleSetAnswer} from './answers';

export const setRole = defineCommand({
  name: 'users.setRole',
  output: roleSetAnswer,
  input: z.extend(userRoleSchema, {id: recordId}),
  who: 'admin',
  async run({id, role}, {user, language}) {
    const t = await getTranslations({locale: language, namespace: 'Admin.server'});
    if (id === user.id) return refuse(409, t('notYourself'));
    const changed = isUuid(id)
      ? await inTransaction(db, async (tx) => {
          const before = await tx.user.findUnique({where: {id}, select: {role: true}});
          if (!before) return false;
          // The role is read from the database on every request: the change takes effect at once.
          await tx.user.update({where: {id}, data: {role}});
          await audit(tx, user, {action: 'user.role', targetType: 'user', targetId: id, before, after: {role}});
          return true;
        })
      : false;
    return changed ? {ok: true, message: t('roleUpdated'), body: {role}} : refuse(404, t('memberNotFound'));
  },
});
