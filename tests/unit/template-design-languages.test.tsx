/**
 * Designs in the market's language (docs/admin.md#template-designs): a template's page and its shop card
 * show its design drawn in the page's country's language and currency, and the owner's picture still wins.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {renderToStaticMarkup} from 'react-dom/server';
import {createTranslator} from 'next-intl';
import {findTemplate} from '@/lib/catalog/templates';
import type {Catalog} from '@/lib/catalog/prices';
import {TemplatePicture, cardIndex} from '@/components/templates/TemplatePicture';

const en = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'));
let catalog: Catalog = {entries: {}, pictures: {}};
jest.mock('next-intl/server', () => ({getTranslations: async (namespace: string) => createTranslator({locale: 'en', messages: en, namespace: namespace as never})}));
jest.mock('@/lib/catalog/read', () => ({getCatalog: async () => catalog}));

/** The templates whose sample copy was Korean in every market: a Korean barbecue, cosmetics, a tote, a turntable, a wine. */
const KOREAN_BEFORE = [5, 10, 12, 13, 19, 23, 27];

/** Every file a rendered picture names (src and srcset), without the scaled-width suffix. */
const files = (html: string) => [...html.matchAll(/\/templates\/([^" ,]+?)(?:\.\d+w)?\.webp/g)].map((m) => m[1]!);

test.each(KOREAN_BEFORE)('/us/template/%i shows the English design with dollar prices, /kr the Korean one with won', async (id) => {
  catalog = {entries: {}, pictures: {}};
  const template = findTemplate(id)!;
  const us = renderToStaticMarkup(await TemplatePicture({template, title: 'Name', country: 'us', lang: 'en', sizes: '300px'}));
  expect(files(us).length).toBeGreaterThan(2);
  for (const file of files(us)) expect(file).toMatch(new RegExp(`^${id}-\\w+-en-USD(@2x)?\\.[0-9a-f]{10}$`));
  const kr = renderToStaticMarkup(await TemplatePicture({template, title: 'Name', country: 'kr', lang: 'ko', sizes: '300px'}));
  for (const file of files(kr)) expect(file).toMatch(/-ko-KRW(@2x)?\.[0-9a-f]{10}$/);
  // The shop's card in Australia and Malaysia: English, in their own currency.
  for (const [country, currency] of [
    ['au', 'AUD'],
    ['my', 'MYR'],
  ] as const) {
    const card = renderToStaticMarkup(await TemplatePicture({template, index: cardIndex(catalog, template), title: 'Name', country, lang: 'en', sizes: '300px'}));
    for (const file of files(card)) expect(file).toMatch(new RegExp(`-en-${currency}(@2x)?\\.[0-9a-f]{10}$`));
  }
});

test("the owner's uploaded picture replaces the drawn design in every market", async () => {
  const template = findTemplate(10)!;
  catalog = {entries: {}, pictures: {'template:10:0': {id: '5b0e8a8e-0000-4000-8000-000000000003', width: 900, height: 1200, blurDataUrl: 'data:,', alt: {en: 'Our serum'}}}};
  for (const [country, lang] of [
    ['us', 'en'],
    ['kr', 'ko'],
    ['vn', 'vi'],
  ] as const) {
    const html = renderToStaticMarkup(await TemplatePicture({template, title: 'Name', country, lang, sizes: '300px'}));
    expect(files(html)).toEqual([]);
    expect(html).toContain('5b0e8a8e-0000-4000-8000-000000000003');
  }
});
