/**
 * npm run bench:screens: full-page screenshots of every kind of page the shop has, at 1440x900
 * (a laptop, 1x) and 390x844 (a phone, 2x, touch), into bench/screens/<viewport>/<name>.webp with
 * an index, bench/screens/README.md (docs/performance.md#screenshots). Not part of `npm test`.
 *
 * It serves the deployable build as the end-to-end stacks do (a private copy of
 * .next/standalone, migrating and seeding on start) on the embedded database in a temporary
 * folder, makes a customer with an order and signs in as the seeded admin through the public API,
 * then photographs each page in Debian's Chromium with reduced motion, once every image on it
 * has loaded.
 *
 *   npm run bench:screens                      # the build in this checkout (npm run build first)
 *   npm run bench:screens -- --build /tmp/wt   # another checkout's build (a worktree)
 *   npm run bench:screens -- --only front-us   # some pages only (the index keeps the others' rows)
 */
import {spawn, spawnSync} from 'node:child_process';
import {once} from 'node:events';
import {existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Browser, type BrowserContext, type Page} from 'playwright';
import sharp from 'sharp';
import {childProcessEnv} from '../lib/env';
import {copyStandalone} from './standalone-copy.mts';
import {waitForHealth} from './wait-for-health.mts';

const {values} = parseArgs({options: {build: {type: 'string', default: '.'}, port: {type: 'string', default: '3990'}, only: {type: 'string', multiple: true}}});
const buildRoot = path.resolve(values.build!);
const PORT = Number(values.port);
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = path.join('bench', 'screens');
const ADMIN = {email: 'admin@screens.test', password: 'ScreensAdminPassw0rd'};
/** WebP's largest side: a taller page is saved in parts (name-1.webp, name-2.webp…). */
const WEBP_MAX = 16_383;

const VIEWPORTS = {
  '1440x900': {viewport: {width: 1440, height: 900}, deviceScaleFactor: 1},
  '390x844': {
    viewport: {width: 390, height: 844},
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
  },
} as const;
type ViewportName = keyof typeof VIEWPORTS;
/** WebP quality per viewport: the phone's 2x pictures keep their text legible at 60 and take less room. */
const QUALITY: Record<ViewportName, number> = {'1440x900': 70, '390x844': 60};

type Who = 'guest' | 'customer' | 'admin';
/**
 * A page: its file name, what it is, its address (`{order}` is the customer's order) and who looks;
 * `open` opens a dialog on it once the page has settled, and then only the screen is taken.
 */
type Shot = {name: string; title: string; address: string; who: Who; open?: (page: Page) => Promise<void>};

const dialogOpen = (page: Page) => page.getByRole('dialog').first().waitFor({state: 'visible', timeout: 30_000});
/** The header's cart: a link to the cart page until the page's script runs, then a button that opens the drawer. */
async function openCart(page: Page) {
  await page.locator('header a[aria-haspopup="dialog"][href$="/checkout/cart"]').first().click();
  await dialogOpen(page);
}

