/** Security headers on every kind of response, and no script of ours blocked by the page policy. */
import {expect, test} from '@playwright/test';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {returningVisitor} from './helpers';

test.beforeEach(async ({context, baseURL}) => {
  await returningVisitor(context, baseURL);
});

const COMMON = {'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'cross-origin-opener-policy': 'same-origin-allow-popups', 'x-frame-options': 'DENY'};

test('pages, payment pages and APIs send the security headers; every page has a policy without plugins, <base> or framing', async ({request}) => {
  for (const url of ['/us', '/kr/templateshop', '/us/template/1', '/us/profile', '/us/terms', '/us/admin', '/us/checkout1', '/us/payment/fail', '/us/order/SO-unknown', '/api/health', '/api/cart']) {
    const response = await request.get(url, {maxRedirects: 0});
    const headers = response.headers();
    expect(headers, url).toMatchObject(COMMON);
    if (url.startsWith('/api/')) continue;
    const policy = headers['content-security-policy'] ?? '';
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'"]) expect(policy, url).toContain(directive);
    const payment = /checkout|payment|order/.test(url);
    // Only payment pages may talk to the payment provider; no page allows eval in production.
    expect(policy.includes('tosspayments.com'), url).toBe(payment);
    expect(policy, url).not.toContain('unsafe-eval');
  }
});

test('the page policies block none of our own scripts (home, shop, brief form)', async ({page}) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto('/us');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await page.goto('/us/templateshop');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await page.goto('/us/brief-test');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(blocked).toEqual([]);
});

test('every script the pages load comes from this site (the list is written to .test-results/script-origins.json)', async ({page, baseURL}) => {
  const origins = new Map<string, Set<string>>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const origin = new URL(request.url()).origin;
    origins.set(origin, (origins.get(origin) ?? new Set()).add(new URL(page.url() || baseURL!).pathname));
  });
  for (const url of ['/us', '/kr', '/us/templateshop', '/us/template/1', '/us/terms', '/us/profile', '/us/checkout1', '/us/payment/fail']) {
    await page.goto(url);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  }
  // The brief test page opens its form as a modal once its script has run (the page's h1 then
  // leaves the accessibility tree): the open dialog is the state that says its scripts loaded.
  await page.goto('/us/brief-test');
  await expect(page.getByRole('dialog')).toBeVisible();
  const list = Object.fromEntries([...origins].map(([origin, pages]) => [origin, [...pages]]));
  mkdirSync('.test-results', {recursive: true});
  writeFileSync(path.join('.test-results', 'script-origins.json'), `${JSON.stringify(list, null, 2)}\n`);
  expect(Object.keys(list)).toEqual([new URL(baseURL!).origin]);
});
