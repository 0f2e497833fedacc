/**
 * The header on a phone (390x844), a tablet (1024x768) and a desktop (1440x900) in every language:
 * the cart and its count are in the bar, not inside the menu; the country/currency
 * switcher ("KR · ₩") and the other units never wrap.
 */
import {expect, test, type Page} from '@playwright/test';
import {messages, returningVisitor} from './helpers';

const PAGES = [
  {path: '/us', lang: 'en', badge: 'US · $'},
  {path: '/kr', lang: 'ko', badge: 'KR · ₩'},
  {path: '/kr/ja', lang: 'ja', badge: 'KR · ₩'},
  {path: '/cn', lang: 'zh', badge: 'CN · ¥'},
  {path: '/vn', lang: 'vi', badge: 'VN · ₫'},
] as const;

/** One line of text in a 36 px button: a wrapped label would make it taller. */
async function expectOneLine(page: Page, name: string) {
  const trigger = page.getByRole('banner').getByRole('button', {name});
  await expect(trigger).toBeVisible();
  const box = (await trigger.boundingBox())!;
  expect(box.height, `${name} stays on one line`).toBeLessThanOrEqual(40);
  expect(await trigger.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), `${name} is not cut off`).toBe(true);
}

async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.beforeEach(async ({context, baseURL}) => {
  await returningVisitor(context, baseURL, 'kr');
});

for (const viewport of [
  {width: 390, height: 844},
  // A tablet (and a narrow laptop window): the full navigation does not fit in Vietnamese, so it gets the menu too.
  {width: 1024, height: 768},
])
  test(`at ${viewport.width}x${viewport.height} the cart and its count are next to the menu button, outside the menu, in every language`, async ({page}) => {
    await page.setViewportSize(viewport);
    for (const {path, lang, badge} of PAGES) {
      const m = messages(lang);
      await page.goto(path);
      const menuButton = page.getByRole('button', {name: m.Nav.openMenu});
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      const cart = page.getByRole('button', {name: m.Cart.open.replace('{count}', '0')});
      await expect(cart).toBeVisible();
      // In the bar, on the menu button's row, just before it.
      const [cartBox, menuBox] = [(await cart.boundingBox())!, (await menuButton.boundingBox())!];
      expect(Math.abs(cartBox.y + cartBox.height / 2 - (menuBox.y + menuBox.height / 2))).toBeLessThan(4);
      expect(cartBox.x + cartBox.width).toBeLessThanOrEqual(menuBox.x);
      await expectNoSideScroll(page);

      // The menu holds the switchers, each on one line; the cart is not in it.
      const menu = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
      // Disabled until the page's script runs (the click waits for it), then one click opens it.
      await menuButton.click();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('button', {name: m.Cart.open.replace('{count}', '0')})).toHaveCount(0);
      await expect(menu.getByRole('button', {name: new RegExp(badge.replace(/[$·]/g, '\\$&'))})).toBeVisible();
      await expectOneLine(page, badge);
      await expectNoSideScroll(page);
    }
  });

test('the phone header counts what is in the cart, in the button and its accessible name', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  const en = messages('en');
  expect((await page.request.post('/api/cart', {data: {templateId: 1, quantity: 2}, headers: {'x-country': 'us'}})).status()).toBe(201);
  await page.goto('/us');
  const cart = page.getByRole('button', {name: en.Cart.open.replace('{count}', '2')});
  await expect(cart).toBeVisible();
  await expect(cart).toContainText('2');
  await cart.click();
  await expect(page.getByRole('dialog', {name: en.Cart.title})).toBeVisible();
});

test('on a desktop the country/currency switcher and the navigation stay on one line in every language', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  for (const {path, lang, badge} of PAGES) {
    const m = messages(lang);
    await page.goto(path);
    await expect(page.getByRole('button', {name: m.Nav.openMenu})).toBeHidden();
    await expectOneLine(page, badge);
    await expectOneLine(page, m.Cart.open.replace('{count}', '0'));
    await expectOneLine(page, m.Auth.login);
    for (const link of await page.getByRole('banner').getByRole('navigation').getByRole('link').all()) {
      expect((await link.boundingBox())!.height, await link.innerText()).toBeLessThanOrEqual(24);
    }
    expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(66);
    await expectNoSideScroll(page);
  }
});
