/**
 * The sign-in services beside e-mail and password (Google, Kakao, Naver), as the browser sees them:
 * which are shown, and in what order. Safe for client components (no keys here).
 */
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';

export const SOCIAL_PROVIDERS = ['google', 'kakao', 'naver'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

const KOREAN_FIRST: readonly SocialProvider[] = ['kakao', 'naver', 'google'];
const GLOBAL_FIRST: readonly SocialProvider[] = ['google', 'kakao', 'naver'];

/** The configured services in the order a page shows them: Kakao and Naver first on Korean pages (country kr or language ko). */
export function signInOrder(configured: readonly SocialProvider[], country: CountryCode, lang: Language): SocialProvider[] {
  const order = country === 'kr' || lang === 'ko' ? KOREAN_FIRST : GLOBAL_FIRST;
  return order.filter((p) => configured.includes(p));
}

/** Where a sign-in may return to: a path on this site only. */
export function returnPath(value: string | null | undefined): string {
  return value && /^\/[a-z]{2}(\/|$)/.test(value) && !value.startsWith('//') ? value : '/';
}