const SHOTS: Shot[] = [
  {name: 'front-us', title: 'Front page (United States)', address: '/us', who: 'guest'},
  {name: 'front-kr', title: 'Front page (Korea, Korean)', address: '/kr', who: 'guest'},
  {name: 'services', title: 'Services', address: '/us/services', who: 'guest'},
  {name: 'service', title: 'A service (priced, in tiers)', address: '/us/services/1', who: 'guest'},
  {name: 'service-quote', title: 'A service sold by quote', address: '/us/services/10', who: 'guest'},
  {name: 'packages', title: 'Packages', address: '/us/packages', who: 'guest'},
  {name: 'package', title: 'A package', address: '/us/packages/delivery', who: 'guest'},
  {name: 'guide', title: 'Guide', address: '/us/guide', who: 'guest'},
  {name: 'templateshop', title: 'Template shop', address: '/us/templateshop', who: 'guest'},
  {name: 'templateshop-kr-en', title: 'Template shop (Korea, English)', address: '/kr/en/templateshop', who: 'guest'},
  {name: 'template', title: 'A template (food)', address: '/us/template/1', who: 'guest'},
  {name: 'template-kr', title: 'A template (cosmetics, Korea)', address: '/kr/template/10', who: 'guest'},
  {name: 'checkout-us', title: 'Checkout (United States)', address: '/us/checkout/1', who: 'guest'},
  {name: 'checkout-kr', title: 'Checkout (Korea, Korean)', address: '/kr/checkout/1', who: 'guest'},
  {name: 'checkout-quote', title: 'Checkout of a quoted service', address: '/us/checkout/10', who: 'guest'},
  {name: 'cart', title: 'Cart drawer, two templates (screen only)', address: '/us/templateshop', who: 'customer', open: openCart},
  {name: 'login', title: 'Login dialog (screen only)', address: '/us?auth=login', who: 'guest', open: dialogOpen},
  {name: 'terms', title: 'Terms', address: '/us/terms', who: 'guest'},
  {name: 'privacy', title: 'Privacy', address: '/us/privacy', who: 'guest'},
  {name: 'mypage', title: 'My page (signed in, one order)', address: '/us/profile', who: 'customer'},
  {name: 'order', title: 'An order (signed in, demo order)', address: '{order}', who: 'customer'},
  {name: 'admin', title: 'Admin: overview', address: '/us/admin', who: 'admin'},
  {name: 'admin-catalogue', title: 'Admin: catalogue', address: '/us/admin?tab=catalog', who: 'admin'},
];
const shots = values.only?.length ? SHOTS.filter((s) => values.only!.includes(s.name)) : SHOTS;
if (!shots.length) throw new Error(`--only names none of: ${SHOTS.map((s) => s.name).join(', ')}`);

// The server: a private copy of the build's standalone folder on the embedded database in a
// temporary folder, with local files, an outbox folder for mail, demo payments and a seeded admin.
const work = mkdtempSync(path.join(tmpdir(), 'storefront-screens-'));
const app = copyStandalone(buildRoot, path.join(work, 'app'));
const log = path.join(work, 'server.log');
const logFd = openSync(log, 'a');
const server = spawn(process.execPath, [path.join(app, 'serve.mjs')], {
  stdio: ['ignore', logFd, logFd],
  env: childProcessEnv({
    NODE_ENV: 'production',
    PORT: String(PORT),
    APP_URL: BASE,
    DATA_DIR: path.join(work, 'data'),
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    S3_BUCKET: '',
    MIGRATE_ON_START: '1',
    ALLOW_DEMO_PAYMENTS: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  }),
});

async function stop() {
  if (server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    await Promise.race([once(server, 'exit'), new Promise((resolve) => setTimeout(resolve, 15_000))]);
    server.kill('SIGKILL');
  }
  rmSync(work, {recursive: true, force: true});
}

/** A context for one viewport: reduced motion, a returning visitor (no first-visit language redirect). */
async function newContext(browser: Browser, viewport: ViewportName): Promise<BrowserContext> {
  return browser.newContext({...VIEWPORTS[viewport], baseURL: BASE, reducedMotion: 'reduce', locale: 'en-US', timezoneId: 'UTC'});
}

/** Signs a context in as a new customer with a demo order (through the public API) and two templates in the cart; returns the order's address. */
async function signInCustomer(context: BrowserContext): Promise<string> {
  const headers = {'x-country': 'us'};
  const email = `screens.${Date.now()}${Math.floor(Math.random() * 1000)}@shop.test`;
  const registered = await context.request.post('/api/auth/register', {headers, data: {email, password: 'Str0ngEnough', firstName: 'Dana', lastName: 'Rivera', phone: '+1 415 555 0101'}});
  if (registered.status() !== 201) throw new Error(`register: ${registered.status()} ${await registered.text()}`);
  const placed = await context.request.post('/api/orders', {
    headers,
    data: {serviceId: 1, quantity: 1, customerName: 'Dana Rivera', customerEmail: email, customerPhone: '+1 415 555 0101', agreeTerms: true, agreePrivacy: true},
  });
  if (placed.status() !== 201) throw new Error(`order: ${placed.status()} ${await placed.text()}`);
  const {orderNumber} = (await placed.json()) as {orderNumber: string};
  for (const templateId of [1, 3]) {
    const added = await context.request.post('/api/cart', {headers, data: {templateId, quantity: 1}});
    if (added.status() !== 201) throw new Error(`cart: ${added.status()} ${await added.text()}`);
  }
  return `/us/order/${orderNumber}`;
}

