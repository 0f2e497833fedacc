/**
 * A service's tiers (Basic / Standard / Premium, up to three, docs/admin.md#prices-and-the-catalogue):
 * each has its images, free revisions, delivery days and a KRW base price; per country either a
 * price the owner set (minor units) or the base derived to the market's price points, exactly as
 * an item's price (lib/money derivedPrice). Stored on the item's catalogue row
 * (`CatalogItem.tiers`); a service without tiers is sold as before (its base price and extra
 * images). Names and texts are messages (`Tiers`), in every language. Free of `server-only`:
 * plain data and pure functions (pricing and the checkout form use it); saving is ./store, the
 * command ./commands.
 */
import * as z from 'zod/mini';
import {COUNTRIES, COUNTRY_CODES, type CountryCode, type CurrencyCode} from '@/lib/countries';
import {derivedPrice} from '@/lib/money';
import {TIER_KEYS, type Tier, type TierKey} from './shapes';

export {TIER_KEYS, type Tier, type TierKey} from './shapes';

/**
 * The most a tier costs in any currency, in minor units (1,000,000,000: 1 billion won or dong,
 * 10 million dollars). An order's amount and its KRW equivalent are 32-bit integers
 * (`Order.amount`, at most 2,147,483,647), so a tier, with room for the rest of the cart, always
 * fits; a derived country price counts too (1 won is about 18 dong).
 */
export const TIER_MAX_AMOUNT = 1_000_000_000;

const amount = z.number().check(z.int('price'), z.positive('price'), z.lte(TIER_MAX_AMOUNT, 'priceTooHigh'));
const count = (min: number, max: number, error: string) => z.number().check(z.int(error), z.gte(min, error), z.lte(max, error));

export const tierSchema = z
  .object({
    key: z.enum(TIER_KEYS),
    images: count(1, 100, 'images'),
    revisions: count(0, 20, 'revisions'),
    deliveryDays: count(1, 90, 'delivery'),
    priceKrw: amount,
    prices: z._default(z.partialRecord(z.enum(COUNTRY_CODES), amount), {}),
  })
  .check(
    z.refine((tier) => !Number.isSafeInteger(tier.priceKrw) || tier.priceKrw <= 0 || COUNTRY_CODES.every((country) => tierPrice(tier as Tier, country).amount <= TIER_MAX_AMOUNT), {
      error: 'priceTooHigh',
      path: ['priceKrw'],
    }),
  );

/** A service's tiers, in the order Basic, Standard, Premium, each at most once (none: no tiers). */
export const tiersSchema = z.array(tierSchema).check(
  z.maxLength(TIER_KEYS.length, 'tooMany'),
  z.refine((tiers) => new Set(tiers.map((t) => t.key)).size === tiers.length, 'duplicate'),
);

/** Basic, Standard, Premium, in that order. */
export const inTierOrder = (tiers: readonly Tier[]): Tier[] => [...tiers].sort((a, b) => TIER_KEYS.indexOf(a.key) - TIER_KEYS.indexOf(b.key));

/** The stored value, read defensively (rows saved before the column existed hold `[]`). */
export function parseTiers(value: unknown): Tier[] {
  const parsed = tiersSchema.safeParse(value);
  return parsed.success ? inTierOrder(parsed.data as Tier[]) : [];
}

/** What one country pays for a tier, in its minor units, and whether the owner set it. */
export interface TierPrice {
  currency: CurrencyCode;
  amount: number;
  set: boolean;
}

export function tierPrice(tier: Tier, country: CountryCode): TierPrice {
  const own = tier.prices[country];
  return {currency: COUNTRIES[country].currency, amount: own ?? derivedPrice(tier.priceKrw, country).amount, set: own !== undefined};
}

/** A tier as a page and the checkout show it in one country (plain data for client components). */
export interface ShownTier {
  key: TierKey;
  images: number;
  revisions: number;
  deliveryDays: number;
  amount: number;
}

export const shownTiers = (tiers: readonly Tier[], country: CountryCode): ShownTier[] =>
  tiers.map((t) => ({key: t.key, images: t.images, revisions: t.revisions, deliveryDays: t.deliveryDays, amount: tierPrice(t, country).amount}));
