/**
 * What the privacy policy states about cookies and retention, read from the code that does it
 * (lib/cookies, the sessions, the links, the upload cleanup, reconciliation, the rate limits), so
 * the page cannot drift from what the shop really does. Server-side (the policy page renders at
 * build time).
 */
import {CART_MAX_AGE, COOKIES, PREFERENCE_MAX_AGE, PREVIEW_MAX_AGE, cartCookie, deviceCookie, previewCookie, sessionCookie} from '@/lib/cookies';
import {DEVICE_MAX_AGE_S} from '@/lib/auth/device';
import {RESET_TOKEN_TTL_MS} from '@/lib/auth/accounts';
import {SESSION_MAX_AGE_S} from '@/lib/auth/sessions';
import {CLAIM_TTL_MS, claimCookieName} from '@/lib/auth/oauth';
import {VERIFY_TOKEN_TTL_MS} from '@/lib/auth/verification';
import {GUEST_QUESTION_TTL_MS} from '@/lib/orders/questions/store';
import {UNPAID_ORDER_TTL_MS} from '@/lib/payments/reconcile';
import {LIMITS} from '@/lib/rate-limit';
import {UNUSED_FOR_MS} from '@/lib/uploads/cleanup';

/** Auth.js keeps its sign-in checks (state, PKCE) for Google, Kakao and Naver for 15 minutes (@auth/core). */
const GOOGLE_CHECK_S = 15 * 60;

export type CookiePurpose = 'country' | 'language' | 'session' | 'cart' | 'cartCount' | 'device' | 'preview' | 'google';

export interface CookieFact {
  name: string;
  purpose: CookiePurpose;
  /** How long the browser keeps it, in seconds. */
  seconds: number;
  /** Only while signing in with Google. */
  googleOnly?: boolean;
}

/** Every cookie the shop sets, under the names this deployment uses (`__Host-` prefixed on https). */
/** `google`: any sign-in service is configured; `social`: Kakao or Naver is (their claim cookie). */
export function privacyCookies(secure: boolean, google: boolean, social = false): CookieFact[] {
  return [
    {name: COOKIES.country, purpose: 'country', seconds: PREFERENCE_MAX_AGE},
    {name: COOKIES.language, purpose: 'language', seconds: PREFERENCE_MAX_AGE},
    {name: sessionCookie(secure).name, purpose: 'session', seconds: SESSION_MAX_AGE_S},
    {name: cartCookie(secure).name, purpose: 'cart', seconds: CART_MAX_AGE},
    {name: COOKIES.cartCount, purpose: 'cartCount', seconds: CART_MAX_AGE},
    {name: deviceCookie(secure).name, purpose: 'device', seconds: DEVICE_MAX_AGE_S},
    {name: previewCookie(secure).name, purpose: 'preview', seconds: PREVIEW_MAX_AGE},
    ...(google ? [{name: 'authjs.*', purpose: 'google' as const, seconds: GOOGLE_CHECK_S, googleOnly: true}] : []),
    // Kakao or Naver gave no address: which of their accounts waits for the person's (lib/auth/oauth).
    ...(social ? [{name: claimCookieName(secure), purpose: 'google' as const, seconds: CLAIM_TTL_MS / 1000, googleOnly: true}] : []),
  ];
}

/** How long things are kept, in seconds. */
export const RETENTION = {
  /** An order not paid by then is cancelled. */
  unpaidOrder: UNPAID_ORDER_TTL_MS / 1000,
  /** An upload that no brief or delivery uses is deleted this long after it was uploaded. */
  unusedUpload: UNUSED_FOR_MS / 1000,
  session: SESSION_MAX_AGE_S,
  resetLink: RESET_TOKEN_TTL_MS / 1000,
  verifyLink: VERIFY_TOKEN_TTL_MS / 1000,
  /** A guest's question before buying, after its last message. */
  guestQuestion: GUEST_QUESTION_TTL_MS / 1000,
  /** The longest window a network address is counted in for a limit. */
  rateLimit: Math.max(...Object.values(LIMITS).map((l) => l.windowMs)) / 1000,
} as const;

/** The day this policy was last changed (shown on the page; change it with the texts). */
export const POLICY_UPDATED = '2026-11-24';
