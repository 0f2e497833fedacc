import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createTranslator} from 'next-intl';
import {particle} from '@/lib/i18n/particles';

const messages = (lang: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${lang}.json`), 'utf8')) as Record<string, Record<string, string>>;

test('을/를, 이/가, 은/는, (으)로 follow the last syllable of a name (with and without 받침)', () => {
  // 민지 and 커피 end in a vowel, 민준 and 빵 in a 받침.
  expect(['민지', '민준', '커피', '빵'].map((w) => w + particle(w, '을/를'))).toEqual(['민지를', '민준을', '커피를', '빵을']);
  expect(['민지', '민준', '커피', '빵'].map((w) => w + particle(w, '이/가'))).toEqual(['민지가', '민준이', '커피가', '빵이']);
  expect(['민지', '민준', '커피', '빵'].map((w) => w + particle(w, '은/는'))).toEqual(['민지는', '민준은', '커피는', '빵은']);
  // (으)로: ㄹ takes 로 like a vowel.
  expect(['커피', '빵', '서울', '부산'].map((w) => w + particle(w, '으로/로'))).toEqual(['커피로', '빵으로', '서울로', '부산으로']);
});

test('a Latin word takes the form after a vowel; digits are read as Korean numbers; closing quotes are skipped', () => {
  expect(particle('Coffee', '을/를')).toBe('를');
  expect(particle('Logo', '이/가')).toBe('가');
  expect(particle('로고 디자인 × 3', '을/를')).toBe('을'); // 삼
  expect(particle('로고 디자인 × 2', '을/를')).toBe('를'); // 이
  expect(particle('템플릿 10', '이/가')).toBe('이'); // 십
  expect(particle('“빵”', '을/를')).toBe('을');
});

test('Korean messages pick the particle from the product; other languages ignore the extra argument', () => {
  const ko = createTranslator({locale: 'ko', messages: messages('ko'), namespace: 'Cart'});
  expect(ko('addedDescription', {name: '커피 로고', nameJosa: particle('커피 로고', '을/를')})).toBe('커피 로고를 장바구니에 담았습니다.');
  expect(ko('addedDescription', {name: '브랜드 패키지', nameJosa: particle('브랜드 패키지', '을/를')})).toBe('브랜드 패키지를 장바구니에 담았습니다.');
  expect(ko('addedDescription', {name: '명함 디자인', nameJosa: particle('명함 디자인', '을/를')})).toBe('명함 디자인을 장바구니에 담았습니다.');
  const en = createTranslator({locale: 'en', messages: messages('en'), namespace: 'Cart'});
  expect(en('addedDescription', {name: 'Logo', nameJosa: particle('Logo', '을/를')})).not.toContain('를');
  const admin = createTranslator({locale: 'ko', messages: messages('ko'), namespace: 'Admin'});
  expect(admin('goTo', {tab: '주문', tabJosa: particle('주문', '으로/로')})).toBe('주문으로 이동');
  expect(admin('goTo', {tab: '브리프', tabJosa: particle('브리프', '으로/로')})).toBe('브리프로 이동');
});

test('no Korean message writes both particles, like 을(를), 이(가), 은(는), (으)로 or 와(과)', () => {
  const found: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (/[을를이가은는와과]\([을를이가은는와과]\)|\(으\)|\((이)\)/u.test(value)) found.push(`${key}: ${value}`);
    } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k);
  };
  walk(messages('ko'), '');
  expect(found).toEqual([]);
});
