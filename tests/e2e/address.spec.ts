/**
 * The shop's own address in everything that links back to it: canonical links, the sitemap,
 * robots.txt and the links in mails. The deployed server has APP_URL set; the embedded default
 * runs without it on port 3918, where everything must say http://localhost:3918, not :3000.
 */
import {expect, test} from '@playwright/test';

test("canonical links, the sitemap and robots.txt are on this server's address", async ({request, baseURL}) => {
  const page = await (await request.get('/us')).text();
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1] ?? '';
  expect(canonical.startsWith(`${baseURL}/us`), canonical).toBe(true);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.length).toBeGreaterThan(100);
  expect(locs.filter((loc) => !loc.startsWith(`${baseURL}/`))).toEqual([]);
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
