/**
 * How a person's name is written - the one place that decides it (header, checkout prefill and the
 * order's stored name, so order and receipt pages, mails and the admin; members list; toasts).
 * Pure, for the browser and the server alike.
 *
 * fullName: a name written in Korean, Japanese or Chinese script (Hangul, Kana, Han) puts the
 * family name first, in every language - without a space in Korean and Chinese (김민지, 王小明), with
 * one on Japanese pages for names in Kana or Han (山田 太郎; a Hangul name stays 김민지). A name in
 * Latin letters keeps its own order ("Jane Park"), on Korean pages too.
 *
 * displayName (the header and greetings by the account's name): in English and Vietnamese people are
 * greeted by their given name, so the first name alone; in Korean, Japanese and Chinese the full name.
 */
import type {Language} from '@/lib/i18n/languages';

const HANGUL = /\p{Script=Hangul}/u;
const EAST_ASIAN_SCRIPT = /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}ー・\s]+$/u;

export interface PersonName {
  firstName: string | null;
  lastName: string | null;
}

export interface NamedUser extends PersonName {
  username: string;
}

/** Languages that write (and ask for) the family name before the given name. */
export function familyNameFirst(lang: Language): boolean {
  return lang === 'ko' || lang === 'ja' || lang === 'zh';
}

/** The person's whole name as the page (or mail) in `lang` writes it; '' when they gave none. */
export function fullName(person: PersonName, lang: Language): string {
  const first = person.firstName?.trim() ?? '';
  const last = person.lastName?.trim() ?? '';
  if (!first || !last) return first || last;
  if (EAST_ASIAN_SCRIPT.test(first) && EAST_ASIAN_SCRIPT.test(last)) return lang === 'ja' && !HANGUL.test(last + first) ? `${last} ${first}` : `${last}${first}`;
  return `${first} ${last}`;
}

export function displayName(user: NamedUser, lang: Language): string {
  const first = user.firstName?.trim() ?? '';
  if (!first) return user.username;
  if (!familyNameFirst(lang)) return first;
  return fullName(user, lang);
}

/**
 * A buyer's name as it is published (with a review): the given name of a Latin-script name
 * ("Pat Kim" -> "Pat"); a name written in Hangul, Kana or Han is masked as Korean and Japanese
 * shops do, first and last character kept (김민지 -> 김*지, 王小明 -> 王*明, 김민 -> 김*), since its
 * first word would be the whole name or the family name.
 */
export function publicName(name: string): string {
  const trimmed = name.trim();
  if (!EAST_ASIAN_SCRIPT.test(trimmed)) return trimmed.split(/\s+/)[0] ?? '';
  const chars = Array.from(trimmed.replace(/\s+/g, ''));
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}
