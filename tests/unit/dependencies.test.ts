/**
 * The installed packages as docs/architecture.md#dependencies says: every dependency pinned to one
 * exact version, one version of each of Prisma's packages in the lockfile (a second copy of the
 * driver-adapter utilities is what a loose range of an adapter brings in), and install scripts
 * decided for exactly the packages that are installed.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
};
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {packages: Record<string, {version?: string}>};

/** Every installed copy of each package: name -> versions. */
function installed(): Map<string, Set<string>> {
  const copies = new Map<string, Set<string>>();
  for (const [where, entry] of Object.entries(lock.packages)) {
    const name = where.split('node_modules/').pop();
    if (!where || !name || !entry.version) continue;
    if (!copies.has(name)) copies.set(name, new Set());
    copies.get(name)!.add(entry.version);
  }
  return copies;
}

test('every dependency is pinned to an exact version', () => {
  const loose = Object.entries({...manifest.dependencies, ...manifest.devDependencies}).filter(([, version]) => !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version));
  expect(loose).toEqual([]);
});

test("the lockfile holds one version of each of Prisma's packages", () => {
  const prisma = [...installed()].filter(([name]) => name === 'prisma' || name.startsWith('@prisma/'));
  expect(prisma.length).toBeGreaterThan(3);
  expect(prisma.filter(([, versions]) => versions.size > 1).map(([name, versions]) => `${name}: ${[...versions].join(', ')}`)).toEqual([]);
});

test('install scripts are decided for installed packages only', () => {
  const copies = installed();
  expect(Object.keys(manifest.allowScripts).filter((name) => !copies.has(name))).toEqual([]);
});
