import {isPaymentPage, newNonce, paymentPagePolicy, sitePolicy} from '@/lib/security/csp';

test('checkout, payment and order pages get the payment policy; catalogue pages do not', () => {
  for (const rest of ['/checkout/1', '/checkout/cart', '/payment/success', '/payment/fail/x', '/order/SO-1']) expect(isPaymentPage(rest)).toBe(true);
  for (const rest of ['', '/templateshop', '/checkouts', '/orders-guide', '/terms']) expect(isPaymentPage(rest)).toBe(false);
});

test('scripts only from us with the nonce, and Toss; no eval in production; no framing', () => {
  const nonce = newNonce();
  const policy = paymentPagePolicy(nonce, false);
  const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));
  expect(directive('script-src')).toBe(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic' https://js.tosspayments.com https://*.tosspayments.com`);
  expect(directive('frame-src')).toContain('https://*.tosspayments.com');
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(directive('object-src')).toBe("object-src 'none'");
  expect(policy).not.toContain('unsafe-eval');
  expect(paymentPagePolicy(nonce, true)).toContain("'unsafe-eval'");
  expect(newNonce()).not.toBe(nonce);
});

test('every other page: scripts, connections and frames from this site only; no plugins, <base> or framing', () => {
  const policy = sitePolicy(false);
  const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));
  expect(directive('script-src')).toBe("script-src 'self' 'unsafe-inline'");
  expect(directive('connect-src')).toBe("connect-src 'self'");
  for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "frame-src 'none'"]) expect(policy).toContain(d);
  expect(paymentPagePolicy(newNonce(), false)).toContain("base-uri 'none'");
});
