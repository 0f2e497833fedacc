import {readFileSync} from 'node:fs';
import path from 'node:path';
import {LANGUAGES} from '@/lib/i18n/languages';

type Json = string | number | boolean | null | Json[] | {[k: string]: Json};

function flatten(value: Json, prefix = ''): Map<string, Json> {
  const out = new Map<string, Json>();
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) for (const [fk, fv] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(fk, fv);
  } else {
    out.set(prefix, value);
  }
  return out;
}

const load = (lang: string) => flatten(JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${lang}.json`), 'utf8')) as Json);
// An argument is `{name}` or `{name, plural…`; the branches of a plural (`=0 {empty}`, `one {# item}`) are text.
const placeholders = (s: string) => [...s.matchAll(/(?<!(?:=\d+|zero|one|two|few|many|other)\s*)\{(\w+)\s*[},]/g)].map((m) => m[1]).sort();

const en = load('en');
/** Proper names that are the same in every language. */
// Brand names read the same in every language.
const SAME_EVERYWHERE = new Set([
  'Footer.social',
  'Payment.methods.grabpay',
  'Payment.methods.alipay',
  'Payment.methods.wechat_pay',
  'Payment.methods.link',
  'Admin.settings.postgres',
  'Admin.settings.smtp',
  'Auth.social.kakao',
  'Auth.social.naver',
]);
/** Easy-pay and wallet brands (Toss Pay, Apple Pay…) too. */
const sameEverywhere = (key: string) => SAME_EVERYWHERE.has(key) || key.startsWith('Payment.brands.');

describe.each(LANGUAGES)('messages/%s.json', (lang) => {
  const messages = load(lang);

  test('has every key of en.json, none empty', () => {
    const missing = [...en.keys()].filter((k) => typeof messages.get(k) !== 'string' || (messages.get(k) as string).trim() === '');
    expect(missing).toEqual([]);
  });

  test('has no key that en.json lacks', () => {
    expect([...messages.keys()].filter((k) => !en.has(k))).toEqual([]);
  });

  /**
   * Korean may add one argument the others ignore: the particle after another argument (`{name}{nameJosa}`,
   * lib/i18n/particles.ts), right behind the argument it follows.
   */
  const translatedPlaceholders = (s: string) => {
    const all = placeholders(s);
    return lang === 'ko' ? all.filter((p = '') => !(p.endsWith('Josa') && s.includes(`{${p.slice(0, -'Josa'.length)}}{${p}}`))) : all;
  };

  test('keeps every placeholder of the English text', () => {
    const wrong = [...en.entries()]
      .filter(([k, v]) => typeof v === 'string' && JSON.stringify(placeholders(v)) !== JSON.stringify(translatedPlaceholders(String(messages.get(k) ?? ''))))
      .map(([k]) => k);
    expect(wrong).toEqual([]);
  });

  if (lang !== 'en') {
    test('is translated, not copied from English', () => {
      // Words outside placeholders; "{name} ({symbol})" has none and may stay as it is.
      const words = (s: string) => s.replace(/\{[^}]*\}/g, '').replace(/[^\p{L}]/gu, '');
      const copied = [...en.entries()].filter(([k, v]) => typeof v === 'string' && words(v).length > 3 && !sameEverywhere(k) && messages.get(k) === v).map(([k]) => k);
      expect(copied).toEqual([]);
    });
  }
});
