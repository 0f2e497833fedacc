/**
 * Tax wording per country (US pages once said "VAT included"). One table (lib/tax-wording)
 * decides which tax a country's prices include; every price note renders from it, and it agrees
 * with what the receipts compute (lib/receipts/tax, TAX_RATE_*).
 */
import {createTranslator} from 'next-intl';
import {COUNTRY_CODES, type CountryCode} from '@/lib/countries';
import {LANGUAGES, type Language} from '@/lib/i18n/languages';
import {loadMessages} from '@/lib/i18n/messages';
import {includedTax, taxRate} from '@/lib/receipts/tax';
import {CONSUMER_TAX, consumerTax} from '@/lib/tax-wording';

async function notes(country: CountryCode, lang: Language) {
  const t = createTranslator({locale: lang, messages: await loadMessages(lang)});
  const tax = consumerTax(country);
  return {
    checkoutTotal: t('Checkout.total', {tax}),
    perPackage: t('Home.perPackage', {tax}),
    pricesInclude: t('Tax.pricesInclude', {tax}),
    receipt: country === 'us' ? null : t(`Receipt.taxIncluded.${country}`, {rate: '10'}),
  };
}

// What a visitor of each country reads in its default language and in English.
const EXPECTED: Record<CountryCode, {lang: Language; word: RegExp}[]> = {
  kr: [
    {lang: 'ko', word: /부가세/},
    {lang: 'en', word: /\bVAT\b/},
  ],
  au: [
    {lang: 'en', word: /\bGST\b/},
    {lang: 'ko', word: /GST/},
  ],
  vn: [
    {lang: 'vi', word: /\bVAT\b/},
    {lang: 'en', word: /\bVAT\b/},
  ],
  cn: [
    {lang: 'zh', word: /增值税/},
    {lang: 'en', word: /\bVAT\b/},
  ],
  my: [
    {lang: 'en', word: /\bSST\b/},
    {lang: 'zh', word: /销售与服务税/},
  ],
  us: [],
};
const ANY_TAX = /VAT|GST|SST|부가세|增值税|税|thuế|tax/i;

describe.each(COUNTRY_CODES)('%s', (country) => {
  if (country === 'us') {
    test.each([...LANGUAGES])('US prices carry no tax wording at all (%s), as the receipts show none', async (lang) => {
      const n = await notes('us', lang);
      expect(n.checkoutTotal).not.toMatch(ANY_TAX);
      expect(n.perPackage).not.toMatch(ANY_TAX);
      expect(n.pricesInclude).toBe('');
      expect(includedTax(10_000, taxRate('us'))).toBeNull();
    });
  } else {
    test.each(EXPECTED[country])("the price notes name the country's tax ($lang)", async ({lang, word}) => {
      const n = await notes(country, lang);
      expect(n.checkoutTotal).toMatch(word);
      expect(n.perPackage).toMatch(word);
      expect(n.pricesInclude).toMatch(word);
    });

    test('the receipts compute the tax the notes name', async () => {
      expect(taxRate(country)).toBeGreaterThan(0);
      expect(includedTax(10_000, taxRate(country))).not.toBeNull();
      const acronym = {vat: 'VAT', gst: 'GST', sst: 'SST'}[CONSUMER_TAX[country] as 'vat' | 'gst' | 'sst'];
      const en = await notes(country, 'en');
      expect(en.receipt).toContain(acronym);
      expect(en.checkoutTotal).toContain(acronym);
    });
  }
});

test('a tax the wording names is in every language, and no language leaves a note empty where there is a tax', async () => {
  for (const lang of LANGUAGES) {
    for (const country of COUNTRY_CODES.filter((c) => c !== 'us')) {
      const n = await notes(country, lang);
      expect(n.pricesInclude).not.toBe('');
      expect(n.checkoutTotal).not.toBe(createTranslator({locale: lang, messages: await loadMessages(lang)})('Checkout.total', {tax: 'none'}));
    }
  }
});
