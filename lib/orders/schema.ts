/**
 * What a checkout sends (POST /api/orders), shared by the checkout form and the server. Errors
 * are keys of the Checkout.errors namespace. The spec's payload (docs/payments.md, POST /api/orders) is accepted as it is; its prices
 * and amounts (packagePrice, totalAmount, finalPrice, amountKRW…) are read only to log a
 * mismatch: the server prices every order from the catalogue.
 */
import * as z from 'zod/mini';
import {OrderStatus as OrderStatusEnum} from '@/lib/generated/prisma/enums';
import {PACKAGE_IDS} from '@/lib/catalog/catalog';
import {MAX_QUANTITY} from './pricing';
import {consentFieldsShape} from '@/lib/privacy/consents';
import {phoneNeeded, type OrderLineKind} from '@/lib/checkout/phone';
import {customerShape, optionalPhone, optionalText, requiredText} from './customer';

export {customerShape, type CheckoutErrorKey} from './customer';

/** Images of a service or copies of a template: at most MAX_QUANTITY an order, said on the checkout and in this refusal (Checkout.errors.tooMany). */
const quantity = z.optional(z.int({error: 'invalid'}).check(z.minimum(1, {error: 'invalid'}), z.maximum(MAX_QUANTITY, {error: 'tooMany'})));

/** A price the client quotes (`"21800"`, `"₩21,800"`, 21800): longer text is refused (422), never logged. */
const sentAmount = z.union([z.string({error: 'invalid'}).check(z.maxLength(40, {error: 'invalid'})), z.number({error: 'invalid'})], {error: 'invalid'});

/**
 * What an order payload names as bought, in the order selectionsOf reads it (./request); null for
 * the cart's checkout, whose lines are known once the cart is read (the command checks those).
 */
export function payloadLines(payload: {fromCart?: unknown; serviceId?: unknown; packageId?: unknown; templateId?: unknown; selectedTemplate?: unknown}): OrderLineKind[] | null {
  if (payload.fromCart === true) return null;
  if (payload.serviceId !== undefined) return ['service'];
  if (payload.packageId !== undefined) return ['package'];
  const selected = payload.selectedTemplate as {id?: unknown} | undefined;
  if (selected?.id === 0) return ['package'];
  if (payload.templateId !== undefined || selected?.id !== undefined) return ['template'];
  return [];
}

const orderShape = z.object({
  ...customerShape,
  /** Asked only where the order needs one (lib/checkout/phone: the studio's work, not a template): the check below. */
  customerPhone: optionalPhone,
  /** What is bought: one of these. */
  serviceId: z.optional(z.int({error: 'invalid'})),
  quantity,
  /** A service's tier (basic, standard, premium: lib/catalog/tiers): priced by the server; one the service does not offer is 422 `{code: "tier"}`. */
  tier: z.optional(z.string({error: 'invalid'}).check(z.maxLength(20, {error: 'invalid'}))),
  packageId: z.optional(z.string({error: 'invalid'}).check(z.maxLength(20, {error: 'invalid'}))),
  templateId: z.optional(z.int({error: 'invalid'})),
  /** Order payload shape (docs/payments.md, POST /api/orders): the template (or, with id 0, the package named by packageName or its title) being bought. */
  selectedTemplate: z.optional(z.object({id: z.int({error: 'invalid'}), title: z.optional(z.string({error: 'invalid'}).check(z.maxLength(200, {error: 'invalid'})))})),
  /** Order payload shape: the package's name (in any of the shop's languages, or its id), with `selectedTemplate.id` 0. */
  packageName: z.optional(z.string({error: 'invalid'}).check(z.maxLength(200, {error: 'invalid'}))),
  fromCart: z.optional(z.boolean({error: 'invalid'})),
  /** Both consents (terms of use, privacy policy) are required everywhere; Korea also asks for the age check (lib/privacy/consents, checked by the order's command). */
  agreeTerms: z.literal(true, {error: 'consentRequired'}),
  agreePrivacy: z.literal(true, {error: 'consentRequired'}),
  agreeAge14: consentFieldsShape.agreeAge14,
  agreeMarketing: consentFieldsShape.agreeMarketing,
  /** An instant preview of the buyer's ("Use this photo"): its photo goes with the order and into its brief. */
  previewId: z.optional(z.string({error: 'invalid'}).check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {error: 'invalid'}))),
  /** The checkout page's own key: the same checkout sent twice makes one order. */
  idempotencyKey: z.optional(z.string({error: 'invalid'}).check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, {error: 'invalid'}))),
  /** Order payload fields read only to log a mismatch with the server's price: an amount, so a few dozen characters at most. */
  totalAmount: z.optional(sentAmount),
  finalPrice: z.optional(sentAmount),
});

