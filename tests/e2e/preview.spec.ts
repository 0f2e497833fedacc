/**
 * The instant preview (docs/preview.md) in the browser: a guest on a phone tries a template with a photo
 * of their product, sees it in the scene, takes it into the checkout, pays, and the photo reaches
 * the studio with the brief; the preview is shown large with a before/after slider; nobody else can
 * open the preview; a photo without a findable product, or a blurred one, is refused in words; a
 * product-photo service offers it too; previews are rate-limited per visitor.
 */
import path from 'node:path';
import {expect, test} from '@playwright/test';
import sharp from 'sharp';
import {messages, outbox, returningVisitor, unique} from './helpers';

const en = messages('en');
const FIXTURE = path.join(process.cwd(), 'tests', 'fixtures', 'preview', 'bottle.jpg');

test.use({viewport: {width: 390, height: 844}, hasTouch: true, extraHTTPHeaders: {'x-forwarded-for': '203.0.113.77'}});

test.beforeEach(async ({context, baseURL}) => {
  await returningVisitor(context, baseURL);
});

test('a guest on a phone tries a template with their product, buys with that photo, and the studio receives it in the brief', async ({page, browser}) => {
  test.setTimeout(120_000);
  await page.goto('/us/template/24');
  const section = page.getByTestId('try-with-product');
  await expect(section.getByRole('heading', {name: en.TryOn.title})).toBeVisible();
  // Disabled in the server's HTML until the page's code runs: a photo picked earlier would be lost.
  await expect(section.getByLabel(en.TryOn.choose)).toBeEnabled();
  const gallery = page.getByRole('region', {name: new RegExp(en.ItemPage.galleryLabel.replace('{name}', '.+'))});
  await expect(gallery).toBeVisible();
  await section.getByLabel(en.TryOn.choose).setInputFiles(FIXTURE);
  await expect(page.getByRole('img', {name: en.TryOn.originalAlt})).toBeVisible();
  // The preview is the template's own design (its page at 1.5x: the feed post, 840 x 1050) with the buyer's product in its photo slot,
  // shown in place of the page's main picture: the gallery steps aside while it is there.
  const stage = page.getByTestId('preview-stage');
  const preview = stage.getByRole('img', {name: en.TryOn.previewAlt});
  await expect(preview).toBeVisible({timeout: 30_000});
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && [img.naturalWidth, img.naturalHeight].join('x'))).toBe('840x1050');
  await expect(gallery).toBeHidden();
  // Large, with a before/after slider against the buyer's own photo, moved with the keyboard.
  const slider = stage.getByRole('slider', {name: en.TryOn.beforeAfter});
  await expect(slider).toHaveValue('0');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('5');
  await expect(stage.getByRole('img', {name: en.TryOn.originalAlt})).toHaveAttribute('style', /inset\(0(?:px)? 95% 0(?:px)? 0(?:px)?\)/);
  await expect(stage.getByLabel(en.TryOn.tryAnother)).toBeEnabled();
  const image = (await preview.getAttribute('src'))!;
  expect((await page.request.get(image)).status()).toBe(200);

  // Another visitor (no preview cookie) cannot open it.
  const stranger = await browser.newContext();
  expect((await stranger.request.get(new URL(image, page.url()).toString())).status()).toBe(404);
  await stranger.close();

  await stage.getByRole('link', {name: en.TryOn.use}).click();
  await expect(page).toHaveURL(/\/us\/checkout\/template-24\?preview=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('carried-photo')).toContainText(en.Checkout.productPhoto.title);
  await expect(page.getByTestId('carried-photo')).toContainText('bottle.jpg');
  const email = unique('preview-guest');
  await page.getByLabel(en.Checkout.name, {exact: true}).fill('Mina Lee');
  await page.getByLabel(en.Checkout.email, {exact: true}).fill(email);
  await page.getByRole('checkbox', {name: /terms/}).check();
  await page.getByRole('checkbox', {name: /privacy/}).check();
  await page.getByRole('button', {name: new RegExp(en.Checkout.pay.replace('{amount}', '.+'))}).click();
  await page.getByRole('link', {name: en.Payment.approve}).click();
  await expect(page).toHaveURL(/\/payment\/success/);

  // The order's private link: the brief goes with the product photo, which the order page lists.
  await expect.poll(() => outbox('order-confirmation').some((m) => m.includes(`To: ${email}`))).toBe(true);
  const mail = outbox('order-confirmation')
    .find((m) => m.includes(`To: ${email}`))!
    .replace(/=\r?\n/g, '');
  const link = /https?:\/\/[^\s"<]+\/order\/([A-Za-z0-9_-]{20,})/.exec(mail)!;
  await page.goto(new URL(link[0]).pathname);
  await page
    .getByRole('button', {name: new RegExp(en.Brief.sendBriefFor.replace('{name}', '.+'))})
    .first()
    .click();
  const dialog = page.getByRole('dialog', {name: en.Brief.title});
  await dialog.getByRole('checkbox', {name: en.Brief.options.style.minimal}).check({force: true});
  await dialog.getByRole('button', {name: en.Brief.submitBrief}).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('link', {name: en.Order.download.replace('{name}', 'bottle.jpg')})).toBeVisible();
});

