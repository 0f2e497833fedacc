import {countryForRegion, isCountryCode} from '@/lib/countries';
import {detectCountry, parseAcceptLanguage, preferredLanguage, route, type RoutingRequest} from '@/lib/i18n/negotiate';

describe('countryForRegion (spec 4: mapping of unsupported countries)', () => {
  test.each([
    ['US', 'us'],
    ['KR', 'kr'],
    ['AU', 'au'],
    ['VN', 'vn'],
    ['CN', 'cn'],
    ['MY', 'my'],
    ['kr', 'kr'],
    ...['JP', 'TH', 'SG', 'PH', 'ID', 'IN', 'BD', 'LK', 'MM', 'KH', 'LA', 'NP', 'BT', 'MV', 'TW', 'HK', 'MO'].map((r) => [r, 'kr']),
    ['BR', 'us'],
    ['DE', 'us'],
    ['GB', 'us'],
    ['NZ', 'us'],
    ['CA', 'us'],
  ])('%s -> %s', (region, country) => {
    expect(countryForRegion(region)).toBe(country);
  });

  test.each([undefined, null, '', 'XX', 'T1', 'USA', '1', 'k'])('%p is not a region', (value) => {
    expect(countryForRegion(value)).toBeUndefined();
  });
});

describe('isCountryCode compares exactly', () => {
  test.each([
    ['kr', true],
    ['KR', false],
    ['Kr', false],
    ['kr ', false],
    ['korea', false],
    ['', false],
    [undefined, false],
  ])('%p -> %p', (v, ok) => {
    expect(isCountryCode(v)).toBe(ok);
  });
});

describe('parseAcceptLanguage', () => {
  test('orders by q and keeps the header order for ties', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      {language: 'fr', region: 'CH', q: 1},
      {language: 'fr', region: undefined, q: 0.9},
      {language: 'en', region: undefined, q: 0.8},
      {language: 'de', region: undefined, q: 0.7},
    ]);
  });
  test('takes the region after a script subtag and ignores q=0 and junk', () => {
    expect(parseAcceptLanguage('zh-Hans-CN;q=0.5, ko-KR;q=0, !!, en-us;q=0.4')).toEqual([
      {language: 'zh', region: 'CN', q: 0.5},
      {language: 'en', region: 'US', q: 0.4},
    ]);
  });
  test('empty and missing headers give nothing', () => {
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
  test('preferredLanguage picks the most preferred language we have', () => {
    expect(preferredLanguage('fr-FR, ja;q=0.8, en;q=0.7')).toBe('ja');
    expect(preferredLanguage('fr-FR, de')).toBeUndefined();
  });
});

describe('detectCountry: cookie, CDN header, Accept-Language region, else us', () => {
  test.each<[string, Parameters<typeof detectCountry>[0], string]>([
    ['nothing known', {headers: {}}, 'us'],
    ['saved cookie wins over everything', {cookieCountry: 'vn', headers: {'cf-ipcountry': 'KR', 'accept-language': 'en-AU'}}, 'vn'],
    ['an invalid cookie is ignored', {cookieCountry: 'KR', headers: {'cf-ipcountry': 'AU'}}, 'au'],
    ['vercel header', {headers: {'x-vercel-ip-country': 'MY'}}, 'my'],
    ['cloudflare header', {headers: {'cf-ipcountry': 'KR'}}, 'kr'],
    ['cloudfront header', {headers: {'cloudfront-viewer-country': 'CN'}}, 'cn'],
    ['vercel before cloudflare', {headers: {'x-vercel-ip-country': 'AU', 'cf-ipcountry': 'KR'}}, 'au'],
    ['geo header before Accept-Language', {headers: {'cf-ipcountry': 'AU', 'accept-language': 'ko-KR'}}, 'au'],
    ['mapped geo header (JP -> kr)', {headers: {'cf-ipcountry': 'JP'}}, 'kr'],
    ['unsupported geo header (BR -> us)', {headers: {'cf-ipcountry': 'BR', 'accept-language': 'ko-KR'}}, 'us'],
    ['unknown geo (XX) falls through', {headers: {'cf-ipcountry': 'XX', 'accept-language': 'vi-VN'}}, 'vn'],
    ['Accept-Language region', {headers: {'accept-language': 'vi-VN,vi;q=0.9'}}, 'vn'],
    ['first range with a region', {headers: {'accept-language': 'en, ko-KR;q=0.8'}}, 'kr'],
    ['Accept-Language region mapped (ja-JP -> kr)', {headers: {'accept-language': 'ja-JP'}}, 'kr'],
    ['language without region is not a country', {headers: {'accept-language': 'ko'}}, 'us'],
  ])('%s', (_name, input, expected) => {
    expect(detectCountry(input)).toBe(expected);
  });
});

