import {IntentLink} from '@/components/ui/IntentLink';
import {getTranslations} from 'next-intl/server';
import type {Template} from '@/lib/catalog/templates';
import {checkoutRest} from '@/lib/checkout/item';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {catalogText, listedPrice} from '@/lib/catalog/read';
import {AddToCartButton} from '@/components/cart/AddToCartButton';
import {addToCartTexts} from '@/components/cart/addToCartTexts';

/**
 * A template's two ways to buy, side by side: Buy Now goes straight to its checkout (one copy;
 * the number of copies is chosen there), Add to Cart keeps it for an order of several.
 */
export async function TemplatePurchase({template, country, lang, buyClass, cartClass}: {template: Template; country: CountryCode; lang: Language; buyClass: string; cartClass: string}) {
  const t = await getTranslations('Templates');
  const title = (await catalogText('template', template.id, lang)).name;
  if (!(await listedPrice('template', template.id, country))) return null;
  return (
    <>
      <IntentLink href={localizedPath(country, lang, checkoutRest.template(template.id))} aria-label={t('buyNowLabel', {title})} className={buyClass}>
        {t('buyNow')}
      </IntentLink>
      <AddToCartButton country={country} lang={lang} item={{templateId: template.id}} texts={(await addToCartTexts())(title)} className={cartClass} />
    </>
  );
}
