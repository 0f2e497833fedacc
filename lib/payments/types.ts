/**
 * The one payment interface. Each provider (demo here; Toss Payments and Stripe plug in the same
 * way) starts a payment for an order, confirms the customer's return, handles its webhooks and
 * refunds. The order service and the confirm path never know which provider they talk to.
 */
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import type {CashReceiptType} from './cash-receipt';

export type ProviderId = 'demo' | 'toss' | 'stripe';

export interface PaymentOrder {
  id: string;
  number: string;
  currency: string;
  amount: number;
  title: string;
  /** The order's kind and its first line's quantity (Toss's order name: '{title} x {quantity}장' for services). */
  kind: string;
  quantity: number;
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
  /** The cash receipt the buyer asked for (Toss only). */
  cashReceipt?: {type: CashReceiptType};
}

export type StartResult =
  | {kind: 'redirect'; url: string; reference: string}
  /** Toss: the browser's payment widget takes over with these values. */
  | {
      kind: 'widget';
      providerOrderId: string;
      clientKey: string;
      orderName: string;
      amount: number;
      customerName: string;
      customerEmail: string;
      successUrl: string;
      failUrl: string;
      /** The cash receipt's type in Toss's words, when the buyer asked for one: the widget's virtual-account window starts with it. */
      cashReceiptType?: '소득공제' | '지출증빙';
    };

export interface ConfirmContext {
  order: PaymentOrder;
  /** What the provider sent back with the customer (Toss paymentKey, Stripe session id, demo key). */
  paymentKey: string;
  /** The amount the return claims, in minor units; must equal the order's. */
  amount: number;
  /** The reference stored when the payment started. */
  reference: string | null;
  /** The order id the provider knows this attempt by. */
  providerOrderId: string | null;
}

/** What the provider says about this attempt's own payment. */
export type PaymentOutcome =
  | {status: 'paid'; method: string; details?: Record<string, unknown>}
  /** A Toss virtual account was issued: paid when the deposit arrives (webhook). */
  | {status: 'awaiting_deposit'; method: string; details: Record<string, unknown>; depositSecret?: string}
  | {status: 'failed'; code: string; message?: string}
  /** No answer (timeout, provider error): the charge may have happened; reconciliation decides. */
  | {status: 'unknown'; reason: string};

export type ConfirmResult =
  | PaymentOutcome
  /**
   * The provider says the key is not this attempt's payment (it knows no such key, or the key pays
   * another order): nothing happened to this attempt, so it is neither failed nor bound to the key.
   */
  | {status: 'wrong_key'; code: string};

export interface RefundAccount {
  bank: string;
  accountNumber: string;
  holderName: string;
}

/** One refund of the ledger, as a provider is asked to make (or look up) it. */
export interface RefundRequest {
  /** Our Refund row's id: the provider's idempotency key and the refund's tag at the provider. */
  refundId: string;
  /** The payment's reference at the provider (Toss paymentKey, Stripe Checkout Session id, demo key). */
  reference: string;
  /** Minor units, in the payment's currency. */
  amount: number;
  currency: string;
  reason: string;
  /** When the row was reserved: Toss keeps idempotency keys for 15 days only. */
  requestedAt: Date;
  /** The customer's bank account, for money paid by bank deposit (Toss virtual accounts). */
  refundAccount?: RefundAccount;
}

/** What the provider says about one refund. */
export type RefundResult =
  /** Refunded; `reference` is the provider's id for it (Toss cancel transactionKey, Stripe refund id). */
  | {status: 'succeeded'; reference: string}
  /** Refused: nothing was refunded under this request. */
  | {status: 'failed'; message: string}
  /** No answer (timeout, 5xx, still processing): it may have happened; reconciliation asks again. */
  | {status: 'unknown'; reason: string};

/** A cash receipt the buyer asked for at checkout, to issue for their paid attempt (Toss transfers and virtual accounts). */
export interface CashReceiptIssue {
  /** Our Payment row's id: the provider's idempotency key, so a re-send issues once. */
  paymentId: string;
  /** The payment's reference at the provider (Toss paymentKey). */
  reference: string;
  /** The attempt's order id at the provider. */
  providerOrderId: string;
  orderName: string;
  /** Minor units (KRW). */
  amount: number;
  type: CashReceiptType;
  /** Digits only. */
  registrationNumber: string;
}

export type CashReceiptIssueResult =
  /** Issued, by us through the provider's API or by the provider's own window when the buyer asked there too. */
  | {status: 'issued'; receiptKey: string; issueNumber: string | null; receiptUrl: string | null}
  /** Paid by a method that gets no cash receipt (a card, an easy payment): the request is dropped. */
  | {status: 'not_applicable'}
  /** Not yet (the deposit is awaited) or no answer: asked again later with the same key. */
  | {status: 'pending'; reason: string}
  | {status: 'failed'; code: string};

export interface PaymentProvider {
  id: ProviderId;
  /** Shown to the customer next to the pay button; the demo provider says no money is charged. */
  demo: boolean;
  /** The public key the browser's payment widget is opened with (Toss); providers with a hosted page have none. */
  clientKey?: string;
  /** Real money moves (the provider's live keys, not its test keys): Korea's live payments wait for the seller's details (lib/business/seller). */
  live?: boolean;
  /**
   * The buyer's money is taken on the provider's own page before the buyer comes back (Stripe
   * Checkout): confirming only looks the payment up, so a payment for an order that no longer
   * awaits it has to be given back. Otherwise (Toss, demo) our confirm takes the money, and is
   * never sent for such an order.
   */
  chargedBeforeConfirm?: boolean;
  start(context: StartContext): Promise<StartResult>;
  /** Each attempt's own order id at the provider (Toss wants a new one per attempt), or null. */
  attemptOrderId?(orderNumber: string): string;
  confirm(context: ConfirmContext): Promise<ConfirmResult>;
  /** Provider notifications (deposits, refunds). The demo provider has none. */
  webhook?(request: Request): Promise<Response>;
  /**
   * Gives back `request.amount` of the payment `request.reference`. `request.refundId` (the ledger
   * row's id) is the provider's idempotency key, so a retry of one refund refunds once.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * What became of a refund whose answer never came (a timeout, a crash): asked by reconciliation
   * with the same request. Never refunds a second time under the same `refundId`.
   */
  lookupRefund(request: RefundRequest): Promise<RefundResult>;
  /** Issues the cash receipt a buyer asked for (Toss only; the others take no cash receipts). */
  issueCashReceipt?(request: CashReceiptIssue): Promise<CashReceiptIssueResult>;
}
