import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {messages, openDialog, returningVisitor, seedText} from './helpers';

// The privacy policy behind every consent (docs/storefront.md), and "Ask us about it" on /services.

test.beforeEach(async ({context, baseURL}) => {
  await returningVisitor(context, baseURL);
});

async function seriousViolations(page: Page) {
  // Sections below the fold are painted near the viewport only (content-visibility); axe reads painted colours.
  await page.addStyleTag({content: '.offscreen-lazy{content-visibility:visible!important}'});
  const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

test('the footer leads to the privacy policy, which has its own title and no serious accessibility violation', async ({page}) => {
  const en = messages('en');
  await page.goto('/us');
  await page.getByRole('contentinfo').getByRole('link', {name: en.Footer.privacy}).click();
  await expect(page).toHaveURL(/\/us\/privacy$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(en.Privacy.title);
  await expect(page).toHaveTitle(new RegExp(en.Metadata.privacyTitle));
  // The US note, and what the cookies are called and kept for.
  await expect(page.getByText(en.Privacy.country.us)).toBeVisible();
  await expect(page.getByRole('table').getByRole('rowheader', {name: 'country'})).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the sign-up form's consent links the privacy policy; the Korean policy names the person in charge", async ({page}) => {
  const ko = messages('ko');
  await page.goto('/kr');
  const dialog = page.getByRole('dialog', {name: ko.Auth.dialogTitle});
  await openDialog(page.getByRole('button', {name: ko.Auth.login}), dialog);
  await dialog.getByRole('tab', {name: ko.Auth.registerTab}).click();
  // Korean sign-ups: the 개인정보 수집·이용 box links the policy.
  // (An inner locator of `has` is queried inside the label: it starts from the page, not the dialog.)
  const link = dialog
    .locator('label')
    .filter({has: page.getByRole('checkbox', {name: /개인정보 수집·이용/})})
    .getByRole('link');
  await expect(link).toHaveAttribute('href', '/kr/privacy');
  const [policy] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(policy.getByRole('heading', {level: 1})).toHaveText(ko.Privacy.title);
  await expect(policy.getByText(/개인정보 보호책임자/)).toBeVisible();
  expect(await seriousViolations(policy)).toEqual([]);
});

test('the checkout and the contact form link the privacy policy, not the terms', async ({page}) => {
  await page.goto('/us/checkout/1');
  const consent = page.getByRole('checkbox', {name: /privacy/});
  await expect(consent).toBeVisible();
  await expect(page.locator('label').filter({has: consent}).getByRole('link')).toHaveAttribute('href', '/us/privacy');
  await page.goto('/us#contact');
  await expect(page.locator('#contact').getByRole('link', {name: 'privacy policy', exact: true})).toHaveAttribute('href', '/us/privacy');
});

test('"Ask us about it" on /services leads to the contact form, asking about that service', async ({page}) => {
  const en = messages('en');
  const name = seedText('en', 'service', 4).name;
  await page.goto('/us/services');
  const dialog = page.getByRole('dialog', {name});
  await openDialog(page.getByRole('button', {name: en.Home.viewDetailsLabel.replace('{name}', name)}), dialog);
  await dialog.getByRole('link', {name: en.Home.askAbout}).click();
  await expect(page).toHaveURL(/\/us\?ask=.*#contact$/);
  const contact = page.locator('#contact');
  await expect(contact.getByLabel(en.Contact.message)).toHaveValue(en.Contact.askAbout.replace('{service}', name));
  await expect(contact.getByLabel(en.Contact.service)).toHaveValue('consultation');
});
