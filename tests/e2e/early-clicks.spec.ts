/**
 * Clicks are never lost (docs/storefront.md#what-a-visitor-can-do): a control pressed before the page's script has run
 * either works without it (a real link or form the script later enhances) or is visibly disabled
 * until it works. Each test holds back the page's JavaScript chunks, presses, then lets them load.
 */
import {expect, test, type Page} from '@playwright/test';
import {holdScripts, messages, returningVisitor, seedText} from './helpers';

const en = messages('en');
test.use({extraHTTPHeaders: {'x-forwarded-for': '203.0.113.138'}, viewport: {width: 1440, height: 900}});

test.beforeEach(async ({context, baseURL}) => {
  await returningVisitor(context, baseURL);
});

/** The country menu's button: aria-disabled and dimmed while the page's script has not run. */
const countryMenu = (page: Page) => page.getByRole('button', {name: /^Country: /});

test('Log in pressed before the script runs is a link: the page comes back with the login dialog open', async ({page}) => {
  const release = await holdScripts(page);
  await page.goto('/us', {waitUntil: 'commit'});
  // Not hydrated yet: the country menu says so.
  await expect(countryMenu(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(countryMenu(page)).toHaveCSS('opacity', '0.6');
  await page.getByRole('button', {name: en.Auth.login, exact: true}).click();
  await expect(page).toHaveURL(/[?&]auth=login/);
  await release();
  await expect(page.getByRole('dialog', {name: en.Auth.dialogTitle})).toBeVisible();
  // The address is clean again once the dialog has opened.
  await expect(page).not.toHaveURL(/auth=login/);
});

test('Add to Cart pressed before the script runs posts its form: the item is in the cart, with the usual toast once the script runs', async ({page}) => {
  const name = seedText('en', 'template', 3).name;
  const release = await holdScripts(page);
  await page.goto('/us/template/3', {waitUntil: 'commit'});
  await expect(countryMenu(page)).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', {name: en.Purchase.addToCartLabel.replace('{name}', name)}).click();
  await expect(page).toHaveURL(/\/us\/template\/3\?cart=added$/);
  await release();
  await expect(page.getByText(en.Cart.added, {exact: true})).toBeVisible();
  const count = page.getByRole('button', {name: en.Cart.open.replace('{count}', '1')});
  await expect(count).toBeVisible();
  await expect(page).not.toHaveURL(/cart=added/);
  await count.click();
  await expect(page.getByRole('dialog', {name: en.Cart.title}).getByText(name)).toBeVisible();
});

test('the cart button pressed before the script runs goes to the cart page', async ({page}) => {
  const release = await holdScripts(page);
  await page.goto('/us/templateshop', {waitUntil: 'commit'});
  await page.getByRole('button', {name: en.Cart.open.replace('{count}', '0')}).click();
  await expect(page).toHaveURL(/\/us\/checkout\/cart$/);
  await release();
});

test('"Write the project brief" pressed before the script runs opens the brief once it runs', async ({page}) => {
  const name = seedText('en', 'service', 10).name;
  const release = await holdScripts(page);
  await page.goto('/us/checkout/10', {waitUntil: 'commit'});
  await page.getByRole('button', {name: `${en.Consultation.writeBrief}: ${name}`}).click();
  await expect(page).toHaveURL(/[?&]brief=service-10/);
  await release();
  const brief = page.getByRole('dialog', {name: en.Brief.title});
  await expect(brief).toBeVisible();
  await expect(brief.getByText(name)).toBeVisible();
});

test('a details button is visibly disabled until the script runs (a press then does nothing), and one press opens it once it runs', async ({page}) => {
  const name = seedText('en', 'service', 1).name;
  const release = await holdScripts(page);
  await page.goto('/us/services', {waitUntil: 'commit'});
  const details = page.getByRole('button', {name: en.Home.viewDetailsLabel.replace('{name}', name)});
  await expect(details).toHaveAttribute('aria-disabled', 'true');
  await expect(details).toHaveCSS('opacity', '0.6');
  await expect(details).toHaveCSS('cursor', 'wait');
  await details.click({force: true});
  await release();
  await expect(details).toBeEnabled();
  await details.click();
  await expect(page.getByRole('dialog', {name})).toBeVisible();
});