async function signInAdmin(context: BrowserContext) {
  const response = await context.request.post('/api/auth/login', {data: ADMIN});
  if (response.status() !== 200) throw new Error(`admin login: ${response.status()} ${await response.text()}`);
}

/**
 * Gives service 1 the three tiers an owner would (no service has tiers out of the box), so its
 * page is photographed with its tier table and, on the phone, its tabs; then loads the page until
 * it is rendered again with them.
 */
async function offerTiers(context: BrowserContext) {
  const tiers = [
    {key: 'basic', images: 3, revisions: 1, deliveryDays: 2, priceKrw: 30_000},
    {key: 'standard', images: 6, revisions: 2, deliveryDays: 3, priceKrw: 55_000},
    {key: 'premium', images: 12, revisions: 3, deliveryDays: 4, priceKrw: 99_000},
  ];
  const saved = await context.request.put('/api/admin/catalog/services/1/tiers', {data: {tiers}});
  if (saved.status() !== 200) throw new Error(`tiers: ${saved.status()} ${await saved.text()}`);
  for (let attempt = 0; attempt < 20; attempt++) {
    if ((await (await context.request.get('/us/services/1')).text()).includes('data-testid="tier-table"')) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the service page did not show its tiers');
}

/** Loads every image: lazy ones made eager, the page scrolled through once, then each visible image complete and decoded. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Sections below the fold are painted only near the viewport (content-visibility: auto): a
  // full-page picture paints them all, as a visitor scrolling would see them.
  await page.addStyleTag({content: '.offscreen-lazy{content-visibility:visible!important}'});
  await page.evaluate(async () => {
    // Eager and decoded with the page's paint: a full-page capture of a phone-tall page otherwise
    // paints the images far from the viewport as their blurred placeholders.
    for (const img of Array.from(document.images)) {
      img.loading = 'eager';
      img.decoding = 'sync';
    }
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => Array.from(document.images).every((img) => !img.checkVisibility() || (img.complete && img.naturalWidth > 0)), undefined, {timeout: 30_000})
    .catch(async () => {
      const missing = await page.evaluate(() =>
        Array.from(document.images)
          .filter((img) => img.checkVisibility() && !(img.complete && img.naturalWidth > 0))
          .map((img) => img.currentSrc || img.src),
      );
      console.warn(`  ${page.url()}: ${missing.length} image(s) did not load: ${missing.slice(0, 3).join(', ')}`);
    });
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.images)
        .filter((img) => img.complete && img.naturalWidth > 0)
        .map((img) => img.decode().catch(() => undefined)),
    ),
  );
  await page.waitForTimeout(300);
}

/** Saves a PNG as WebP, in equal parts when it is taller than WebP allows; returns the file names. */
async function save(png: Buffer, viewport: ViewportName, name: string): Promise<string[]> {
  const dir = path.join(OUT, viewport);
  mkdirSync(dir, {recursive: true});
  for (const file of readdirSync(dir)) if (new RegExp(`^${name}(-\\d+)?\\.(webp|jpg)$`).test(file)) rmSync(path.join(dir, file));
  const {width = 0, height = 0} = await sharp(png, {limitInputPixels: false}).metadata();
  const parts = Math.ceil(height / WEBP_MAX);
  const partHeight = Math.ceil(height / parts);
  const files: string[] = [];
  for (let i = 0; i < parts; i++) {
    const file = parts === 1 ? `${name}.webp` : `${name}-${i + 1}.webp`;
    const top = i * partHeight;
    await sharp(png, {limitInputPixels: false})
      .extract({left: 0, top, width, height: Math.min(partHeight, height - top)})
      .webp({quality: QUALITY[viewport], effort: 6})
      .toFile(path.join(dir, file));
    files.push(file);
  }
  return files;
}

function commitOf(root: string): string {
  const result = spawnSync('git', ['-C', root, 'log', '-1', '--format=%h %s'], {encoding: 'utf8'});
  return result.status === 0 ? result.stdout.trim() : 'unknown';
}

/** The index: one row per page, the rows of pages not taken this time kept from the last index. */
/** Markdown links to a page's pictures in one viewport: one link, or one per part. */
function links(viewport: ViewportName, label: string, files: string[]): string {
  if (files.length === 1) return `[${label}](${viewport}/${files[0]})`;
  return files.map((file, i) => `[${i === 0 ? `${label}, part 1` : i + 1}](${viewport}/${file})`).join(' · ');
}

function writeIndex(taken: Map<string, Record<ViewportName, string[]>>) {
  const indexFile = path.join(OUT, 'README.md');
  const previous = new Map<string, string>();
  if (existsSync(indexFile)) {
    for (const line of readFileSync(indexFile, 'utf8').split('\n')) {
      const name = /^\| .*?\| `[^`]*` \| \[1440x900[^\]]*\]\(1440x900\/([a-z0-9-]+?)(-1)?\.webp\)/.exec(line)?.[1];
      if (name) previous.set(name, line);
    }
  }
  const [hash, ...subject] = commitOf(buildRoot).split(' ');
  const rows = SHOTS.map((shot) => {
    const files = taken.get(shot.name);
    if (!files) return previous.get(shot.name);
    const address = shot.address === '{order}' ? '/us/order/{number}' : shot.address;
    return `| ${shot.title} | \`${address}\` | ${links('1440x900', '1440x900', files['1440x900'])} | ${links('390x844', '390x844 @2x', files['390x844'])} |`;
  }).filter(Boolean);
  const text = [
    '# Screenshots',
    '',
    'Every kind of page at 1440x900 (1x) and 390x844 (2x, a touch phone), full page (a dialog: the screen), with reduced',
    'motion, once every image has loaded; a page taller than WebP allows is in parts. Made by `npm run bench:screens`',
    '(scripts/screens.mts, see [docs/performance.md](../../docs/performance.md#screenshots)).',
    '',
    `Taken ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC from the build of commit \`${hash}\` (${subject.join(' ').slice(0, 100)}${subject.join(' ').length > 100 ? '…' : ''}).`,
    '',
    '| Page | Address | Laptop | Phone |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  writeFileSync(indexFile, text);
}

let failed = false;
try {
  if (!(await waitForHealth(BASE, {timeoutMs: 300_000, stop: () => server.exitCode !== null}))) throw new Error(`The server did not start (its log: ${log}).`);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--hide-scrollbars'],
  });
  const taken = new Map<string, Record<ViewportName, string[]>>();
  try {
    for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
      const contexts: Record<Who, BrowserContext> = {guest: await newContext(browser, viewport), customer: await newContext(browser, viewport), admin: await newContext(browser, viewport)};
      const orderPage = await signInCustomer(contexts.customer);
      await signInAdmin(contexts.admin);
      if (viewport === '1440x900') await offerTiers(contexts.admin);
      for (const shot of shots) {
        const context = contexts[shot.who];
        const address = shot.address === '{order}' ? orderPage : shot.address;
        await context.addCookies([{name: 'country', value: address.split('/')[1]!, url: BASE}]);
        // A second try for a page that timed out once (this machine is shared and sometimes slow).
        for (let attempt = 1; attempt <= 2; attempt++) {
          const page = await context.newPage();
          try {
            const response = await page.goto(address, {waitUntil: 'load', timeout: 60_000});
            if (!response?.ok()) console.warn(`  ${address}: HTTP ${response?.status()}`);
            await settle(page);
            if (shot.open) {
              await shot.open(page);
              await settle(page);
            }
            const files = await save(await page.screenshot({fullPage: !shot.open, animations: 'disabled'}), viewport, shot.name);
            taken.set(shot.name, {...(taken.get(shot.name) ?? ({} as Record<ViewportName, string[]>)), [viewport]: files});
            console.log(`${viewport} ${shot.name.padEnd(20)} ${address}`);
            break;
          } catch (error) {
            console.error(`${viewport} ${shot.name} (try ${attempt}): ${(error as Error).message.split('\n')[0]}`);
            if (attempt === 2) failed = true;
          } finally {
            await page.close();
          }
        }
      }
      for (const context of Object.values(contexts)) await context.close();
    }
  } finally {
    await browser.close();
  }
  writeIndex(new Map([...taken].filter(([, files]) => files['1440x900'] && files['390x844'])));
  console.log(`Wrote ${taken.size} pages to ${OUT}/ (index: ${OUT}/README.md).`);
} catch (error) {
  failed = true;
  console.error(error);
  if (existsSync(log)) console.error(readFileSync(log, 'utf8').split('\n').slice(-30).join('\n'));
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
