/** Project briefs in the database: create (with the customer's own uploads), list, move between statuses. */
import type {PrismaClient} from '@/lib/db/client';
import type {Db} from '@/lib/db/transaction';
import {SERVICES} from '@/lib/catalog/catalog';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {itemText, salePrice, serviceIn} from '@/lib/catalog/prices';
import {itemsOnly, loadCatalog} from '@/lib/catalog/store';
import {BRIEFABLE_STATUSES, type Brief, type BriefStatus} from './schema';
import {mayMoveBrief, pathToApproved} from './transitions';
import type {Currency} from '@/lib/generated/prisma/enums';
import {isUniqueViolation} from '@/lib/db/errors';
import {PREVIEW_PHOTO} from '@/lib/preview/constants';

/** Uploads that may go into a brief: the sender's own (account) or the order's (guest link), in no other brief or order message yet. */
async function attachable(db: Db, fileIds: string[], scope: {userId: string | null; orderId: string | null}): Promise<boolean> {
  const ids = [...new Set(fileIds)];
  if (!ids.length) return true;
  const owners = [...(scope.userId ? [{ownerId: scope.userId}] : []), ...(scope.orderId ? [{orderId: scope.orderId}] : [])];
  if (!owners.length) return false;
  const found = await db.upload.count({where: {id: {in: ids}, OR: owners, purpose: 'brief', briefs: {none: {}}, messageFiles: {none: {}}}});
  return found === ids.length;
}

/** A quote request's brief: a service and no order yet (the command starts the quote order). */
export async function createBrief(db: Db, userId: string, brief: Brief, origin: {country: CountryCode; language: Language}) {
  const service = SERVICES.find((s) => s.id === brief.serviceId);
  if (!service) return {ok: false as const, error: 'invalid' as const};
  if (!(await attachable(db, brief.fileIds, {userId, orderId: null}))) return {ok: false as const, error: 'files' as const};
  const catalog = await loadCatalog(db, itemsOnly([{kind: 'service', id: service.id}]));
  const name = itemText(catalog, 'service', service.id, origin.language).name;
  const price = service.quote ? null : salePrice(catalog, 'service', service.id, origin.country);
  const delivery = serviceIn(catalog, service).deliveryDays;
  const created = await db.projectBrief.create({
    data: {
      userId,
      serviceId: service.id,
      serviceName: name,
      serviceAmount: price?.amount ?? null,
      currency: price?.currency ?? null,
      deliveryTime: delivery ? `${delivery[0]}-${delivery[1]}` : null,
      ...answers(brief),
      country: origin.country,
      files: {create: [...new Set(brief.fileIds)].map((uploadId) => ({uploadId}))},
    },
  });
  return {ok: true as const, brief: created};
}

const answers = (brief: Brief) => ({style: brief.style, colorTone: brief.colorTone, usage: brief.usage, additionalRequests: brief.additionalRequests, referenceNotes: brief.referenceNotes});

export interface BriefOrder {
  id: string;
  userId: string | null;
  status: string;
  country: CountryCode;
  currency: Currency;
  items: {id: string; itemType: string; itemId: string; title: string; lineAmount: number; position: number}[];
}

export type OrderBriefError = 'notYet' | 'sent' | 'files' | 'invalid';

/**
 * The brief of one order line (the given one, else the first without a brief), sent by its account
 * or the guest link's holder: the files must be the sender's or the order's own uploads. One brief
 * per line (the database refuses a second).
 */
