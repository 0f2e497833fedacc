/**
 * The order as a provider sees it (lib/payments/types PaymentOrder): its number, amount and a
 * one-line title ("first item +2"). Pure, so the payment flow and the cash receipt's issue both
 * build it without importing each other. `OrderRow` is the order row with its items.
 */
import type {PrismaClient} from '@/lib/db/client';
import type {PaymentOrder} from './types';

export type OrderRow = NonNullable<Awaited<ReturnType<PrismaClient['order']['findUnique']>>> & {items: {title: string; quantity: number; itemId: string}[]};

export function paymentOrder(order: OrderRow): PaymentOrder {
  const [first, ...rest] = order.items;
  const title = first ? (rest.length ? `${first.title} +${rest.length}` : first.title) : order.number;
  return {
    id: order.id,
    number: order.number,
    currency: order.currency,
    amount: order.amount,
    title,
    kind: order.orderType,
    quantity: first?.quantity ?? 1,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
  };
}
