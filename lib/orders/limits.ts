/**
 * How often anyone may write what costs the studio or the server (docs/security.md, "Unpaid
 * writes"): new orders per caller's address, per customer e-mail and per account
 * (LIMITS.orderIp, orderEmail, orderAccount; ORDERS_PER_HOUR, 10 by default), and conversation messages per address
 * (LIMITS.orderMessageIp; the per-thread limit is LIMITS.orderMessages). A buyer places a few
 * orders and writes a few messages an hour; a client making dozens of unpaid orders is cut off
 * with 429. A buyer's message on an order that was never paid, before the studio answered, is
 * mailed to the studio only within the studio's hourly budget (LIMITS.studioMails, counted as
 * its own kind); past it the message waits, unread, in the studio's conversations.
 * Free of `server-only` for the tests.
 */
import {LIMITS, type Limit, type Limiter} from '@/lib/rate-limit';
import type {OrderStatus} from '@/lib/generated/prisma/enums';
import {WERE_PAID_STATUSES} from './transitions';

export type Refused = {allowed: false; retryAfterS: number};

async function within(limits: Limiter, checks: readonly (readonly [Limit, string])[]): Promise<{allowed: true} | Refused> {
  for (const [limit, key] of checks) {
    const attempt = await limits.attempt(limit, key);
    if (!attempt.allowed) return {allowed: false, retryAfterS: Math.max(1, attempt.retryAfterS)};
  }
  return {allowed: true};
}

/** A new order from this caller: its address, the e-mail it gives, and its account when signed in; `max` an hour each (ORDERS_PER_HOUR in the app). */
export function orderAllowed(limits: Limiter, who: {address: string; email: string; userId: string | null}, max: number = LIMITS.orderIp.max) {
  return within(limits, [
    [{...LIMITS.orderIp, max}, who.address],
    [{...LIMITS.orderEmail, max}, who.email.trim().toLowerCase()],
    ...(who.userId ? ([[{...LIMITS.orderAccount, max}, who.userId]] as const) : []),
  ]);
}

/** A buyer's message from this address, across every order's conversation (the studio's own are not limited here). */
export function orderMessageAllowed(limits: Limiter, address: string) {
  return within(limits, [[LIMITS.orderMessageIp, address]]);
}

/** A new question before buying (./questions): per caller's address and per e-mail it names. */
export function questionAllowed(limits: Limiter, who: {address: string; email: string}) {
  return within(limits, [
    [LIMITS.questionIp, who.address],
    [LIMITS.questionEmail, who.email.trim().toLowerCase()],
  ]);
}

/** Whether a buyer's message on this order is mailed in the studio's budget: the order was never paid and the studio has not written in its thread. */
export const budgetedMessage = (order: {status: OrderStatus}, studioAnswered: boolean): boolean => !WERE_PAID_STATUSES.includes(order.status) && !studioAnswered;

/** Whether the studio's hourly budget for buyers' messages on unpaid orders still has room (counted here). */
export async function studioMessageMailAllowed(limits: Limiter, budget: Limit = LIMITS.studioMails): Promise<boolean> {
  return (await limits.attempt(budget, 'unpaid-message')).allowed;
}
