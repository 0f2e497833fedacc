/**
 * npm run art: draws every catalogue picture (components/templates/ProductArt.tsx) into
 * public/art/<key>.<hash>.svg and lists them in components/templates/art-files.json. Run it after
 * changing a motif, a palette or the catalogue; a unit test fails while the files are out of date.
 */
import {mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {artFileName, catalogueArt, renderArt} from '../lib/catalog/art-render';
import {artKey} from '../components/templates/ProductArt';

const root = process.cwd();
const dir = path.join(root, 'public', 'art');
mkdirSync(dir, {recursive: true});
const files: Record<string, string> = {};
for (const spec of catalogueArt()) {
  const svg = renderArt(spec);
  const name = artFileName(artKey(spec), svg);
  writeFileSync(path.join(dir, name), svg);
  files[artKey(spec)] = `/art/${name}`;
}
const kept = new Set(Object.values(files).map((f) => path.basename(f)));
for (const old of readdirSync(dir)) if (!kept.has(old)) rmSync(path.join(dir, old));
const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(path.join(root, 'components', 'templates', 'art-files.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${kept.size} pictures in public/art`);