test('a photo where no product can be found is refused in words; another photo can be tried at once', async ({page}) => {
  await page.goto('/us/template/3');
  const section = page.getByTestId('try-with-product');
  const {width, height} = await sharp(FIXTURE).metadata();
  // The table extended far around the bottle: the product is a speck.
  const speck = await sharp(FIXTURE)
    .extend({top: height * 2, bottom: height * 2, left: width * 2, right: width * 2, extendWith: 'copy'})
    .jpeg()
    .toBuffer();
  await expect(section.getByLabel(en.TryOn.choose)).toBeEnabled();
  await section.getByLabel(en.TryOn.choose).setInputFiles({name: 'far-away.jpg', mimeType: 'image/jpeg', buffer: speck});
  await expect(section.getByRole('alert')).toHaveText(en.TryOn.errors.notFound, {timeout: 30_000});
  await section.getByLabel(en.TryOn.tryAnother).setInputFiles(FIXTURE);
  await expect(page.getByTestId('preview-stage').getByRole('img', {name: en.TryOn.previewAlt})).toBeVisible({timeout: 30_000});
  await expect(section.getByRole('alert')).toHaveCount(0);
});

test('a blurred photo is refused before any preview is made, saying what photo to take instead', async ({page}) => {
  await page.goto('/us/template/3');
  const section = page.getByTestId('try-with-product');
  const blurred = await sharp(FIXTURE).blur(8).jpeg().toBuffer();
  await expect(section.getByLabel(en.TryOn.choose)).toBeEnabled();
  await section.getByLabel(en.TryOn.choose).setInputFiles({name: 'shaky.jpg', mimeType: 'image/jpeg', buffer: blurred});
  await expect(section.getByRole('alert')).toHaveText(en.TryOn.errors.blurred, {timeout: 30_000});
  await expect(section.getByRole('img', {name: en.TryOn.previewAlt})).toHaveCount(0);
  await expect(section.getByLabel(en.TryOn.tryAnother)).toBeEnabled();
});

test('a product-photo service offers the preview beside its checkout; other services do not', async ({page}) => {
  test.setTimeout(90_000);
  await page.goto('/us/checkout/1');
  await expect(page.getByRole('heading', {name: en.TryOn.title})).toBeVisible();
  // The product on white needs no kind: its pickers are ready at once.
  await expect(page.getByRole('group', {name: en.TryOn.kind.legend})).toHaveCount(0);
  await expect(page.getByTestId('try-with-product').getByLabel(en.TryOn.choose)).toBeEnabled();

  // The premium product photo asks what the product is first: its scene is set for that kind.
  await page.goto('/us/checkout/3');
  const section = page.getByTestId('try-with-product');
  const kinds = section.getByRole('group', {name: en.TryOn.kind.legend});
  await expect(kinds.getByRole('radio')).toHaveCount(6);
  await expect(section.getByLabel(en.TryOn.choose)).toBeDisabled();
  // Its chips are labels around visually hidden radio buttons: a tap lands on the label.
  await kinds.getByText(en.TryOn.kind.options.cosmetics, {exact: true}).click();
  await expect(kinds.getByRole('radio', {name: en.TryOn.kind.options.cosmetics})).toBeChecked();
  await expect(section.getByLabel(en.TryOn.choose)).toBeEnabled();
  await section.getByLabel(en.TryOn.choose).setInputFiles(FIXTURE);
  const preview = section.getByRole('img', {name: en.TryOn.previewAlt});
  await expect(preview).toBeVisible({timeout: 30_000});
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
  // A kind that is not one of them is refused before anything is made.
  const odd = await page.request.post('/api/previews?target=service:3&kind=weapons', {data: Buffer.from('x'), headers: {'x-language': 'en', 'x-file-name': 'x.jpg'}});
  expect(odd.status()).toBe(422);

  await page.goto('/us/checkout/5');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.getByRole('heading', {name: en.TryOn.title})).toHaveCount(0);
});

test('previews are limited per visitor: the 21st in an hour is refused with a message; a wrong file type is refused before the model', async ({page}) => {
  await page.goto('/us/template/3');
  const send = () =>
    page.request.post('/api/previews?target=template:3', {
      data: Buffer.from('not a photo'),
      headers: {'x-file-name': 'note.txt', 'x-language': 'en', 'x-country': 'us', 'x-forwarded-for': '203.0.113.78'},
    });
  for (let i = 0; i < 20; i++) {
    const response = await send();
    expect(response.status()).toBe(415);
    expect((await response.json()).message).toBe(en.TryOn.errors.badType);
  }
  const refused = await send();
  expect(refused.status()).toBe(429);
  expect((await refused.json()).message).toMatch(/many previews/);
  const unknown = await page.request.post('/api/previews?target=template:9', {data: Buffer.from('x'), headers: {'x-language': 'en'}});
  expect(unknown.status()).toBe(404);
});
