import {displayName, familyNameFirst, fullName, publicName} from '@/lib/auth/display-name';
import {customerOf} from '@/lib/orders/store';
import type {Language} from '@/lib/i18n/languages';

const user = (firstName: string | null, lastName: string | null = null) => ({username: 'jane.park', firstName, lastName});
const LANGUAGES: Language[] = ['en', 'ko', 'ja', 'zh', 'vi'];

test('without a name the header keeps the username (derived from the e-mail)', () => {
  expect(displayName(user(null), 'en')).toBe('jane.park');
  expect(displayName(user('   '), 'ko')).toBe('jane.park');
  // A family name alone is not how anyone is greeted: still the username.
  expect(displayName(user(null, 'Park'), 'en')).toBe('jane.park');
});

test('English and Vietnamese greet by the given name', () => {
  expect(displayName(user('Jane', 'Park'), 'en')).toBe('Jane');
  expect(displayName(user(' Jane '), 'en')).toBe('Jane');
  expect(displayName(user('An', 'Nguyễn'), 'vi')).toBe('An');
  // A full name typed into the one name field is shown as typed.
  expect(displayName(user('Jane Park'), 'en')).toBe('Jane Park');
});

test('Korean, Japanese and Chinese show the full name, family name first for names in those scripts', () => {
  expect(displayName(user('민수', '김'), 'ko')).toBe('김민수');
  expect(displayName(user('太郎', '山田'), 'ja')).toBe('山田 太郎');
  expect(displayName(user('小明', '王'), 'zh')).toBe('王小明');
  expect(displayName(user('ユウキ', 'タナカ'), 'ja')).toBe('タナカ ユウキ');
  // A Latin-letter name keeps its own order on those pages.
  expect(displayName(user('Jane', 'Park'), 'ko')).toBe('Jane Park');
  expect(displayName(user('Jane', 'Park'), 'ja')).toBe('Jane Park');
  expect(displayName(user('민수'), 'ko')).toBe('민수');
});

test('a full name written in Hangul, Kana or Han puts the family name first in every language', () => {
  const written = (first: string, last: string) => Object.fromEntries(LANGUAGES.map((lang) => [lang, fullName({firstName: first, lastName: last}, lang)]));
  // Korean: 김민지, never "민지 김" (what checkout and the mails wrote before).
  expect(written('민지', '김')).toEqual({en: '김민지', ko: '김민지', ja: '김민지', zh: '김민지', vi: '김민지'});
  expect(written('太郎', '山田')).toEqual({en: '山田太郎', ko: '山田太郎', ja: '山田 太郎', zh: '山田太郎', vi: '山田太郎'});
  expect(written('ゆい', '佐藤')).toEqual({en: '佐藤ゆい', ko: '佐藤ゆい', ja: '佐藤 ゆい', zh: '佐藤ゆい', vi: '佐藤ゆい'});
  expect(written('小明', '王')).toEqual({en: '王小明', ko: '王小明', ja: '王 小明', zh: '王小明', vi: '王小明'});
});

test('a name in Latin letters keeps given name first in every language; one part alone is written as given', () => {
  for (const lang of LANGUAGES) {
    expect(fullName({firstName: 'Jane', lastName: 'Park'}, lang)).toBe('Jane Park');
    expect(fullName({firstName: 'An', lastName: 'Nguyễn'}, lang)).toBe('An Nguyễn');
    // Mixed scripts (a Latin given name with a Hangul family name) are not reordered.
    expect(fullName({firstName: 'Jane', lastName: '박'}, lang)).toBe('Jane 박');
    expect(fullName({firstName: ' 민지 ', lastName: null}, lang)).toBe('민지');
    expect(fullName({firstName: null, lastName: '김'}, lang)).toBe('김');
    expect(fullName({firstName: null, lastName: '  '}, lang)).toBe('');
  }
});

test('the order (checkout prefill, quote requests) carries the account name as its language writes it', () => {
  const account = {username: 'minji', email: 'minji@cafe.kr', phone: null};
  expect(customerOf({...account, firstName: '민지', lastName: '김'}, 'ko')).toEqual({name: '김민지', email: 'minji@cafe.kr', phone: ''});
  expect(customerOf({...account, firstName: '太郎', lastName: '山田'}, 'ja').name).toBe('山田 太郎');
  expect(customerOf({...account, firstName: 'Jane', lastName: 'Park'}, 'ko').name).toBe('Jane Park');
  expect(customerOf({...account, firstName: null, lastName: null}, 'en').name).toBe('minji');
});

test('sign-up asks for the family name first in Korean, Japanese and Chinese', () => {
  expect(LANGUAGES.filter(familyNameFirst)).toEqual(['ko', 'ja', 'zh']);
});

test('a review publishes the given name of a Latin name and masks an East Asian one (never the whole name)', () => {
  expect(publicName('Pat Kim')).toBe('Pat');
  expect(publicName('  An Nguyễn ')).toBe('An');
  expect(publicName('김민지')).toBe('김*지');
  expect(publicName('김민')).toBe('김*');
  expect(publicName('남궁민수')).toBe('남**수');
  expect(publicName('山田 太郎')).toBe('山**郎');
  expect(publicName('王小明')).toBe('王*明');
});
