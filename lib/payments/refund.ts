/**
 * Refunds by the terms (Terms page): the full amount before work starts, half once work is in
 * progress, nothing after the draft is delivered, unless the studio overrides with a reason.
 * The money goes back through the provider that took it; the order and payment record it.
 */
import type {PrismaClient} from '@/lib/db/client';
import {changeOrderStatus} from '@/lib/orders/store';
import {appPaymentProviders, type PaymentProviders} from './index';
import type {RefundAccount} from './types';

export type RefundError = 'notPaid' | 'notRefundable' | 'tooMuch' | 'provider' | 'refundAccountRequired';

/** The most the terms allow back for an order in this status, of what is still refundable. */
export function refundableByTerms(status: string, paid: number, alreadyRefunded: number): number {
  const remaining = paid - alreadyRefunded;
  if (status === 'order_received') return remaining;
  if (status === 'in_progress') return Math.max(0, Math.min(remaining, Math.floor(paid / 2) - alreadyRefunded));
  return 0;
}

export async function refundOrder(
  db: PrismaClient,
  input: {orderId: string; amount?: number; reason: string; override: boolean; admin: {id: string}; refundKey: string; refundAccount?: RefundAccount},
  providers: PaymentProviders = appPaymentProviders(),
): Promise<{ok: true; refunded: number; full: boolean} | {ok: false; error: RefundError; max?: number; message?: string}> {
  const order = await db.order.findUnique({where: {id: input.orderId}, include: {payments: {where: {status: {in: ['succeeded', 'partially_refunded']}}}}});
  const payment = order?.payments[0];
  if (!order || !payment || !payment.providerReference) return {ok: false, error: 'notPaid'};
  const remaining = payment.amount - payment.refundedAmount;
  const max = input.override ? remaining : refundableByTerms(order.status, payment.amount, payment.refundedAmount);
  const amount = input.amount ?? max;
  if (max <= 0) return {ok: false, error: 'notRefundable', max: 0};
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > max) return {ok: false, error: 'tooMuch', max};
  // Money deposited into a Toss virtual account can only go back to a bank account the customer names.
  if (payment.provider === 'toss' && payment.method === 'virtual_account' && !input.refundAccount) return {ok: false, error: 'refundAccountRequired'};
  const provider = providers.byId(payment.provider);
  if (!provider) return {ok: false, error: 'provider'};
  const result = await provider.refund(payment.providerReference, amount, input.reason, input.refundKey, input.refundAccount);
  if (!result.ok) return {ok: false, error: 'provider', message: result.message};
  const refunded = payment.refundedAmount + amount;
  const full = refunded >= payment.amount;
  // Compare-and-set: a double click with the same key refunds once at the provider and is recorded once.
  const recorded = await db.payment.updateMany({where: {id: payment.id, refundedAmount: payment.refundedAmount}, data: {refundedAmount: refunded, status: full ? 'refunded' : 'partially_refunded'}});
  if (recorded.count !== 1) return {ok: true, refunded: 0, full};
  const note = `refund ${amount} ${payment.currency}${input.override ? ' (override)' : ''}: ${input.reason}`;
  if (full) await changeOrderStatus(db, order.id, 'refunded', {id: input.admin.id, label: 'admin'}, {note});
  else await db.orderStatusChange.create({data: {orderId: order.id, fromStatus: order.status, toStatus: order.status, actorId: input.admin.id, actorLabel: 'admin', note}});
  return {ok: true, refunded: amount, full};
}
