import {getTranslations} from 'next-intl/server';
import {cartOwner, newGuestCartOwner, rememberCartCount} from '@/lib/cart/owner';
import {addToCart, readCart, type CartProduct} from '@/lib/cart/store';
import {db} from '@/lib/db';
import {isCountryCode, type CountryCode} from '@/lib/countries';
import {guarded, isCrossSiteWrite, originOf} from '@/lib/http/api';
import {isLanguage, type Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {cartAddSchema} from '@/lib/orders/schema';

/** A form of a few hidden fields: anything larger is not the Add to Cart form. */
const MAX_BYTES = 2048;

/**
 * POST /api/cart/form (application/x-www-form-urlencoded: country, lang, templateId or packageId):
 * the Add to Cart form as the browser posts it when it is pressed before the page's script runs
 * (components/cart/AddToCartButton; once the script runs, the button calls POST /api/cart
 * instead). Adds the item like POST /api/cart, then 303 back to the page it was pressed on (the
 * Referer, same site only) with `?cart=added` (or `unknown`), where the header's cart button shows
 * the same toast the script would, with the count that follows.
 * The proxy lets this one API address take a form body (proxy.ts, FORM_ROUTES).
 */
export async function POST(request: Request): Promise<Response> {
  const origin = originOf(request);
  const t = await getTranslations({locale: origin.language, namespace: 'Api'});
  if (isCrossSiteWrite(request)) return new Response(t('crossSite'), {status: 403, headers: {'content-type': 'text/plain; charset=utf-8'}});
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (!(length <= MAX_BYTES)) {
    await request.body?.cancel().catch(() => {});
    return new Response(t('tooLarge', {kb: 2}), {status: 413, headers: {'content-type': 'text/plain; charset=utf-8', connection: 'close'}});
  }
  const form = new URLSearchParams(await request.text());
  const country: CountryCode = isCountryCode(form.get('country')) ? (form.get('country') as CountryCode) : origin.country;
  const lang: Language = isLanguage(form.get('lang')) ? (form.get('lang') as Language) : origin.language;
  const parsed = cartAddSchema.safeParse({
    templateId: form.has('templateId') ? Number(form.get('templateId')) : undefined,
    packageId: form.get('packageId') ?? undefined,
  });
  return guarded(async () => {
    let outcome: 'added' | 'unknown' = 'unknown';
    if (parsed.success) {
      const {templateId, packageId} = parsed.data;
      const product: CartProduct = packageId !== undefined ? {type: 'package', id: packageId} : {type: 'template', id: templateId!, quantity: 1};
      const owner = (await cartOwner()) ?? (await newGuestCartOwner());
      // An item no longer for sale adds nothing: the page says so, as the button would.
      if ((await addToCart(db, owner, product, country)) !== 'unknown') outcome = 'added';
      await rememberCartCount((await readCart(db, owner, country, lang)).totalQuantity);
    }
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
