/**
 * Which tax a market's consumer prices include, and so what the price notes say (docs/storefront.md,
 * "Dates, times and taxes per country"): Korea's VAT (부가세), Australia's GST, Vietnam's and China's VAT (增值税),
 * Malaysia's SST; US prices carry no tax line (nothing is added at checkout and the receipts show
 * none). The one table every price note reads ("VAT included", "Prices include GST."); the
 * messages translate each kind (`{tax, select, vat {…} gst {…} sst {…} other {}}`). The receipts
 * compute the included amount at TAX_RATE_* (lib/receipts/tax); a unit test keeps the two in step.
 * Plain data: safe in client components.
 */
import type {CountryCode} from '@/lib/countries';

export type ConsumerTax = 'vat' | 'gst' | 'sst' | 'none';

export const CONSUMER_TAX: Readonly<Record<CountryCode, ConsumerTax>> = {
  kr: 'vat',
  au: 'gst',
  vn: 'vat',
  cn: 'vat',
  my: 'sst',
  us: 'none',
};

/** The tax a country's prices include, as the `tax` argument of the price notes; 'none' shows no tax wording. */
export function consumerTax(country: CountryCode): ConsumerTax {
  return CONSUMER_TAX[country];
}
