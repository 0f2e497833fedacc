import type {Template} from '@/lib/catalog/templates';
import {type CountryCode, pageLocale} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {listedPrice} from '@/lib/catalog/read';
import {formatMoney} from '@/lib/money';

/** A template's price in the country's currency, formatted for the page's language. */
export async function TemplatePrice({template, country, lang}: {template: Template; country: CountryCode; lang: Language}) {
  const price = await listedPrice('template', template.id, country);
  return price ? <>{formatMoney(price, pageLocale(country, lang))}</> : null;
}
