import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Metadata, MetadataRoute} from 'next';
import {childProcessEnv} from '@/lib/env';

const root = process.cwd();

interface Deploy {
  robots: () => MetadataRoute.Robots;
  rootMetadata: Metadata;
  privateRobots: Metadata['robots'];
}

/** The robots.txt route, the root layout's metadata and the private pages' robots, built from these settings. */
async function deployWith(source: Record<string, string>): Promise<Deploy> {
  let loaded: Deploy | undefined;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('@/lib/env', () => {
      const actual = jest.requireActual<typeof import('@/lib/env')>('@/lib/env');
      return {...actual, env: actual.parseEnv(source)};
    });
    loaded = {
      robots: (await import('@/lib/deploy/robots')).robotsFile,
      rootMetadata: (await import('@/app/layout')).metadata,
      privateRobots: (await import('@/lib/deploy')).privateRobots,
    };
  });
  return loaded!;
}

/**
 * The content of `<meta name="robots">` for this metadata (null: no tag), by Next's documented
 * mapping (docs: generate-metadata, `robots`): `index`/`follow` become `index`/`noindex` and
 * `follow`/`nofollow`, a string is used as it is. Any other flag fails the test, so nothing here
 * goes unchecked.
 */
function metaContent(robots: Metadata['robots']): string | null {
  if (robots === undefined || robots === null) return null;
  if (typeof robots === 'string') return robots;
  const {index, follow, ...rest} = robots;
  expect(rest).toEqual({});
  const parts = [index === undefined ? '' : index ? 'index' : 'noindex', follow === undefined ? '' : follow ? 'follow' : 'nofollow'].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/**
 * robots.txt as Next writes it from a `MetadataRoute.Robots` (docs: file conventions, robots.txt):
 * a group per rule (`User-Agent`, then `Allow`, then `Disallow` lines), a blank line, then the
 * sitemaps. Fields outside these fail the test.
 */
function robotsTxt(robots: MetadataRoute.Robots): string {
  const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
  const {rules, sitemap, ...restOfFile} = robots;
  expect(restOfFile).toEqual({});
  let out = '';
  for (const rule of Array.isArray(rules) ? rules : [rules]) {
    const {userAgent, allow, disallow, ...restOfRule} = rule;
    expect(restOfRule).toEqual({});
    for (const agent of list(userAgent)) out += `User-Agent: ${agent}\n`;
    for (const path of list(allow)) out += `Allow: ${path}\n`;
    for (const path of list(disallow)) out += `Disallow: ${path}\n`;
    out += '\n';
  }
  for (const url of list(sitemap)) out += `Sitemap: ${url}\n`;
  return out;
}

describe.each([
  ['APP_ENV=preview', {APP_ENV: 'preview'}],
  ['VERCEL_ENV=preview', {VERCEL_ENV: 'preview', VERCEL: '1'}],
])('a preview deploy (%s)', (_name, source) => {
  let deploy: Deploy;
  beforeAll(async () => {
    deploy = await deployWith({...source, APP_URL: 'https://pr-42.preview.example'});
  });

  test('robots.txt disallows everything and names no sitemap', () => {
    expect(robotsTxt(deploy.robots())).toBe('User-Agent: *\nDisallow: /\n\n');
  });

  test('every page says noindex, nofollow: the root layout for all, the private pages (own robots) too', () => {
    expect(metaContent(deploy.rootMetadata.robots)).toBe('noindex, nofollow');
    expect(metaContent(deploy.privateRobots)).toBe('noindex, nofollow');
  });
});

describe('an ordinary deploy', () => {
  let deploy: Deploy;
  beforeAll(async () => {
    deploy = await deployWith({APP_ENV: 'production', APP_URL: 'https://studio.example'});
  });

  test('robots.txt allows the shop, keeps private pages out and names the sitemap', () => {
    const txt = robotsTxt(deploy.robots());
    expect(txt).toMatch(/^User-Agent: \*\nAllow: \/\n/);
    expect(txt).toContain('Disallow: /*/checkout\n');
    expect(txt).toContain('Sitemap: https://studio.example/sitemap.xml\n');
    expect(txt).not.toMatch(/^Disallow: \/$/m);
  });

  test('pages are indexable (no robots tag from the root layout); private pages say noindex', () => {
    expect(metaContent(deploy.rootMetadata.robots)).toBeNull();
    expect(metaContent(deploy.privateRobots)).toBe('noindex');
  });
});

/** Every .ts/.tsx file under app/. */
function appFiles(dir = path.join(root, 'app')): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? appFiles(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));
}

test("a page with robots of its own takes them from lib/deploy (a page's robots replace the layout's noindex, nofollow)", () => {
  const own = appFiles().flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\brobots: ([^,}\n]+)/g)].map((m) => `${path.relative(root, file)}: ${m[1]}`));
  expect(own.length).toBeGreaterThan(10);
  expect(own.filter((line) => !line.endsWith(': privateRobots') && !line.endsWith(': PREVIEW_ROBOTS'))).toEqual([]);
});

/** The headers next.config.mjs gives every response, loaded by Node as Next loads it. */
function configHeaders(extra: Record<string, string>): {key: string; value: string}[] {
  const script = "const config = (await import('./next.config.mjs')).default; const all = await config.headers(); console.log(JSON.stringify(all.find((h) => h.source === '/:path*').headers));";
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {cwd: root, encoding: 'utf8', env: childProcessEnv({APP_ENV: '', VERCEL_ENV: '', ...extra})});
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').pop()!);
}

test('every response of a preview says X-Robots-Tag: noindex, nofollow; an ordinary deploy sends none', () => {
  expect(configHeaders({APP_ENV: 'preview'})).toContainEqual({key: 'X-Robots-Tag', value: 'noindex, nofollow'});
  expect(configHeaders({VERCEL_ENV: 'preview'})).toContainEqual({key: 'X-Robots-Tag', value: 'noindex, nofollow'});
  expect(configHeaders({APP_ENV: 'production'}).map((h) => h.key)).not.toContain('X-Robots-Tag');
});
