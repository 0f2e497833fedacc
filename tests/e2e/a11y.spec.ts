import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';

// The main page kinds (front, shop, template, terms, not found), in three languages; no serious or critical violation is allowed.
const PAGES = ['/kr', '/us', '/vn/templateshop', '/us/templateshop', '/us/template/1', '/kr/ja/terms', '/cn/no-such-page'];

test.beforeEach(async ({context, baseURL}) => {
  await context.addCookies([{name: 'country', value: 'us', url: baseURL!}]);
});

for (const url of PAGES) {
  test(`no serious accessibility violation on ${url}`, async ({page}) => {
    // Scanned as a visitor who asked for reduced motion sees it: every chat line of the guide shown
    // and nothing mid-fade (with motion, lines fade in as the page hydrates and scrolls, and axe
    // would measure a half-transparent line depending on when it looks). Colours are the same.
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.goto(url);
    // Scanned once the page's controls work: until then they are dimmed and aria-disabled
    // (components/ui/useHydrated EARLY), inactive components that WCAG 1.4.3 exempts from contrast,
    // which axe measures anyway depending on when it looks.
    await expect(page.locator('[aria-disabled="true"][class*="aria-disabled:cursor-wait"]')).toHaveCount(0);
    // Sections below the fold are painted only near the viewport (content-visibility: auto); axe
    // reads painted colours, so they are painted for the scan as a visitor scrolling would see them.
    await page.addStyleTag({content: '.offscreen-lazy{content-visibility:visible!important}'});
    const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')})`,
      );
    expect(serious).toEqual([]);
  });
}

const seriousViolations = async (page: import('@playwright/test').Page) =>
  (await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );

test('no serious accessibility violation in the account dialog, on both tabs, and on the reset page', async ({page}) => {
  const A = (await import('./helpers')).messages('ko').Auth;
  await page.goto('/kr');
  await page.getByRole('button', {name: A.login}).click();
  const dialog = page.getByRole('dialog', {name: A.dialogTitle});
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('tab', {name: A.registerTab}).click();
  await expect(dialog.getByLabel(A.confirmPassword)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/kr/reset-password?token=abc');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
