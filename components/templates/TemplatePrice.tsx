import type {Template} from '@/lib/catalog/templates';
import {type CountryCode, pageLocale} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {formatMoney, localPrice} from '@/lib/money';

/** A template's price in the country's currency, formatted for the page's language. */
export function TemplatePrice({template, country, lang}: {template: Template; country: CountryCode; lang: Language}) {
  return <>{formatMoney(localPrice(template.priceKrw, country), pageLocale(country, lang))}</>;
}
