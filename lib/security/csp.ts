/**
 * The Content-Security-Policy of the payment pages (checkout, payment results, order pages):
 * scripts only from our origin with this request's nonce (and what they load: 'strict-dynamic'),
 * plus Toss's widget script; frames and connections only to us and Toss. Stripe's Checkout is a
 * full-page redirect and needs no allowance.
 */
const TOSS = ['https://js.tosspayments.com', 'https://*.tosspayments.com'];

/** Pages that take or show payments (after the country and optional language segment). */
export function isPaymentPage(rest: string): boolean {
  return /^\/(checkout|payment|order)(\/|$)/.test(rest);
}

export function paymentPagePolicy(nonce: string, development: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' ${TOSS.join(' ')}${development ? " 'unsafe-eval'" : ''}`,
    // Inline style attributes (React style props, SVG artwork) are allowed; scripts are what matter.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.tosspayments.com",
    // Previews of the customer's own files before upload (brief form).
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self' ${TOSS.join(' ')}`,
    `frame-src 'self' ${TOSS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Every other page's policy. Catalogue pages are prerendered once for everyone, so they cannot
 * carry a per-request nonce: Next's inline bootstrap scripts need 'unsafe-inline', but scripts,
 * connections and frames stay on this site only, and no plugin, <base> or framing is possible.
 */
export function sitePolicy(development: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}
