/**
 * JavaScript budgets, from the build's own numbers: every route's first-load scripts as the build
 * lists them (.next/diagnostics/route-bundle-stats.json), each file gzipped (level 9) and summed.
 * Code a page fetches later (islands, dialogs, forms on use) is not first-load and not counted.
 * Fails when a route is over its budget; prints every route's figure either way.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

const KB = 1000;
/** Kilobytes of gzipped first-load JavaScript (docs/architecture.md, JavaScript budgets). */
const BUDGETS: Record<string, number> = {
  '/[country]/[lang]': 160,
  '/[country]/[lang]/checkout/[item]': 170,
  // The studio's admin area (staff on desktops, never a first visit): its forms are on react-hook-form.
  '/[country]/[lang]/admin': 215,
  '/[country]/[lang]/admin/users': 215,
};
const ANY_PAGE = 200;

interface RouteStats {
  route: string;
  firstLoadChunkPaths: string[];
}

const root = process.cwd();
const stats = JSON.parse(readFileSync(path.join(root, '.next', 'diagnostics', 'route-bundle-stats.json'), 'utf8')) as RouteStats[];
const gzipped = new Map<string, number>();
const sizeOf = (file: string) => {
  let size = gzipped.get(file);
  if (size === undefined) gzipped.set(file, (size = gzipSync(readFileSync(path.join(root, file)), {level: 9}).length));
  return size;
};

const over: string[] = [];
const missing = Object.keys(BUDGETS).filter((route) => !stats.some((s) => s.route === route));
for (const {route, firstLoadChunkPaths} of [...stats].sort((a, b) => a.route.localeCompare(b.route))) {
  const kb = firstLoadChunkPaths.reduce((sum, file) => sum + sizeOf(file), 0) / KB;
  const budget = BUDGETS[route] ?? ANY_PAGE;
  const ok = kb <= budget;
  if (!ok) over.push(`${route}: ${kb.toFixed(1)} KB > ${budget} KB`);
  console.log(`${ok ? ' ' : '✖'} ${kb.toFixed(1).padStart(6)} KB / ${String(budget).padStart(3)} KB  ${route}`);
}
if (missing.length) {
  console.error(`Routes with a budget are missing from the build's statistics: ${missing.join(', ')}`);
  process.exit(1);
}
if (over.length) {
  console.error(`Over the JavaScript budget (gzipped first-load scripts):\n  ${over.join('\n  ')}`);
  process.exit(1);
}
console.log(`All ${stats.length} routes within their JavaScript budgets.`);
