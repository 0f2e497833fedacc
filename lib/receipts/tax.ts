/**
 * The tax included in a consumer price (docs/storefront.md, "Dates, times and taxes per country"): Korea's VAT,
 * Australia's GST, Vietnam's and China's VAT and Malaysia's SST, at the configured rates; the US
 * shows none. Computed in minor units: the included part of a gross amount at rate r is
 * gross x r / (100 + r), rounded half up.
 */
import type {CountryCode} from '@/lib/countries';
import {env} from '@/lib/env';

export interface IncludedTax {
  /** Percent, as configured. */
  rate: number;
  /** In the amount's minor unit. */
  amount: number;
}

export function taxRate(country: CountryCode): number {
  const rates: Record<CountryCode, number> = {kr: env.TAX_RATE_KR, au: env.TAX_RATE_AU, vn: env.TAX_RATE_VN, cn: env.TAX_RATE_CN, my: env.TAX_RATE_MY, us: 0};
  return rates[country];
}

/** The tax inside `gross` (minor units) at `rate` percent; null when there is none. */
export function includedTax(gross: number, rate: number): IncludedTax | null {
  if (!(rate > 0) || gross <= 0) return null;
  // In hundredths of a percent, so a rate like 8.5 stays an integer.
  const r = Math.round(rate * 100);
  return {rate, amount: Math.floor((gross * r * 2 + (10_000 + r)) / (2 * (10_000 + r)))};
}
