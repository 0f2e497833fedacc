/**
 * The buyer's pages as the server sends them, through the W3C Nu checker (errors only): the
 * checkout, the order confirmation, a paid order's page and receipt, the demo payment page and the
 * 404s (localized and unrouted) are valid, each with its title in the head. Runs where Java and
 * the checker's jar are installed (`npm install --prefix /tmp/vnu --no-save vnu-jar`) and says so
 * when they are not.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type APIRequestContext} from '@playwright/test';
import {messages, unique} from './helpers';

// Installed outside the project (it adds no dependency): npm install --prefix /tmp/vnu --no-save vnu-jar
const JAR = '/tmp/vnu/node_modules/vnu-jar/build/dist/vnu.jar';
const java = spawnSync('java', ['-version']).status === 0;
test.skip(!java || !existsSync(JAR), `the W3C Nu checker needs Java and ${JAR} (docs/storefront.md#valid-html)`);

const US = {'x-country': 'us', 'x-language': 'en', 'x-forwarded-for': '203.0.113.61'};

/** The checker's errors for one page, as "line: message". */
function errorsOf(name: string, html: string): string[] {
  const dir = path.join(test.info().outputDir, 'html');
  mkdirSync(dir, {recursive: true});
  const file = path.join(dir, `${name}.html`);
  writeFileSync(file, html);
  const run = spawnSync('java', ['-jar', JAR, '--errors-only', '--format', 'json', file], {encoding: 'utf8'});
  const {messages} = JSON.parse(run.stderr || run.stdout || '{"messages":[]}') as {messages: {type: string; lastLine?: number; message: string}[]};
  return messages.filter((m) => m.type === 'error').map((m) => `${m.lastLine ?? '?'}: ${m.message}`);
}

async function html(request: APIRequestContext, url: string, status = 200): Promise<string> {
  const response = await request.get(url, {headers: US});
  expect(response.status(), url).toBe(status);
  return response.text();
}

test('the checkout, order, receipt, demo payment and 404 pages have no HTML errors', async ({request}) => {
  const created = await request.post('/api/orders', {
    headers: US,
    data: {serviceId: 1, quantity: 3, customerName: 'Pat Kim', customerEmail: unique('valid'), customerPhone: '+1 212 555 0100', agreeTerms: true, agreePrivacy: true},
  });
  expect(created.status()).toBe(201);
  const order = (await created.json()) as {orderId: string; guestToken: string};
  const started = (await (await request.post('/api/payments/start', {headers: US, data: {orderId: order.orderId, token: order.guestToken}})).json()) as {url: string};
  const demo = new URL(started.url);
  const demoPage = await html(request, demo.pathname + demo.search);
  const query = demo.searchParams;
  expect((await request.post('/api/confirm', {headers: US, data: {orderId: query.get('orderId'), amount: query.get('amount'), paymentKey: query.get('paymentKey')}})).status()).toBe(200);

  const pages: [string, string][] = [
    ['checkout', await html(request, '/us/checkout/1')],
    ['order-confirmation', await html(request, '/us/order-confirmation/1')],
    ['order', await html(request, `/us/order/${order.guestToken}`)],
    ['receipt', await html(request, `/us/order/${order.guestToken}/receipt`)],
    ['demo-payment', demoPage],
    ['not-found', await html(request, '/us/nonexistent/page', 404)],
    ['not-found-ko', await html(request, '/kr/no-such-page', 404)],
    ['not-found-unrouted', await html(request, '/no-such-file.txt', 404)],
  ];
  const errors = Object.fromEntries(pages.map(([name, page]) => [name, errorsOf(name, page)]));
  // Every page is valid: its metadata in the head, the localized 404 whole in the server's HTML.
  for (const [name] of pages) expect(errors[name], name).toEqual([]);
  for (const [name, page] of pages.filter(([name]) => name.startsWith('not-found-') || name === 'not-found')) expect(page, name).toMatch(/<head>.*<title>[^<]+<\/title>.*<\/head>/s);
  expect(pages.find(([name]) => name === 'not-found-ko')![1]).toContain('<title>' + messages('ko').NotFound.title);
});
