import 'server-only';
import type {CountryCode} from '@/lib/countries';
import {adminEmails, env} from '@/lib/env';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {sendMail} from '@/lib/mail';
import {studioMailGate} from '@/lib/mail/studio-digest';
import {orderConfirmationMail, orderMessageMail, orderUpdateMail, quoteMail, quoteRequestMail, studioDigestMail, studioMail, type OrderMailData, type StudioNews} from '@/lib/mail/templates';
import {LIMITS} from '@/lib/rate-limit';
import {limits} from '@/lib/rate-limit/app';
import {authSecret} from '@/lib/auth/secret';
import {db} from '@/lib/db';
import {customerMailData} from './addressee';
import {guestToken} from './store';

/** An order row as the mails need it. */
type NotifiedOrder = OrderMailData;

/** The order with the business details the customer's mail is signed with (as saved right now), greeting by name only a confirmed address (./addressee). */
const signed = <O extends OrderMailData>(order: O): Promise<O> => customerMailData(db, order);

/** Where an order is shown: its private link for a guest, else by its number (owner and admins). */
export function orderPath(order: {number: string; country: CountryCode; language: Language}, guestToken?: string): string {
  return localizedPath(order.country, order.language, `/order/${guestToken ?? order.number}`);
}

/**
 * The confirmation to the customer and the new-order note to the studio. Sent after the answer
 * is decided: a mail server that is slow or down never fails the order.
 */
export function sendOrderMails(order: NotifiedOrder, guestToken?: string): void {
  const url = new URL(orderPath(order, guestToken), env.APP_URL).toString();
  void (async () => sendMail(await orderConfirmationMail(await signed(order), url)))().catch((error) => console.error(`order ${order.number}: mail failed`, error));
  notifyStudio({kind: 'paid', order});
}

/** Where the studio handles a piece of news: the order's admin page, or the Inbox. */
function studioUrl(news: StudioNews): string {
  const lang = env.ADMIN_LANGUAGE;
  return new URL(
    news.kind === 'contact' ? `${localizedPath(news.message.country, lang, '/admin')}?tab=inbox` : localizedPath(news.order.country, lang, `/admin/orders/${news.order.number}`),
    env.APP_URL,
  ).toString();
}

/** Contact messages and quote requests past the hour's first few go to the studio as one digest (lib/mail/studio-digest). */
const studioGate = studioMailGate(
  limits,
  {
    async send(news) {
      for (const to of adminEmails) await sendMail(await studioMail(news, to, env.ADMIN_LANGUAGE, studioUrl(news)));
    },
    async sendDigest(kind, news) {
      const first = news[0]!;
      const url = kind === 'contact' ? studioUrl(first) : new URL(localizedPath('order' in first ? first.order.country : 'us', env.ADMIN_LANGUAGE, '/admin'), env.APP_URL).toString();
      for (const to of adminEmails) await sendMail(await studioDigestMail(kind, news, to, env.ADMIN_LANGUAGE, url, env.STUDIO_MAILS_PER_HOUR));
    },
  },
  {...LIMITS.studioMails, max: env.STUDIO_MAILS_PER_HOUR},
);

/**
 * Tells everyone in ADMIN_EMAIL(S), in the studio's language, with a link to where it is handled
 * (the order's admin page, or the Inbox); beyond a few contact messages or quote requests an hour,
 * in one digest. Never fails or delays what it reports.
 */
export function notifyStudio(news: StudioNews): void {
  void studioGate.notify(news).catch((error) => console.error(`studio mail (${news.kind}) failed`, error));
}

/**
 * Tells the customer the studio moved their order or delivered a draft, in their language, with
 * the link to the order (the private link for a guest order). Never fails the change.
 */
export function sendOrderUpdate(order: NotifiedOrder & {id: string; userId: string | null}, update: {status: string; delivered: boolean}): void {
  const data = order;
  const token = order.userId ? undefined : guestToken(order.id, authSecret());
  const url = new URL(orderPath(order, token), env.APP_URL).toString();
  void (async () => sendMail(await orderUpdateMail(await signed(data), update, url)))().catch((error) => console.error(`order ${order.number}: update mail failed`, error));
}

/** The priced quote to the customer, with the link to the order where they pay (or decline) it. */
export function sendQuoteMail(order: NotifiedOrder & {id: string; userId: string | null; quoteNote: string | null; quoteValidUntil: Date | null}): void {
  const token = order.userId ? undefined : guestToken(order.id, authSecret());
  const url = new URL(orderPath(order, token), env.APP_URL).toString();
  void (async () => sendMail(await quoteMail(await signed(order), url)))().catch((error) => console.error(`order ${order.number}: quote mail failed`, error));
}

/** A quote request's acknowledgement to the customer, with the link where they follow it. */
export function sendQuoteRequestMail(order: NotifiedOrder, guestToken?: string): void {
  const url = new URL(orderPath(order, guestToken), env.APP_URL).toString();
  void (async () => sendMail(await quoteRequestMail(await signed(order), url)))().catch((error) => console.error(`order ${order.number}: quote request mail failed`, error));
}

/** Tells the buyer the studio wrote in the order's conversation, with the link to the order (the private link for a guest order). */
export function sendMessageMail(order: NotifiedOrder & {id: string; userId: string | null}, text: string): void {
  const token = order.userId ? undefined : guestToken(order.id, authSecret());
  const url = new URL(orderPath(order, token), env.APP_URL).toString();
  void (async () => sendMail(await orderMessageMail(await signed(order), text, url)))().catch((error) => console.error(`order ${order.number}: message mail failed`, error));
}
