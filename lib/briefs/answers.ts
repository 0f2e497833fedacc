/**
 * What the briefs' commands and query answer, as zod schemas (their `output`, lib/commands;
 * lib/http/answers.ts derives the browser's types).
 */
import * as z from 'zod/mini';
import {BriefStatus, Country, Currency} from '@/lib/generated/prisma/enums';
import {doneWith, jsonDate} from '@/lib/http/json';

const status = z.enum(BriefStatus);

/** A sent brief: its order, and whether its work started, it waits for the studio, or it asked for a quote. */
export const briefSentAnswer = doneWith({
  briefId: z.string(),
  orderId: z.string(),
  orderItemId: z.nullable(z.string()),
  outcome: z.enum(['started', 'sent', 'quote']),
});

/** A quote request (POST /api/quote-requests, 201): the order it opened, and a guest's link token. */
export const quoteRequestedAnswer = doneWith({
  orderId: z.string(),
  orderNumber: z.string(),
  orderItemId: z.nullable(z.string()),
  guestToken: z.nullable(z.string()),
  orderUrl: z.string(),
});

/** PATCH /api/project-briefs/{id}/status: the status it moved to. */
export const briefMovedAnswer = doneWith({status});

/** GET /api/project-briefs: the caller's briefs (every brief, for an admin), newest first, with their files. */
export const briefsAnswer = z.object({
  success: z.literal(true),
  briefs: z.array(
    z.object({
      id: z.string(),
      userId: z.nullable(z.string()),
      orderId: z.nullable(z.string()),
      orderItemId: z.nullable(z.string()),
      serviceId: z.nullable(z.number()),
      serviceName: z.string(),
      serviceAmount: z.nullable(z.number()),
      currency: z.nullable(z.enum(Currency)),
      deliveryTime: z.nullable(z.string()),
      style: z.array(z.string()),
      colorTone: z.array(z.string()),
      usage: z.array(z.string()),
      additionalRequests: z.nullable(z.string()),
      referenceNotes: z.nullable(z.string()),
      status,
      country: z.enum(Country),
      createdAt: jsonDate,
      updatedAt: jsonDate,
      /** The applicant's username, or 'guest' for a brief without an account. */
      applicant: z.string(),
      /** For an admin only. */
      applicantEmail: z.optional(z.nullable(z.string())),
      files: z.array(z.object({id: z.string(), name: z.string(), contentType: z.string(), size: z.number(), url: z.string()})),
    }),
  ),
});
