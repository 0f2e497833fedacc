/**
 * The checkout form's fields (react-hook-form, validated in the browser with the server's own
 * rules): the orderer (lib/orders/customer's customerShape; the phone number only where the order
 * needs one, lib/checkout/phone) and the consents the page's country asks
 * for (lib/privacy/consents: Korea's four boxes, elsewhere terms and privacy). Errors are keys of
 * the Checkout.errors namespace (the consents': Consent.errors). The server validates the whole
 * order again (orderSchema, and the country's consents).
 */
import * as z from 'zod/mini';
import type {CountryCode} from '@/lib/countries';
import {customerShape, optionalPhone} from '@/lib/orders/customer';
import {consentShape, missingConsents, type ConsentKind} from '@/lib/privacy/consents';

/** `phone`: whether this order needs a phone number (phoneNeeded); without, the form has no phone field and sends none. */
export function checkoutFormSchema(country: CountryCode, phone: boolean) {
  return z.object({...customerShape, customerPhone: phone ? customerShape.customerPhone : optionalPhone, ...consentShape(country, 'checkout')});
}

type Schema = ReturnType<typeof checkoutFormSchema>;
export type CheckoutFormInput = z.input<Schema>;
export type CheckoutFormValues = z.output<Schema>;

/** What still stands between the visitor and Pay, in the form's order (e-mail first; named next to the button). */
export type MissingStep = 'name' | 'email' | 'phone' | Exclude<ConsentKind, 'marketing'>;

type StepValues = Partial<Pick<CheckoutFormInput, 'customerName' | 'customerEmail' | 'customerPhone' | 'agreeTerms' | 'agreePrivacy' | 'agreeAge14'>>;

export function missingSteps(values: StepValues, country: CountryCode = 'us', phone = true): MissingStep[] {
  const steps: MissingStep[] = [];
  if (!values.customerEmail?.trim()) steps.push('email');
  if (!values.customerName?.trim()) steps.push('name');
  if (phone && !values.customerPhone?.trim()) steps.push('phone');
  for (const kind of missingConsents(country, 'checkout', values)) if (kind !== 'marketing') steps.push(kind);
  return steps;
}
