/**
 * A known device: a browser that has signed in to an account before carries a signed cookie
 * naming that account. When an account is under attack (many failed logins from elsewhere), its
 * owner's known devices still log in without waiting; unknown ones are slowed down and limited
 * per address. The cookie says nothing a script could use (httpOnly) and cannot be forged
 * without the auth secret.
 */
import {createHmac, timingSafeEqual} from 'node:crypto';

export const DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60;

const sign = (secret: string, email: string, expires: number) => createHmac('sha256', secret).update(`device:${email.toLowerCase()}:${expires}`).digest('base64url');

/** The cookie value for a browser that just signed in as this e-mail. */
export function deviceToken(secret: string, email: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + DEVICE_MAX_AGE_S;
  return `${expires}.${sign(secret, email, expires)}`;
}

/** Whether the cookie shows that this browser signed in as this e-mail before (and not too long ago). */
export function isKnownDevice(secret: string, value: string | undefined, email: string, now = Date.now()): boolean {
  const [expiresText, mac] = (value ?? '').split('.');
  const expires = Number(expiresText);
  if (!mac || !Number.isInteger(expires) || expires * 1000 <= now) return false;
  const expected = Buffer.from(sign(secret, email, expires));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