const req = (pathname: string, extra: Partial<RoutingRequest> = {}): RoutingRequest => ({pathname, search: '', headers: {}, ...extra});

describe('route: country prefix', () => {
  test('root goes to the detected country with 307', () => {
    expect(route(req('/'))).toEqual({kind: 'redirect', status: 307, location: '/us', rememberLanguage: undefined});
  });
  test('path and query are kept', () => {
    expect(route(req('/templateshop', {search: '?x=1', headers: {'cf-ipcountry': 'KR'}}))).toMatchObject({status: 307, location: '/kr/templateshop?x=1'});
  });
  test('an upper-case country is not a prefix', () => {
    expect(route(req('/KR/terms'))).toMatchObject({status: 307, location: '/us/KR/terms'});
  });
  test('a typed language without a country keeps the language', () => {
    expect(route(req('/ja/templateshop', {headers: {'cf-ipcountry': 'KR'}}))).toMatchObject({status: 307, location: '/kr/ja/templateshop'});
    expect(route(req('/en/terms', {headers: {'cf-ipcountry': 'US'}}))).toMatchObject({status: 307, location: '/us/terms'});
  });
  test('a first visit lands on the browser language in the same hop', () => {
    expect(route(req('/', {headers: {'cf-ipcountry': 'KR', 'accept-language': 'ja-JP,ja;q=0.9'}}))).toEqual({
      kind: 'redirect',
      status: 307,
      location: '/kr/ja',
      rememberLanguage: 'ja',
    });
  });
  test('a valid country prefix is never country-redirected', () => {
    expect(route(req('/kr/terms', {cookieCountry: 'us', headers: {'cf-ipcountry': 'US'}}))).toEqual({kind: 'rewrite', pathname: '/kr/ko/terms', country: 'kr', language: 'ko'});
  });
});

describe('route: language', () => {
  test('short URL renders the default language', () => {
    expect(route(req('/kr'))).toMatchObject({kind: 'rewrite', pathname: '/kr/ko'});
    expect(route(req('/vn/terms'))).toMatchObject({kind: 'rewrite', pathname: '/vn/vi/terms'});
    // The per-service checkout URLs (/kr/checkout3) show the one checkout page; the URL stays.
    expect(route(req('/kr/checkout3'))).toMatchObject({kind: 'rewrite', pathname: '/kr/ko/checkout/3'});
    expect(route(req('/us/ja/order-confirmation/4'))).toMatchObject({kind: 'rewrite', pathname: '/us/ja/checkout/4'});
    expect(route(req('/us/checkoutx'))).toMatchObject({kind: 'rewrite', pathname: '/us/en/checkoutx'});
  });
  test('another language is served from its own URL', () => {
    expect(route(req('/kr/ja/templateshop'))).toEqual({kind: 'rewrite', pathname: '/kr/ja/templateshop', country: 'kr', language: 'ja'});
  });
  test('the default language spelled out redirects (308) to the short URL, query kept', () => {
    expect(route(req('/kr/ko/terms', {search: '?a=b'}))).toEqual({kind: 'redirect', status: 308, location: '/kr/terms?a=b'});
    expect(route(req('/us/en'))).toEqual({kind: 'redirect', status: 308, location: '/us'});
  });
  test('a saved language choice sends short URLs to that language', () => {
    expect(route(req('/kr/terms', {cookieLanguage: 'ja'}))).toEqual({kind: 'redirect', status: 307, location: '/kr/ja/terms', rememberLanguage: undefined});
  });
  test('a saved choice equal to the default serves the short URL', () => {
    expect(route(req('/kr/terms', {cookieLanguage: 'ko', headers: {'accept-language': 'en-US'}}))).toMatchObject({kind: 'rewrite', pathname: '/kr/ko/terms'});
  });
  test('first visit with another browser language is sent there and remembered', () => {
    expect(route(req('/kr', {headers: {'accept-language': 'en-US,en;q=0.9'}}))).toEqual({kind: 'redirect', status: 307, location: '/kr/en', rememberLanguage: 'en'});
  });
  test('the browser language only counts on a first visit (no saved country or language)', () => {
    expect(route(req('/kr', {cookieCountry: 'kr', headers: {'accept-language': 'en-US'}}))).toMatchObject({kind: 'rewrite', pathname: '/kr/ko'});
  });
  test('an unsupported browser language keeps the default', () => {
    expect(route(req('/vn', {headers: {'accept-language': 'fr-FR'}}))).toMatchObject({kind: 'rewrite', pathname: '/vn/vi'});
  });
  test('an unknown second segment is a page path, not a language', () => {
    expect(route(req('/kr/fr/x'))).toMatchObject({kind: 'rewrite', pathname: '/kr/ko/fr/x'});
  });
});
