/**
 * Sign-in with Google, Kakao and Naver (Auth.js OAuth providers) and the account rules they share
 * (lib/auth/accounts, linkOAuthAccount): a sign-in joins an existing account only when that
 * account's address was confirmed, and makes a new account only from an address the service
 * vouches for (Google: email_verified; Kakao: is_email_valid and is_email_verified; Naver: the
 * address it gives).
 *
 * Kakao (and Naver, when the person did not share it) may give no address or an unverified one.
 * Then nothing is made yet: the browser gets a signed claim (an httpOnly cookie, 24 h) naming the
 * Kakao or Naver account, and the dialog asks for an e-mail. The confirmation mail's link is signed
 * for that account, that address and that claim, and works only in the browser holding the claim:
 * whoever signed in with Kakao must also read the mail. A link sent to someone else's address (a
 * typo, or on purpose) cannot join a stranger's Kakao to that person's account. Following it joins
 * a confirmed account with the address, or makes a new one, and the browser signs in with Kakao
 * again (instant while Kakao still knows the person).
 *
 * No `server-only` here: the integration tests run this against local fakes of the services.
 */
import {createHash, randomBytes, timingSafeEqual} from 'node:crypto';
import type {OAuthConfig} from 'next-auth/providers';
import type {PrismaClient} from '@/lib/db/client';
import {linkOAuthAccount} from './accounts';
import {readToken, signToken} from './tokens';
import {returnPath, type SocialProvider} from './social';

export interface OAuthKeys {
  clientId?: string;
  clientSecret?: string;
  /** Kakao and Naver: where their endpoints are (a local fake in tests); unset: the real ones. */
  base?: string;
}

export type OAuthSettings = Record<SocialProvider, OAuthKeys>;

/** The settings from the typed environment (lib/env). */
export function oauthSettings(env: {
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  KAKAO_CLIENT_ID?: string;
  KAKAO_CLIENT_SECRET?: string;
  KAKAO_OAUTH_BASE?: string;
  NAVER_CLIENT_ID?: string;
  NAVER_CLIENT_SECRET?: string;
  NAVER_OAUTH_BASE?: string;
}): OAuthSettings {
  return {
    google: {clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET},
    kakao: {clientId: env.KAKAO_CLIENT_ID, clientSecret: env.KAKAO_CLIENT_SECRET, base: env.KAKAO_OAUTH_BASE},
    naver: {clientId: env.NAVER_CLIENT_ID, clientSecret: env.NAVER_CLIENT_SECRET, base: env.NAVER_OAUTH_BASE},
  };
}

/** The services whose client id and secret are both set (their buttons show). */
export function configuredProviders(settings: OAuthSettings): SocialProvider[] {
  return (Object.keys(settings) as SocialProvider[]).filter((p) => Boolean(settings[p].clientId && settings[p].clientSecret));
}

/** What a service says about the person, the same shape for each. */
export interface OAuthIdentity {
  id: string;
  email: string | null;
  /** Whether the service vouches that the person reads mail at `email`. */
  emailVerified: boolean;
  name: string | null;
}

