/**
 * The orders' reads as queries (lib/commands/query): the caller's own orders, one order or its
 * conversation (its owner, an admin or the guest link's holder), and the header's unread count.
 * Every order, for admins, is lib/admin/queries allOrdersQuery.
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import {defineQuery, noInput} from '@/lib/commands/query';
import {db} from '@/lib/db';
import {accessibleOrder} from './access';
import {myOrdersAnswer, orderAnswer, threadAnswer, unreadAnswer} from './answers';
import {buyerUnreadByOrder} from './conversation';
import {threadFor, unreadMessages} from './messages/read';
import {ordersOf} from './store';
import {publicOrder} from './view';

/** The signed-in customer's own orders, newest first, each with whether it has a brief and its unread messages from the studio. */
export const myOrdersQuery = defineQuery({
  name: 'orders.mine',
  output: myOrdersAnswer,
  input: noInput,
  who: 'customer',
  async run(_, {user}) {
    const [orders, unread] = await Promise.all([ordersOf(db, user.id), buyerUnreadByOrder(db, user.id)]);
    return {
      json: {
        success: true,
        orders: orders.map((o) => ({...publicOrder(o), hasBrief: o._count.briefs > 0, unreadMessages: unread.get(o.id) ?? 0})),
      } satisfies z.input<typeof myOrdersAnswer>,
    };
  },
});

/** An order's id or number from the path, and the guest link's token (unknown ones are 404s, never 422s). */
const orderRef = z.object({id: z.string(), token: z.optional(z.nullable(z.string()))});

/** One order, for its owner, an admin or the guest link's holder; 404 (without cache headers) for anyone else. */
export const orderQuery = defineQuery({
  name: 'orders.one',
  output: orderAnswer,
  input: orderRef,
  who: 'anyone',
  async run({id, token}, {language}) {
    const order = await accessibleOrder(id, token ?? null);
    if (!order) {
      const t = await getTranslations({locale: language, namespace: 'Checkout.server'});
      return {status: 404, headers: {}, json: {success: false, message: t('notFound')}};
    }
    return {json: {success: true, order: publicOrder(order)} satisfies z.input<typeof orderAnswer>};
  },
});

/** An order's conversation, oldest first, for the same readers; reading changes nothing. */
export const orderMessagesQuery = defineQuery({
  name: 'orders.messages',
  output: threadAnswer,
  input: orderRef,
  who: 'anyone',
  async run({id, token}, {language}) {
    const thread = await threadFor(id, token ?? null);
    if (!thread) {
      const t = await getTranslations({locale: language, namespace: 'Checkout.server'});
      return {status: 404, json: {success: false, message: t('notFound')}};
    }
    return {json: {success: true, ...thread} satisfies z.input<typeof threadAnswer>};
  },
});

/** The header's count of unread order messages (0 signed out). */
export const unreadMessagesQuery = defineQuery({
  name: 'orders.unread',
  output: unreadAnswer,
  input: noInput,
  who: 'anyone',
  run: async () => ({json: {success: true, count: await unreadMessages()} satisfies z.input<typeof unreadAnswer>}),
});
