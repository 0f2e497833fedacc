/**
 * The one rule for the caller's country and language (lib/http/where, docs/architecture.md "The
 * caller's country"): x-country, else the body's `country`, else none; x-language, else
 * Accept-Language, else the country's language, else English. Route handlers that are not
 * commands (originOf) take the same rule from the headers, with the default shop (us) for none.
 */
import {originOf} from '@/lib/http/api';
import {whereOf} from '@/lib/http/where';

jest.mock('next-intl/server', () => ({getTranslations: jest.fn()}));

const request = (headers: Record<string, string>) => new Request('http://shop.test/api/x', {method: 'POST', headers});

// headers, body -> whereOf (country null when none), originOf (the default shop for none)
const table: [Record<string, string>, unknown, {country: string | null; language: string}, {country: string; language: string}][] = [
  [{'x-country': 'kr'}, null, {country: 'kr', language: 'ko'}, {country: 'kr', language: 'ko'}],
  [{'x-country': 'KR'}, null, {country: 'kr', language: 'ko'}, {country: 'kr', language: 'ko'}],
  [{'x-country': 'kr', 'x-language': 'ja'}, null, {country: 'kr', language: 'ja'}, {country: 'kr', language: 'ja'}],
  [{'x-country': 'vn', 'accept-language': 'zh-CN,zh;q=0.9'}, null, {country: 'vn', language: 'zh'}, {country: 'vn', language: 'zh'}],
  [{'x-country': 'au'}, {country: 'kr'}, {country: 'au', language: 'en'}, {country: 'au', language: 'en'}],
  [{}, {country: 'cn'}, {country: 'cn', language: 'zh'}, {country: 'us', language: 'en'}],
  [{'x-country': 'jp'}, {country: 'my'}, {country: 'my', language: 'en'}, {country: 'us', language: 'en'}],
  [{'x-country': 'jp'}, null, {country: null, language: 'en'}, {country: 'us', language: 'en'}],
  [{'x-language': 'vi'}, {country: 7}, {country: null, language: 'vi'}, {country: 'us', language: 'vi'}],
  [{'x-language': 'de', 'accept-language': 'ko'}, ['kr'], {country: null, language: 'ko'}, {country: 'us', language: 'ko'}],
  [{}, null, {country: null, language: 'en'}, {country: 'us', language: 'en'}],
];

test.each(table)('headers %j, body %j -> %j (a handler: %j)', (headers, body, where, origin) => {
  expect(whereOf(request(headers), body)).toEqual(where);
  expect(originOf(request(headers))).toEqual(origin);
});

test('a body is optional: without one the headers alone decide', () => {
  expect(whereOf(request({'x-country': 'my'}))).toEqual({country: 'my', language: 'en'});
});
