/**
 * The project brief's fields, shared by the brief form and POST /api/project-briefs. Errors are
 * keys of the Brief.errors namespace.
 */
import * as z from 'zod/mini';
import {BriefStatus} from '@/lib/generated/prisma/enums';
import {SERVICE_IDS} from '@/lib/catalog/catalog';
import {customerShape} from '@/lib/orders/customer';
import {consentFieldsShape} from '@/lib/privacy/consents';

export const BRIEF_OPTIONS = {
  style: ['modern', 'cinematic', 'illustration', 'minimal'],
  colorTone: ['bright', 'dark', 'neon', 'pastel'],
  usage: ['sns', 'menu', 'advertisement', 'ecommerce'],
} as const;

/** Orders whose brief can be sent: a quote request, or paid and not yet given back. */
export const BRIEFABLE_STATUSES = ['quote_review', 'order_received', 'in_progress', 'draft_delivered', 'completed'] as const;

export type {BriefStatus} from '@/lib/generated/prisma/enums';

export type BriefErrorKey = 'selectRequired' | 'tooLong' | 'invalid';

const choices = <T extends readonly [string, ...string[]]>(values: T) => z._default(z.array(z.enum(values, {error: 'invalid'})).check(z.maxLength(values.length, {error: 'invalid'})), []);

const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.nullable(z.string({error: 'tooLong'}).check(z.trim(), z.maxLength(max, {error: 'tooLong'})))),
    z.transform((v: string | null | undefined) => (v ? v : undefined)),
  );

/**
 * A brief is for an order (`orderId`, one of its lines with `orderItemId`, else its first line
 * without one; a guest proves the order with `orderToken`, its link's token), or, with a
 * `serviceId` and no order, it is a quote request for that service.
 */
export const briefSchema = z
  .object({
    serviceId: z.optional(z.number({error: 'invalid'}).check(z.refine((id) => (SERVICE_IDS as readonly number[]).includes(id), {error: 'invalid'}))),
    style: choices(BRIEF_OPTIONS.style),
    colorTone: choices(BRIEF_OPTIONS.colorTone),
    usage: choices(BRIEF_OPTIONS.usage),
    additionalRequests: optionalText(5000),
    referenceNotes: optionalText(5000),
    fileIds: z._default(z.array(z.uuid({error: 'invalid'})).check(z.maxLength(20, {error: 'invalid'})), []),
    orderId: z.optional(z.uuid({error: 'invalid'})),
    orderItemId: z.optional(z.uuid({error: 'invalid'})),
    orderToken: z.optional(z.string({error: 'invalid'}).check(z.minLength(1, {error: 'invalid'}), z.maxLength(200, {error: 'invalid'}))),
    /** A quote request's consents (without orderId), as the page's country asks for them (lib/privacy/consents). */
    ...consentFieldsShape,
  })
  .check(
    z.refine((b) => b.style.length + b.colorTone.length + b.usage.length > 0, {error: 'selectRequired', path: ['options']}),
    z.refine((b) => b.orderId !== undefined || b.serviceId !== undefined, {error: 'invalid', path: ['serviceId']}),
  );

export type BriefInput = z.input<typeof briefSchema>;
export type Brief = z.output<typeof briefSchema>;

export const briefStatusSchema = z.object({status: z.enum(BriefStatus, {error: 'invalid'})});

/** A quote request's contact, for a visitor without an account (an account's own details are used otherwise). */
export const quoteRequestSchema = z.object({
  serviceId: z.number({error: 'invalid'}).check(z.refine((id) => (SERVICE_IDS as readonly number[]).includes(id), {error: 'invalid'})),
  // The checkout's own rules for the same fields (their error keys exist in Brief.errors too).
  customerName: z.optional(customerShape.customerName),
  customerEmail: z.optional(customerShape.customerEmail),
  customerPhone: z.optional(customerShape.customerPhone),
  /** The consents the page's country asks for with a quote request (lib/privacy/consents: Korea's boxes). */
  ...consentFieldsShape,
});
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
