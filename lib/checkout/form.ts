/**
 * The checkout form's fields (react-hook-form, validated in the browser with the server's own
 * rules): the orderer (lib/orders/schema's customerShape) and both consents. Errors are keys of
 * the Checkout.errors namespace. The server validates the whole order again (orderSchema).
 */
import * as z from 'zod/mini';
import {customerShape} from '@/lib/orders/schema';

const consent = z.boolean({error: 'consentRequired'}).check(z.refine((agreed) => agreed, {error: 'consentRequired'}));

export const checkoutFormSchema = z.object({...customerShape, agreeTerms: consent, agreePrivacy: consent});

export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutFormValues = z.output<typeof checkoutFormSchema>;

/** What still stands between the visitor and Pay, in the form's order (named next to the button). */
export type MissingStep = 'name' | 'email' | 'phone' | 'terms' | 'privacy';

export function missingSteps(values: Partial<Pick<CheckoutFormInput, 'customerName' | 'customerEmail' | 'customerPhone' | 'agreeTerms' | 'agreePrivacy'>>): MissingStep[] {
  const steps: MissingStep[] = [];
  if (!values.customerName?.trim()) steps.push('name');
  if (!values.customerEmail?.trim()) steps.push('email');
  if (!values.customerPhone?.trim()) steps.push('phone');
  if (!values.agreeTerms) steps.push('terms');
  if (!values.agreePrivacy) steps.push('privacy');
  return steps;
}
