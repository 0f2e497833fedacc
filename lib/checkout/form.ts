/**
 * The checkout form's fields (react-hook-form, validated in the browser with the server's own
 * rules): the orderer (lib/orders/customer's customerShape) and the consents the page's country asks
 * for (lib/privacy/consents: Korea's four boxes, elsewhere terms and privacy). Errors are keys of
 * the Checkout.errors namespace (the consents': Consent.errors). The server validates the whole
 * order again (orderSchema, and the country's consents).
 */
import * as z from 'zod/mini';
import type {CountryCode} from '@/lib/countries';
import {customerShape} from '@/lib/orders/customer';
import {consentShape, missingConsents, type ConsentKind} from '@/lib/privacy/consents';

export function checkoutFormSchema(country: CountryCode) {
  return z.object({...customerShape, ...consentShape(country, 'checkout')});
}

export type CheckoutFormInput = z.input<ReturnType<typeof checkoutFormSchema>>;
export type CheckoutFormValues = z.output<ReturnType<typeof checkoutFormSchema>>;

/** What still stands between the visitor and Pay, in the form's order (named next to the button). */
export type MissingStep = 'name' | 'email' | 'phone' | Exclude<ConsentKind, 'marketing'>;

type StepValues = Partial<Pick<CheckoutFormInput, 'customerName' | 'customerEmail' | 'customerPhone' | 'agreeTerms' | 'agreePrivacy' | 'agreeAge14'>>;

export function missingSteps(values: StepValues, country: CountryCode = 'us'): MissingStep[] {
  const steps: MissingStep[] = [];
  if (!values.customerName?.trim()) steps.push('name');
  if (!values.customerEmail?.trim()) steps.push('email');
  if (!values.customerPhone?.trim()) steps.push('phone');
  for (const kind of missingConsents(country, 'checkout', values)) if (kind !== 'marketing') steps.push(kind);
  return steps;
}
