/**
 * The layers keep to their places (docs/architecture.md): components render what the domain
 * modules read for them and never ask the database themselves. Types from the schema are fine
 * (`import type`); the client is not. The admin area reads through lib/admin/queries.ts, which
 * asks who is reading before every read.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const root = process.cwd();

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sources(rel);
    return /\.(?:tsx?|mjs|js)$/.test(e.name) ? [rel] : [];
  });
}

/** Import statements that bring a value (not only types) from the database modules. */
function databaseImports(source: string): string[] {
  const statements = source.match(/^\s*import\s[^;]*?from\s*['"]@\/lib\/db(?:\/[^'"]*)?['"]/gm) ?? [];
  return statements.filter((s) => !/^\s*import\s+type\s/.test(s)).map((s) => s.trim());
}

test('the check finds a value import of the database and lets a type import pass', () => {
  expect(databaseImports("import {db} from '@/lib/db';\nimport type {Order} from '@/lib/db/client';")).toEqual(["import {db} from '@/lib/db'"]);
  expect(databaseImports("import {\n  OrderStatus,\n} from '@/lib/db/client';")).toHaveLength(1);
  expect(databaseImports("import type {OrderStatus} from '@/lib/db/client';")).toEqual([]);
});

test('no component imports the database client', () => {
  const offenders = sources('components').flatMap((file) => databaseImports(readFileSync(path.join(root, file), 'utf8')).map((s) => `${file}: ${s}`));
  expect(offenders).toEqual([]);
});

test('every admin tab reads through the admin queries, which ask who is reading', () => {
  const queries = readFileSync(path.join(root, 'lib/admin/queries.ts'), 'utf8');
  expect(queries).toMatch(/^import 'server-only';/m);
  for (const file of ['Dashboard', 'CatalogTab', 'InboxTab', 'OrderThreads', 'ReviewsTab', 'ShowcaseTab']) {
    expect(readFileSync(path.join(root, `components/admin/${file}.tsx`), 'utf8')).toMatch(/adminQueries\.\w+\(/);
  }
});

test('the browser reads JSON answers only through lib/http/client.ts (typed by lib/http/answers.ts), never by casting response.json()', () => {
  const browserFiles = [...sources('components'), 'lib/account/client.ts', 'lib/cart/client.ts'];
  const offenders = browserFiles.filter((file) => /\.json\(\)/.test(readFileSync(path.join(root, file), 'utf8')));
  expect(offenders).toEqual([]);
});
