import 'server-only';
import {randomUUID} from 'node:crypto';
import {adminEmails, env} from '@/lib/env';
import {db} from '@/lib/db';
import type {Db} from '@/lib/db/transaction';
import {enqueueDigestNews, enqueueMail} from '@/lib/jobs/queue';
import {newsRef} from '@/lib/mail/jobs';
import {studioMailGate} from '@/lib/mail/studio-digest';
import type {StudioNews} from '@/lib/mail/templates';
import {LIMITS} from '@/lib/rate-limit';
import {limits} from '@/lib/rate-limit/app';

export {orderPath} from '@/lib/mail/jobs';

/**
 * Every mail here is a job (lib/jobs/queue): queued durably, composed and sent by the queue's
 * worker, retried while the mail server is down, kept for the owner if it still fails. Each is
 * queued in `tx`, the transaction of the change it tells of: the change and its mail commit
 * together, or neither does.
 */
type OrderRef = {id: string};

/** Contact messages and quote requests past the hour's first few go to the studio as one digest (lib/mail/studio-digest). */
const studioGate = studioMailGate<Db>(
  limits,
  {
    async send(news, tx = db) {
      const ref = newsRef(news);
      const event = randomUUID();
      for (const to of adminEmails) await enqueueMail(tx, `studio:${event}:${to}`, {type: 'studio', to, news: ref});
    },
    // What waits for the hour's digest is kept in the job queue, not in this process.
    async wait(kind, news, dueInS, tx = db) {
      await enqueueDigestNews(tx, {kind, news: newsRef(news)}, dueInS);
    },
  },
  {...LIMITS.studioMails, max: env.STUDIO_MAILS_PER_HOUR},
);

/**
 * Tells everyone in ADMIN_EMAIL(S), in the studio's language, with a link to where it is handled
 * (the order's admin page, or the Inbox); beyond a few contact messages or quote requests an hour,
 * in one digest. Queued in `tx`, the change's own transaction: if the queue cannot take it, the
 * change fails with it, so nothing is saved that the studio is not told of.
 */
export async function notifyStudio(news: StudioNews, tx: Db): Promise<void> {
  await studioGate.notify(news, tx);
}

/** Tells the customer the studio moved their order or delivered a draft, in their language, with the link to the order. */
export async function sendOrderUpdate(order: OrderRef, update: {status: string; delivered: boolean}, tx: Db): Promise<void> {
  await enqueueMail(tx, `order-update:${order.id}:${randomUUID()}`, {type: 'order-update', orderId: order.id, ...update});
}

/** The priced quote to the customer, with the link to the order where they pay (or decline) it. */
export async function sendQuoteMail(order: OrderRef, tx: Db): Promise<void> {
  await enqueueMail(tx, `quote:${order.id}:${randomUUID()}`, {type: 'quote', orderId: order.id});
}

/** A quote request's acknowledgement to the customer, with the link where they follow it. */
export async function sendQuoteRequestMail(order: OrderRef, tx: Db): Promise<void> {
  await enqueueMail(tx, `quote-request:${order.id}`, {type: 'quote-request', orderId: order.id});
}

/** Tells the buyer the studio wrote in the order's conversation, with the link to the order (the private link for a guest order). */
export async function sendMessageMail(order: OrderRef, text: string, tx: Db): Promise<void> {
  await enqueueMail(tx, `order-message:${order.id}:${randomUUID()}`, {type: 'order-message', orderId: order.id, text});
}
