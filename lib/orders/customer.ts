/**
 * The orderer's fields (name, e-mail, phone, address, requirements) as a checkout, a brief and the
 * order command check them. A module of their own, with nothing but zod: the checkout form's code
 * in the browser takes these rules without the order statuses, the catalogue and the tiers that
 * lib/orders/schema (the whole order payload) brings along.
 */
import * as z from 'zod/mini';

export type CheckoutErrorKey = 'nameRequired' | 'emailInvalid' | 'phoneRequired' | 'consentRequired' | 'tooLong' | 'tooMany' | 'invalid';

export const requiredText = (max: number, missing: CheckoutErrorKey) => z.string({error: missing}).check(z.trim(), z.minLength(1, {error: missing}), z.maxLength(max, {error: 'tooLong'}));

export const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.nullable(z.string({error: 'tooLong'}).check(z.trim(), z.maxLength(max, {error: 'tooLong'})))),
    z.transform((v: string | null | undefined) => (v ? v : undefined)),
  );

/** A phone number as typed: digits, with +, spaces, brackets or dashes. */
const PHONE = /^\+?[0-9][0-9 ()-]{5,28}$/;

/**
 * The phone number of an order that may be placed without one (lib/checkout/phone decides which):
 * empty is none; one that is given must still be a phone number.
 */
export const optionalPhone = z.pipe(
  z.optional(
    z.nullable(
      z.string({error: 'phoneRequired'}).check(
        z.trim(),
        z.refine((v) => v === '' || PHONE.test(v), {error: 'phoneRequired'}),
      ),
    ),
  ),
  z.transform((v: string | null | undefined) => (v ? v : undefined)),
);

export const customerShape = {
  customerName: requiredText(100, 'nameRequired'),
  customerEmail: z.pipe(z.string({error: 'emailInvalid'}).check(z.trim(), z.maxLength(254, {error: 'tooLong'})), z.email({error: 'emailInvalid'})),
  customerPhone: z.string({error: 'phoneRequired'}).check(z.trim(), z.regex(PHONE, {error: 'phoneRequired'})),
  customerAddress: optionalText(300),
  requirements: optionalText(5000),
};
