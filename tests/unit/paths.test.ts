import {countrySwitchPath, languageSwitchPath, localizedPath, parsePath} from '@/lib/i18n/paths';
import {alternates} from '@/lib/i18n/seo';

describe('paths', () => {
  test('parsePath', () => {
    expect(parsePath('/kr/ja/terms/x')).toEqual({country: 'kr', language: 'ja', rest: '/terms/x'});
    expect(parsePath('/kr')).toEqual({country: 'kr', rest: ''});
    expect(parsePath('/templateshop')).toEqual({rest: '/templateshop'});
    expect(parsePath('/')).toEqual({rest: ''});
  });
  test('localizedPath drops the default language', () => {
    expect(localizedPath('kr', 'ko', '/terms')).toBe('/kr/terms');
    expect(localizedPath('kr', 'ja', '/terms')).toBe('/kr/ja/terms');
    expect(localizedPath('us', 'en')).toBe('/us');
  });
  test.each([
    ['/kr/terms', 'us', '/us/terms'],
    ['/kr', 'vn', '/vn'],
    ['/kr/ja/terms', 'us', '/us/ja/terms'],
    ['/kr/en/terms', 'us', '/us/terms'],
    ['/us/ko/terms', 'kr', '/kr/terms'],
    ['/templateshop', 'au', '/au/templateshop'],
    ['/', 'my', '/my'],
  ] as const)('country switch %s -> %s = %s', (from, to, expected) => {
    expect(countrySwitchPath(from, to)).toBe(expected);
  });
  test.each([
    ['/kr', 'ja', '/kr/ja'],
    ['/kr/terms', 'en', '/kr/en/terms'],
    ['/kr/ja/terms', 'ko', '/kr/terms'],
    ['/us/terms', 'vi', '/us/vi/terms'],
  ] as const)('language switch %s -> %s = %s', (from, to, expected) => {
    expect(languageSwitchPath(from, to)).toBe(expected);
  });
  test('alternates list every country x language plus x-default', () => {
    const a = alternates('kr', 'ja', '/terms');
    expect(a.canonical).toBe('/kr/ja/terms');
    const languages = a.languages as Record<string, string>;
    expect(Object.keys(languages)).toHaveLength(31);
    expect(languages['ko-KR']).toBe('/kr/terms');
    expect(languages['ja-KR']).toBe('/kr/ja/terms');
    expect(languages['en-US']).toBe('/us/terms');
    expect(languages['x-default']).toBe('/us/terms');
  });
});
