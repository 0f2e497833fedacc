/**
 * An item page's schema.org Product (docs/storefront.md#item-pages): its name, description, page, picture and, when the
 * server has a price for the visitor's country, one Offer with that price and currency (a quoted
 * service has none: it states no price it does not have). Pure; client-safe.
 */
import {decimalAmount, type Money} from '@/lib/money';

export interface ProductLdInput {
  name: string;
  description: string;
  url: string;
  brand: string;
  category?: string;
  /** Absolute URLs of its pictures. */
  images?: string[];
  /** Integer minor units and ISO currency, from the server's price list. */
  price: Money | null;
  /** A service sold in tiers: its cheapest and dearest tier and how many (one AggregateOffer instead of the Offer). */
  tiers?: {lowest: number; highest: number; count: number};
}

/** The Product as the page embeds it; `offers` is an Offer, an AggregateOffer (tiers), or absent (a quote). */
export type ProductLd = Record<string, unknown> & {'@type': 'Product'; name: string; offers?: Record<string, unknown>};

export function productJsonLd({name, description, url, brand, category, images, price, tiers}: ProductLdInput): ProductLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product' as const,
    name,
    description,
    ...(category ? {category} : {}),
    url,
    ...(images?.length ? {image: images} : {}),
    brand: {'@type': 'Brand', name: brand},
    ...(price && tiers?.count
      ? {
          offers: {
            '@type': 'AggregateOffer',
            lowPrice: decimalAmount({amount: tiers.lowest, currency: price.currency}),
            highPrice: decimalAmount({amount: tiers.highest, currency: price.currency}),
            offerCount: tiers.count,
            priceCurrency: price.currency,
            availability: 'https://schema.org/InStock',
            url,
          },
        }
      : price
        ? {offers: {'@type': 'Offer', price: decimalAmount({amount: price.amount, currency: price.currency}), priceCurrency: price.currency, availability: 'https://schema.org/InStock', url}}
        : {}),
  };
}
