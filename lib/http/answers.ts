/**
 * What each JSON call the shop's pages make answers, declared once: each is the output of the zod
 * schema its command or query declares as `output` (lib/<domain>/answers.ts), which the REST
 * adapters check every answer against. Handlers mark their bodies `satisfies` these, and the
 * browser reads them through lib/http/client.ts, so no component guesses the shape of an answer.
 * Types only: nothing here reaches a bundle.
 */
import type * as z from 'zod/mini';
import type * as auth from '@/lib/auth/answers';
import type * as briefs from '@/lib/briefs/answers';
import type * as cart from '@/lib/cart/answers';
import type * as contact from '@/lib/contact/answers';
import type * as orders from '@/lib/orders/answers';
import type * as preview from '@/lib/preview/answers';
import type * as privacy from '@/lib/privacy/answers';
import type * as uploads from '@/lib/uploads/answers';

/** A value as JSON carries it: dates become strings, undefined fields disappear. */
export type Json<T> = T extends Date ? string : T extends (infer U)[] ? Json<U>[] : T extends object ? {[K in keyof T as T[K] extends (...args: never[]) => unknown ? never : K]: Json<T[K]>} : T;

/** Every refusal: a translated message, and per field errors where a form sent them. */
export interface Refusal {
  success?: false;
  message?: string;
  errors?: Record<string, string>;
  /** A machine-readable reason where the page acts on it (e.g. passwordRequired). */
  code?: string;
}

/**
 * Successful answers, by "METHOD /path" (a path parameter written as {name}), as the handler builds
 * them (`Response.json(body satisfies ApiAnswers[call])`); the browser receives `Answer<call>`.
 */
export interface ApiAnswers {
  'POST /api/auth/login': z.output<typeof auth.userDoneAnswer>;
  'POST /api/auth/register': z.output<typeof auth.userDoneAnswer>;
  'POST /api/auth/check-email': z.output<typeof auth.checkEmailAnswer>;
  'POST /api/auth/forgot-password': z.output<typeof auth.doneAnswer>;
  'POST /api/auth/reset-password': z.output<typeof auth.doneAnswer>;
  'POST /api/auth/verify-email': z.output<typeof auth.verifyEmailAnswer>;
  'POST /api/auth/verify-email/resend': z.output<typeof auth.doneAnswer>;
  'POST /api/auth/oauth/email': z.output<typeof auth.doneAnswer>;
  'POST /api/auth/oauth/confirm': z.output<typeof auth.oauthConfirmAnswer>;
  'GET /api/auth/profile': z.output<typeof auth.profileAnswer>;
  'PUT /api/auth/profile': z.output<typeof auth.userDoneAnswer>;
  'GET /api/auth/consents': z.output<typeof privacy.consentsAnswer>;
  'GET /api/orders/me': z.output<typeof orders.myOrdersAnswer>;
  'GET /api/orders/unread': z.output<typeof orders.unreadAnswer>;
  'GET /api/questions/me': z.output<typeof orders.myQuestionsAnswer>;
  'GET /api/project-briefs': z.output<typeof briefs.briefsAnswer>;
  'POST /api/contact': z.output<typeof contact.contactSentAnswer>;
  'GET /api/auth/me': z.output<typeof auth.meAnswer>;
  'GET /api/cart': z.output<typeof cart.cartAnswer>;
  'POST /api/cart': z.output<typeof cart.cartAddedAnswer>;
  'DELETE /api/cart': z.output<typeof cart.cartClearedAnswer>;
  'DELETE /api/cart/{id}': z.output<typeof cart.cartLineRemovedAnswer>;
  'PATCH /api/cart/{id}': z.output<typeof cart.cartAnswer>;
  /** Without a bucket the file goes to the shop itself ({direct: false}); with one, straight to the bucket with this ticket. */
  'POST /api/uploads/direct': z.output<typeof uploads.ticketAnswer>;
  'POST /api/previews': z.output<typeof preview.previewMadeAnswer>;
  'GET /api/previews/{id}': z.output<typeof preview.previewAnswer>;
}

export type ApiCall = keyof ApiAnswers;

/** What the browser receives for a call: the handler's answer as JSON carries it. */
export type Answer<C extends ApiCall> = Json<ApiAnswers[C]>;
