/**
 * Service tiers in the browser (docs/admin.md#prices-and-the-catalogue): the owner offers Basic,
 * Standard and Premium for a service in the Catalogue tab (Premium with a US price of its own);
 * the service page compares them in a table; a buyer chooses Premium and the checkout's total is
 * Premium's price in KRW in Korea and in USD in the US. The order API prices the tier itself
 * (an amount from the browser is not used), keeps it on the order line, refuses a tier the
 * service does not offer (422); only admins may save tiers. Service 4 is put back without tiers.
 */
import {expect, test, type Page} from '@playwright/test';
import {messages, returningVisitor, seedText, signedInAdmin} from './helpers';

const en = messages('en');
const T = en.Tiers;
const IP = {'x-forwarded-for': '203.0.113.73'};
test.use({extraHTTPHeaders: IP});

const SERVICE = 4;
const name = seedText('en', 'service', SERVICE).name;

test.beforeEach(async ({context, baseURL}) => {
  await returningVisitor(context, baseURL);
});

/** From the service page's table to the checkout, as a guest: returns the checkout's total text. */
async function choosePremium(page: Page, path: string) {
  await page.goto(path);
  const table = page.getByRole('table', {name: T.caption.replace('{name}', name)});
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText([T.feature, T.names.basic, T.names.standard, T.names.premium]);
  await table.getByRole('link', {name: T.choose.replace('{tier}', T.names.premium)}).click();
  await expect(page).toHaveURL(/\/checkout\/4\?tier=premium$/);
  const choice = page.getByRole('group', {name: T.legend});
  await expect(choice.getByRole('radio', {name: new RegExp(T.names.premium)})).toBeChecked();
  return page.getByTestId('checkout-total');
}

test("the owner sets tiers; a buyer chooses Premium and the checkout total is Premium's price in KRW and in USD", async ({page, browser, baseURL}) => {
  const admin = await signedInAdmin(browser, baseURL, IP);
  try {
    const owner = await admin.newPage();
    await owner.goto('/us/admin?tab=catalog');
    // The item's row (the footer names the service too).
    await owner.getByRole('main').getByText(name, {exact: true}).click();
    const form = owner.getByRole('form', {name: T.admin.formLabel.replace('{name}', name)});
    const tiers = [
      {key: 'basic', images: '3', revisions: '1', days: '3', krw: '120000'},
      {key: 'standard', images: '6', revisions: '2', days: '4', krw: '200000'},
      {key: 'premium', images: '10', revisions: '3', days: '5', krw: '320000'},
    ] as const;
    for (const tier of tiers) {
      const tierName = T.names[tier.key];
      const group = form.getByRole('group', {name: tierName, exact: true});
      await group.getByRole('checkbox', {name: T.admin.offer.replace('{tier}', tierName)}).check();
      await group.getByLabel(T.admin.images, {exact: true}).fill(tier.images);
      await group.getByLabel(T.admin.revisions, {exact: true}).fill(tier.revisions);
      await group.getByLabel(T.admin.deliveryDays, {exact: true}).fill(tier.days);
      await group.getByLabel(T.admin.priceKrw, {exact: true}).fill(tier.krw);
    }
    // Premium's US price is the owner's own; every other market is derived from the KRW price.
    const premium = form.getByRole('group', {name: T.names.premium, exact: true});
    await premium.getByText(T.price, {exact: true}).click();
    await premium.getByLabel(/\(USD\)/).fill('249.00');
    await form.getByRole('button', {name: T.admin.save}).click();
    await expect(owner.getByText(T.admin.saved, {exact: true})).toBeVisible();

    // Korea (in English): Premium is 320,000 won.
    const krw = await choosePremium(page, `/kr/en/services/${SERVICE}`);
    await expect(krw).toHaveText('₩320,000');
    await expect(page.getByRole('button', {name: /^Pay .*320,000/})).toBeVisible();
    // The buyer may switch: Standard is 200,000 won.
    await page
      .getByRole('group', {name: T.legend})
      .getByRole('radio', {name: new RegExp(T.names.standard)})
      .check();
    await expect(krw).toHaveText('₩200,000');

    // The US: Premium at the owner's $249.00.
    const usd = await choosePremium(page, `/us/services/${SERVICE}`);
    await expect(usd).toHaveText('$249.00');

    // On a phone the tiers are tabs (Standard first), and "Continue ($X)" stays at the bottom of the
    // screen; the page ends above that bar, so the footer's last line is not hidden under it.
    const viewport = page.viewportSize();
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(`/us/services/${SERVICE}`);
    const tabs = page.getByRole('tablist', {name: T.caption.replace('{name}', name)});
    await expect(tabs.getByRole('tab', {name: T.names.standard})).toHaveAttribute('aria-selected', 'true');
    const bar = page.locator('[data-fixed-bar]');
    await expect(bar.getByRole('link', {name: T.continue.replace('{price}', '$249.00')})).toHaveCount(0);
    await tabs.getByRole('tab', {name: T.names.premium}).click();
    const proceed = bar.getByRole('link', {name: T.continue.replace('{price}', '$249.00')});
    await expect(proceed).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.getByRole('contentinfo');
    await expect(async () => {
      const [end, top] = await Promise.all([footer.evaluate((el) => el.getBoundingClientRect().bottom), bar.evaluate((el) => el.getBoundingClientRect().top)]);
      expect(end, `the footer ends at ${end} px, the bar starts at ${top} px`).toBeLessThanOrEqual(top + 1);
    }).toPass({timeout: 5_000});
    await proceed.click();
    await expect(page).toHaveURL(/\/checkout\/4\?tier=premium$/);
    if (viewport) await page.setViewportSize(viewport);

    // The order API: the server's price for the tier named, whatever amount is sent; the line keeps the tier.
    const buyer = {customerName: 'Jamie Lee', customerEmail: 'jamie.tiers@shop.test', customerPhone: '+1 415 555 0142', agreeTerms: true, agreePrivacy: true};
    const placed = await page.request.post('/api/orders', {headers: {'x-country': 'us'}, data: {...buyer, serviceId: SERVICE, tier: 'premium', quantity: 1, totalAmount: '1.00', finalPrice: 1}});
    expect(placed.status()).toBe(201);
    const {order} = (await placed.json()) as {
      order: {amount: number; currency: string; items: {tier: string; tierImages: number; tierRevisions: number; tierDeliveryDays: number; lineAmount: number}[]};
    };
    expect({amount: order.amount, currency: order.currency}).toEqual({amount: 24_900, currency: 'USD'});
    expect(order.items[0]).toMatchObject({tier: 'premium', tierImages: 10, tierRevisions: 3, tierDeliveryDays: 5, lineAmount: 24_900});
    const unknown = await page.request.post('/api/orders', {headers: {'x-country': 'us'}, data: {...buyer, serviceId: SERVICE, tier: 'deluxe'}});
    expect(unknown.status()).toBe(422);
    expect(await unknown.json()).toMatchObject({code: 'tier'});

    // Only admins save tiers.
    expect((await page.request.put(`/api/admin/catalog/services/${SERVICE}/tiers`, {data: {tiers: []}})).status()).toBe(401);
  } finally {
    expect((await admin.request.put(`/api/admin/catalog/services/${SERVICE}/tiers`, {data: {tiers: []}})).status()).toBe(200);
    await admin.close();
  }
  // Without tiers the service is sold as before: no table, the image counter is back.
  await page.goto(`/us/services/${SERVICE}`);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.getByRole('table', {name: T.caption.replace('{name}', name)})).toHaveCount(0);
});
