import {expect, test} from '@playwright/test';
import {messages, phone, returningVisitor, seedText} from './helpers';

// Returning visitors: a saved country means no first-visit language redirect.
test.beforeEach(async ({context, baseURL}) => {
  await returningVisitor(context, baseURL, 'us');
});

test('the template shop lists every template and filters by category', async ({page}) => {
  const en = messages('en').Templates;
  await page.goto('/us/templateshop');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(en.title);
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(27);
  await expect(page.getByRole('status')).toHaveText('27 templates');

  const filters = page.getByRole('group', {name: en.filterLabel});
  await filters.getByRole('button', {name: en.categories.cosmetics}).click();
  await expect(filters.getByRole('button', {name: en.categories.cosmetics})).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status')).toHaveText('6 templates');
  await expect(page.getByRole('link', {name: seedText('en', 'template', 12).name, exact: true})).toBeVisible();
  await expect(page.getByRole('link', {name: seedText('en', 'template', 1).name, exact: true})).toBeHidden();
  await expect(page).toHaveURL(/category=cosmetics/);

  // The choice survives a reload.
  await page.reload();
  await expect(page.getByRole('status')).toHaveText('6 templates');
  await filters.getByRole('button', {name: en.categories.all}).click();
  await expect(page.getByRole('link', {name: seedText('en', 'template', 1).name, exact: true})).toBeVisible();
});

test('prices follow the country: won, whole dollars, dong in thousands', async ({page}) => {
  await page.goto('/kr/templateshop');
  await expect(page.getByRole('main')).toContainText('₩45,000');
  await page.goto('/us/templateshop');
  await expect(page.getByRole('main')).toContainText('$33.00'); // 45,000 KRW x 0.00073 = $32.85, rounded to a whole dollar
  await page.goto('/vn/templateshop');
  await expect(page.getByRole('main')).toContainText(/810\.000\s₫/); // 45,000 KRW x 18
});

test("each card's Details link names its template in its own text, in Korean too", async ({page}) => {
  // "자세히 보기" alone is on Lighthouse's list of non-descriptive link texts (its SEO score for the Korean shop was 92).
  const ko = messages('ko').Templates;
  const title = seedText('ko', 'template', 1).name;
  await page.goto('/kr/templateshop');
  const details = page.getByRole('link', {name: ko.detailsLabel.replace('{title}', title), exact: true});
  await expect(details).toBeVisible();
  await expect(details).toContainText(title);
  await expect(details).toHaveAttribute('href', '/kr/template/1');
});

test('template 12 has its detail page, with structured data', async ({page}) => {
  const ko = messages('ko').Templates;
  await page.goto('/kr/template/12');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(seedText('ko', 'template', 12).name);
  await expect(page.getByText(seedText('ko', 'template', 12).description)).toBeVisible();
  await expect(page.getByRole('heading', {name: ko.includedTitle})).toBeVisible();
  // Its own included list: its pages in their sizes, files, what is changed for the buyer, delivery.
  const included = page.getByTestId('template-included');
  await expect(included).toContainText(`${ko.pages.feed} · 1080 × 1350 px`);
  await expect(included).toContainText(`${ko.pages.story} · 1080 × 1920 px`);
  await expect(included).toContainText(ko.included.delivery.replace('{hours}', '24'));
  await expect(included).toContainText(ko.included.commercial);
  // Its gallery shows the design's pages (feed, square, story), each with zoom.
  const gallery = page.getByRole('region', {name: messages('ko').ItemPage.galleryLabel.replace('{name}', seedText('ko', 'template', 12).name)});
  await expect(gallery.getByRole('group').getByRole('button')).toHaveCount(3);
  await expect(gallery.locator('img[src^="/templates/12-feed-ko-KRW."]').first()).toBeVisible();
  await expect(page.getByRole('main')).toContainText('₩36,000');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd.offers).toMatchObject({price: '36000', priceCurrency: 'KRW'});
  // Add to Cart sits beside Buy Now; Buy Now goes straight to the checkout, no second choice.
  const title = seedText('ko', 'template', 12).name;
  await expect(page.getByRole('button', {name: messages('ko').Purchase.addToCartLabel.replace('{name}', title)})).toBeVisible();
  await page.getByRole('link', {name: ko.buyNowLabel.replace('{title}', title)}).click();
  await expect(page).toHaveURL(/\/kr\/checkout\/template-12$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('complementary')).toContainText('₩36,000');
  // A template's copies start at one (a service's images at the three included).
  await expect(page.getByRole('group', {name: messages('ko').Checkout.copies}).getByRole('status')).toHaveText('1');
});

