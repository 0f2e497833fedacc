/**
 * The one payment interface. Each provider (demo here; Toss Payments and Stripe plug in the same
 * way) starts a payment for an order, confirms the customer's return, handles its webhooks and
 * refunds. The order service and the confirm path never know which provider they talk to.
 */
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';

export type ProviderId = 'demo' | 'toss' | 'stripe';

export interface PaymentOrder {
  id: string;
  number: string;
  currency: string;
  amount: number;
  title: string;
  customerName: string;
  customerEmail: string;
}

export interface StartContext {
  order: PaymentOrder;
  /** The provider's reference for this attempt (the demo payment key, a Stripe session id…). */
  reference: string;
  country: CountryCode;
  language: Language;
  /** Absolute URLs of our success and fail pages for this country and language. */
  successUrl: string;
  failUrl: string;
}

export type StartResult = {kind: 'redirect'; url: string; reference: string};

export interface ConfirmContext {
  order: PaymentOrder;
  /** What the provider sent back with the customer (Toss paymentKey, Stripe session id, demo key). */
  paymentKey: string;
  /** The amount the return claims, in minor units; must equal the order's. */
  amount: number;
  /** The reference stored when the payment started. */
  reference: string | null;
}

export type ConfirmResult = {ok: true; method: string; details?: Record<string, unknown>} | {ok: false; code: string; message?: string};

export interface PaymentProvider {
  id: ProviderId;
  /** Shown to the customer next to the pay button; the demo provider says no money is charged. */
  demo: boolean;
  start(context: StartContext): Promise<StartResult>;
  confirm(context: ConfirmContext): Promise<ConfirmResult>;
  /** Provider notifications (deposits, refunds). The demo provider has none. */
  webhook?(request: Request): Promise<Response>;
  refund(reference: string, amount: number, reason: string): Promise<{ok: boolean; message?: string}>;
}
