/**
 * Where a call comes from: the caller's country (which shop: its prices, its consents, the
 * pages its mails link to) and the language to answer in. The one rule for every REST adapter
 * (lib/commands/rest) and every route handler (lib/http/api originOf):
 *
 * - country: the `x-country` header (the shop's pages always send it), else the JSON body's
 *   `country` field (the spec's order payload names it there), else none (null). Case does not
 *   matter ("KR" is kr); a value that is not one of the shop's countries counts as none.
 * - language: the `x-language` header, else Accept-Language, else the country's own language,
 *   else English.
 *
 * No default country is chosen here: each command decides what "none" means for it, either
 * refusing (422 `{code: "country"}`, for anything priced into an order) or the documented
 * default shop, DEFAULT_COUNTRY (us: the cart's prices, contact messages, the links in account
 * mails). A server action never comes through here: it names its page's country and language
 * (lib/commands/action). See docs/architecture.md, "The caller's country".
 */
import {COUNTRIES, isCountryCode, type CountryCode} from '@/lib/countries';
import {isLanguage, type Language} from '@/lib/i18n/languages';
import {preferredLanguage} from '@/lib/i18n/negotiate';

/** The caller's language, and its country (null when it named none). */
export interface Where {
  language: Language;
  country: CountryCode | null;
}

/** One of the shop's countries, whatever its case; null for anything else. */
export function asCountry(value: unknown): CountryCode | null {
  const code = typeof value === 'string' ? value.toLowerCase() : null;
  return isCountryCode(code) ? code : null;
}

/** The rule above, from a request's headers and (once read) its body. */
export function whereOf(request: Pick<Request, 'headers'>, body: unknown = null): Where {
  const fromBody = body !== null && typeof body === 'object' && 'country' in body ? (body as {country: unknown}).country : undefined;
  const country = asCountry(request.headers.get('x-country')) ?? asCountry(fromBody);
  const header = request.headers.get('x-language');
  const language: Language = isLanguage(header) ? header : (preferredLanguage(request.headers.get('accept-language')) ?? (country ? COUNTRIES[country].defaultLanguage : 'en'));
  return {country, language};
}
