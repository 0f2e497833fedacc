/**
 * docs/configuration.md is the list of every setting: each variable lib/env.ts reads is documented
 * there, and each variable documented there is one lib/env.ts reads (a renamed or removed setting
 * fails here until the page follows).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

const root = process.cwd();

/** Read by lib/env.ts but set by a platform or a tool, not by whoever runs the shop; why each is not on the page. */
const NOT_SETTINGS: Record<string, string> = {
  VERCEL_URL: "Vercel's own address for a deploy, read only when APP_URL is unset (documented under APP_URL)",
  VERCEL_PROJECT_PRODUCTION_URL: "Vercel's production address, read only when APP_URL is unset (documented under APP_URL)",
  NEXT_PHASE: 'set by Next.js itself while it builds',
  BENCH_DATABASE_URL: "the throughput benchmark's PostgreSQL (docs/performance.md), not the shop's",
  FUZZ_RUNS: "the fuzz test's run count (npm run bench:fuzz)",
};

/** The variables of lib/env.ts's schema: the object's own keys, one per line. */
function schemaKeys(source: string): string[] {
  const start = source.indexOf('const schema = z');
  const end = source.indexOf('.superRefine(', start);
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return [...source.slice(start, end).matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!);
}

/** The variables the page's tables name in their first column (`A`, `B`). */
function documentedKeys(page: string): string[] {
  return page
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
}

test('the schema and the page are read: the check sees both lists', () => {
  expect(schemaKeys('const schema = z\n  .object({\n    PORT: z.number(),\n    /** x */\n    DATA_DIR: z.string(),\n  })\n  .superRefine(() => {})')).toEqual(['PORT', 'DATA_DIR']);
  expect(documentedKeys('| Variable | Default |\n| `A_B`, `C` | unset | `NOT_THIS` |\n| `D` | `1` |')).toEqual(['A_B', 'C', 'D']);
});

test('every setting lib/env.ts reads is in docs/configuration.md, and every one documented there exists', () => {
  const keys = schemaKeys(readFileSync(path.join(root, 'lib', 'env.ts'), 'utf8'));
  const documented = new Set(documentedKeys(readFileSync(path.join(root, 'docs', 'configuration.md'), 'utf8')));
  expect(keys.length).toBeGreaterThan(60);
  expect(keys.filter((key) => !documented.has(key) && !(key in NOT_SETTINGS))).toEqual([]);
  expect([...documented].filter((key) => !keys.includes(key))).toEqual([]);
  // The exceptions are still read, and none of them is documented after all.
  expect(Object.keys(NOT_SETTINGS).filter((key) => !keys.includes(key) || documented.has(key))).toEqual([]);
});
