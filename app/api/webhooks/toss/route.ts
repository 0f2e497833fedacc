import {db} from '@/lib/db';
import {appPaymentProviders} from '@/lib/payments';
import type {TossApi} from '@/lib/payments/toss/api';
import {tossWebhookResponse} from '@/lib/payments/toss/webhook';

/**
 * POST /api/webhooks/toss: Toss's PAYMENT_STATUS_CHANGED and DEPOSIT_CALLBACK. 200 once recorded
 * (or already recorded); 400 forged or unreadable; 404 unknown payment; 413 over 64 KB (before
 * parsing); 429 looked up a moment ago, 503 Toss unreachable (Toss retries). Nothing in the body is
 * trusted or stored: lib/payments/toss/webhook.ts.
 */
export async function POST(request: Request): Promise<Response> {
  const toss = appPaymentProviders().byId('toss') as {api?: TossApi} | undefined;
  if (!toss?.api) {
    await request.body?.cancel().catch(() => {});
    return Response.json({ok: false, message: 'Toss Payments is not configured'}, {status: 404});
  }
  return tossWebhookResponse(db, toss.api, request);
}