test('a design drawn with Korean sample copy shows its English, dollar-priced render in the US shop', async ({page}) => {
  const name = seedText('en', 'template', 10).name;
  await page.goto('/us/template/10');
  const main = page.getByRole('img', {name: `${name} · ${messages('en').Templates.pages.detailTop}`}).first();
  await expect(main).toHaveAttribute('src', /^\/templates\/10-detailTop-en-USD\.[0-9a-f]{10}\.webp$/);
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // The shop's card in the US and in Korea: each in its own language and currency.
  await page.goto('/us/templateshop');
  await expect(page.getByRole('main').locator('img[src^="/templates/10-"]')).toHaveAttribute('src', /-en-USD\./);
  await page.goto('/kr/templateshop');
  await expect(page.getByRole('main').locator('img[src^="/templates/10-"]')).toHaveAttribute('src', /-ko-KRW\./);
});

test('an unknown template says Template Not Found and leads back to the shop', async ({page}) => {
  const en = messages('en').Templates;
  const response = await page.goto('/us/template/9');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(en.notFoundTitle);
  await page.getByRole('link', {name: en.backToShop}).click();
  await expect(page).toHaveURL(/\/us\/templateshop$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(en.title);
});

test('the header Portfolio link opens the template shop', async ({page}) => {
  const ja = messages('ja');
  await page.goto('/us/ja');
  await page.getByRole('navigation', {name: ja.Nav.label}).first().getByRole('link', {name: ja.Nav.portfolio}).click();
  await expect(page).toHaveURL(/\/us\/ja\/templateshop$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(ja.Templates.title);
});

test('sitemap.xml lists every country and language, robots.txt keeps private pages out', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const url of ['/us', '/kr', '/au', '/my', '/vn', '/cn', '/kr/ja/templateshop', '/vn/template/28', '/cn/en/terms', '/au/services', '/my/zh/guide', '/kr/packages']) {
    expect(sitemap).toContain(`${url}</loc>`);
  }
  // 50 pages in each country and language: 34, and the pages of the 13 services and 3 packages.
  for (const url of ['/us/services/7', '/kr/en/packages/delivery']) expect(sitemap).toContain(`${url}</loc>`);
  expect(sitemap.match(/<loc>/g)).toHaveLength(6 * 5 * 50);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /*/admin');
  expect(robots).toContain('Disallow: /*/checkout');
  expect(robots).toContain('Sitemap: ');
});

test('every page shares an Open Graph image in its language', async ({page, request}) => {
  for (const url of ['/kr/terms', '/cn', '/vn/template/4']) {
    await page.goto(url);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image, url).toBeTruthy();
    const response = await request.get(new URL(image!).pathname);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect((await response.body()).byteLength).toBeGreaterThan(10_000);
  }
});

test.describe('on a phone', () => {
  test.use(phone());

  test('the shop loads no other page until a link is touched, and then none of its pictures', async ({page}) => {
    // Every <Link> on screen prefetched its page as the shop loaded: 14 payloads on a phone's first
    // screen (225 KB, the front page's 123 KB among them), decoded while the shop itself was starting.
    const prefetches: string[] = [];
    let pending = 0;
    const images: string[] = [];
    page.on('requestfinished', (request) => void (request.url().includes('_rsc=') && pending--));
    page.on('requestfailed', (request) => void (request.url().includes('_rsc=') && pending--));
    page.on('request', (request) => {
      if (request.url().includes('_rsc=')) {
        prefetches.push(new URL(request.url()).pathname);
        pending++;
      }
      if (request.resourceType() === 'image' && !request.url().startsWith('data:')) images.push(new URL(request.url()).pathname);
    });
    await page.goto('/us/templateshop');
    const title = page.getByRole('main').getByRole('listitem').first().getByRole('heading', {level: 2}).getByRole('link');
    await expect(title).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(prefetches).toEqual([]);

    // A finger on a card's title loads that template's page ahead of the click, and only that one.
    const prefetched = page.waitForRequest((request) => /\/us\/template\/\d+\?_rsc=/.test(request.url()));
    await title.dispatchEvent('touchstart');
    const target = new URL((await prefetched).url()).pathname;
    await expect(title).toHaveAttribute('href', target);
    await expect.poll(() => pending).toBe(0);
    // As networkidle: half a second with nothing more asked for (a picture a payload names is asked for as it is read).
    await page.waitForTimeout(500);
    expect(new Set(prefetches)).toEqual(new Set([target]));

    // An eager picture travels as a preload hint in its page's RSC payload: a prefetch then downloaded
    // the page's pictures (the front page's and four template pages' @2x ones, once). What the shop's
    // own pictures chose from their srcset is all it downloads.
    const own = await page.locator('img').evaluateAll((imgs) =>
      imgs
        .map((img) => (img as HTMLImageElement).currentSrc)
        .filter(Boolean)
        .map((u) => new URL(u).pathname),
    );
    expect(images.length).toBeGreaterThan(1);
    expect(images.filter((src) => !own.includes(src))).toEqual([]);

    // The click opens the page in place: the shop's document (and this mark on it) stays.
    await page.evaluate(() => Object.assign(window, {stillTheShop: true}));
    await title.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText(messages('en').Templates.title);
    expect(await page.evaluate(() => 'stillTheShop' in window)).toBe(true);
  });
});
