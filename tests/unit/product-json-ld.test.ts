/** Product JSON-LD of the item pages (docs/storefront.md#item-pages): schema.org Product with one Offer at the server's price. */
import {productJsonLd} from '@/lib/catalog/product-json-ld';

test('a priced item: Product with an Offer in the currency of the price, the amount as a decimal string', () => {
  const ld = productJsonLd({
    name: 'Gourmet pasta',
    description: 'A menu',
    url: 'https://shop.test/us/template/1',
    brand: 'Studio',
    category: 'Food',
    images: ['https://shop.test/templates/1-menuFront.0123456789.webp'],
    price: {amount: 4900, currency: 'USD'},
  });
  expect(ld).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Gourmet pasta',
    description: 'A menu',
    category: 'Food',
    url: 'https://shop.test/us/template/1',
    image: ['https://shop.test/templates/1-menuFront.0123456789.webp'],
    brand: {'@type': 'Brand', name: 'Studio'},
    offers: {'@type': 'Offer', price: '49.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: 'https://shop.test/us/template/1'},
  });
  // Currencies without minor units stay whole.
  expect(productJsonLd({name: 'x', description: 'y', url: 'u', brand: 'b', price: {amount: 39000, currency: 'KRW'}}).offers).toMatchObject({price: '39000', priceCurrency: 'KRW'});
});

test('a quoted service states no price it does not have', () => {
  const ld = productJsonLd({name: 'AI drone shot', description: 'y', url: 'u', brand: 'b', price: null});
  expect(ld).not.toHaveProperty('offers');
  expect(ld).not.toHaveProperty('image');
});

test('a service sold in tiers states its price range as one AggregateOffer', () => {
  const ld = productJsonLd({
    name: 'x',
    description: 'y',
    url: 'https://shop.test/kr/services/4',
    brand: 'b',
    price: {amount: 120_000, currency: 'KRW'},
    tiers: {lowest: 120_000, highest: 320_000, count: 3},
  });
  expect(ld.offers).toEqual({
    '@type': 'AggregateOffer',
    lowPrice: '120000',
    highPrice: '320000',
    offerCount: 3,
    priceCurrency: 'KRW',
    availability: 'https://schema.org/InStock',
    url: 'https://shop.test/kr/services/4',
  });
});
