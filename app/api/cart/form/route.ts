import {getTranslations} from 'next-intl/server';
import {addToCartCommand} from '@/lib/cart/commands';
import {execute} from '@/lib/commands';
import {DEFAULT_COUNTRY, type CountryCode} from '@/lib/countries';
import {guarded, isCrossSiteWrite} from '@/lib/http/api';
import {asCountry, whereOf} from '@/lib/http/where';
import {isLanguage, type Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';

/** A form of a few hidden fields: anything larger is not the Add to Cart form. */
const MAX_BYTES = 2048;

/**
 * POST /api/cart/form (application/x-www-form-urlencoded: country, lang, templateId or packageId):
 * the Add to Cart form as the browser posts it when it is pressed before the page's script runs
 * (components/cart/AddToCartButton; once the script runs, the button calls POST /api/cart
 * instead). Adds the item like POST /api/cart, then 303 back to the page it was pressed on (the
 * Referer, same site only) with `?cart=added` (or `unknown`), where the header's cart button shows
 * the same toast the script would, with the count that follows. The same command as POST
 * /api/cart adds it (lib/cart/commands); any refusal (not for sale, a broken form) is `unknown`.
 * The form names its page's country and language, as a server action does; what it does not name
 * follows the one rule (lib/http/where), with the default shop.
 * The proxy lets this one API address take a form body (proxy.ts, FORM_ROUTES).
 */
export async function POST(request: Request): Promise<Response> {
  const origin = whereOf(request);
  const t = await getTranslations({locale: origin.language, namespace: 'Api'});
  if (isCrossSiteWrite(request)) return new Response(t('crossSite'), {status: 403, headers: {'content-type': 'text/plain; charset=utf-8'}});
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (!(length <= MAX_BYTES)) {
    await request.body?.cancel().catch(() => {});
    return new Response(t('tooLarge', {kb: 2}), {status: 413, headers: {'content-type': 'text/plain; charset=utf-8', connection: 'close'}});
  }
  const form = new URLSearchParams(await request.text());
  const country: CountryCode = asCountry(form.get('country')) ?? origin.country ?? DEFAULT_COUNTRY;
  const lang: Language = isLanguage(form.get('lang')) ? (form.get('lang') as Language) : origin.language;
  const input = {templateId: form.has('templateId') ? Number(form.get('templateId')) : undefined, packageId: form.get('packageId') ?? undefined};
  return guarded(async () => {
    // An item no longer for sale adds nothing: the page says so, as the button would.
    const added = await execute(addToCartCommand, input, {country, language: lang});
    const outcome = added.ok ? 'added' : 'unknown';
    return new Response(null, {status: 303, headers: {location: backTo(request, localizedPath(country, lang), outcome), 'cache-control': 'no-store'}});
  }, t('failed'));
}

/** The page the form was on (its Referer, this site only), with `cart=added` (or `unknown`); else `fallback`. */
function backTo(request: Request, fallback: string, outcome: 'added' | 'unknown'): string {
  let path = fallback;
  const referer = request.headers.get('referer');
  try {
    const from = referer ? new URL(referer) : null;
    if (from && from.host === request.headers.get('host') && from.pathname.startsWith('/') && !from.pathname.startsWith('//')) path = from.pathname + from.search;
  } catch {
    // A malformed Referer: back to the country's front page.
  }
  const url = new URL(path, 'http://local');
  url.searchParams.set('cart', outcome);
  return url.pathname + url.search;
}