export async function createOrderBrief(
  db: Db,
  order: BriefOrder,
  brief: Brief,
  sender: {userId: string | null},
): Promise<{ok: true; brief: {id: string; orderItemId: string | null}} | {ok: false; error: OrderBriefError}> {
  if (!(BRIEFABLE_STATUSES as readonly string[]).includes(order.status)) return {ok: false, error: 'notYet'};
  const sent = new Set((await db.projectBrief.findMany({where: {orderItemId: {in: order.items.map((i) => i.id)}}, select: {orderItemId: true}})).map((b) => b.orderItemId));
  const lines = [...order.items].sort((a, b) => a.position - b.position);
  const line = brief.orderItemId ? lines.find((i) => i.id === brief.orderItemId) : lines.find((i) => !sent.has(i.id));
  if (!line) return {ok: false, error: brief.orderItemId ? 'invalid' : 'sent'};
  if (sent.has(line.id)) return {ok: false, error: 'sent'};
  if (!(await attachable(db, brief.fileIds, {userId: sender.userId, orderId: order.id}))) return {ok: false, error: 'files'};
  // The product photo the buyer tried in an instant preview and took into this order goes with its first brief.
  const productPhotos = await db.upload.findMany({where: {orderId: order.id, purpose: PREVIEW_PHOTO, briefs: {none: {}}}, select: {id: true}});
  const fileIds = [...new Set([...brief.fileIds, ...productPhotos.map((p) => p.id)])];
  try {
    const created = await db.projectBrief.create({
      data: {
        userId: order.userId ?? sender.userId,
        orderId: order.id,
        orderItemId: line.id,
        serviceId: line.itemType === 'service' ? Number(line.itemId) : null,
        serviceName: line.title,
        serviceAmount: line.lineAmount,
        currency: order.currency,
        ...answers(brief),
        country: order.country,
        files: {create: fileIds.map((uploadId) => ({uploadId}))},
      },
      select: {id: true, orderItemId: true},
    });
    return {ok: true, brief: created};
  } catch (error) {
    if (isUniqueViolation(error)) return {ok: false, error: 'sent'};
    throw error;
  }
}

const WITH_FILES = {files: {include: {upload: {select: {id: true, originalName: true, contentType: true, size: true}}}}, user: {select: {username: true, email: true}}} as const;

/** A customer's own briefs; an admin's view of every brief. Newest first. */
export async function listBriefs(db: PrismaClient, viewer: {id: string; role: 'USER' | 'ADMIN'}) {
  const rows = await db.projectBrief.findMany({where: viewer.role === 'ADMIN' ? {} : {userId: viewer.id}, orderBy: {createdAt: 'desc'}, take: 500, include: WITH_FILES});
  return rows.map(({files, user, ...brief}) => ({
    ...brief,
    // The applicant, or 'guest' for a brief without an account (GET /api/project-briefs, docs/uploads.md).
    applicant: user ? user.username : 'guest',
    applicantEmail: viewer.role === 'ADMIN' ? (user?.email ?? null) : undefined,
    files: files.map((f) => ({id: f.upload.id, name: f.upload.originalName, contentType: f.upload.contentType, size: f.upload.size, url: `/uploads/${f.upload.id}`})),
  }));
}

export type BriefMove = {ok: true; from: BriefStatus} | {ok: false; error: 'notFound' | 'notAllowed' | 'stale'; from?: BriefStatus};

/**
 * Moves a brief to a status, if the transition table (./transitions) lists the move. The one place
 * a brief's status changes: a compare-and-set on the status read, so of two racing moves from the
 * same status only one applies (the other is `stale`).
 */
export async function moveBrief(db: Db, id: string, to: BriefStatus): Promise<BriefMove> {
  const current = await db.projectBrief.findUnique({where: {id}, select: {status: true}});
  if (!current) return {ok: false, error: 'notFound'};
  if (!mayMoveBrief(current.status, to)) return {ok: false, error: 'notAllowed', from: current.status};
  const updated = await db.projectBrief.updateMany({where: {id, status: current.status}, data: {status: to}});
  return updated.count === 1 ? {ok: true, from: current.status} : {ok: false, error: 'stale', from: current.status};
}

/**
 * Approves every brief of an order whose draft was delivered (lib/briefs/transitions,
 * BRIEF_APPROVED_WITH), each through `moveBrief`; run by `moveOrder` in the order's transaction.
 * Returns how many briefs moved.
 */
export async function approveOrderBriefs(db: Db, orderId: string): Promise<number> {
  const briefs = await db.projectBrief.findMany({where: {orderId, status: {not: 'approved'}}, select: {id: true, status: true}});
  let moved = 0;
  for (const brief of briefs) {
    let ok = true;
    for (const to of pathToApproved(brief.status)) ok = ok && (await moveBrief(db, brief.id, to)).ok;
    if (ok) moved++;
  }
  return moved;
}

/** The briefs of an order's lines, with their files, for the order page. */
export async function briefsOfOrder(db: PrismaClient, orderId: string) {
  const rows = await db.projectBrief.findMany({where: {orderId}, orderBy: {createdAt: 'asc'}, include: {files: {include: {upload: {select: {id: true, originalName: true, size: true}}}}}});
  return rows.map((b) => ({id: b.id, orderItemId: b.orderItemId, status: b.status, createdAt: b.createdAt, files: b.files.map((f) => f.upload)}));
}

export type OrderBrief = Awaited<ReturnType<typeof briefsOfOrder>>[number];
