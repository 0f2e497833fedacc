/**
 * The admin area's reads, in one place. The admin components ask these and never the database.
 *
 * - Who may read: an admin. The role is read from the database for every request that reads
 *   here (asked once per request through React's `cache`), whatever the page around it already
 *   checked. Anyone else gets `AdminReadDenied`, so a component rendered by mistake for a
 *   customer shows nothing of the studio's.
 * - What: the rows each tab shows. The domain modules (lib/admin, lib/orders, lib/catalog…)
 *   hold the queries; this module decides who may run them.
 * - Cached how: never across requests. The studio sees the database as it is now, not the
 *   shop's cached catalogue.
 * - The admin API's GET endpoints are queries here too (at the end): their runner
 *   (lib/commands/query) checks the admin before the read.
 */
import 'server-only';
import {cache} from 'react';
import * as z from 'zod/mini';
import {adminMembers, adminOrders, type OrderQuery} from '@/lib/admin/orders';
import {auditEntries} from '@/lib/admin/audit';
import {systemSettings} from '@/lib/admin/settings';
import {adminStats} from '@/lib/admin/stats';
import {publicUser} from '@/lib/auth/accounts';
import {currentUser} from '@/lib/auth/guard';
import {listBriefs} from '@/lib/briefs/store';
import {loadBusiness} from '@/lib/business/store';
import {paymentProviderFor} from '@/lib/payments';
import {allFaqs} from '@/lib/catalog/faq/faq';
import {pricesByCountry} from '@/lib/catalog/prices';
import {loadCatalog} from '@/lib/catalog/store';
import {defineQuery, noInput, pageNumber} from '@/lib/commands/query';
import {contactMessages} from '@/lib/contact/submit';
import {db} from '@/lib/db';
import {jobBacklog, openJobs} from '@/lib/jobs/admin';
import {appJobs} from '@/lib/jobs/app';
import {studioThreads} from '@/lib/orders/conversation';
import {allOrders} from '@/lib/orders/store';
import {publicOrder} from '@/lib/orders/view';
import {adminReviews} from '@/lib/orders/reviews/store';
import {loadShowcase} from '@/lib/showcase/store';
import {auditAnswer, contactMessagesAnswer, statsAnswer, usersAnswer} from './answers';
import {adminCatalogAnswer} from '@/lib/catalog/answers';
import {ordersAnswer} from '@/lib/orders/answers';

export class AdminReadDenied extends Error {
  constructor() {
    super('The admin area is read by admins only.');
    this.name = 'AdminReadDenied';
  }
}

/** The admin reading, once per request; throws for anyone else. */
const reader = cache(async () => {
  const user = await currentUser();
  if (user?.role !== 'ADMIN') throw new AdminReadDenied();
  return user;
});

/** A read that asks who is reading first. */
function adminRead<A extends unknown[], R>(read: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args) => {
    await reader();
    return read(...args);
  };
}

export const adminQueries = {
  overview: adminRead(async () => {
    const [stats, recent, business] = await Promise.all([adminStats(db), db.order.findMany({orderBy: {createdAt: 'desc'}, take: 5}), loadBusiness(db)]);
    // Whether Korea's payments take real money (Toss's live keys): then they wait for the seller's details.
    return {stats, recent, business, koreaLive: paymentProviderFor('kr').live === true};
  }),
  orders: adminRead((query: OrderQuery) => adminOrders(db, query)),
  members: adminRead(() => adminMembers(db)),
  /** Every brief, with the number of the order it belongs to. */
  briefs: adminRead(async () => {
    const admin = await reader();
    const briefs = await listBriefs(db, {id: admin.id, role: 'ADMIN'});
    const ids = briefs.flatMap((b) => (b.orderId ? [b.orderId] : []));
    const numbers = new Map(ids.length ? (await db.order.findMany({where: {id: {in: ids}}, select: {id: true, number: true}})).map((o) => [o.id, o.number]) : []);
    return {briefs, numbers};
  }),
  inbox: adminRead(() => contactMessages(db)),
  threads: adminRead(() => studioThreads(db)),
  catalog: adminRead(async () => {
    const [catalog, faqs] = await Promise.all([loadCatalog(db), allFaqs(db)]);
    return {catalog, faqs};
  }),
  showcase: adminRead(async () => {
    const [showcase, catalog] = await Promise.all([loadShowcase(db, {shownOnly: false}), loadCatalog(db)]);
    return {showcase, catalog};
  }),
  reviews: adminRead(() => adminReviews(db)),
  settings: adminRead(async () => {
    const [settings, business] = await Promise.all([systemSettings(db), loadBusiness(db)]);
    return {settings, business};
  }),
  audit: adminRead(() => auditEntries(db)),
  /** The background jobs that failed or wait, and the queue's backlog (its tables exist once the queue has started). */
  operations: adminRead(async () => {
    await appJobs();
    const [jobs, backlog] = await Promise.all([openJobs(db), jobBacklog(db)]);
    return {jobs, backlog};
  }),
};

