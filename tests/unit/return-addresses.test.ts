/**
 * The payment return addresses (/payment-success.html, /payment-fail.html, docs/storefront.md): the proxy
 * runs for them (its matcher skips other paths with a dot) and sends the visitor to their own
 * country's success or fail page, the provider's whole query kept, with a 307 no cache keeps.
 */
import {NextRequest} from 'next/server';
import {unstable_doesMiddlewareMatch} from 'next/experimental/testing/server';
import {config, proxy} from '@/proxy';

const matches = (url: string) => unstable_doesMiddlewareMatch({config, url});

function visit(url: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(new URL(url, 'http://shop.test'), {headers}));
}

describe('the proxy matcher', () => {
  test('takes the two return addresses, and still no other file-like path', () => {
    expect(matches('/payment-success.html')).toBe(true);
    expect(matches('/payment-fail.html')).toBe(true);
    expect(matches('/kr/terms')).toBe(true);
    expect(matches('/robots.txt')).toBe(false);
    expect(matches('/art/x.svg')).toBe(false);
    expect(matches('/payment-success.htm')).toBe(false);
    expect(matches('/payment-successXhtml')).toBe(true); // no dot: an ordinary (unknown) page path
    expect(matches('/kr/payment-success.html')).toBe(false);
  });
});

describe('the return addresses', () => {
  const toss = '?paymentType=NORMAL&orderId=SO-20261123-AB12CD-QX7P&paymentKey=tgen_abc&amount=120000';

  test('a Korean visitor (saved country) goes to /kr/payment/success with every parameter', () => {
    const response = visit(`/payment-success.html${toss}`, {cookie: 'country=kr'});
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/kr/payment/success');
    expect(location.search).toBe(toss);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  test('the country comes from the CDN header or Accept-Language like any path without a country; the language too', () => {
    const fromCdn = visit('/payment-success.html?orderId=SO-1&amount=8760&paymentKey=cs_test_1', {'cf-ipcountry': 'US'});
    expect(fromCdn.headers.get('location')).toBe('http://shop.test/us/payment/success?orderId=SO-1&amount=8760&paymentKey=cs_test_1');
    const vietnamese = visit('/payment-success.html?orderId=SO-2', {'accept-language': 'vi-VN,vi;q=0.9'});
    expect(vietnamese.headers.get('location')).toBe('http://shop.test/vn/payment/success?orderId=SO-2');
    const japaneseInKorea = visit('/payment-fail.html?code=PAY_PROCESS_CANCELED&orderId=SO-3', {'cf-ipcountry': 'KR', 'accept-language': 'ja-JP'});
    expect(japaneseInKorea.headers.get('location')).toBe('http://shop.test/kr/ja/payment/fail?code=PAY_PROCESS_CANCELED&orderId=SO-3');
  });

  test('the fail address goes to the fail page with its code and message', () => {
    const response = visit('/payment-fail.html?code=REJECT_CARD_COMPANY&message=%EA%B1%B0%EC%A0%88&orderId=SO-9', {cookie: 'country=au'});
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://shop.test/au/payment/fail?code=REJECT_CARD_COMPANY&message=%EA%B1%B0%EC%A0%88&orderId=SO-9');
  });
});
