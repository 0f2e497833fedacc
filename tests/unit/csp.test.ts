import {isPaymentPage, paymentPagePolicy, sitePolicy} from '@/lib/security/csp';
import {storageOrigin} from '@/lib/storage';

const directiveOf = (policy: string) => (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

test('checkout, payment and order pages get the payment policy; catalogue pages do not', () => {
  for (const rest of ['/checkout/1', '/checkout/cart', '/payment/success', '/payment/fail/x', '/order/SO-1']) expect(isPaymentPage(rest)).toBe(true);
  for (const rest of ['', '/templateshop', '/checkouts', '/orders-guide', '/terms']) expect(isPaymentPage(rest)).toBe(false);
});

test('payment pages: scripts from us and Toss only (no nonce a prerendered shell could not carry); no eval in production; no framing', () => {
  const policy = paymentPagePolicy(false);
  const directive = directiveOf(policy);
  expect(directive('script-src')).toBe("script-src 'self' 'unsafe-inline' https://js.tosspayments.com https://*.tosspayments.com");
  expect(policy).not.toMatch(/'nonce-|'strict-dynamic'/);
  expect(directive('frame-src')).toContain('https://*.tosspayments.com');
  expect(directive('connect-src')).toContain('https://*.tosspayments.com');
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(directive('object-src')).toBe("object-src 'none'");
  expect(policy).not.toContain('unsafe-eval');
  expect(paymentPagePolicy(true)).toContain("'unsafe-eval'");
});

test('every other page: scripts, connections and frames from this site only; no plugins, <base> or framing', () => {
  const policy = sitePolicy(false);
  const directive = directiveOf(policy);
  expect(directive('script-src')).toBe("script-src 'self' 'unsafe-inline'");
  expect(directive('connect-src')).toBe("connect-src 'self'");
  expect(policy).not.toContain('tosspayments');
  for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "frame-src 'none'", "form-action 'self'"]) expect(policy).toContain(d);
  expect(paymentPagePolicy(false)).toContain("base-uri 'none'");
});

test('with a bucket, uploads go to it and previews come from it: its origin in connect-src and img-src, never in script-src', () => {
  const bucket = storageOrigin({S3_BUCKET: 'studio-files', S3_REGION: 'ap-northeast-2', S3_ENDPOINT: undefined, S3_FORCE_PATH_STYLE: false});
  expect(bucket).toBe('https://studio-files.s3.ap-northeast-2.amazonaws.com');
  expect(storageOrigin({S3_BUCKET: 'files', S3_REGION: 'auto', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: true})).toBe('http://127.0.0.1:9000');
  expect(storageOrigin({S3_BUCKET: 'files', S3_REGION: 'auto', S3_ENDPOINT: 'https://acct.r2.cloudflarestorage.com', S3_FORCE_PATH_STYLE: false})).toBe('https://files.acct.r2.cloudflarestorage.com');
  expect(storageOrigin({S3_BUCKET: undefined, S3_REGION: 'us-east-1', S3_ENDPOINT: undefined, S3_FORCE_PATH_STYLE: false})).toBeUndefined();
  for (const policy of [sitePolicy(false, bucket), paymentPagePolicy(false, bucket)]) {
    const directive = directiveOf(policy);
    expect(directive('connect-src')).toContain(bucket);
    expect(directive('img-src')).toContain(bucket);
    expect(directive('script-src')).not.toContain(bucket!);
  }
});
