/**
 * The limits in front of every password check. Failures are counted per account and per
 * (account, address); an account's failures from elsewhere never lock its owner out:
 * - an address is limited per minute (all accounts) and per account (5 failures / 15 min);
 * - an account with 5 failures from anywhere is "under attack": every unknown device waits
 *   ATTACK_DELAY_MS before its check and must pass the per-address limit; a known device (one
 *   that signed in to the account before) skips the wait and has a looser per-address limit;
 * - a successful login clears the address's failures; a password reset clears the account's.
 * The password check itself (next-auth's credentials provider) runs only with a pass issued
 * here, so no route can reach it around these limits.
 */
import {randomBytes} from 'node:crypto';
import {LIMITS, type Limiter} from '@/lib/rate-limit';

export const ATTACK_DELAY_MS = 1_000;

export type LoginGate = {ok: true; delayMs: number} | {ok: false; retryAfterS: number};

const pair = (email: string, address: string) => `${email.toLowerCase()}|${address}`;

export async function loginGate(limits: Limiter, email: string, address: string, knownDevice: boolean): Promise<LoginGate> {
  const perAddress = await limits.attempt(LIMITS.loginIp, address);
  if (!perAddress.allowed) return {ok: false, retryAfterS: perAddress.retryAfterS};
  const addressLimit = knownDevice ? LIMITS.loginKnownDeviceFailures : LIMITS.loginAddressFailures;
  const here = await limits.blocked(addressLimit, pair(email, address));
  if (here.blocked) return {ok: false, retryAfterS: here.retryAfterS};
  const account = await limits.blocked(LIMITS.loginAccountFailures, email.toLowerCase());
  return {ok: true, delayMs: account.blocked && !knownDevice ? ATTACK_DELAY_MS : 0};
}

export async function loginFailed(limits: Limiter, email: string, address: string, knownDevice: boolean): Promise<void> {
  await limits.fail(LIMITS.loginAccountFailures, email.toLowerCase());
  await limits.fail(knownDevice ? LIMITS.loginKnownDeviceFailures : LIMITS.loginAddressFailures, pair(email, address));
}

export async function loginSucceeded(limits: Limiter, email: string, address: string): Promise<void> {
  await limits.reset(LIMITS.loginAddressFailures, pair(email, address));
  await limits.reset(LIMITS.loginKnownDeviceFailures, pair(email, address));
}

/** After a password reset the owner has proven themselves: the account is no longer under attack. */
export async function accountRecovered(limits: Limiter, email: string): Promise<void> {
  await limits.reset(LIMITS.loginAccountFailures, email.toLowerCase());
}

const PASS_TTL_MS = 30_000;
// On globalThis: one table per process, however the server bundles share this module.
const passes: Map<string, {email: string; expires: number}> = ((globalThis as {studioCheckPasses?: Map<string, {email: string; expires: number}>}).studioCheckPasses ??= new Map());

/** A one-time pass for one password check of this e-mail, issued after loginGate let it through. */
export function issueCheckPass(email: string, now = Date.now()): string {
  for (const [k, v] of passes) if (v.expires <= now) passes.delete(k);
  const pass = randomBytes(18).toString('base64url');
  passes.set(pass, {email: email.toLowerCase(), expires: now + PASS_TTL_MS});
  return pass;
}

/** Spends a pass: true only once, for the e-mail it was issued for, within 30 s. */
export function takeCheckPass(pass: unknown, email: string, now = Date.now()): boolean {
  if (typeof pass !== 'string') return false;
  const found = passes.get(pass);
  passes.delete(pass);
  return Boolean(found && found.expires > now && found.email === email.toLowerCase());
}
