/**
 * The order conversation's command (docs/orders.md#order-conversations): a message from the order's buyer (its account, or
 * the guest link's holder) or from the studio, with text and the writer's own uploads; the other
 * side is mailed after it is saved, at most once per thread per 10 minutes (./conversation).
 * POST /api/orders/{id}/messages and the order pages' form are adapters over it.
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import {defineCommand, recordId, refuse} from '@/lib/commands';
import {db} from '@/lib/db';
import {inTransaction} from '@/lib/db/transaction';
import {env} from '@/lib/env';
import {LIMITS} from '@/lib/rate-limit';
import {limits} from '@/lib/rate-limit/app';
import {budgetedMessage, orderMessageAllowed, studioMessageMailAllowed} from '../limits';
import {conversationOf} from './read';
import {markThreadRead, postMessage} from '../conversation';
import {orderMessageSchema, orderThreadReadSchema} from './schema';
import {notifyStudio, sendMessageMail} from '../notify';
import {messageSentAnswer, orderChangedAnswer} from '../answers';

export const sendOrderMessage = defineCommand({
  name: 'orders.message',
  output: messageSentAnswer,
  input: z.extend(orderMessageSchema, {id: recordId}),
  who: 'anyone',
  async run({id, text, fileIds, token}, {user, t, language, address}) {
    const found = await conversationOf(id, token);
    if (!found) return refuse(404, t('notFound'));
    const {order, side} = found;
    // Per writer (the admin, the buyer's account, or the guest link) and order: a busy studio answering many buyers is never held back by one thread.
    const writer = user && (side === 'studio' || user.id === order.userId) ? user.id : 'guest';
    const allowed = await limits.attempt(LIMITS.orderMessages, `${writer}:${order.id}`);
    if (!allowed.allowed) return refuse(429, (await getTranslations({locale: language, namespace: 'Auth.server'}))('tooMany', {minutes: Math.ceil(Math.max(1, allowed.retryAfterS) / 60)}));
    // A buyer's messages from one address across every order (orders cost nothing to place unpaid).
    if (side === 'buyer') {
      const fromAddress = await orderMessageAllowed(limits, await address());
      if (!fromAddress.allowed) return refuse(429, t('tooManyMessages', {minutes: Math.ceil(fromAddress.retryAfterS / 60)}), undefined, {headers: {'retry-after': String(fromAddress.retryAfterS)}});
    }
    // A guest's files are those sent with this order's link; an account's (the buyer's or the admin's) its own.
    const authorId = side === 'studio' || (user && user.id === order.userId) ? (user?.id ?? null) : null;
    // A signed-in visitor on a guest link uploads as their account (lib/uploads/app): those files are theirs to attach.
    // The other side's mail is queued with the message: both or neither.
    const result = await inTransaction(db, async (tx) => {
      const posted = await postMessage(tx, {orderId: order.id, side, authorId, text, fileIds, uploaderId: user?.id ?? null});
      if (!posted.ok || !posted.mail) return posted;
      if (side === 'studio') await sendMessageMail(order, text, tx);
      // On an order never paid, before the studio answered, the studio's mail comes out of its hourly budget (./limits): past it the message waits unread.
      else if (
        !budgetedMessage(order, (await tx.orderMessage.count({where: {orderId: order.id, fromStudio: true}})) > 0) ||
        (await studioMessageMailAllowed(limits, {...LIMITS.studioMails, max: env.STUDIO_MAILS_PER_HOUR}))
      )
        await notifyStudio({kind: 'message', order, text}, tx);
      return posted;
    });
    if (!result.ok) return refuse(422, t('messageFiles'), {errors: {fileIds: t('messageFiles')}});
    return {ok: true, status: 201, message: t('messageSent'), body: {message: result.message}};
  },
});

/**
 * The caller has read the order's conversation: their side's unread count is zeroed and the other
 * side sees its messages as read. The thread calls it once it is shown; opening a page or reading
 * the thread (GET) alone changes nothing. 404 for anyone who may not see the order.
 */
export const readOrderMessages = defineCommand({
  name: 'orders.messagesRead',
  output: orderChangedAnswer,
  input: z.extend(orderThreadReadSchema, {id: recordId}),
  who: 'anyone',
  async run({id, token}, {t}) {
    const found = await conversationOf(id, token);
    if (!found) return refuse(404, t('notFound'));
    await markThreadRead(db, found.order.id, found.side);
    return {ok: true, message: ''};
  },
});