/**
 * The admin API's reads (GET /api/admin/…, GET /api/orders), each a query (lib/commands/query)
 * whose runner refuses anyone but an admin (401/403) before it reads.
 */
export const adminStatsQuery = defineQuery({
  name: 'admin.stats',
  output: statsAnswer,
  input: noInput,
  who: 'admin',
  run: async () => ({json: {success: true, stats: await adminStats(db)} satisfies z.input<typeof statsAnswer>}),
});

export const adminUsersQuery = defineQuery({
  name: 'admin.users',
  output: usersAnswer,
  input: noInput,
  who: 'admin',
  async run() {
    const users = await db.user.findMany({orderBy: {createdAt: 'desc'}, take: 500});
    return {json: {success: true, users: users.map(publicUser)} satisfies z.input<typeof usersAnswer>};
  },
});

export const adminAuditQuery = defineQuery({
  name: 'admin.audit',
  output: auditAnswer,
  input: z.object({page: pageNumber}),
  who: 'admin',
  run: async ({page}) => ({json: {success: true, entries: await auditEntries(db, page)} satisfies z.input<typeof auditAnswer>}),
});

export const adminContactMessagesQuery = defineQuery({
  name: 'admin.contactMessages',
  output: contactMessagesAnswer,
  input: z.object({page: pageNumber}),
  who: 'admin',
  run: async ({page}) => ({json: {success: true, ...(await contactMessages(db, page))} satisfies z.input<typeof contactMessagesAnswer>}),
});

export const adminCatalogQuery = defineQuery({
  name: 'admin.catalog',
  output: adminCatalogAnswer,
  input: noInput,
  who: 'admin',
  async run() {
    const catalog = await loadCatalog(db);
    const picturesOf = (prefix: string) =>
      Object.fromEntries(Object.entries(catalog.pictures).flatMap(([slot, {id, width, height, alt}]) => (slot.startsWith(prefix) ? [[slot, {id, width, height, alt}]] : [])));
    const items = Object.values(catalog.entries).map((entry) => ({
      kind: entry.kind,
      id: entry.id,
      active: entry.active,
      priceKrw: entry.priceKrw,
      extraImageKrw: entry.extraImageKrw,
      prices: pricesByCountry(entry),
      texts: entry.texts,
      pictures: entry.kind === 'package' ? {} : picturesOf(`${entry.kind}:${entry.id}:`),
    }));
    return {json: {success: true, items, hero: picturesOf('hero:')} satisfies z.input<typeof adminCatalogAnswer>};
  },
});

/** Every order, as the admin sees it. */
export const allOrdersQuery = defineQuery({
  name: 'admin.orders',
  output: ordersAnswer,
  input: noInput,
  who: 'admin',
  run: async () => ({json: {success: true, orders: (await allOrders(db)).map((o) => publicOrder(o, {admin: true}))} satisfies z.input<typeof ordersAnswer>}),
});
