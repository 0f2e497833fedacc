/**
 * The app's signed tokens (the direct-upload ticket, the known-device cookie, the social sign-in's
 * claim and its confirmation mail): compact JWTs signed with HS256 and the auth secret, through
 * `jose`. Each token names its purpose as its audience, so one kind can never stand in for
 * another, and always carries an expiry. Reading pins the algorithm (HS256 only, so neither `none`
 * nor another key type is accepted), the audience and the expiry.
 */
import type {JWTPayload} from 'jose';

// Loaded when a token is signed or read, not when a module that can sign one is imported (pages
// and tests that only read a constant beside it never load it).
const jose = () => import('jose');

export type TokenPurpose = 'direct-upload' | 'device' | 'oauth-claim' | 'oauth-mail';

const ALGORITHM = 'HS256';
const key = (secret: string) => new TextEncoder().encode(secret);

/** A token for `purpose` carrying `claims`, valid until `expiresAt` (ms since the epoch, kept to the second below). */
export async function signToken(secret: string, purpose: TokenPurpose, claims: Record<string, unknown>, expiresAt: number): Promise<string> {
  const {SignJWT} = await jose();
  return new SignJWT(claims)
    .setProtectedHeader({alg: ALGORITHM, typ: 'JWT'})
    .setAudience(purpose)
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(key(secret));
}

/** The token's claims and its expiry in ms, if it is ours, for `purpose`, unchanged and not expired at `now`; else null. */
export async function readToken(secret: string, purpose: TokenPurpose, token: string | null | undefined, now = Date.now()): Promise<(JWTPayload & {expiresAt: number}) | null> {
  if (!token || token.length > 2000) return null;
  const {jwtVerify} = await jose();
  try {
    const {payload} = await jwtVerify(token, key(secret), {algorithms: [ALGORITHM], audience: purpose, requiredClaims: ['exp'], currentDate: new Date(now)});
    return {...payload, expiresAt: payload.exp! * 1000};
  } catch {
    return null;
  }
}
