/**
 * In-page jumps (docs/storefront.md#where-the-shop-reads-the-spec-differently): the header's Features, Pricing,
 * Contact and All AI Services, the phone menu's, the footer's Pricing, "Start now" and a typed
 * `/{country}#pricing` land with the section's heading in view just under the sticky header, on a
 * front page loaded fresh and from a page reached by navigation, and stay there (nothing above
 * the section moves once the page's code has run: the chat keeps the height of its whole conversation from the start).
 */
import {expect, test, type Locator, type Page} from '@playwright/test';
import {messages, returningVisitor} from './helpers';

const en = messages('en');
const ko = messages('ko');

/** Where each header link goes: its section and the section's heading. */
const SECTIONS = (m: typeof en) => [
  {link: m.Nav.features, id: 'services', heading: m.Home.featuresTitle},
  {link: m.Nav.pricing, id: 'pricing', heading: m.Home.pricingTitle},
  {link: m.Nav.contact, id: 'contact', heading: m.Home.contactTitle},
  {link: m.Nav.allServices, id: 'products', heading: m.Home.productsTitle},
];

/** The heading's top, relative to the bottom of the sticky header. */
async function belowHeader(page: Page, heading: Locator): Promise<number> {
  const header = (await page.getByRole('banner').boundingBox())!;
  const box = (await heading.boundingBox())!;
  return box.y - (header.y + header.height);
}

/**
 * The address names the section, its heading is in view just under the header (not behind it, not
 * screens below), and it is still there a moment later, once everything above has loaded and run.
 */
async function expectLanded(page: Page, id: string, headingName: string) {
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  const heading = page.locator(`#${id}`).getByRole('heading', {name: headingName, level: 2});
  await expect.poll(() => belowHeader(page, heading), {message: `${headingName} just under the header`}).toBeGreaterThanOrEqual(0);
  const landed = await belowHeader(page, heading);
  expect(landed, `${headingName} is close under the header`).toBeLessThanOrEqual(200);
  await expect(heading).toBeInViewport();
  // No layout shift after the jump: the heading has not moved 2 s later.
  await page.waitForTimeout(2_000);
  expect(Math.abs((await belowHeader(page, heading)) - landed), `${headingName} stays where it landed`).toBeLessThanOrEqual(2);
}

test.beforeEach(async ({context, baseURL}) => {
  await returningVisitor(context, baseURL, 'us');
});

test.describe('desktop header', () => {
  test.use({viewport: {width: 1440, height: 900}});

  for (const {link, id, heading} of SECTIONS(en)) {
    test(`"${link}" on a freshly loaded front page lands on its section`, async ({page}) => {
      await page.goto('/us');
      await page.getByRole('banner').getByRole('link', {name: link, exact: true}).click();
      await expectLanded(page, id, heading);
    });

    test(`"${link}" from another page lands on the front page's section`, async ({page}) => {
      await page.goto('/us/terms');
      await page.getByRole('banner').getByRole('link', {name: link, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`/us#${id}$`));
      await expectLanded(page, id, heading);
    });
  }

  test('one link after another on the same page, and back to the previous section', async ({page}) => {
    await page.goto('/us');
    const nav = page.getByRole('banner');
    await nav.getByRole('link', {name: en.Nav.contact, exact: true}).click();
    await expectLanded(page, 'contact', en.Home.contactTitle);
    await nav.getByRole('link', {name: en.Nav.features, exact: true}).click();
    await expectLanded(page, 'services', en.Home.featuresTitle);
    await page.goBack();
    await expectLanded(page, 'contact', en.Home.contactTitle);
  });

  test('on the Korean shop, fresh and from another page', async ({context, baseURL, page}) => {
    await returningVisitor(context, baseURL, 'kr');
    for (const {link, id, heading} of SECTIONS(ko)) {
      await page.goto('/kr');
      await page.getByRole('banner').getByRole('link', {name: link, exact: true}).click();
      await expectLanded(page, id, heading);
    }
    await page.goto('/kr/terms');
    await page.getByRole('banner').getByRole('link', {name: ko.Nav.pricing, exact: true}).click();
    await expectLanded(page, 'pricing', ko.Home.pricingTitle);
  });

  test('/us#pricing opened directly lands on pricing and stays (2.12)', async ({page}) => {
    await page.goto('/us#pricing');
    await expectLanded(page, 'pricing', en.Home.pricingTitle);
    await page.goto('/us#contact');
    await expectLanded(page, 'contact', en.Home.contactTitle);
  });

  test('"Start now" in the chat guide lands on pricing (2.27), fresh and after navigating', async ({page}) => {
    await page.goto('/us');
    await page.locator('#guide').getByRole('button', {name: en.Guide.start}).click();
    const heading = page.locator('#pricing').getByRole('heading', {name: en.Home.pricingTitle, level: 2});
    await expect.poll(() => belowHeader(page, heading)).toBeGreaterThanOrEqual(0);
    expect(await belowHeader(page, heading)).toBeLessThanOrEqual(200);
    const landed = await belowHeader(page, heading);
    await page.waitForTimeout(2_000);
    expect(Math.abs((await belowHeader(page, heading)) - landed)).toBeLessThanOrEqual(2);

    await page.goto('/us/terms');
    await page.getByRole('banner').getByRole('link', {name: en.Nav.features, exact: true}).click();
    await expectLanded(page, 'services', en.Home.featuresTitle);
    await page.locator('#guide').getByRole('button', {name: en.Guide.start}).click();
    await expect.poll(() => belowHeader(page, heading)).toBeGreaterThanOrEqual(0);
    expect(await belowHeader(page, heading)).toBeLessThanOrEqual(200);
  });

  test("the footer's Pricing lands on pricing (2.35), fresh and from another page", async ({page}) => {
    await page.goto('/us');
    await page.getByRole('contentinfo').getByRole('link', {name: en.Footer.pricing, exact: true}).click();
    await expectLanded(page, 'pricing', en.Home.pricingTitle);
    await page.goto('/us/terms');
    await page.getByRole('contentinfo').getByRole('link', {name: en.Footer.pricing, exact: true}).click();
    await expectLanded(page, 'pricing', en.Home.pricingTitle);
  });
});

test.describe('phone menu (2.19)', () => {
  test.use({viewport: {width: 390, height: 844}});

  for (const start of ['/us', '/us/terms']) {
    test(`its section links land on their sections, from ${start}`, async ({page}) => {
      for (const {link, id, heading} of SECTIONS(en)) {
        await page.goto(start);
        // The menu button is disabled until it works: the click waits for it.
        await page.getByRole('button', {name: en.Nav.openMenu}).click();
        const menu = page.getByRole('banner').getByRole('navigation', {name: en.Nav.label});
        await menu.getByRole('link', {name: link, exact: true}).click();
        await expectLanded(page, id, heading);
        // The menu closes behind the jump.
        await expect(page.getByRole('button', {name: en.Nav.openMenu})).toHaveAttribute('aria-expanded', 'false');
      }
    });
  }
});
