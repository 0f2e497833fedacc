import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';

// Spec pages the issue names, in three languages; no serious or critical violation is allowed.
const PAGES = ['/kr', '/us', '/vn/templateshop', '/us/templateshop', '/us/template/1', '/kr/ja/terms', '/cn/no-such-page'];

test.beforeEach(async ({context, baseURL}) => {
  await context.addCookies([{name: 'country', value: 'us', url: baseURL!}]);
});

for (const url of PAGES) {
  test(`no serious accessibility violation on ${url}`, async ({page}) => {
    await page.goto(url);
    const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
    expect(serious).toEqual([]);
  });
}
