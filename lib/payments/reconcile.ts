/**
 * Settles payments whose outcome nobody told us: a confirm that timed out ('unknown'), one left
 * 'authorizing' by a crash, by asking the provider. Toss sends no webhook when a virtual
 * account's deadline passes, so those are closed here too.
 */
import type {PrismaClient} from '@/lib/db/client';
import {applyConfirmResult} from './flow';
import {appPaymentProviders, type PaymentProviders} from './index';
import {tossOutcome} from './toss/provider';
import type {TossApi} from './toss/api';

export async function reconcilePayments(db: PrismaClient, options: {providers?: PaymentProviders; now?: Date; staleMs?: number} = {}) {
  const providers = options.providers ?? appPaymentProviders();
  const now = options.now ?? new Date();
  const toss = providers.byId('toss') as (ReturnType<PaymentProviders['byId']> & {api?: TossApi}) | undefined;
  const settled = {paid: 0, awaitingDeposit: 0, failed: 0, expired: 0, stillUnknown: 0};
  if (!toss?.api) return settled;
  const open = await db.payment.findMany({
    where: {
      provider: 'toss',
      providerReference: {not: null},
      OR: [{status: 'unknown'}, {status: 'authorizing', updatedAt: {lt: new Date(now.getTime() - (options.staleMs ?? 120_000))}}, {status: 'awaiting_deposit'}],
    },
    take: 200,
  });
  for (const payment of open) {
    const looked = await toss.api.get(payment.providerReference!);
    if (looked.kind !== 'ok') {
      if (looked.kind === 'error' && looked.code === 'NOT_FOUND_PAYMENT') {
        await applyConfirmResult(db, payment.id, {status: 'failed', code: 'NOT_FOUND_PAYMENT'});
        settled.failed++;
      } else settled.stillUnknown++;
      continue;
    }
    const account = looked.payment.virtualAccount;
    if (looked.payment.status === 'WAITING_FOR_DEPOSIT' && account && (account.expired || new Date(account.dueDate) < now)) {
      await applyConfirmResult(db, payment.id, {status: 'failed', code: 'EXPIRED_VIRTUAL_ACCOUNT'});
      settled.expired++;
      continue;
    }
    const outcome = tossOutcome(looked.payment, payment.amount);
    if (outcome.status === 'awaiting_deposit' && payment.status === 'awaiting_deposit') continue;
    await applyConfirmResult(db, payment.id, outcome);
    if (outcome.status === 'paid') settled.paid++;
    else if (outcome.status === 'awaiting_deposit') settled.awaitingDeposit++;
    else if (outcome.status === 'failed') settled.failed++;
    else settled.stillUnknown++;
  }
  return settled;
}
