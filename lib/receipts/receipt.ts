/**
 * A paid order's receipt: the seller (the business details as saved now, with the country's tax number), the order's lines and total as
 * charged, the tax included where the country has one, and the payment (method, date, the
 * provider's own receipt link, anything refunded). Null for an order that was never paid.
 */
import type {CountryCode, CurrencyCode} from '@/lib/countries';
import type {PrismaClient} from '@/lib/db/client';
import {taxIdFor, type KoreanSeller} from '@/lib/business/details';
import {shownKoreanSeller} from '@/lib/business/seller';
import {loadBusiness} from '@/lib/business/store';
import {cashReceiptView, type CashReceiptView} from '@/lib/payments/cash-receipt';
import {MONEY_TAKEN} from '@/lib/payments/transitions';
import {includedTax, taxRate, type IncludedTax} from './tax';

export interface Receipt {
  seller: {
    company: string;
    representative?: string;
    registration?: string;
    address?: string;
    email?: string;
    phones: readonly {country: CountryCode; number: string}[];
    taxId?: string;
    korea?: KoreanSeller;
  };
  order: {number: string; country: CountryCode; currency: CurrencyCode; amount: number; customerName: string; customerEmail: string};
  /** Each line as bought, with its service tier and what it included where it had one. */
  lines: {
    title: string;
    quantity: number;
    unitAmount: number;
    extraImages: number;
    extraUnitAmount: number;
    lineAmount: number;
    tier?: string | null;
    tierImages?: number | null;
    tierRevisions?: number | null;
    tierDeliveryDays?: number | null;
  }[];
  tax: IncludedTax | null;
  payment: {method: string | null; provider: string; paidAt: Date; receiptUrl: string | null; refunded: number};
  /** The 현금영수증 asked for with the payment (Korea, Toss transfers and virtual accounts), its number masked. */
  cashReceipt?: CashReceiptView | null;
}

export async function receiptOf(
  db: PrismaClient,
  order: {id: string; number: string; country: CountryCode; currency: string; amount: number; customerName: string; customerEmail: string; paymentMethod: string | null; items: Receipt['lines']},
): Promise<Receipt | null> {
  const payment = await db.payment.findFirst({where: {orderId: order.id, status: {in: [...MONEY_TAKEN]}}, orderBy: {approvedAt: 'desc'}, include: {cashReceipt: true}});
  if (!payment) return null;
  const details = payment.details as {receiptUrl?: unknown} | null;
  const receiptUrl = typeof details?.receiptUrl === 'string' && details.receiptUrl.startsWith('https://') ? details.receiptUrl : null;
  const business = await loadBusiness(db);
  return {
    seller: {
      company: business.companyName,
      representative: business.representative || undefined,
      registration: business.registration || undefined,
      address: business.address || undefined,
      email: business.email || undefined,
      phones: business.phones,
      taxId: order.country === 'kr' ? undefined : taxIdFor(business, order.country),
      // A Korean order's receipt carries the seller's legal details (전자상거래법 제10조), as the Korean footer does.
      ...(order.country === 'kr' ? {korea: shownKoreanSeller(business)} : {}),
    },
    order: {number: order.number, country: order.country, currency: order.currency as CurrencyCode, amount: order.amount, customerName: order.customerName, customerEmail: order.customerEmail},
    lines: order.items.map(({title, quantity, unitAmount, extraImages, extraUnitAmount, lineAmount, tier, tierImages, tierRevisions, tierDeliveryDays}) => ({
      title,
      quantity,
      unitAmount,
      extraImages,
      extraUnitAmount,
      lineAmount,
      tier: tier ?? null,
      tierImages: tierImages ?? null,
      tierRevisions: tierRevisions ?? null,
      tierDeliveryDays: tierDeliveryDays ?? null,
    })),
    tax: includedTax(order.amount, taxRate(order.country)),
    // The method the order recorded when it was paid (lib/payments/method); orders paid before it was recorded: the payment's.
    payment: {method: order.paymentMethod ?? payment.method, provider: payment.provider, paidAt: payment.approvedAt ?? payment.updatedAt, receiptUrl, refunded: payment.refundedAmount},
    cashReceipt: payment.cashReceipt ? cashReceiptView(payment.cashReceipt) : null,
  };
}
