/**
 * The name the header shows for the signed-in user (and names the account menu by): their own
 * name when the account has one, else the username (derived from the e-mail at sign-up). Pure, for
 * the browser and the server alike.
 *
 * Per language convention: in English and Vietnamese people are greeted by their given name, so the
 * first name alone; in Korean, Japanese and Chinese the full name, family name first (and, for
 * names written in those scripts, without a space in Korean and Chinese: 김민수, 王小明; with one in
 * Japanese: 山田 太郎). A name in Latin letters on those pages keeps its own order ("Jane Park").
 */
import type {Language} from '@/lib/i18n/languages';

const EAST_ASIAN_SCRIPT = /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}ー・\s]+$/u;

export interface NamedUser {
  username: string;
  firstName: string | null;
  lastName: string | null;
}

/** Languages that write the family name first (DECISIONS, third wave › Names): forms ask for it first there. */
export const familyNameFirst = (lang: Language): boolean => lang === 'ko' || lang === 'ja' || lang === 'zh';

export function displayName(user: NamedUser, lang: Language): string {
  const first = user.firstName?.trim() ?? '';
  const last = user.lastName?.trim() ?? '';
  if (!first) return user.username;
  if (!last || lang === 'en' || lang === 'vi') return first;
  if (EAST_ASIAN_SCRIPT.test(first) && EAST_ASIAN_SCRIPT.test(last)) return lang === 'ja' ? `${last} ${first}` : `${last}${first}`;
  return `${first} ${last}`;
}
