/** The admin's order list: a status filter, a search by number, name or e-mail, newest first, a page at a time. */
import type {OrderStatus, PrismaClient} from '@/lib/db/client';
import {ORDER_STATUSES} from '@/lib/orders/schema';

export const ADMIN_PAGE_SIZE = 20;

export interface OrderQuery {
  status?: string;
  q?: string;
  page?: number;
}

export async function adminOrders(db: PrismaClient, query: OrderQuery) {
  const status = (ORDER_STATUSES as readonly string[]).includes(query.status ?? '') ? (query.status as OrderStatus) : undefined;
  const q = query.q?.trim().slice(0, 100);
  const where = {
    ...(status ? {status} : {}),
    ...(q
      ? {OR: [{number: {contains: q, mode: 'insensitive' as const}}, {customerName: {contains: q, mode: 'insensitive' as const}}, {customerEmail: {contains: q, mode: 'insensitive' as const}}]}
      : {}),
  };
  const total = await db.order.count({where});
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(query.page ?? 1)), pages);
  const orders = await db.order.findMany({where, orderBy: {createdAt: 'desc'}, skip: (page - 1) * ADMIN_PAGE_SIZE, take: ADMIN_PAGE_SIZE, include: {items: {orderBy: {position: 'asc'}}}});
  return {orders, total, page, pages, status: status ?? null, q: q ?? ''};
}

/** Members with how many orders each has placed. */
export function adminMembers(db: PrismaClient) {
  return db.user.findMany({orderBy: {createdAt: 'desc'}, take: 500, include: {_count: {select: {orders: true}}}});
}
