/**
 * Cash receipts (현금영수증): what a Korean buyer paying by bank transfer or virtual account through
 * Toss asks for at checkout. 소득공제 (income deduction) goes to a mobile phone number, 지출증빙
 * (expense proof) to a business registration number. Pure: the checkout's field validates with
 * the same schema the server does, and the order and receipt pages mask the number with it.
 */
import * as z from 'zod/mini';
import {isBusinessNumber} from '@/lib/business/details';

export const CASH_RECEIPT_TYPES = ['income_deduction', 'expense_proof'] as const;
export type CashReceiptType = (typeof CASH_RECEIPT_TYPES)[number];

/** Toss's own words for the types (its API and the widget take the Korean values). */
export const TOSS_CASH_RECEIPT_TYPE = {income_deduction: '소득공제', expense_proof: '지출증빙'} as const satisfies Record<CashReceiptType, string>;

/** The payment methods (lib/payments/method codes) a cash receipt is issued for: the buyer's own cash. */
export const CASH_RECEIPT_METHODS: readonly string[] = ['transfer', 'virtual_account'];

/** Digits only: what the buyer typed without dashes and spaces. */
export const registrationDigits = (value: string) => value.replace(/[\s-]/g, '');

/** A Korean mobile phone number (010, 011, 016-019), 10 or 11 digits, dashes allowed. */
export function isMobileNumber(value: string): boolean {
  return /^01[016789]\d{7,8}$/.test(registrationDigits(value));
}

/** Why a number does not fit its type (a key of Checkout.errors, as the server's 422 says it), or null when it does. */
export function registrationError(type: CashReceiptType, number: string): 'cashReceiptPhone' | 'cashReceiptBusiness' | null {
  if (type === 'income_deduction') return isMobileNumber(number) ? null : 'cashReceiptPhone';
  return isBusinessNumber(number) ? null : 'cashReceiptBusiness';
}

/**
 * The request as the checkout sends it (POST /api/payments/start's `cashReceipt`): the type and
 * its number, dashes and spaces allowed; the parsed value keeps the digits only.
 */
export const cashReceiptRequestSchema = z.pipe(
  z
    .object({
      type: z.enum(CASH_RECEIPT_TYPES, {error: 'invalid'}),
      number: z.string({error: 'invalid'}).check(z.maxLength(30, {error: 'invalid'})),
    })
    .check(
      z.superRefine((value, ctx) => {
        const error = registrationError(value.type, value.number);
        if (error) ctx.issues.push({code: 'custom', message: error, path: ['number'], input: value.number});
      }),
    ),
  z.transform((value) => ({type: value.type, number: registrationDigits(value.number)})),
);

export type CashReceiptRequest = z.output<typeof cashReceiptRequestSchema>;

/**
 * The number as the pages show it: a phone's middle digits and a business number's last five
 * hidden (010-****-5678, 123-45-*****), so a receipt on the screen or the printer gives away neither.
 */
export function maskRegistrationNumber(type: CashReceiptType, digits: string): string {
  if (type === 'income_deduction') {
    const last = digits.slice(-4);
    return `${digits.slice(0, 3)}-${'*'.repeat(Math.max(0, digits.length - 7))}-${last}`;
  }
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${'*'.repeat(Math.max(0, digits.length - 5))}`;
}

/** What the order and receipt pages show of a cash receipt. */
export interface CashReceiptView {
  type: CashReceiptType;
  /** Masked (maskRegistrationNumber). */
  number: string;
  status: 'requested' | 'issued' | 'failed' | 'not_applicable';
  issueNumber: string | null;
  /** Toss's page of the issued receipt (https only). */
  receiptUrl: string | null;
}

export function cashReceiptView(row: {type: CashReceiptType; registrationNumber: string; status: CashReceiptView['status']; issueNumber: string | null; receiptUrl: string | null}): CashReceiptView {
  return {
    type: row.type,
    number: maskRegistrationNumber(row.type, row.registrationNumber),
    status: row.status,
    issueNumber: row.issueNumber,
    receiptUrl: row.receiptUrl?.startsWith('https://') ? row.receiptUrl : null,
  };
}
