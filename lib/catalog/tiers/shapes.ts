/**
 * The tiers' names and shape without their schema (lib/catalog/tiers/tiers.ts validates them): what the
 * admin's tier form and other browser code import, so zod stays out of their bundles.
 */
import type {CountryCode} from '@/lib/countries';

export const TIER_KEYS = ['basic', 'standard', 'premium'] as const;
export type TierKey = (typeof TIER_KEYS)[number];

export interface Tier {
  key: TierKey;
  /** Finished images the tier delivers. */
  images: number;
  /** Free revision rounds. */
  revisions: number;
  /** Working days from brief to delivery. */
  deliveryDays: number;
  /** KRW base price. */
  priceKrw: number;
  /** Countries with a price of their own (minor units); the others are derived from the base. */
  prices: Partial<Record<CountryCode, number>>;
}
