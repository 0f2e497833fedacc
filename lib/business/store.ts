/**
 * The business details in the database: one row, written whole by the owner (audited). Until it
 * exists, the environment's details stand in. Takes the client, so tests run it on both databases.
 */
import {audit, type AuditActor} from '@/lib/admin/audit';
import type {PrismaClient} from '@/lib/db/client';
import {inTransaction, type Db} from '@/lib/db/transaction';
import {env} from '@/lib/env';
import {businessFromEnv, storedBusinessSchema, type BusinessDetails} from './details';

/** The saved details, or the environment's when none are saved (or the saved ones no longer read). */
export async function loadBusiness(db: Db): Promise<BusinessDetails> {
  const row = await db.businessSettings.findUnique({where: {id: 1}});
  const saved = row ? storedBusinessSchema.safeParse(row.details) : null;
  return saved?.success ? saved.data : businessFromEnv(env);
}

export async function saveBusiness(db: PrismaClient, details: BusinessDetails, actor: AuditActor): Promise<BusinessDetails> {
  return inTransaction(db, async (tx) => {
    const before = await loadBusiness(tx);
    await tx.businessSettings.upsert({where: {id: 1}, create: {id: 1, details: details as object}, update: {details: details as object}});
    await audit(tx, actor, {action: 'business.update', targetType: 'settings', targetId: 'business', before, after: details});
    return details;
  });
}
