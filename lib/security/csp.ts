/**
 * Content-Security-Policy. Every page is prerendered, personal ones as a shell whose visitor part
 * streams in (docs/architecture.md#personal-pages-prerendered-shells-cache-components), so no page can carry a per-request nonce: a prerendered shell's script
 * tags have none, and under a nonce policy with 'strict-dynamic' the browser refuses them and the
 * page never starts. Next's inline bootstrap scripts therefore need 'unsafe-inline'; what stays
 * locked: scripts, connections and frames only from this site (and, on the payment pages, Toss's
 * widget), no eval in production, no plugins, no <base>, no framing, forms only to us. Stripe's
 * Checkout is a full-page redirect and needs no allowance.
 */
const TOSS = ['https://js.tosspayments.com', 'https://*.tosspayments.com'];

/** Pages that take or show payments (after the country and optional language segment). */
export function isPaymentPage(rest: string): boolean {
  return /^\/(checkout|payment|order)(\/|$)/.test(rest);
}

function policy(extra: string[], development: boolean, storage?: string): string {
  const also = extra.length ? ` ${extra.join(' ')}` : '';
  // With a bucket, browsers send files to it and show previews and downloads from it (lib/uploads/direct).
  const bucket = storage ? ` ${storage}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${also}${development ? " 'unsafe-eval'" : ''}`,
    // Inline style attributes (React style props, SVG artwork) are allowed; scripts are what matter.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${bucket}${extra.length ? ' https://*.tosspayments.com' : ''}`,
    // Previews of the customer's own files before upload (brief form).
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self'${bucket}${also}`,
    extra.length ? `frame-src 'self'${also}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Checkout, payment results and order pages: the site's policy plus Toss's widget (script, frames, API). `storage`: the bucket's origin, if files live in one. */
export function paymentPagePolicy(development: boolean, storage?: string): string {
  return policy(TOSS, development, storage);
}

/** Every other page: scripts, connections and frames on this site only (and the bucket's origin for files). */
export function sitePolicy(development: boolean, storage?: string): string {
  return policy([], development, storage);
}
