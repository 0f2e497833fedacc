/** @jest-environment jsdom */
/**
 * The packages compared (components/items/PackageCompare): the table says, for each package, what its
 * priced parts cost bought separately in the market and what the package saves, the figures
 * lib/catalog/package-contents computes from the catalogue's prices, and lists the same contents
 * the cards show.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {render, screen, within} from '@testing-library/react';
import {createTranslator} from 'next-intl';
import {PACKAGE_IDS} from '@/lib/catalog/catalog';
import {packageValue} from '@/lib/catalog/package-contents';
import {SEED_CATALOG} from '@/lib/catalog/seed';
import type {Catalog} from '@/lib/catalog/prices';

const en = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'));
let mockCatalog: Catalog = SEED_CATALOG;
jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({locale: 'en', messages: en, namespace: namespace as never}),
}));
jest.mock('@/lib/catalog/read', () => ({getCatalog: async () => mockCatalog}));
jest.mock('next/link', () => jest.requireActual('./next-link-mock'));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {PackageCompare} = require('@/components/items/PackageCompare') as typeof import('@/components/items/PackageCompare');

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', {minimumFractionDigits: 2})}`;

function row(name: RegExp | string) {
  const header = screen.getByRole('rowheader', {name});
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);
}

test('the table shows each package`s bought-separately price and its saving, as computed from the US prices', async () => {
  mockCatalog = SEED_CATALOG;
  render(<div>{await PackageCompare({country: 'us', lang: 'en'})}</div>);
  const values = PACKAGE_IDS.map((id) => packageValue(SEED_CATALOG, id, 'us')!);
  expect(row(new RegExp(`^${en.Pages.compareRows.separate}`))).toEqual(values.map((v) => dollars(v.separate)));
  expect(row(en.Pages.compareRows.saving)).toEqual(values.map((v) => `at least ${dollars(v.saving)}`));
  // The delivery package: 8 food photos, 5 white-background photos, a menu and two banners.
  expect(values[1]).toMatchObject({price: 29_100, separate: 34_000, saving: 4_900});
  const includes = row(en.Pages.compare.includes);
  expect(includes[1]).toContain('Food studio photo: 8 images');
  expect(includes[1]).toContain(`3 thumbnail versions for app listings (${en.Pages.contents.extraNote})`);
});

test('a package the owner prices above its parts shows a dash, not a saving', async () => {
  mockCatalog = JSON.parse(JSON.stringify(SEED_CATALOG)) as Catalog;
  mockCatalog.entries['package:sns']!.prices.us = {amount: 99_900, extraImage: null};
  render(<div>{await PackageCompare({country: 'us', lang: 'en'})}</div>);
  expect(row(en.Pages.compareRows.saving)[0]).toBe('–');
  expect(row(new RegExp(`^${en.Pages.compareRows.separate}`))[0]).toBe('–');
  // The other two still save.
  expect(row(en.Pages.compareRows.saving).slice(1)).toEqual(PACKAGE_IDS.slice(1).map((id) => `at least ${dollars(packageValue(SEED_CATALOG, id, 'us')!.saving)}`));
});
