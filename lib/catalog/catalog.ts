/**
 * The studio's catalogue, its shape: which services and packages exist, how they are drawn and
 * delivered. Prices live in the database (the owner sets them: lib/catalog/prices, seeded from
 * lib/catalog/seed). Texts live in the database too (seeded from lib/catalog/seed-texts.ts).
 */
import type {MotifName} from './motifs';

export const SERVICE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export interface Service {
  id: ServiceId;
  /** Priced after a quote (no price list entry of its own): its page asks for a brief instead of a checkout. */
  quote: boolean;
  /** Working days from brief to delivery, or null when agreed in the quote. */
  deliveryDays: readonly [number, number] | null;
  /** Free revisions, or null when negotiated. */
  revisions: number | null;
  /** Artwork: what is drawn and in which colours (services 1-10 also show the plain "before"). */
  art: {motif: MotifName; palette: readonly [string, string, string]; beforeAfter: boolean};
}

const s = (id: ServiceId, quote: boolean, deliveryDays: Service['deliveryDays'], revisions: number | null, motif: MotifName, palette: readonly [string, string, string]): Service => ({
  id,
  quote,
  deliveryDays,
  revisions,
  art: {motif, palette, beforeAfter: id <= 10},
});

export const SERVICES: readonly Service[] = [
  s(1, false, [1, 2], 1, 'luxuryBottle', ['#ffffff', '#f1f0ec', '#2d2d2d']),
  s(2, false, [1, 2], 1, 'perfume', ['#f6c1d6', '#e98ab0', '#8e3b63']),
  s(3, false, [2, 4], 1, 'greenBottle', ['#1f3320', '#4f7d3a', '#e8f0c8']),
  s(4, false, [2, 4], 1, 'pasta', ['#3b1d0e', '#8a3b12', '#f4c06a']),
  s(5, false, [2, 5], 1, 'dress', ['#fff3d6', '#ffc27a', '#e8505b']),
  s(6, true, null, null, 'saleTag', ['#101010', '#3a0ca3', '#f72585']),
  s(7, false, [1, 3], 1, 'candle', ['#2d1e2f', '#6d4c6a', '#ffd29d']),
  s(8, true, null, 1, 'petBowl', ['#fff1e0', '#ffb870', '#3d5a80']),
  s(9, false, [2, 5], 1, 'building', ['#0b1e3f', '#2c5aa0', '#f2f2f2']),
  s(10, true, null, 1, 'aerial', ['#bde0fe', '#a2d2ff', '#fb8500']),
  s(11, true, null, 2, 'phone', ['#0a0f1c', '#7209b7', '#4cc9f0']),
  s(12, true, null, 1, 'wine', ['#1b0a12', '#5c1a33', '#e0b1cb']),
  s(13, true, null, null, 'notebook', ['#e8f1f2', '#a9c5d3', '#247ba0']),
];

/** The three categories of the services page. */
export const SERVICE_CATEGORIES = {photo: [1, 2, 3, 4, 5], design: [6, 7, 8, 9], motion: [10, 11, 12, 13]} as const satisfies Record<string, readonly ServiceId[]>;
export type ServiceCategory = keyof typeof SERVICE_CATEGORIES;

export const PACKAGE_IDS = ['sns', 'delivery', 'ecommerce'] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];

export const PACKAGES: Readonly<Record<PackageId, {popular: boolean}>> = {
  sns: {popular: false},
  delivery: {popular: true},
  ecommerce: {popular: false},
};
