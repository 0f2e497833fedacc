import * as z from 'zod/mini';
import {db} from '@/lib/db';
import {hasNul} from '@/lib/http/api';
import {appPaymentProviders} from '@/lib/payments';
import type {TossApi} from '@/lib/payments/toss/api';
import {handleTossWebhook} from '@/lib/payments/toss/webhook';

// Toss's payment webhooks: PAYMENT_STATUS_CHANGED ({eventType, data: Payment}) and the flat
// DEPOSIT_CALLBACK ({secret, status, transactionKey, orderId}). Nothing in them is trusted.
const fields = {secret: z.optional(z.string().check(z.maxLength(200))), status: z.optional(z.string().check(z.maxLength(40))), transactionKey: z.optional(z.string().check(z.maxLength(200))), orderId: z.optional(z.string().check(z.maxLength(64))), paymentKey: z.optional(z.string().check(z.maxLength(200)))};
const webhookSchema = z.looseObject({eventType: z.optional(z.string().check(z.maxLength(60))), ...fields, data: z.optional(z.looseObject(fields))});

/** POST /api/webhooks/toss: 200 once recorded (or already recorded); 400 forged; 404 unknown payment; 503 Toss unreachable (Toss retries). */
export async function POST(request: Request): Promise<Response> {
  const toss = appPaymentProviders().byId('toss') as {api?: TossApi} | undefined;
  if (!toss?.api) return Response.json({ok: false, message: 'Toss Payments is not configured'}, {status: 404});
  let body: unknown;
  try {
    body = webhookSchema.parse(await request.json());
    if (hasNul(body)) throw new Error('NUL');
  } catch {
    return Response.json({ok: false, message: 'unreadable'}, {status: 400});
  }
  try {
    const answer = await handleTossWebhook(db, toss.api, body, request.headers.get('tosspayments-webhook-transmission-id'));
    return Response.json(answer.body, {status: answer.status});
  } catch (error) {
    console.error('toss webhook failed', error);
    return Response.json({ok: false, message: 'failed, retry'}, {status: 500});
  }
}
