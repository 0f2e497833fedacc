/**
 * A known device: a browser that has signed in to an account before carries a signed cookie
 * naming that account. When an account is under attack (many failed logins from elsewhere), its
 * owner's known devices still log in without waiting; unknown ones are slowed down and limited
 * per address. The cookie says nothing a script could use (httpOnly) and cannot be forged
 * without the auth secret. A cookie from before the tokens were JWTs is simply not a known device:
 * the browser gets a new one at its next sign-in.
 */
import {readToken, signToken} from './tokens';

export const DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The cookie value for a browser that just signed in as this e-mail (a token naming it, lib/auth/tokens). */
export function deviceToken(secret: string, email: string, now = Date.now()): Promise<string> {
  return signToken(secret, 'device', {sub: email.toLowerCase()}, now + DEVICE_MAX_AGE_S * 1000);
}

/** Whether the cookie shows that this browser signed in as this e-mail before (and not too long ago). */
export async function isKnownDevice(secret: string, value: string | undefined, email: string, now = Date.now()): Promise<boolean> {
  const claims = await readToken(secret, 'device', value, now);
  return claims?.sub === email.toLowerCase();
}
