/**
 * Every cookie the product sets: its name and its flags, in one place.
 * The two preference cookies are read by the request proxy and written by the switchers (in the
 * browser) or by the proxy itself; they hold no secret, so they are readable by scripts.
 */
export const COOKIES = {
  /** The visitor's saved country (set by the country switcher). */
  country: 'country',
  /** The visitor's chosen display language (set by the language switcher, or on a first visit). */
  language: 'lang',
  /** How many items the cart holds: a display hint for the header, no secret (the cart's id is httpOnly). */
  cartCount: 'cart_count',
} as const;

export const PREFERENCE_MAX_AGE = 60 * 60 * 24 * 365; // one year, in seconds

export interface CookieFlags {
  path: string;
  maxAge: number;
  sameSite: 'lax';
  secure: boolean;
  httpOnly: boolean;
}

export function preferenceCookieFlags(secure: boolean): CookieFlags {
  return {path: '/', maxAge: PREFERENCE_MAX_AGE, sameSite: 'lax', secure, httpOnly: false};
}

/** The `document.cookie` assignment for a preference cookie, for the switchers in the browser. */
export function preferenceCookieString(name: string, value: string, secure: boolean): string {
  const f = preferenceCookieFlags(secure);
  return `${name}=${encodeURIComponent(value)}; Path=${f.path}; Max-Age=${f.maxAge}; SameSite=Lax${f.secure ? '; Secure' : ''}`;
}

/**
 * The session cookie (next-auth's JWT): httpOnly, SameSite=Lax, and on HTTPS Secure with the
 * __Host- prefix (no Domain, Path=/), so no subdomain or plain-HTTP page can set or read it.
 */
export function sessionCookie(secure: boolean) {
  return {
    name: secure ? '__Host-studio.session' : 'studio.session',
    options: {httpOnly: true, sameSite: 'lax' as const, path: '/', secure},
  };
}

/**
 * Whether the request carries a session cookie under either name (Auth.js splits a large token
 * into `<name>.0`, `<name>.1`…).
 */
export function hasSessionCookie(jar: readonly {name: string}[]): boolean {
  const names = [sessionCookie(true).name, sessionCookie(false).name];
  return jar.some((c) => names.some((n) => c.name === n || c.name.startsWith(`${n}.`)));
}

/** How long a guest's cart is kept for them without a visit. */
export const CART_MAX_AGE = 60 * 60 * 24 * 30; // 30 days, in seconds

/**
 * The guest cart's id: httpOnly (no script reads it), SameSite=Lax, __Host- prefixed and Secure
 * on HTTPS. Set on the first Add to Cart only, removed when the cart joins an account at sign-in.
 */
export function cartCookie(secure: boolean) {
  return {
    name: secure ? '__Host-studio.cart' : 'studio.cart',
    options: {httpOnly: true, sameSite: 'lax' as const, path: '/', secure, maxAge: CART_MAX_AGE},
  };
}

/** How long a guest's instant previews are theirs: the previews themselves last 24 hours. */
export const PREVIEW_MAX_AGE = 60 * 60 * 24; // one day, in seconds

/**
 * A guest's instant previews (docs/preview.md): a random key, httpOnly, SameSite=Lax, __Host- prefixed and
 * Secure on HTTPS; only its sha256 is stored. Set on the first preview only.
 */
export function previewCookie(secure: boolean) {
  return {
    name: secure ? '__Host-studio.preview' : 'studio.preview',
    options: {httpOnly: true, sameSite: 'lax' as const, path: '/', secure, maxAge: PREVIEW_MAX_AGE},
  };
}

/**
 * A browser that signed in to an account before (lib/auth/device): httpOnly, SameSite=Lax,
 * __Host- prefixed and Secure on HTTPS, kept a year. Set on each successful login.
 */
export function deviceCookie(secure: boolean) {
  return {
    name: secure ? '__Host-studio.device' : 'studio.device',
    options: {httpOnly: true, sameSite: 'lax' as const, path: '/', secure, maxAge: 365 * 24 * 60 * 60},
  };
}
