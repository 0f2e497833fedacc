import {existsSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {chromium, expect, test, type Page} from '@playwright/test';
import {childProcessEnv, env} from '@/lib/env';
import {COMPILE_HINT} from '../../scripts/compile-hints';
import {lazyRoomsTooSmall, messages, openDialog, openWithKey, phone, returningVisitor, seedText} from './helpers';

test.beforeEach(async ({context, baseURL}) => {
  await returningVisitor(context, baseURL, 'kr');
});

test('service cards show prices in the country currency, quote wording for quote services', async ({page}) => {
  const ko = messages('ko');
  await page.goto('/kr');
  const products = page.locator('#products');
  const card = (name: string) => products.getByRole('listitem').filter({has: page.getByRole('heading', {name, exact: true})});
  await expect(card(seedText('ko', 'service', 1).name)).toContainText('₩30,000');
  await expect(card(seedText('ko', 'service', 1).name)).toContainText(ko.Home.extraImage.replace('{price}', '₩8,000'));
  await expect(card(seedText('ko', 'service', 4).name)).toContainText('₩120,000');
  await expect(card(seedText('ko', 'service', 10).name)).toContainText(ko.Home.quote);

  await page.goto('/us');
  await expect(page.locator('#products').getByRole('listitem').first()).toContainText('$22.00');
  await page.goto('/vn');
  await expect(page.locator('#products').getByRole('listitem').first()).toContainText(/540\.000\s₫/);
});

test('the before/after slider works with the keyboard', async ({page}) => {
  const ko = messages('ko');
  await page.goto('/kr');
  const slider = page.getByRole('slider', {name: ko.Home.compareLabel.replace('{name}', seedText('ko', 'service', 4).name)});
  await expect(slider).toHaveValue('50');
  const before = slider.locator('xpath=..').getByTestId('before-layer');
  // Home moves the slider and the picture to the start. Pressed before the page's script has run,
  // the browser moves the native slider alone and the picture follows it once the script runs.
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(before).toHaveAttribute('style', /inset\(0px 100% 0px 0px\)|inset\(0 100% 0 0\)/);
  await expect(slider).toHaveValue('0');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('5');
  await expect(before).toHaveAttribute('style', /inset\(0px 95% 0px 0px\)|inset\(0 95% 0 0\)/);
  await page.keyboard.press('End');
  await expect(slider).toHaveValue('100');
  // The services with photographs (1-4, 8 and 9) have a slider, the others a type card (no drawing
  // posing as a photo); the hero has one (the front page opens on a before/after).
  await expect(page.getByRole('slider')).toHaveCount(7);
});

test('the portfolio shows one design per category and leads to the template', async ({page}) => {
  const ko = messages('ko');
  await page.goto('/kr');
  const portfolio = page.locator('#portfolio');
  // One row: a glimpse of each category; the template shop has them all, with its filter.
  await expect(portfolio.getByRole('listitem')).toHaveCount(4);
  await expect(portfolio.getByRole('group', {name: ko.Templates.filterLabel})).toHaveCount(0);
  const first = portfolio.getByRole('listitem').first().getByRole('link');
  const href = await first.getAttribute('href');
  expect(href).toMatch(/\/kr\/template\/\d+$/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('the chat guide is revealed as it scrolls into view, without pinning, and its button goes to pricing', async ({page}) => {
  const g = messages('ko').Guide;
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/kr');
  const guide = page.locator('#guide');
  // The messages shown: the ones not yet shown are out of the accessibility tree; the typing note is for screen readers only.
  const shown = guide.getByRole('listitem').and(page.locator(':not(.sr-only)'));
  await expect(guide.locator('[data-revealing="true"]')).toHaveCount(1);
  const height = await guide.evaluate((el) => el.getBoundingClientRect().height);
  // Scrolls until the chat's top is `y` px down the screen: the lazily laid out sections above it
  // take their real height as they near the screen, which moves it.
  const placeAt = (y: number) =>
    expect
      .poll(async () => {
        const at = await guide.evaluate((el) => el.getBoundingClientRect().top);
        if (Math.abs(at - y) >= 1) await page.evaluate((by) => window.scrollBy(0, by), at - y);
        return Math.abs(at - y) < 1;
      })
      .toBe(true);
  // Not pinned: the section is no taller than one screen.
  expect(height).toBeLessThanOrEqual(800);
  // Its top 448 px down the 800 px screen: 55% of the way (lib/home/guide revealProgress), five of the eight messages.
  await placeAt(448);
  await expect(shown).toHaveCount(5);
  await expect(guide.getByText(g.messages.a2)).toBeVisible();
  await placeAt(100);
  await expect(shown).toHaveCount(8);
  await expect(guide.getByText(g.messages.a4)).toBeVisible();
  // The chat kept its height while it filled.
  expect(await guide.evaluate((el) => el.getBoundingClientRect().height)).toBeCloseTo(height, 0);
  await guide.getByRole('button', {name: g.start}).click();
  await expect(page.locator('#pricing')).toBeInViewport();
});

test('with reduced motion the whole chat shows at once', async ({browser, baseURL}) => {
  const context = await browser.newContext({reducedMotion: 'reduce'});
  await context.addCookies([{name: 'country', value: 'us', url: baseURL!}]);
  const page = await context.newPage();
  await page.goto('/us');
  const guide = page.locator('#guide');
  await expect(guide.locator('[data-revealing="false"]')).toHaveCount(1);
  await expect(guide.getByRole('listitem')).toHaveCount(8);
  await context.close();
});

/** Scrolls the page through to its end (the lazily laid out parts take their real height), then measures it. */
async function landing(page: Page, width: number, height: number) {
  await page.setViewportSize({width, height});
  await page.goto('/us');
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += height / 2) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(30);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.evaluate(() => {
    const top = (selector: string) => {
      const el = document.querySelector(selector);
      return el ? el.getBoundingClientRect().top + window.scrollY : Infinity;
    };
    // The first text on the page that reads as a price ("$22.00"), wherever it is.
    const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
    let firstPrice = Infinity;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!/\$\d/.test(node.textContent ?? '') || !node.parentElement?.checkVisibility()) continue;
      firstPrice = Math.min(firstPrice, node.parentElement.getBoundingClientRect().top + window.scrollY);
    }
    return {
      total: document.documentElement.scrollHeight,
      firstPrice,
      services: top('[data-overview="services"]'),
      packages: top('[data-overview="packages"]'),
      templates: top('[data-overview="templates"]'),
    };
  });
}

for (const [name, width, height, maxTotal, screens] of [
  ['desktop', 1440, 900, 7_000, 1.5],
  ['phone', 390, 844, 12_000, 2],
] as const) {
  test(`the landing shows what is sold within ${screens} screens and stays short (${name} ${width}x${height})`, async ({page}) => {
    const m = await landing(page, width, height);
    console.log(
      `landing ${name}: ${m.total} px tall, first price at ${Math.round(m.firstPrice)} px, services ${Math.round(m.services)}, packages ${Math.round(m.packages)}, templates ${Math.round(m.templates)}`,
    );
    expect(m.total).toBeLessThanOrEqual(maxTotal);
    for (const at of [m.firstPrice, m.services, m.packages, m.templates]) expect(at).toBeLessThan(height * screens);
  });
}

test('a service opens its detail dialog, which closes by Escape and leads to contact', async ({page}) => {
  const ko = messages('ko');
  await page.goto('/kr');
  const name = seedText('ko', 'service', 4).name;
  await page.getByRole('button', {name: ko.Home.viewDetailsLabel.replace('{name}', name)}).click();
  const dialog = page.getByRole('dialog', {name});
  await expect(dialog).toBeVisible();
  for (const feature of seedText('ko', 'service', 4).features) await expect(dialog.getByText(feature)).toBeVisible();
  await expect(dialog).toContainText('₩120,000');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', {name: ko.Home.viewDetailsLabel.replace('{name}', name)}).click();
  await dialog.getByRole('link', {name: ko.Home.askAbout}).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/#contact$/);
});

test('the hero shows the drawn headline from the first paint, one heading only', async ({page}) => {
  const en = messages('en');
  await page.addInitScript(() => {
    Math.random = () => 0.75; // draws variant 2
  });
  await page.goto('/us');
  await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(en.Home.hero[1].title);
  await expect(page.getByText(en.Home.hero[1].subtitle)).toBeVisible();
  await expect(page.getByText(en.Home.hero[4].title)).toBeHidden();
});

test('by keyboard, a service dialog opens with Enter and gives focus back to its button on Escape', async ({page}) => {
  const en = messages('en');
  await page.goto('/us');
  const name = seedText('en', 'service', 2).name;
  const trigger = page.getByRole('button', {name: en.Home.viewDetailsLabel.replace('{name}', name)});
  const dialog = page.getByRole('dialog', {name});
  await openWithKey(trigger, 'Enter', dialog);
  await expect(dialog.getByRole('button', {name: en.Home.closeDialog})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', {name: en.Home.viewDetailsLabel.replace('{name}', name)})).toBeFocused();
});

test('the home page describes its services as structured data in the country currency', async ({page}) => {
  await page.goto('/us');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(data['@type']).toBe('ItemList');
  expect(data.itemListElement).toHaveLength(13);
  expect(data.itemListElement[0].item.offers).toEqual({'@type': 'Offer', price: '22.00', priceCurrency: 'USD'});
  expect(data.itemListElement[5].item.offers).toBeUndefined(); // service 6 is priced after a quote
});

test('the services, packages and guide pages have real content in the visitor language', async ({page}) => {
  const ja = messages('ja');
  await page.goto('/kr/ja/services');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(ja.Pages.servicesTitle);
  for (const c of ['photo', 'design', 'motion']) await expect(page.getByRole('heading', {level: 2, name: ja.Pages.categories[c].title})).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('listitem')
      .filter({has: page.getByRole('heading', {name: seedText('ja', 'service', 13).name})}),
  ).toHaveCount(1);

  await page.goto('/kr/ja/packages');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(ja.Pages.packagesTitle);
  await expect(page.getByRole('main')).toContainText('₩399,000');
  // Said on its card and again in the table comparing the three.
  await expect(page.getByText(`${ja.Pages.packagesFor}: ${ja.Pages.for.delivery}`)).toBeVisible();
  await expect(page.getByRole('cell', {name: ja.Pages.for.delivery, exact: true})).toBeVisible();

  await page.goto('/kr/ja/guide');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(ja.Pages.guideTitle);
  await expect(page.getByRole('heading', {level: 2, name: ja.Pages.steps[2].title})).toBeVisible();
  await page.getByText(ja.Pages.faq[1].question).click();
  await expect(page.getByText(ja.Pages.faq[1].answer)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use(phone(412, 823, 1.75));

  // The first card's picture is a phone's largest paint on the services and packages pages. Lazy, it was
  // found only once layout put it in view (Lighthouse: 136-173 ms of LCP resource load delay); now it is
  // fetched with the page, at high priority, and the cards below still wait until they near the screen.
  for (const path of ['/kr/services', '/kr/packages']) {
    test(`${path}: the first card's pictures load with the page, the others when near the screen`, async ({page}) => {
      await page.goto(path);
      const cards = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({has: page.locator('img')});
      const first = cards.first().locator('img');
      await expect(first.first()).toBeInViewport({ratio: 0.1});
      for (const img of await first.all()) {
        await expect(img).toHaveAttribute('loading', 'eager');
        await expect(img).toHaveAttribute('fetchpriority', 'high');
      }
      const preloaded = await page.locator('head link[rel="preload"][as="image"]').evaluateAll((links) => links.map((l) => l.getAttribute('imagesrcset')));
      expect(preloaded).toHaveLength(await first.count());
      await expect(cards.nth(1).locator('img').first()).toHaveAttribute('loading', 'lazy');
      await expect.poll(() => first.first().evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    });
  }

  // Each CJK face comes in two parts (lib/fonts/subsets.ts): what the catalogue pages draw at that weight,
  // and the rest of our texts' characters. A first visit to a catalogue page downloads the first parts only
  // (46 KB in Korean instead of 91, 136 in Chinese instead of 275); a page with other words gets the rest too.
  // This machine has no CJK font of its own, as a phone without Noto Sans CJK.
  test('a first visit to a Korean or Chinese catalogue page downloads only the first part of each CJK face', async ({browser, baseURL}) => {
    const faces = async (path: string) => {
      // A first visit in the country's language (an English browser would be sent to /kr/en).
      const context = await browser.newContext({baseURL, ...phone(), locale: path.startsWith('/cn') ? 'zh-CN' : 'ko-KR'});
      const page = await context.newPage();
      const fonts: string[] = [];
      page.on('request', (r) => {
        const face = /\/(noto-sans-(?:kr|sc|jp)-\d+(?:-rest)?)\.[^/]+\.woff2$/.exec(new URL(r.url()).pathname)?.[1];
        if (face) fonts.push(face);
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const loaded = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family.replace(/"/g, '')} ${f.weight}`);
      });
      await context.close();
      return {fonts: fonts.sort(), loaded};
    };
    for (const [path, face] of [
      ['/kr', 'kr'],
      ['/kr/templateshop', 'kr'],
      ['/kr/services/3', 'kr'],
      ['/kr/template/12', 'kr'],
      ['/cn', 'sc'],
      ['/cn/packages/sns', 'sc'],
    ] as const) {
      expect((await faces(path)).fonts, path).toEqual([`noto-sans-${face}-400`, `noto-sans-${face}-700`]);
    }
    // The checkout says words no catalogue page does: the rest's face arrives and draws them.
    const checkout = await faces('/kr/checkout1');
    expect(checkout.fonts).toEqual(expect.arrayContaining(['noto-sans-kr-400', 'noto-sans-kr-700-rest']));
    expect(checkout.loaded).toContain('Storefront Noto Sans KR Rest 700');
  });
});

test('each package has a select button that shows its price and leads to its checkout', async ({page}) => {
  const ko = messages('ko');
  await page.goto('/kr#pricing');
  await expect(page.getByRole('button', {name: new RegExp(ko.Home.selectPackage)})).toHaveCount(3);
  const name = seedText('ko', 'package', 'delivery').name;
  const dialog = page.getByRole('dialog', {name});
  await openDialog(page.getByRole('button', {name: ko.Home.selectPackageLabel.replace('{name}', name)}), dialog);
  await expect(dialog).toContainText('₩399,000');
  await expect(dialog).toContainText(ko.Home.packageNote);
  await dialog.getByRole('link', {name: ko.Purchase.buyNow}).click();
  await expect(page).toHaveURL(/\/kr\/checkout\/package-delivery$/);
  await expect(page.getByRole('heading', {level: 2, name})).toBeVisible();
  await expect(page.getByRole('complementary')).toContainText('₩399,000');
});

test('details customers noticed: an icon and a web manifest, one full stop after "Co., Ltd.", no letter-spaced Hangul, headings in order on the packages page', async ({page, request}) => {
  const ko = messages('ko');
  await page.goto('/kr');
  // The icon and the manifest are linked from every page and load.
  const icon = await page.locator('link[rel="icon"]').first().getAttribute('href');
  expect(icon).toMatch(/^\/icon\.svg/);
  expect((await request.get(icon!)).headers()['content-type']).toContain('image/svg+xml');
  const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
  const app = (await (await request.get(manifest!)).json()) as {name: string; icons: {src: string}[]};
  expect(app.icons[0]?.src).toBe('/icon.svg');
  // The seeded company name ends with "Ltd.": the sentence does not add a second full stop.
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(/Co\., Ltd\. 모든 권리 보유\./);
  await expect(footer).not.toContainText('Ltd..');
  // The Korean eyebrow is not spaced out letter by letter.
  const eyebrow = page.getByText(ko.Home.eyebrow, {exact: true});
  expect(await eyebrow.evaluate((e) => getComputedStyle(e).letterSpacing)).toBe('normal');
  // The packages page goes h1 -> h2 (the package names), never skipping a level.
  await page.goto('/us/packages');
  const levels = await page
    .getByRole('main')
    .locator('h1, h2, h3, h4')
    .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, String(levels)).toBeLessThanOrEqual(1);
});

test('the front page opens on photographs: a before/after in the hero, photographed service cards, one main action per card', async ({page, request}) => {
  const en = messages('en');
  await page.goto('/us');
  // The hero compares a snapshot with the studio shot (no slideshow): both are rendered photographs, preloaded.
  const hero = page.getByRole('slider', {name: en.Home.heroCompare});
  await expect(hero).toBeVisible();
  const pictures = hero.locator('xpath=..').locator('img');
  await expect(pictures).toHaveCount(2);
  for (const img of await pictures.all()) {
    expect(await img.getAttribute('src')).toMatch(/^\/photos\/[\w-]+\.[0-9a-f]{10}\.webp$/);
    expect(await img.evaluate((e) => (e as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
  const response = await request.get((await pictures.first().getAttribute('src'))!);
  expect(response.headers()['content-type']).toBe('image/webp');
  // A service with default photographs shows them, not the drawn artwork.
  const serum = seedText('en', 'service', 1).name;
  const card = page.getByRole('listitem').filter({has: page.getByRole('heading', {name: serum})});
  await expect(card.locator('img[src*="photos"]')).toHaveCount(2);
  // One loud action: the order link is the card's only filled button; the brief and the details are links beside it.
  const order = card.getByRole('link', {name: en.Purchase.orderLabel.replace('{name}', serum)});
  const brief = card.getByRole('button', {name: en.Brief.openLabel.replace('{name}', serum)});
  const filled = async (l: typeof order) => l.evaluate((e) => getComputedStyle(e).backgroundColor !== 'rgba(0, 0, 0, 0)');
  expect(await filled(order)).toBe(true);
  expect(await filled(brief)).toBe(false);
  expect(await filled(card.getByRole('button', {name: en.Home.viewDetailsLabel.replace('{name}', serum)}))).toBe(false);
});

test('Japanese breaks between phrases and never starts a line with a long-vowel mark; Korean the subset lacks has a full-font fallback', async ({page, request}) => {
  await page.goto('/kr/ja');
  const body = page.locator('body');
  expect(await body.evaluate((e) => getComputedStyle(e).lineBreak)).toBe('strict');
  expect(await body.evaluate((e) => getComputedStyle(e).wordBreak)).toBe('auto-phrase');
  // The fallback face is declared on a page with Korean text (its stylesheet linked once the page is idle, never in the
  // way of the first paint) and its slices are served from our own origin.
  const faces = () => page.evaluate(() => [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Noto Sans KR Fallback').length);
  await page.goto('/kr');
  await expect.poll(faces).toBeGreaterThan(100);
  // A page without Korean text is not laid out again for it: once idle (and a second later), no stylesheet, no face.
  await page.goto('/us');
  expect(await (await request.get('/us')).text()).not.toMatch(/<link[^>]*kr-fallback\.css/);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1_000), {timeout: 4_000})));
  expect(await page.locator('link[href="/fonts/kr-fallback.css"]').count()).toBe(0);
  expect(await faces()).toBe(0);
  const slice = await request.get('/fonts/kr/noto-sans-kr-50-400-normal.woff2?v=5.3.0');
  expect(slice.headers()['content-type']).toBe('font/woff2');
  expect(slice.headers()['cache-control']).toContain('immutable');
  expect((await request.get('/fonts/kr/..%2F..%2Fpackage.json')).status()).toBe(404);
  // Korean text arriving later (a customer's name in a message) links it, and the face is drawn with on demand.
  await page.evaluate(() => {
    const el = document.createElement('p');
    el.textContent = '홍길동 님, 2026년';
    el.style.fontFamily = '"Noto Sans KR Fallback"';
    document.body.append(el);
  });
  await expect(page.locator('link[href="/fonts/kr-fallback.css"]')).toHaveCount(1);
  await expect.poll(faces).toBeGreaterThan(100);
  const loaded = await page.evaluate(async () => {
    await document.fonts.load('16px "Noto Sans KR Fallback"', '홍길동 님, 2026년');
    return [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Noto Sans KR Fallback' && f.status === 'loaded').length;
  });
  expect(loaded).toBeGreaterThan(0);
});

// Every Android phone draws CJK with Noto Sans CJK, which it has by no family name a page can ask for:
// each web face lists the font's unique names in local() first, which Chromium matches on Android and
// Linux. .ci/run unpacks Debian's fonts-noto-cjk (the same files) for a browser of this test's own.
test('a device with Noto Sans CJK draws every CJK face from it and downloads none', async ({baseURL, launchOptions}) => {
  const fonts = env.TEST_CJK_FONTS_DIR;
  test.skip(!fonts && !env.CI, "needs TEST_CJK_FONTS_DIR, a folder holding Debian's fonts-noto-cjk (.ci/run makes one)");
  expect(fonts && existsSync(fonts), 'TEST_CJK_FONTS_DIR').toBeTruthy();
  const dir = mkdtempSync(path.join(tmpdir(), 'fontconfig-'));
  writeFileSync(
    path.join(dir, 'fonts.conf'),
    `<?xml version="1.0"?><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${fonts}</dir><cachedir>${dir}/cache</cachedir></fontconfig>`,
  );
  // The suite's own Chromium and flags (playwright.config.ts), with the fonts folder.
  const browser = await chromium.launch({...launchOptions, env: childProcessEnv({FONTCONFIG_FILE: path.join(dir, 'fonts.conf')})});
  try {
    const page = await (await browser.newContext({baseURL})).newPage();
    const downloads: string[] = [];
    page.on('request', (r) => {
      if (/\/noto-sans-[a-z]+-\d+/.test(r.url())) downloads.push(r.url());
    });
    await page.goto('/kr');
    const faces = await page.evaluate(async () => {
      const families = ['KR', 'JP', 'SC'].flatMap((region) => [`Storefront Noto Sans ${region}`, `Storefront Noto Sans ${region} Rest`]);
      const loads = families.flatMap((family) => [400, 700].map((weight) => document.fonts.load(`${weight} 16px "${family}"`, '한国語')));
      return (await Promise.all(loads)).flat().map((f) => `${f.family.replace(/"/g, '')} ${f.weight} ${f.status}`);
    });
    expect(faces).toHaveLength(12);
    for (const face of faces) expect(face).toMatch(/ loaded$/);
    expect(downloads).toEqual([]);
  } finally {
    await browser.close();
    rmSync(dir, {recursive: true, force: true});
  }
});

test('no section or card laid out lazily is sent with a part of it still to come', async ({page, request}) => {
  // An element with content-visibility: auto remembers the height it last had on screen and reserves that
  // once scrolled away. A section whose cards were streamed in later (a Suspense placeholder inside it)
  // could be on screen before them, while the sections above were still to come: the pricing section
  // then kept 284 px for its 4,349 px and spilled over the contact section (a CI run of 2026-11-29).
  for (const path of ['/us', '/kr/ja', '/us/templateshop', '/us/services']) {
    const html = await (await request.get(path)).text();
    const waiting = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      const lazy = [...doc.querySelectorAll('.offscreen-lazy')];
      return {lazy: lazy.length, waiting: lazy.filter((e) => e.querySelector('template[id^="B:"]')).map((e) => e.id || e.querySelector('h3')?.textContent || e.outerHTML.slice(0, 80))};
    }, html);
    expect(waiting.lazy, path).toBeGreaterThan(3);
    expect(waiting.waiting, `${path}: lazily laid out, with a streamed part inside`).toEqual([]);
  }
});

test('sections and cards laid out lazily reserve at least the room they take, at every width from a phone to a wide screen', async ({page}) => {
  // Content taller than its reserved room spills over the next section until it is scrolled to:
  // its links lie over other links (too small to tap, says Lighthouse) and the scrollbar jumps.
  // The rooms were once fitted to the three widths tested here then: a 500 px phone in landscape
  // and a 1,000 px tablet overflowed them by up to 760 px.
  // Five pages laid out at about fifty widths each: 13 s on a fast host, 19 s on a slower one, and 30-52 s
  // when that host was busy with other work as well. The time is the layouts', not a wait.
  test.setTimeout(90_000);
  for (const path of ['/us', '/kr/ja', '/vn', '/us/templateshop', '/kr/ja/templateshop']) {
    await page.setViewportSize({width: 412, height: 823});
    await page.goto(path);
    await expect(page.locator('.offscreen-lazy').nth(3)).toBeAttached();
    expect(await lazyRoomsTooSmall(page), path).toEqual([]);
  }
});

// The framework's scripts (React, Next.js's router, Turbopack's runtime) start every page. They carry V8's
// compile hint, so Chromium compiles them off the main thread as they arrive (scripts/compile-hints.ts);
// a page's own scripts keep V8's lazy compiling. With the hint the pages still start: a gallery answers.
test("the scripts every page starts with are compiled as they arrive, a page's own scripts are not, and the page still starts", async ({page, request}) => {
  const hinted = async (path: string) => {
    const html = await (await request.get(path)).text();
    const scripts = [...new Set([...html.matchAll(/<script src="([^"]+\.js)"/g)].map((m) => m[1]!))];
    return new Map(await Promise.all(scripts.map(async (src) => [src, (await (await request.get(src)).text()).startsWith(COMPILE_HINT)] as const)));
  };
  const home = await hinted('/us');
  const template = await hinted('/us/template/1');
  const framework = [...home].filter(([, hint]) => hint).map(([src]) => src);
  expect(
    framework.some((src) => /\/turbopack-[^/]+\.js$/.test(src)),
    framework.join(', '),
  ).toBe(true);
  expect(framework.length).toBeGreaterThanOrEqual(3);
  expect(
    [...template]
      .filter(([, hint]) => hint)
      .map(([src]) => src)
      .sort(),
  ).toEqual([...framework].sort());
  // Each page's own scripts are without it.
  expect([...home].filter(([, hint]) => !hint).length).toBeGreaterThan(0);
  expect([...template].filter(([src, hint]) => !hint && !home.has(src)).length).toBeGreaterThan(0);

  const en = messages('en');
  await page.goto('/us/template/1');
  const zoom = page.getByRole('button', {name: new RegExp(`^${en.ItemPage.zoomLabel.replace('{label}', '')}`)});
  await expect(zoom).not.toHaveAttribute('aria-disabled', 'true');
  await zoom.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
