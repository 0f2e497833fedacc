/**
 * Deliverables and revisions (what every studio needs; docs/admin.md). The studio delivers a
 * round of files (draft_delivered); the customer accepts it (completed) or asks for a revision
 * with a comment (back to in_progress). Revisions are numbered per order and counted against the
 * included ones: the service's free revisions (one for anything else, as the guide promises);
 * beyond that a request is marked as a paid extra for the studio to quote.
 */
import type {PrismaClient} from '@/lib/db/client';
import {inTransaction, type Db} from '@/lib/db/transaction';
import {SERVICES} from '@/lib/catalog/catalog';
import {serviceIn, type Catalog} from '@/lib/catalog/prices';
import {itemsOnly, loadCatalog} from '@/lib/catalog/store';
import {audit, type AuditActor} from '@/lib/admin/audit';
import {changeOrderStatus, type Actor} from './store';
import {mayMove} from './transitions';

export const DELIVERABLE_PURPOSE = 'deliverable';

/** Free revisions an order comes with: its tier's as bought, else its service's, as the owner sets them in the catalogue (negotiated counts as one). */
export function includedRevisions(order: {orderType: string; items: {itemType: string; itemId: string; tierRevisions?: number | null}[]}, catalog: Catalog): number {
  const first = order.items[0];
  if (order.orderType === 'service' && typeof first?.tierRevisions === 'number') return first.tierRevisions;
  const service = order.orderType === 'service' && first ? SERVICES.find((s) => String(s.id) === first.itemId) : undefined;
  return (service ? serviceIn(catalog, service).revisions : null) ?? 1;
}

/** An order's deliveries (newest last) with their files, and its revision requests. */
export function deliveriesOf(db: PrismaClient, orderId: string) {
  return Promise.all([
    db.delivery.findMany({where: {orderId}, orderBy: {round: 'asc'}, include: {files: {include: {upload: {select: {id: true, originalName: true, contentType: true, size: true}}}}}}),
    db.revisionRequest.findMany({where: {orderId}, orderBy: {number: 'asc'}}),
  ]);
}

export type DeliverError = 'notFound' | 'notDeliverable' | 'noFiles';

/** The studio delivers files (its own uploads, not yet delivered): a new round, and the order is draft_delivered. */
export async function deliver(db: Db, input: {orderId: string; uploadIds: string[]; note?: string; admin: AuditActor}): Promise<{ok: true; round: number} | {ok: false; error: DeliverError}> {
  return inTransaction(db, async (tx) => {
    const order = await tx.order.findUnique({where: {id: input.orderId}, select: {id: true, status: true}});
    if (!order) return {ok: false, error: 'notFound'};
    // A further round while a draft waits keeps the status; otherwise the table must allow the move.
    const again = order.status === 'draft_delivered';
    if (!again && !mayMove(order.status, 'draft_delivered', 'admin')) return {ok: false, error: 'notDeliverable'};
    const uploads = await tx.upload.findMany({where: {id: {in: input.uploadIds}, ownerId: input.admin.id, purpose: DELIVERABLE_PURPOSE, deliveries: {none: {}}}, select: {id: true}});
    if (!uploads.length || uploads.length !== new Set(input.uploadIds).size) return {ok: false, error: 'noFiles'};
    const round = (await tx.delivery.count({where: {orderId: order.id}})) + 1;
    await tx.delivery.create({data: {orderId: order.id, round, note: input.note || null, createdById: input.admin.id, files: {create: uploads.map((u) => ({uploadId: u.id}))}}});
    if (!again && !(await changeOrderStatus(tx, order.id, 'draft_delivered', {id: input.admin.id, label: 'admin'}, {from: [order.status], note: `delivery ${round}`}))) {
      throw new Error('The order changed while it was being delivered.');
    }
    await audit(tx, input.admin, {action: 'order.deliver', targetType: 'order', targetId: order.id, before: {status: order.status}, after: {status: 'draft_delivered', round, files: uploads.length}});
    return {ok: true, round};
  });
}

export type AnswerError = 'notFound' | 'notDelivered';

/** The customer asks for changes to the latest delivery: numbered, extra beyond the included ones; the order goes back to in_progress. */
export async function requestRevision(db: Db, input: {orderId: string; comment: string; actor: Actor}): Promise<{ok: true; number: number; extra: boolean} | {ok: false; error: AnswerError}> {
  return inTransaction(db, async (tx) => {
    const order = await tx.order.findUnique({where: {id: input.orderId}, include: {items: {orderBy: {position: 'asc'}}}});
    if (!order) return {ok: false, error: 'notFound'};
    const moved = await changeOrderStatus(tx, order.id, 'in_progress', input.actor, {from: ['draft_delivered'], note: 'revision requested'});
    if (!moved) return {ok: false, error: 'notDelivered'};
    const number = (await tx.revisionRequest.count({where: {orderId: order.id}})) + 1;
    const extra = number > includedRevisions(order, await loadCatalog(tx, itemsOnly(order.items.slice(0, 1).map((i) => ({kind: i.itemType, id: i.itemId})))));
    await tx.revisionRequest.create({data: {orderId: order.id, number, comment: input.comment, extra}});
    return {ok: true, number, extra};
  });
}

/** The customer accepts the delivered draft: the order is completed. */
export async function acceptDelivery(db: PrismaClient, input: {orderId: string; actor: Actor}): Promise<{ok: true} | {ok: false; error: AnswerError}> {
  const moved = await changeOrderStatus(db, input.orderId, 'completed', input.actor, {from: ['draft_delivered'], note: 'draft accepted'});
  return moved ? {ok: true} : {ok: false, error: (await db.order.count({where: {id: input.orderId}})) ? 'notDelivered' : 'notFound'};
}
