/**
 * The admin overview's numbers, computed from the database (never a fixed
 * figure such as 0% growth). Revenue counts paid orders (paid and not refunded or cancelled), in their KRW
 * equivalent so currencies add up; days and months are the studio's (Korea's) calendar.
 */
import type {PrismaClient} from '@/lib/db/client';
import {COUNTRIES} from '@/lib/countries';
import type {OrderStatus} from '@/lib/db/client';
import {PAID_STATUSES} from '@/lib/orders/transitions';

export const STUDIO_TIME_ZONE = COUNTRIES.kr.timeZone;
/** Orders waiting for the customer's payment or the studio's quote. */
export const PENDING_STATUSES: readonly OrderStatus[] = ['pending_payment', 'quote_review'];

/** The UTC instant a calendar day or month starts in `timeZone` (offsets taken at that moment). */
export function zonedStart(now: Date, timeZone: string, unit: 'day' | 'month', monthsBack = 0): Date {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', {timeZone, year: 'numeric', month: 'numeric', day: 'numeric'}).formatToParts(now).map((p) => [p.type, p.value]));
  const year = Number(parts.year);
  const month = Number(parts.month) - 1 - monthsBack;
  const day = unit === 'day' ? Number(parts.day) : 1;
  const guess = new Date(Date.UTC(year, month, day));
  // The zone's offset at that local midnight: format the guess in the zone and correct by the difference.
  const local = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric'})
      .formatToParts(guess)
      .map((p) => [p.type, p.value]),
  );
  const asLocal = Date.UTC(Number(local.year), Number(local.month) - 1, Number(local.day), Number(local.hour), Number(local.minute));
  return new Date(guess.getTime() - (asLocal - guess.getTime()));
}

export interface AdminStats {
  members: number;
  newMembersToday: number;
  orders: number;
  pendingOrders: number;
  revenueKrw: number;
  thisMonthKrw: number;
  lastMonthKrw: number;
  /** This month against last month in percent (one decimal), or null when last month had none. */
  monthlyGrowth: number | null;
  todayKrw: number;
  completedOrders: number;
}

export async function adminStats(db: PrismaClient, now = new Date(), timeZone = STUDIO_TIME_ZONE): Promise<AdminStats> {
  const today = zonedStart(now, timeZone, 'day');
  const thisMonth = zonedStart(now, timeZone, 'month');
  const lastMonth = zonedStart(now, timeZone, 'month', 1);
  const paid = {status: {in: [...PAID_STATUSES]}};
  const revenue = async (from?: Date, to?: Date) =>
    (await db.order.aggregate({_sum: {amountKrw: true}, where: {...paid, createdAt: {...(from ? {gte: from} : {}), ...(to ? {lt: to} : {})}}}))._sum.amountKrw ?? 0;
  const [members, newMembersToday, orders, pendingOrders, completedOrders, revenueKrw, thisMonthKrw, lastMonthKrw, todayKrw] = await Promise.all([
    db.user.count(),
    db.user.count({where: {createdAt: {gte: today}}}),
    db.order.count(),
    db.order.count({where: {status: {in: [...PENDING_STATUSES]}}}),
    db.order.count({where: {status: 'completed'}}),
    revenue(),
    revenue(thisMonth),
    revenue(lastMonth, thisMonth),
    revenue(today),
  ]);
  const monthlyGrowth = lastMonthKrw === 0 ? null : Math.round(((thisMonthKrw - lastMonthKrw) / lastMonthKrw) * 1000) / 10;
  return {members, newMembersToday, orders, pendingOrders, revenueKrw, thisMonthKrw, lastMonthKrw, monthlyGrowth, todayKrw, completedOrders};
}
