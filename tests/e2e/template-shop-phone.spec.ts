import {expect, test} from '@playwright/test';
import {TEMPLATES} from '@/lib/catalog/templates';
import {messages, phone, returningVisitor, seedText} from './helpers';

const en = messages('en');

test.beforeEach(async ({context, baseURL}) => {
  await returningVisitor(context, baseURL, 'us');
});

test.describe('on a phone', () => {
  test.use(phone(390, 844, 2));

  test('the template shop shows two columns of its own designs, sorts by name and price, and keeps the order in the link', async ({page}) => {
    await page.goto('/us/templateshop');
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(27);
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(first && second).toBeTruthy();
    // Side by side: the same row, each under half the screen.
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    expect(first!.width).toBeLessThan(195);
    // Each card shows the template's own design, not a drawing, with its 2x file offered to screens
    // that need it (a half-width card on this phone is sharp with either: the browser chooses).
    const img = cards.nth(0).locator('img').first();
    await expect(img).toHaveAttribute('src', /^\/templates\/\d+-[\w-]+\.[0-9a-f]{10}\.webp$/);
    await expect(img).toHaveAttribute('srcset', /\/templates\/\d+-[\w-]+@2x\.[0-9a-f]{10}\.webp/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    // The first row holds the page's largest picture: its two pictures load at once, at high priority and
    // preloaded from the head (they were lazy, found only after layout); the rest wait until near the screen.
    for (const i of [0, 1]) {
      await expect(cards.nth(i).locator('img').first()).toHaveAttribute('loading', 'eager');
      await expect(cards.nth(i).locator('img').first()).toHaveAttribute('fetchpriority', 'high');
    }
    await expect(cards.nth(2).locator('img').first()).toHaveAttribute('loading', 'lazy');
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(2);

    /** The cards' titles in the order they are seen (top to bottom, left to right). */
    const seen = () =>
      page
        .getByRole('main')
        .getByRole('listitem')
        .evaluateAll((items) =>
          items
            .map((li) => ({box: li.getBoundingClientRect(), title: li.querySelector('h2')?.textContent ?? ''}))
            .sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left)
            .map((x) => x.title),
        );
    // Every template of the catalogue (their ids run 1-28 without a 9).
    const names = TEMPLATES.map((template) => seedText('en', 'template', template.id).name);
    await page.getByLabel(en.Templates.sortLabel).selectOption({label: en.Templates.sort.name});
    await expect.poll(seen).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    await expect(page).toHaveURL(/sort=name/);

    await page.getByLabel(en.Templates.sortLabel).selectOption({label: en.Templates.sort.priceDesc});
    const prices = async () => {
      const texts = await page
        .getByRole('main')
        .getByRole('listitem')
        .evaluateAll((items) =>
          items
            .map((li) => ({box: li.getBoundingClientRect(), price: li.querySelector('[data-price]')?.textContent ?? ''}))
            .sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left)
            .map((x) => Number(x.price.replace(/[^0-9.]/g, ''))),
        );
      return texts.every((p, i) => i === 0 || texts[i - 1]! >= p);
    };
    await expect.poll(prices).toBe(true);
    // Sort and filter together, and both survive a reload.
    await page.getByRole('group', {name: en.Templates.filterLabel}).getByRole('button', {name: en.Templates.categories.food}).click();
    await page.reload();
    await expect(page.getByRole('status')).toHaveText('8 templates');
    await expect(page.getByLabel(en.Templates.sortLabel)).toHaveValue('priceDesc');
  });

  test('the cart drawer shows thumbnails and steppers; the server holds a line to 1-100', async ({page}) => {
    await page.goto('/us/templateshop');
    const name = seedText('en', 'template', 1).name;
    await page.getByRole('button', {name: en.Purchase.addToCartLabel.replace('{name}', name)}).click();
    await page.getByRole('button', {name: en.Cart.open.replace('{count}', '1')}).click();
    const cart = page.getByRole('dialog', {name: en.Cart.title});
    const stepper = cart.getByRole('group', {name: en.Cart.quantityOf.replace('{name}', name)});
    await expect(stepper.getByRole('button', {name: en.Cart.decrease.replace('{name}', name)})).toBeDisabled();
    await expect(cart.getByRole('listitem').locator('img')).toHaveAttribute('src', /^\/templates\/1-/);
    await stepper.getByRole('button', {name: en.Cart.increase.replace('{name}', name)}).click();
    await expect(stepper.locator('output')).toHaveText('2');
    // The header's count follows (behind the open drawer, so hidden from the accessibility tree).
    await expect(page.getByRole('button', {name: en.Cart.open.replace('{count}', '2'), includeHidden: true})).toBeAttached();
    await stepper.getByRole('button', {name: en.Cart.decrease.replace('{name}', name)}).click();
    await expect(stepper.locator('output')).toHaveText('1');

    // The server refuses what the buttons never send.
    const {items} = (await (await page.request.get('/api/cart')).json()) as {items: {id: string}[]};
    const patch = (quantity: unknown) => page.request.patch(`/api/cart/${items[0]!.id}`, {data: {quantity}, headers: {'x-language': 'en'}});
    expect((await patch(101)).status()).toBe(422);
    expect((await patch(0)).status()).toBe(422);
    expect((await patch(100)).status()).toBe(200);
    expect((await page.request.patch('/api/cart/00000000-0000-4000-8000-000000000000', {data: {quantity: 2}})).status()).toBe(404);
  });
});
