import 'server-only';
import type {CountryCode} from '@/lib/countries';
import {adminEmails, env} from '@/lib/env';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {sendMail} from '@/lib/mail';
import {newOrderMail, orderConfirmationMail, orderUpdateMail, type OrderMailData} from '@/lib/mail/templates';
import {authSecret} from '@/lib/auth/secret';
import {guestToken} from './store';

/** An order row as the mails need it. */
type NotifiedOrder = OrderMailData;

/** Where an order is shown: its private link for a guest, else by its number (owner and admins). */
export function orderPath(order: {number: string; country: CountryCode; language: Language}, guestToken?: string): string {
  return localizedPath(order.country, order.language, `/order/${guestToken ?? order.number}`);
}

/**
 * The confirmation to the customer and the new-order note to the studio. Sent after the answer
 * is decided: a mail server that is slow or down never fails the order.
 */
export function sendOrderMails(order: NotifiedOrder, guestToken?: string): void {
  const data = order;
  const url = new URL(orderPath(order, guestToken), env.APP_URL).toString();
  const admin = new URL(localizedPath(data.country, data.language, '/admin'), env.APP_URL).toString();
  void (async () => {
    await sendMail(await orderConfirmationMail(data, url));
    for (const to of adminEmails) await sendMail(await newOrderMail(data, to, admin));
  })().catch((error) => console.error(`order ${order.number}: mail failed`, error));
}

/**
 * Tells the customer the studio moved their order or delivered a draft, in their language, with
 * the link to the order (the private link for a guest order). Never fails the change.
 */
export function sendOrderUpdate(order: NotifiedOrder & {id: string; userId: string | null}, update: {status: string; delivered: boolean}): void {
  const data = order;
  const token = order.userId ? undefined : guestToken(order.id, authSecret());
  const url = new URL(orderPath(order, token), env.APP_URL).toString();
  void (async () => sendMail(await orderUpdateMail(data, update, url)))().catch((error) => console.error(`order ${order.number}: update mail failed`, error));
}
