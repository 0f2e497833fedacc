import type {ShownTier} from '@/lib/catalog/tiers/tiers';

/**
 * What is being bought, with the prices the form shows as they are (a service's extra-image price,
 * its tiers' prices); every total comes from the server's table (lib/checkout/totals).
 */
export type CheckoutSelection =
  | {kind: 'service'; serviceId: number; includedImages: number; extraUnitAmount: number; tiers?: ShownTier[]}
  | {kind: 'template'; templateId: number}
  | {kind: 'package'; packageId: string}
  | {kind: 'cart'};
