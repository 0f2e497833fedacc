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
}

export function productJsonLd({name, description, url, brand, category, images, price}: ProductLdInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description,
    ...(category ? {category} : {}),
    url,
    ...(images?.length ? {image: images} : {}),
    brand: {'@type': 'Brand', name: brand},
    ...(price ? {offers: {'@type': 'Offer', price: decimalAmount({amount: price.amount, currency: price.currency}), priceCurrency: price.currency, availability: 'https://schema.org/InStock', url}} : {}),
  };
}
