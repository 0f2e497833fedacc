/**
 * Saving a service's tiers (./tiers): given the client, so the integration tests run it on both
 * databases; the command over it is ./commands.
 */
import {audit, type AuditActor} from '@/lib/admin/audit';
import type {PrismaClient} from '@/lib/db/client';
import {inTransaction} from '@/lib/db/transaction';
import {catalogKey} from '../prices';
import {inTierOrder, type Tier} from './tiers';

/** The owner replaces a service's tiers (audited in the same transaction); unknown or quote-priced service: refused. */
export async function saveTiers(db: PrismaClient, actor: AuditActor, itemId: string, tiers: readonly Tier[]) {
  return inTransaction(db, async (tx) => {
    const row = await tx.catalogItem.findUnique({where: {kind_itemId: {kind: 'service', itemId}}, select: {tiers: true, priceKrw: true}});
    if (!row) return {ok: false as const, error: 'notFound' as const};
    // A quote-priced service is priced per order: tiers would be prices it does not have.
    if (row.priceKrw === null && tiers.length) return {ok: false as const, error: 'quote' as const};
    const clean = inTierOrder(tiers);
    await tx.catalogItem.update({where: {kind_itemId: {kind: 'service', itemId}}, data: {tiers: clean as unknown as object}});
    await audit(tx, actor, {action: 'catalog.tiers', targetType: 'catalog', targetId: catalogKey('service', itemId), before: row.tiers, after: clean});
    return {ok: true as const, tiers: clean};
  });
}
