/**
 * The studio's catalogue: base prices in KRW (DECISIONS: Money). Texts live in messages/
 * (Services.s{id}, Packages.{id}).
 */
export const SERVICE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/** KRW base price, or null when the service is priced after a quote. */
export const SERVICE_PRICES_KRW: Readonly<Record<ServiceId, number | null>> = {
  1: 30_000,
  2: 50_000,
  3: 95_000,
  4: 120_000,
  5: 120_000,
  6: null,
  7: 30_000,
  8: null,
  9: 50_000,
  10: null,
  11: null,
  12: null,
  13: null,
};

export const PACKAGE_IDS = ['sns', 'delivery', 'ecommerce'] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];

export const PACKAGES: Readonly<Record<PackageId, {priceKrw: number; popular: boolean}>> = {
  sns: {priceKrw: 299_000, popular: false},
  delivery: {priceKrw: 399_000, popular: true},
  ecommerce: {priceKrw: 499_000, popular: false},
};
