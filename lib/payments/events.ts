/**
 * Provider events (webhook deliveries) are processed once: the event's row and the change it causes
 * commit in one transaction, so a duplicate delivery finds the row and changes nothing, and a crash
 * between the two leaves neither (the provider's retry then does the work).
 */
import type {PrismaClient} from '@/lib/db/client';
import {isUniqueViolation} from '@/lib/db/errors';
import {inTransaction} from '@/lib/db/transaction';
import type {Prisma} from '@/lib/generated/prisma/client';

export interface ProviderEventInput {
  provider: 'toss' | 'stripe';
  eventId: string;
  type: string;
  paymentId: string;
  payload: unknown;
}

// Deliveries of one event wait for each other's transaction; give them room before giving up (the provider retries).
const EVENT_TRANSACTION = {maxWait: 30_000, timeout: 30_000};

export async function recordEvent(db: PrismaClient, event: ProviderEventInput, effect: (tx: Prisma.TransactionClient) => Promise<void>): Promise<'processed' | 'duplicate'> {
  const seen = await db.providerEvent.findUnique({where: {provider_eventId: {provider: event.provider, eventId: event.eventId}}, select: {id: true}});
  if (seen) return 'duplicate';
  try {
    await inTransaction(
      db,
      async (tx) => {
        await tx.providerEvent.create({
          data: {provider: event.provider, eventId: event.eventId, type: event.type, paymentId: event.paymentId, payload: event.payload as object, processedAt: new Date()},
        });
        await effect(tx);
      },
      EVENT_TRANSACTION,
    );
    return 'processed';
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}
