/**
 * npm run fonts:measure (after `npm run build`): which characters the catalogue pages draw in each
 * CJK language, and at which weight. It starts the production build, opens every catalogue page
 * (the landing page, the shop, the services, the packages and each one's detail pages) on a phone
 * and a desktop in Korean, Chinese and Japanese, and writes lib/fonts/catalogue-characters.json.
 *
 * `npm run fonts:subset` then cuts each CJK face in two (lib/fonts/subsets.ts, docs/performance.md
 * "CJK fonts in two parts"): the characters these pages draw at that weight, which a visitor's first
 * page downloads, and the rest of our texts' characters, which the browser asks for only on a page
 * that draws one of them (checkout, account, admin).
 */
import {spawn} from 'node:child_process';
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {chromium} from 'playwright';
import {childProcessEnv} from '../lib/env';
import {COUNTRIES, type CountryCode} from '../lib/countries';
import {localizedPath} from '../lib/i18n/paths';
import {CJK_SUBSETS, FIRST_PAGE_CHARACTERS_FILE, subsetCharacters, type FirstPageCharacters} from '../lib/fonts/subsets';
import {waitForHealth} from './wait-for-health.mts';

const PORT = 3922;
const BASE = `http://127.0.0.1:${PORT}`;
const COUNTRY_CODES = Object.keys(COUNTRIES) as CountryCode[];
/** Where a language's visitors mostly are: every catalogue page is read there, the listings in every country too. */
const HOME: Record<(typeof CJK_SUBSETS)[number]['language'], CountryCode> = {ko: 'kr', zh: 'cn', ja: 'us'};
const LISTINGS = ['', '/templateshop', '/services', '/packages'];
const VIEWPORTS = [
  {width: 390, height: 844, isMobile: true},
  {width: 1440, height: 900, isMobile: false},
];

/**
 * Installed before the page's own scripts: records the text of every element the page ever had, by
 * weight (600 and above use the 700 face, the rest the 400 one). Text that is shown and then taken
 * away (the guide chat's messages, hidden until scrolled to) was laid out, and its fonts fetched, too.
 */
function recordText() {
  const seen = {regular: '', bold: ''};
  const page = window as unknown as {__fontText: typeof seen; __fontRead: (root: Node) => void};
  page.__fontText = seen;
  const read = (root: Node) => {
    const pieces: [Element, string][] = [];
    if (root.nodeType === Node.TEXT_NODE && root.parentElement) pieces.push([root.parentElement, root.textContent ?? '']);
    if (root.nodeType === Node.ELEMENT_NODE) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.parentElement) pieces.push([node.parentElement, node.textContent ?? '']);
      // Hidden text (the phone menu, a closed filter) counts too: opening it should not fetch another file.
      // So do placeholders and a picture's alt text, which Chromium lays out in its box until the picture arrives.
      for (const el of [root as Element, ...(root as Element).querySelectorAll('[placeholder], img[alt]')]) {
        for (const attribute of ['placeholder', 'alt']) if (el.hasAttribute?.(attribute)) pieces.push([el, el.getAttribute(attribute) ?? '']);
      }
    }
    for (const [el, text] of pieces) {
      if (!el.isConnected || el.closest('script, style, noscript, template')) continue;
      if (parseInt(getComputedStyle(el).fontWeight, 10) >= 600) seen.bold += text;
      else seen.regular += text;
    }
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') read(record.target);
      else if (record.type === 'attributes') read(record.target);
      else record.addedNodes.forEach(read);
    }
  }).observe(document, {subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['alt', 'placeholder', 'class', 'style']});
  page.__fontRead = read;
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'start.mts')], {
  stdio: 'ignore',
  env: childProcessEnv({PORT: String(PORT), DATA_DIR: '.data/fonts-measure', APP_URL: BASE, DATABASE_URL: ''}),
});
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--disable-background-networking']});
try {
  if (!(await waitForHealth(BASE, {timeoutMs: 300_000}))) throw new Error('The server did not start within 5 minutes.');
  const result: FirstPageCharacters = {};
  for (const {language} of CJK_SUBSETS) {
    const text = {regular: '', bold: ''};
    const read = async (url: string, viewport: (typeof VIEWPORTS)[number], links = false): Promise<string[]> => {
      const context = await browser.newContext({viewport, isMobile: viewport.isMobile, locale: language});
      // tsx names the functions it compiles with a helper of its own, which the page needs too.
      await context.addInitScript('globalThis.__name = (f) => f;');
      await context.addInitScript(recordText);
      const page = await context.newPage();
      const response = await page.goto(BASE + url, {waitUntil: 'networkidle'});
      if (!response?.ok()) throw new Error(`${url}: ${response?.status()}`);
      // And everything there at the end, with its weight now.
      const found = await page.evaluate(() => {
        const recorded = window as unknown as {__fontText: {regular: string; bold: string}; __fontRead: (root: Node) => void};
        recorded.__fontRead(document.body);
        return recorded.__fontText;
      });
      text.regular += found.regular;
      text.bold += found.bold;
      const hrefs = links ? await page.$$eval('a[href]', (as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname)) : [];
      await context.close();
      return hrefs;
    };
    const home = HOME[language];
    const details = new Set<string>();
    for (const viewport of VIEWPORTS) {
      for (const country of COUNTRY_CODES) {
        for (const listing of LISTINGS) {
          const hrefs = await read(localizedPath(country, language, listing), viewport, country === home);
          const prefix = localizedPath(home, language);
          for (const href of hrefs) if (new RegExp(`^${prefix}/(template|services|packages)/[^/]+$`).test(href)) details.add(href);
        }
      }
    }
    if (details.size === 0) throw new Error(`No catalogue detail pages were linked from ${home}'s listings.`);
    for (const viewport of VIEWPORTS) for (const url of details) await read(url, viewport);
    result[language] = {400: subsetCharacters(text.regular), 700: subsetCharacters(text.bold)};
    console.log(`${language}: ${details.size} detail pages; ${[...result[language][400]].length} characters at 400, ${[...result[language][700]].length} at 700`);
  }
  await writeFile(path.join(process.cwd(), FIRST_PAGE_CHARACTERS_FILE), JSON.stringify(result, null, 1) + '\n');
  console.log(`Wrote ${FIRST_PAGE_CHARACTERS_FILE}; now run npm run fonts:subset.`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
