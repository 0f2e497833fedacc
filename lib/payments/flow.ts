/**
 * The payment flow every provider goes through: start a payment for an order, and confirm the
 * customer's return. Confirming is idempotent: a refreshed success page, a second tab or a
 * replayed return changes nothing once the order is paid.
 */
import {randomUUID} from 'node:crypto';
import type {PrismaClient} from '@/lib/db/client';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {changeOrderStatus} from '@/lib/orders/store';
import {demoReference} from './demo';
import {paymentProviderById, paymentProviderFor} from './index';
import type {PaymentOrder, ProviderId} from './types';

type OrderRow = NonNullable<Awaited<ReturnType<PrismaClient['order']['findUnique']>>> & {items: {title: string; quantity: number; itemId: string}[]};

export function paymentOrder(order: OrderRow): PaymentOrder {
  const [first, ...rest] = order.items;
  const title = first ? (rest.length ? `${first.title} +${rest.length}` : first.title) : order.number;
  return {id: order.id, number: order.number, currency: order.currency, amount: order.amount, title, customerName: order.customerName, customerEmail: order.customerEmail};
}

export async function startPayment(db: PrismaClient, order: OrderRow, context: {country: CountryCode; language: Language; successUrl: string; failUrl: string}) {
  if (order.status !== 'pending_payment') return {ok: false as const, error: 'notPayable' as const};
  const provider = paymentProviderFor(order.country as CountryCode);
  const reference = provider.id === 'demo' ? demoReference() : randomUUID();
  const started = await provider.start({order: paymentOrder(order), reference, ...context});
  await db.payment.create({
    data: {orderId: order.id, provider: provider.id, status: 'pending', currency: order.currency, amount: order.amount, idempotencyKey: randomUUID(), providerReference: started.reference},
  });
  return {ok: true as const, url: started.url, demo: provider.demo};
}

export type ConfirmOutcome =
  | {ok: true; newlyPaid: boolean; order: OrderRow; payment: {method: string | null; providerReference: string | null; provider: ProviderId}}
  | {ok: false; code: string; message?: string};

export async function confirmPayment(db: PrismaClient, input: {orderNumber: string; amount: number; paymentKey: string}): Promise<ConfirmOutcome> {
  const order = await db.order.findUnique({where: {number: input.orderNumber}, include: {items: true}});
  if (!order) return {ok: false, code: 'NOT_FOUND_ORDER'};
  const payment = await db.payment.findFirst({where: {orderId: order.id, providerReference: input.paymentKey}});
  if (!payment) return {ok: false, code: 'NOT_FOUND_PAYMENT'};
  // Already confirmed: the same answer again, nothing changes.
  if (payment.status === 'succeeded') return {ok: true, newlyPaid: false, order, payment};
  if (input.amount !== order.amount || input.amount !== payment.amount) {
    console.warn(`payment ${payment.id}: returned amount ${input.amount} differs from the order's ${order.amount}`);
    return {ok: false, code: 'AMOUNT_MISMATCH'};
  }
  const provider = paymentProviderById(payment.provider);
  if (!provider) return {ok: false, code: 'PROVIDER_UNAVAILABLE'};
  const result = await provider.confirm({order: paymentOrder(order), paymentKey: input.paymentKey, amount: input.amount, reference: payment.providerReference});
  if (!result.ok) {
    await db.payment.update({where: {id: payment.id}, data: {status: 'failed', failureCode: result.code, failureMessage: result.message}});
    return result;
  }
  // Only one confirmation wins; a concurrent one sees it succeeded.
  const won = await db.payment.updateMany({where: {id: payment.id, status: {not: 'succeeded'}}, data: {status: 'succeeded', method: result.method, approvedAt: new Date(), details: result.details as object | undefined}});
  if (won.count === 1) await changeOrderStatus(db, order.id, 'order_received', {id: null, label: 'system'}, {from: ['pending_payment'], note: `paid: ${payment.provider}`});
  const paid = await db.order.findUnique({where: {id: order.id}, include: {items: true}});
  return {ok: true, newlyPaid: won.count === 1, order: paid ?? order, payment: {method: result.method, providerReference: payment.providerReference, provider: payment.provider}};
}
