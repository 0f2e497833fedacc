/**
 * What a service delivers (images, free revisions, working days), read from one place and said
 * in one wording wherever it is shown (docs/storefront.md#what-a-service-delivers): the service
 * page's facts and tier table, the cards, the checkout's tier choice, the brief, the order page,
 * the receipt and the order mails. A tier's figures are its own (lib/catalog/tiers; an order line
 * keeps the ones it was bought with); a service with tiers is summed up by the range its tiers
 * span; a service without tiers says its own delivery time and revisions (as the owner set them,
 * lib/catalog/prices serviceIn). Plain data and pure functions: browser code imports it too.
 */
import type {Service} from '../catalog';

/** A tier's figures, as the catalogue, a shown tier and an order line carry them. */
export interface TierFigures {
  images: number;
  revisions: number;
  deliveryDays: number;
}

/** What is promised: each a [fewest, most] range (equal ends: one figure), null when agreed in the quote. */
export interface WorkFacts {
  /** Finished images, when a tier fixes them (a service without tiers: its included images and extras). */
  images: readonly [number, number] | null;
  revisions: readonly [number, number] | null;
  days: readonly [number, number] | null;
}

const span = (values: number[]): readonly [number, number] => [Math.min(...values), Math.max(...values)];

export const tierFacts = (tier: TierFigures): WorkFacts => ({images: [tier.images, tier.images], revisions: [tier.revisions, tier.revisions], days: [tier.deliveryDays, tier.deliveryDays]});

/** A service as its page and cards sum it up: the span of its tiers, else its own figures. `service` is the owner's (serviceIn). */
export function serviceFacts(service: Pick<Service, 'deliveryDays' | 'revisions'>, tiers: readonly TierFigures[]): WorkFacts {
  if (tiers.length) return {images: span(tiers.map((t) => t.images)), revisions: span(tiers.map((t) => t.revisions)), days: span(tiers.map((t) => t.deliveryDays))};
  return {images: null, revisions: service.revisions === null ? null : [service.revisions, service.revisions], days: service.deliveryDays};
}

/** An order line's tier as it was bought (the columns `OrderItem.tier*`). */
export interface LineTier {
  tier?: string | null;
  tierImages?: number | null;
  tierRevisions?: number | null;
  tierDeliveryDays?: number | null;
}

/** The tier figures an order line was bought with; null for a line without a tier. */
export function boughtTier(line: LineTier): TierFigures | null {
  if (!line.tier || typeof line.tierImages !== 'number' || typeof line.tierRevisions !== 'number' || typeof line.tierDeliveryDays !== 'number') return null;
  return {images: line.tierImages, revisions: line.tierRevisions, deliveryDays: line.tierDeliveryDays};
}

/** The figures an order line was bought with: its tier's; else its service's (null: not a service). */
export function lineFacts(line: LineTier, service: Pick<Service, 'deliveryDays' | 'revisions'> | undefined): WorkFacts | null {
  const tier = boughtTier(line);
  if (tier) return tierFacts(tier);
  return service ? serviceFacts(service, []) : null;
}

/** The `Tiers` messages these texts are made of (every language has them). */
export type FactKey = 'imagesValue' | 'freeRevisions' | 'freeRevisionsRange' | 'deliveryValue' | 'deliveryRange' | 'deliveryQuote' | 'revisionsNegotiable' | 'included';
/** The page's `Tiers` translator, narrowed to these keys: `(key, values) => t(key, values)`. */
export type SayFacts = (key: FactKey, values?: Record<string, number>) => string;

export interface FactTexts {
  images: string | null;
  revisions: string;
  delivery: string;
}

/** The facts in words: "3 working days" or "2-4 working days", "1 free revision" or "1-3 free revisions". */
export function factTexts(facts: WorkFacts, say: SayFacts): FactTexts {
  const {images, revisions, days} = facts;
  return {
    images: images ? (images[0] === images[1] ? say('imagesValue', {count: images[0]}) : `${say('imagesValue', {count: images[0]})} - ${say('imagesValue', {count: images[1]})}`) : null,
    revisions: revisions
      ? revisions[0] === revisions[1]
        ? say('freeRevisions', {count: revisions[0]})
        : say('freeRevisionsRange', {min: revisions[0], max: revisions[1]})
      : say('revisionsNegotiable'),
    delivery: days ? (days[0] === days[1] ? say('deliveryValue', {count: days[0]}) : say('deliveryRange', {min: days[0], max: days[1]})) : say('deliveryQuote'),
  };
}

/** One tier in one line: "6 images, 2 free revisions, delivered in 3 working days". */
export const includedText = (tier: TierFigures, say: SayFacts): string => say('included', {images: tier.images, revisions: tier.revisions, days: tier.deliveryDays});