/** The order payload: a phone number where what it names needs one (its own field error, with the payload's others). */
export const orderSchema = orderShape.check(
  z.refine(
    (payload) => {
      const lines = payloadLines(payload);
      return lines === null || !phoneNeeded(lines) || Boolean(payload.customerPhone);
    },
    {error: 'phoneRequired', path: ['customerPhone'], when: (run) => typeof run.value === 'object' && run.value !== null},
  ),
);

export type OrderInput = z.input<typeof orderSchema>;
export type OrderRequest = z.output<typeof orderSchema>;

/** The statuses (the schema's enum) and the sets derived from the transition table: one vocabulary (./transitions). */
export {ORDER_STATUSES, PAID_STATUSES} from './transitions';
export type {OrderStatus} from '@/lib/generated/prisma/enums';

export const orderStatusSchema = z.object({
  status: z.enum(OrderStatusEnum, {error: 'invalid'}),
  note: optionalText(500),
});

export const orderCommentsSchema = z.object({comments: optionalText(5000)});

/** POST /api/cart: a template (copies: quantity) or a package, one of them. */
export const cartAddSchema = z
  .object({
    templateId: z.optional(z.int({error: 'invalid'})),
    packageId: z.optional(z.enum(PACKAGE_IDS, {error: 'invalid'})),
    quantity,
    /** Compatibility (docs/payments.md, GET /api/cart): a guest's session id; the cart cookie wins when both are present. */
    sessionId: z.optional(z.string()),
  })
  .check(z.refine((v) => (v.templateId === undefined) !== (v.packageId === undefined), {error: 'invalid', path: ['templateId']}));

/** PATCH /api/cart/{id} {quantity}: how many copies of one cart line (1 to MAX_QUANTITY; a package stays at one). */
export const cartQuantitySchema = z.object({
  quantity: z.int({error: 'invalid'}).check(z.minimum(1, {error: 'invalid'}), z.maximum(MAX_QUANTITY, {error: 'tooMany'})),
});

/** POST /api/orders/{id}/refund (admins): by the terms unless overridden; a reason is always recorded. */
export const orderRefundSchema = z.object({
  amount: z.optional(z.int({error: 'invalid'}).check(z.positive({error: 'invalid'}))),
  reason: requiredText(200, 'invalid'),
  override: z._default(z.boolean({error: 'invalid'}), false),
  refundKey: z.string({error: 'invalid'}).check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, {error: 'invalid'})),
  /** Where a deposited Toss virtual account's money goes back: bank code, digits only, holder. */
  refundAccount: z.optional(
    z.object({
      bank: z.string({error: 'invalid'}).check(z.regex(/^\d{2,3}$/, {error: 'invalid'})),
      accountNumber: z.string({error: 'invalid'}).check(z.regex(/^\d{6,20}$/, {error: 'invalid'})),
      holderName: requiredText(60, 'invalid'),
    }),
  ),
});

const guestLinkToken = z.optional(z.string({error: 'invalid'}).check(z.maxLength(100, {error: 'invalid'})));
const uuid = z.string({error: 'invalid'}).check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {error: 'invalid'}));

/** POST /api/orders/{id}/deliverables (admins): files the admin uploaded for this delivery, and a note to the customer. */
export const orderDeliverSchema = z.object({
  uploadIds: z.array(uuid).check(z.minLength(1, {error: 'invalid'}), z.maxLength(20, {error: 'invalid'})),
  note: optionalText(1000),
});

/** POST /api/orders/{id}/revision: what the customer wants changed (with the guest link's token for guests). */
export const orderRevisionSchema = z.object({comment: requiredText(2000, 'invalid'), token: guestLinkToken});

/** POST /api/orders/{id}/accept: the customer accepts the delivered draft. */
export const orderAcceptSchema = z.object({token: guestLinkToken});

/** POST /api/orders/{id}/quote (admins): the price of a quote request in the customer's currency (minor units), a note, and until when it can be paid. */
export const orderQuoteSchema = z.object({
  amount: z.int({error: 'invalid'}).check(z.positive({error: 'invalid'}), z.maximum(1_000_000_000_000, {error: 'invalid'})),
  note: optionalText(1000),
  /** A calendar day (YYYY-MM-DD): payable through the end of that day, Korea time. */
  validUntil: z.optional(z.string({error: 'invalid'}).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, {error: 'invalid'}))),
});

/** POST /api/orders/{id}/cancel: the buyer (or the guest link's holder) declines a quote or gives up an unpaid order; the same body as accept. */
export const orderCancelSchema = orderAcceptSchema;
