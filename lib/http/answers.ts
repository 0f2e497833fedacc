/**
 * What each JSON call of the shop answers, declared once and taken from the server's own types:
 * the route handlers build their bodies `satisfies` these, and the browser reads them through
 * lib/http/client.ts, so no component guesses the shape of an answer. Types only: nothing here
 * reaches a bundle.
 */
import type {PublicUser} from '@/lib/auth/accounts';
import type {listBriefs} from '@/lib/briefs/store';
import type {CartView} from '@/lib/cart/store';
import type {publicOrder} from '@/lib/orders/view';
import type {ConsentState} from '@/lib/privacy/consent-store';

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

type Done = {success: true; message: string};

/** The buyer's photo a preview was made from. */
type PreviewPhoto = {id: string; name: string; url: string};

/**
 * Successful answers, by "METHOD /path" (a path parameter written as {name}), as the handler builds
 * them (`Response.json(body satisfies ApiAnswers[call])`); the browser receives `Answer<call>`.
 */
export interface ApiAnswers {
  'POST /api/auth/login': Done & {user: PublicUser};
  'POST /api/auth/register': Done & {user: PublicUser};
  'POST /api/auth/check-email': {available: boolean};
  'POST /api/auth/forgot-password': Done;
  'POST /api/auth/reset-password': Done;
  'POST /api/auth/verify-email': Done & {user: PublicUser; changed: boolean; listed?: boolean};
  'POST /api/auth/verify-email/resend': Done;
  'POST /api/auth/oauth/email': Done;
  'POST /api/auth/oauth/confirm': Done & {next: string};
  'GET /api/auth/profile': {success: true; user: PublicUser};
  'PUT /api/auth/profile': Done & {user: PublicUser};
  'GET /api/auth/consents': {success: true; consents: ConsentState[]};
  'GET /api/orders/me': {success: true; orders: (ReturnType<typeof publicOrder> & {hasBrief: boolean; unreadMessages: number})[]};
  'GET /api/orders/unread': {success: true; count: number};
  'GET /api/project-briefs': {success: true; briefs: Awaited<ReturnType<typeof listBriefs>>};
  'POST /api/contact': {message: string};
  'GET /api/auth/me': {success: boolean; user: PublicUser | null};
  'GET /api/cart': {success: true} & CartView;
  'POST /api/cart': Done & CartView;
  'DELETE /api/cart': {success: true};
  'DELETE /api/cart/{id}': {success: true; totalQuantity: number};
  'PATCH /api/cart/{id}': {success: true} & CartView;
  /** Without a bucket the file goes to the shop itself ({direct: false}); with one, straight to the bucket with this ticket. */
  'POST /api/uploads/direct': {direct: false} | {direct: true; ticket: string; url: string; method: 'PUT'; headers: Record<string, string>};
  'POST /api/previews': {success: true; id: string; target: string; coverage: number; image: string; photo: PreviewPhoto};
  'GET /api/previews/{id}': {success: true; id: string; target: string; image: string; photo: PreviewPhoto};
}

export type ApiCall = keyof ApiAnswers;

/** What the browser receives for a call: the handler's answer as JSON carries it. */
export type Answer<C extends ApiCall> = Json<ApiAnswers[C]>;
