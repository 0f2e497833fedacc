/**
 * The packages page as a buyer reads it: even cards with pictures of their own, each saying what
 * buying its priced parts separately costs in the market and what the package saves, the same
 * figures in the comparison table.
 */
import {expect, test, type Page} from '@playwright/test';
import {PACKAGE_IDS} from '@/lib/catalog/catalog';
import {packageValue} from '@/lib/catalog/package-contents';
import {SEED_CATALOG} from '@/lib/catalog/seed';
import {COUNTRIES, pageLocale, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {formatMoney} from '@/lib/money';
import {messages, phone, returningVisitor, seedText} from './helpers';

/** What the page must say of a package, computed here from the seeded price list with the shop's one formatter. */
function expected(country: CountryCode, lang: Language, id: (typeof PACKAGE_IDS)[number]) {
  const value = packageValue(SEED_CATALOG, id, country)!;
  const money = (amount: number) => formatMoney({amount, currency: COUNTRIES[country].currency}, pageLocale(country, lang));
  const m = messages(lang).Pages;
  return {
    name: seedText(lang, 'package', id).name,
    separate: money(value.separate),
    saving: (m.saving.atLeast as string).replace('{separate}', money(value.separate)).replace('{saving}', money(value.saving)),
    savingCell: (m.compareRows.atLeast as string).replace('{saving}', money(value.saving)),
  };
}

const card = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({has: page.getByRole('heading', {level: 2, name})});

for (const [country, lang, path] of [
  ['us', 'en', '/us/packages'],
  ['kr', 'ja', '/kr/ja/packages'],
  ['vn', 'vi', '/vn/packages'],
] as const) {
  test(`${path}: each card and the table say what its priced parts cost separately and what the package saves, in the market's money`, async ({page, context, baseURL}) => {
    // A returning visitor of the market: its short address stays in the market's language.
    await returningVisitor(context, baseURL, country);
    await page.goto(path);
    const table = page.getByRole('table');
    const m = messages(lang).Pages;
    for (const id of PACKAGE_IDS) {
      const want = expected(country, lang, id);
      await expect(card(page, want.name)).toContainText(want.saving);
      // The card's list holds the extra that has no price of its own, and says so.
      await expect(card(page, want.name)).toContainText(`(${m.contents.extraNote})`);
      const column = (await table.getByRole('columnheader').allTextContents()).indexOf(want.name);
      expect(column).toBeGreaterThan(0);
      await expect(
        table
          .getByRole('row')
          .filter({has: page.getByRole('rowheader', {name: m.compareRows.separate})})
          .getByRole('cell')
          .nth(column - 1),
      ).toHaveText(want.separate);
      await expect(
        table
          .getByRole('row')
          .filter({has: page.getByRole('rowheader', {name: m.compareRows.saving, exact: true})})
          .getByRole('cell')
          .nth(column - 1),
      ).toHaveText(want.savingCell);
    }
  });
}

/** The cards' boxes, their pictures' boxes and the page's heading column, in CSS pixels. */
async function layout(page: Page) {
  await page.goto('/us/packages');
  const cards = page.getByRole('main').getByRole('list').first().locator(':scope > li');
  await expect(cards).toHaveCount(3);
  const boxes = await cards.evaluateAll((items) =>
    items.map((li) => {
      const box = li.getBoundingClientRect();
      const picture = li.querySelector('img')!.getBoundingClientRect();
      const price = li.querySelector('.text-3xl')!.getBoundingClientRect();
      return {
        top: box.top,
        height: box.height,
        left: box.left,
        right: box.right,
        picture: picture.height,
        pictureWidth: picture.width,
        price: price.top - box.top,
        src: li.querySelector('img')!.currentSrc,
      };
    }),
  );
  const column = await page.getByRole('heading', {level: 1}).evaluate((h) => {
    const parent = h.parentElement!;
    const style = getComputedStyle(parent);
    const box = parent.getBoundingClientRect();
    return {left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight)};
  });
  return {boxes, column};
}

test('at 1440 px the three cards are even: one height, one top, pictures and prices level, within the heading column, each its own picture', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  const {boxes, column} = await layout(page);
  for (const b of boxes) {
    expect(Math.abs(b.top - boxes[0]!.top)).toBeLessThan(1);
    expect(Math.abs(b.height - boxes[0]!.height)).toBeLessThan(1);
    expect(Math.abs(b.picture - boxes[0]!.picture)).toBeLessThan(1);
    expect(Math.abs(b.price - boxes[0]!.price)).toBeLessThan(1);
    expect(b.left).toBeGreaterThanOrEqual(column.left - 0.5);
    expect(b.right).toBeLessThanOrEqual(column.right + 0.5);
  }
  expect(Math.abs(boxes[0]!.picture / boxes[0]!.pictureWidth - 0.75)).toBeLessThan(0.01);
  expect(new Set(boxes.map((b) => b.src.replace(/\?.*$/, ''))).size).toBe(3);
  for (const b of boxes) expect(b.src).toMatch(/\/collages\//);
});

test.describe('on a 390 px phone', () => {
  test.use(phone(390, 844, 2));
  test('the cards are one column as wide as the heading column, their pictures in one 4:3 box', async ({page}) => {
    const {boxes, column} = await layout(page);
    for (const b of boxes) {
      expect(Math.abs(b.left - column.left)).toBeLessThan(1);
      expect(Math.abs(b.right - column.right)).toBeLessThan(1);
      expect(Math.abs(b.picture - boxes[0]!.picture)).toBeLessThan(1);
      expect(Math.abs(b.picture / b.pictureWidth - 0.75)).toBeLessThan(0.01);
    }
  });
});
