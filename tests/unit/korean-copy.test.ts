/**
 * The Korean copy as a Korean shop writes it (docs/korea.md): no machine-like double particles
 * ("을(를)", "이(가)", "은(는)", "(으)로", "와(과)") - texts with a name or product in them take the
 * particle from lib/i18n/particles.ts or avoid one - no double spaces, and a mail's subject reads
 * like a Korean shop's ("[상호] 주문이 접수되었습니다 (주문번호 …)").
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createTranslator} from 'next-intl';

type Tree = {[key: string]: string | Tree | Tree[] | string[]};
const ko = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'ko.json'), 'utf8')) as Tree;

function* texts(value: unknown, key = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [key, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* texts(v, `${key}[${i}]`);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* texts(v, key ? `${key}.${k}` : k);
}

const DOUBLE_PARTICLE = /을\(를\)|를\(을\)|이\(가\)|가\(이\)|은\(는\)|는\(은\)|\(으\)로|와\(과\)|과\(와\)/u;

test('no Korean message writes both particles, like 을(를), 이(가), 은(는), (으)로 or 와(과)', () => {
  const found = [...texts(ko)].filter(([, text]) => DOUBLE_PARTICLE.test(text)).map(([key, text]) => `${key}: ${text}`);
  expect(found).toEqual([]);
});

test('no Korean message has a double space or leading/trailing spaces', () => {
  const found = [...texts(ko)].filter(([, text]) => / {2}/.test(text) || text !== text.trim()).map(([key, text]) => `${key}: "${text}"`);
  expect(found).toEqual([]);
});

test('the check catches what it should (a guard that cannot fail proves nothing)', () => {
  for (const bad of ['주문 {number}을(를) 접수했습니다', '{name}이(가) 보냈습니다', '{tab}(으)로 이동', '사진와(과) 영상']) expect(DOUBLE_PARTICLE.test(bad)).toBe(true);
  for (const good of ['주문을 접수했습니다', '{name}님이 보냈습니다', '이메일({email})로 문의해 주세요']) expect(DOUBLE_PARTICLE.test(good)).toBe(false);
});

test('the order mail subject reads like a Korean shop: [상호] 주문이 접수되었습니다 (주문번호 …)', () => {
  // The messages' JSON type knows no ICU arguments: the translator is called as the mail code calls it.
  const t = createTranslator({locale: 'ko', messages: ko, namespace: 'Mail'}) as unknown as (key: string, values: Record<string, string>) => string;
  expect(t('orderSubject', {site: '한빛 스튜디오', number: 'SO-1234'})).toBe('[한빛 스튜디오] 주문이 접수되었습니다 (주문번호 SO-1234)');
  expect(t('orderBody', {number: 'SO-1234', items: '명함 디자인', total: '₩30,000'})).toContain('주문번호: SO-1234');
});