interface GoogleProfile {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}
/** Kakao's /v2/user/me (developers.kakao.com, 사용자 정보 가져오기). */
export interface KakaoProfile {
  id: number | string;
  kakao_account?: {email?: string; is_email_valid?: boolean; is_email_verified?: boolean; profile?: {nickname?: string}};
}
/** Naver's /v1/nid/me (developers.naver.com, 네이버 회원 프로필 조회). */
export interface NaverProfile {
  resultcode?: string;
  response: {id: string; email?: string; name?: string; nickname?: string};
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export function identityOf(provider: SocialProvider, profile: unknown): OAuthIdentity | null {
  if (!profile || typeof profile !== 'object') return null;
  if (provider === 'google') {
    const p = profile as GoogleProfile;
    const email = text(p.email);
    // Google's rule as before: an address it does not say is unverified counts.
    return text(p.sub) ? {id: String(p.sub), email, emailVerified: Boolean(email) && p.email_verified !== false, name: text(p.name)} : null;
  }
  if (provider === 'kakao') {
    const p = profile as KakaoProfile;
    const account = p.kakao_account ?? {};
    const email = text(account.email);
    // Kakao vouches only for a valid (still the account's) and verified address.
    return p.id !== undefined && p.id !== null
      ? {id: String(p.id), email, emailVerified: Boolean(email && account.is_email_valid === true && account.is_email_verified === true), name: text(account.profile?.nickname)}
      : null;
  }
  const r = (profile as NaverProfile).response;
  if (!r || !text(r.id)) return null;
  const email = text(r.email);
  // Naver gives the address of a member's account only after the member agreed to share it.
  return {id: String(r.id), email, emailVerified: Boolean(email), name: text(r.name) ?? text(r.nickname)};
}

/**
 * The Auth.js providers of the configured services. Endpoints are given explicitly (no discovery
 * request), and for Kakao and Naver under their base when one is set (the tests' fakes).
 */
export function oauthProviders(settings: OAuthSettings): OAuthConfig<Record<string, unknown>>[] {
  const on = configuredProviders(settings);
  const providers: OAuthConfig<Record<string, unknown>>[] = [];
  const profile = (provider: SocialProvider) => (raw: Record<string, unknown>) => {
    const who = identityOf(provider, raw);
    return {id: who?.id ?? '', email: who?.email ?? null, name: who?.name ?? null};
  };
  if (on.includes('google')) {
    providers.push({
      id: 'google',
      name: 'Google',
      type: 'oauth',
      clientId: settings.google.clientId,
      clientSecret: settings.google.clientSecret,
      authorization: {url: 'https://accounts.google.com/o/oauth2/v2/auth', params: {scope: 'openid email profile', prompt: 'select_account'}},
      token: 'https://oauth2.googleapis.com/token',
      userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
      checks: ['pkce', 'state'],
      profile: profile('google'),
    });
  }
  if (on.includes('kakao')) {
    const base = (settings.kakao.base ?? '').replace(/\/+$/, '');
    providers.push({
      id: 'kakao',
      name: 'Kakao',
      type: 'oauth',
      clientId: settings.kakao.clientId,
      clientSecret: settings.kakao.clientSecret,
      // An empty scope (as Auth.js's own Kakao provider): Kakao asks for the consent items set in the app's
      // console (the e-mail needs a 비즈 앱); without it Auth.js would send OpenID scopes Kakao refuses.
      authorization: `${base || 'https://kauth.kakao.com'}/oauth/authorize?scope`,
      token: `${base || 'https://kauth.kakao.com'}/oauth/token`,
      userinfo: `${base || 'https://kapi.kakao.com'}/v2/user/me`,
      client: {token_endpoint_auth_method: 'client_secret_post'},
      checks: ['state'],
      profile: profile('kakao'),
    });
  }
  if (on.includes('naver')) {
    const base = (settings.naver.base ?? '').replace(/\/+$/, '');
    providers.push({
      id: 'naver',
      name: 'Naver',
      type: 'oauth',
      clientId: settings.naver.clientId,
      clientSecret: settings.naver.clientSecret,
      // As Auth.js's own Naver provider: Naver ignores the scope and gives what the member agreed to share.
      authorization: `${base || 'https://nid.naver.com'}/oauth2.0/authorize`,
      token: `${base || 'https://nid.naver.com'}/oauth2.0/token`,
      userinfo: `${base || 'https://openapi.naver.com'}/v1/nid/me`,
      client: {token_endpoint_auth_method: 'client_secret_post'},
      checks: ['state'],
      profile: profile('naver'),
    });
  }
  return providers;
}

export type OAuthOutcome = {kind: 'user'; userId: string} | {kind: 'ask'} | {kind: 'refused'};

/**
 * What a finished sign-in with a service leads to: the account it is linked to; else, with an
 * address the service vouches for, the account joined or made (refused when an account has the
 * address unconfirmed: pre-hijacking); else (Kakao, Naver) ask the person for an address.
 */
export async function resolveOAuthSignIn(db: PrismaClient, provider: SocialProvider, who: OAuthIdentity, adminEmails: readonly string[]): Promise<OAuthOutcome> {
  const linked = await db.account.findUnique({where: {provider_providerAccountId: {provider, providerAccountId: who.id}}, select: {userId: true}});
  if (linked) return {kind: 'user', userId: linked.userId};
  if (who.email && who.emailVerified) {
    const user = await linkOAuthAccount(db, provider, who.id, who.email, adminEmails);
    return user ? {kind: 'user', userId: user.id} : {kind: 'refused'};
  }
  return provider === 'google' ? {kind: 'refused'} : {kind: 'ask'};
}

// ---------------------------------------------------------------------------------------------
// The claim (the browser's cookie) and the confirmation mail's token: signed, self-contained.

export const CLAIM_TTL_MS = 24 * 60 * 60 * 1000;
/** Auth.js redirects here from its callback; app/api/auth/[...nextauth] turns it into the claim cookie (the claim never shows in a URL). */
export const CLAIM_REDIRECT_PATH = '/api/auth/oauth/ask';

export interface Claim {
  p: 'kakao' | 'naver';
  id: string;
  /** A random value that ties the mail's token to this claim (and so to this browser). */
  x: string;
  exp: number;
}
export interface MailToken {
  p: 'kakao' | 'naver';
  id: string;
  e: string;
  x: string;
  exp: number;
}

/** A claim or mail token's fields, if the token is ours, for `purpose`, unchanged and not expired (lib/auth/tokens). */
async function unsign(secret: string, purpose: 'oauth-claim' | 'oauth-mail', token: string | null | undefined, now: number) {
  const claims = await readToken(secret, purpose, token, now);
  if (!claims || (claims.p !== 'kakao' && claims.p !== 'naver') || typeof claims.id !== 'string' || typeof claims.x !== 'string') return null;
  return {p: claims.p as Claim['p'], id: claims.id, x: claims.x, e: typeof claims.e === 'string' ? claims.e : undefined, exp: claims.expiresAt};
}

export function createClaim(secret: string, provider: 'kakao' | 'naver', providerAccountId: string, now = Date.now()): Promise<string> {
  return signToken(secret, 'oauth-claim', {p: provider, id: providerAccountId, x: randomBytes(16).toString('base64url')} satisfies Omit<Claim, 'exp'>, now + CLAIM_TTL_MS);
}

export async function readClaim(secret: string, value: string | null | undefined, now = Date.now()): Promise<Claim | null> {
  const claim = await unsign(secret, 'oauth-claim', value, now);
  return claim && {p: claim.p, id: claim.id, x: claim.x, exp: claim.exp};
}

/** The confirmation mail's token for the claim's account and the address the person gave. */
export function createMailToken(secret: string, claim: Claim, email: string, now = Date.now()): Promise<string> {
  return signToken(secret, 'oauth-mail', {p: claim.p, id: claim.id, e: email.toLowerCase(), x: claim.x} satisfies Omit<MailToken, 'exp'>, now + CLAIM_TTL_MS);
}

export type ConfirmResult =
  | {kind: 'linked'; provider: 'kakao' | 'naver'; userId: string}
  /** A broken, altered or expired link. */
  | {kind: 'invalid'}
  /** The link was opened in a browser that did not sign in with that Kakao or Naver account (or started again since). */
  | {kind: 'otherBrowser'}
  /** An account has the address unconfirmed: its owner confirms it first (pre-hijacking). */
  | {kind: 'unconfirmed'};

/**
 * Follows a confirmation link: with the claim of the same browser, joins the account with the
 * address (confirmed ones only) or makes a new, confirmed one, and links the Kakao or Naver account
 * to it. Following it again changes nothing. Never makes an admin: an ADMIN_EMAIL(S) address
 * becomes admin only by a password reset (lib/auth/verification).
 */
export async function confirmClaim(db: PrismaClient, secret: string, token: string, claimCookie: string | null | undefined, now = Date.now()): Promise<ConfirmResult> {
  const mail = await unsign(secret, 'oauth-mail', token, now);
  if (!mail?.e) return {kind: 'invalid'};
  const claim = await readClaim(secret, claimCookie, now);
  if (!claim || claim.p !== mail.p || claim.id !== mail.id || !timingSafeEqual(hash(claim.x), hash(mail.x))) return {kind: 'otherBrowser'};
  const user = await linkOAuthAccount(db, mail.p, mail.id, mail.e, []);
  return user ? {kind: 'linked', provider: mail.p, userId: user.id} : {kind: 'unconfirmed'};
}

const hash = (value: string) => createHash('sha256').update(value).digest();

// ---------------------------------------------------------------------------------------------
// The claim cookie.

export function claimCookieName(secure: boolean): string {
  return secure ? '__Host-oauth-claim' : 'oauth-claim';
}

/** The claim cookie's value in a request's Cookie header. */
export function claimFromRequest(request: Request, secure: boolean): string | null {
  return cookieValue(request.headers.get('cookie'), claimCookieName(secure));
}

function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function claimCookie(secure: boolean, value: string | null): string {
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return value === null ? `${claimCookieName(secure)}=; ${attributes}; Max-Age=0` : `${claimCookieName(secure)}=${value}; ${attributes}; Max-Age=${CLAIM_TTL_MS / 1000}`;
}

/**
 * Auth.js's answer to a service's callback, as the browser gets it: a redirect to the claim path
 * (the sign-in needs an address) becomes the claim cookie and a redirect to the page the sign-in
 * started on, with ?auth=email (the dialog asks for the address). Every other answer is unchanged.
 */
export function claimRedirect(response: Response, request: Request, secure: boolean): Response {
  const location = response.headers.get('location');
  if (!location || response.status < 300 || response.status >= 400) return response;
  const target = new URL(location, request.url);
  if (target.pathname !== CLAIM_REDIRECT_PATH) return response;
  const claim = target.searchParams.get('claim');
  const via = target.searchParams.get('via');
  const page = new URL(startPage(request), request.url);
  page.searchParams.set('auth', claim ? 'email' : 'failed');
  if (claim && (via === 'kakao' || via === 'naver')) page.searchParams.set('via', via);
  const headers = new Headers(response.headers);
  headers.set('location', page.pathname + page.search);
  if (claim) headers.append('set-cookie', claimCookie(secure, claim));
  return new Response(null, {status: 302, headers});
}

/** The page the sign-in started on: Auth.js's callback-url cookie (set by our start route), a path on this site only. */
function startPage(request: Request): string {
  const header = request.headers.get('cookie');
  const value = cookieValue(header, '__Secure-authjs.callback-url') ?? cookieValue(header, 'authjs.callback-url');
  if (!value) return '/';
  try {
    const url = new URL(value, request.url);
    if (url.origin !== new URL(request.url).origin) return '/';
    const path = returnPath(url.pathname);
    return path === '/' ? '/' : path;
  } catch {
    return '/';
  }
}
