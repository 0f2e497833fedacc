/**
 * Nothing rests on another project's private internals: no source file imports Next's `next/dist/`
 * or Prisma's internal modules (its client runtime, the CLI's build, its engines, WebAssembly
 * files), which a minor upgrade may change without a word. Public entries (`next`, `next/server`,
 * `@prisma/client`, `@prisma/adapter-pg`, …) are fine. lib/generated is Prisma's own generated
 * client and is left out.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const ROOTS = ['app', 'components', 'lib', 'scripts', 'tests', 'proxy.ts', 'next.config.mjs', 'instrumentation.ts', 'prisma.config.ts', 'jest.config.mjs', 'playwright.config.ts', 'eslint.config.mjs'];
const SKIP = new Set(['node_modules', '.next', 'generated']);
const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;

const FORBIDDEN: [RegExp, string][] = [
  [/^next\/dist(?:\/|$)/, "Next's internal build"],
  [/^@prisma\/client\/(?:runtime|scripts)(?:\/|$)/, "Prisma client's runtime internals"],
  [/^prisma\/(?:build|dist)(?:\/|$)/, "the Prisma CLI's build"],
  [/^@prisma\/(?:engines|internals|fetch-engine|get-platform|migrate|query-plan-executor)(?:\/|$)/, "Prisma's engines and internal packages"],
  [/^@prisma\/schema-engine-wasm\//, "the schema engine's wasm glue"],
  [/\.wasm$/, 'a WebAssembly file'],
  [/^@prisma\/[^/]+\/dist\//, "a Prisma package's dist files"],
];

/**
 * Known exceptions, each with its reason. The test also fails when one of them no longer imports
 * what it is allowed to, so the list only shrinks.
 */
const ALLOWED: Record<string, {specifier: RegExp; why: string}> = {
  'lib/db/schema-diff.ts': {
    specifier: /^@prisma\/schema-engine-wasm$/,
    why: "writing the next migration and checking none is missing: `prisma migrate diff` runs a native binary Prisma downloads on first use (not possible offline); the package's own entry is used, never its glue",
  },
};

function files(entry: string): string[] {
  const full = path.join(root, entry);
  let stat;
  try {
    stat = statSync(full);
  } catch {
    return [];
  }
  if (stat.isFile()) return SOURCE.test(entry) ? [entry] : [];
  return readdirSync(full, {withFileTypes: true}).flatMap((e) => (SKIP.has(e.name) ? [] : files(path.join(entry, e.name))));
}

/** Every module specifier a file imports, re-exports, requires or loads with import(). */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]/g,
    /\brequire(?:\.resolve)?\s*\(\s*['"]([^'"]+)['"]/g,
    /\bjest\.(?:mock|doMock|requireActual)\s*(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]/g,
  ];
  for (const pattern of patterns) for (const m of source.matchAll(pattern)) found.push(m[1]!);
  return found;
}

const sources = ROOTS.flatMap(files).map((file) => ({file: file.split(path.sep).join('/'), imports: specifiers(readFileSync(path.join(root, file), 'utf8'))}));

test('the scan sees the tree (app, components, lib, scripts, tests, proxy, next.config)', () => {
  expect(sources.length).toBeGreaterThan(300);
  const seen = (prefix: string) => sources.some((s) => s.file.startsWith(prefix));
  for (const prefix of ['app/', 'components/', 'lib/', 'scripts/', 'tests/', 'proxy.ts', 'next.config.mjs']) expect(seen(prefix)).toBe(true);
  // The specifier patterns find imports of every shape.
  expect(specifiers(`import a from 'x1';\nimport {b,\n c} from "x2";\nexport * from 'x3';\nimport 'x4';\nawait import('x5');\nrequire('x6');\njest.requireActual<typeof import('x7')>('x7');`)).toEqual(
    expect.arrayContaining(['x1', 'x2', 'x3', 'x4', 'x5', 'x6', 'x7']),
  );
});

test("no source file imports Next's or Prisma's internals", () => {
  const offences = sources.flatMap(({file, imports}) =>
    imports.flatMap((specifier) => {
      if (ALLOWED[file]?.specifier.test(specifier)) return [];
      const rule = FORBIDDEN.find(([pattern]) => pattern.test(specifier));
      if (rule) return [`${file}: ${specifier} (${rule[1]})`];
      if (/^@prisma\/schema-engine-wasm$/.test(specifier)) return [`${file}: ${specifier} (Prisma's schema engine: only lib/db/schema-diff.ts may load it)`];
      return [];
    }),
  );
  expect(offences).toEqual([]);
});

test('each allowed exception still needs its allowance (the list only shrinks)', () => {
  for (const [file, {specifier}] of Object.entries(ALLOWED)) {
    const source = sources.find((s) => s.file === file);
    expect(source?.imports.some((i) => specifier.test(i))).toBe(true);
  }
});
