import {getTranslations} from 'next-intl/server';
import type {Template} from '@/lib/catalog/templates';
import {checkoutRest} from '@/lib/checkout/item';
import {pageLocale, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {catalogText, listedPrice} from '@/lib/catalog/read';
import {formatMoney} from '@/lib/money';
import {PurchaseButton} from './PurchaseButton';

/** A template's Buy Now: its texts are rendered here, the dialog's code loads on first use. */
export async function TemplatePurchase({template, country, lang, className}: {template: Template; country: CountryCode; lang: Language; className: string}) {
  const t = await getTranslations('Templates');
  const tp = await getTranslations('Purchase');
  const tc = await getTranslations('Cart');
  const title = (await catalogText('template', template.id, lang)).name;
  const price = await listedPrice('template', template.id, country);
  if (!price) return null;
  return (
    <PurchaseButton
      country={country}
      lang={lang}
      name={title}
      price={formatMoney(price, pageLocale(country, lang))}
      buyHref={localizedPath(country, lang, checkoutRest.template(template.id))}
      templateId={template.id}
      texts={{title: tp('title'), buyNow: tp('buyNow'), addToCart: tp('addToCart'), close: tp('close'), added: tc('added'), addedDescription: tc.raw('addedDescription') as string, addFailed: tc('addFailed')}}
      triggerText={t('buyNow')}
      triggerLabel={t('buyNowLabel', {title})}
      triggerClass={className}
    />
  );
}
