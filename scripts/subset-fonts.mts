/**
 * npm run fonts:subset: cuts the Korean, Japanese and Chinese faces down to the characters the
 * storefront's own texts use (messages/<lang>.json plus every language's endonym), so a Korean
 * page downloads about 100 KB of font instead of 1.1 MB. Run it after changing a translation;
 * the unit test `fonts.test.ts` fails while a message uses a character a subset lacks.
 * Characters outside the subset (a customer's name, say) fall back to the system's CJK font.
 */
import {readFile, writeFile, mkdir} from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import {LANGUAGES, languageEndonym} from '../lib/i18n/languages';
import {CJK_SUBSETS, INTER_FACES, INTER_WEIGHTS, subsetCharacters} from '../lib/fonts/subsets';
import {SEED_TEXTS} from '../lib/catalog/seed-texts';

const root = process.cwd();
const outDir = path.join(root, 'lib', 'fonts', 'files');
await mkdir(outDir, {recursive: true});
const endonyms = LANGUAGES.map(languageEndonym).join('');
const manifest: Record<string, string> = {};

for (const subset of CJK_SUBSETS) {
  const messages = await readFile(path.join(root, 'messages', `${subset.language}.json`), 'utf8');
  // The catalogue's seeded words too (the owner's later edits may use characters outside: the system font draws those).
  const seeded = JSON.stringify(SEED_TEXTS[subset.language]);
  const text = subsetCharacters(messages + seeded + endonyms);
  manifest[subset.language] = text;
  for (const weight of subset.weights) {
    const source = await readFile(path.join(root, 'node_modules', subset.source(weight)));
    const woff2 = await subsetFont(source, text, {targetFormat: 'woff2'});
    const file = path.join(outDir, subset.file(weight));
    await writeFile(file, woff2);
    console.log(`${path.relative(root, file)}: ${[...text].length} characters, ${Math.round(woff2.length / 1024)} KB`);
  }
}
await writeFile(path.join(outDir, 'subsets.json'), JSON.stringify(manifest, null, 1) + '\n');

// Inter (Latin and Vietnamese) keeps every character of its @fontsource slice but only the weights
// the pages use (lib/fonts/subsets: INTER_WEIGHTS; Tailwind's font-normal to font-extrabold): its
// variable axis cut from 100-900 to 400-800 makes the Latin file, which every page preloads, 35 KB
// instead of 47 KB.
for (const face of INTER_FACES) {
  const source = await readFile(path.join(root, 'node_modules', face.source));
  // Every code point the slice could hold: harfbuzz keeps the ones the font has.
  const everything = Array.from({length: 0xffff - 0x20}, (_, i) => String.fromCodePoint(0x20 + i))
    .filter((c) => !/[\uD800-\uDFFF]/.test(c))
    .join('');
  const woff2 = await subsetFont(source, everything, {targetFormat: 'woff2', variationAxes: {wght: INTER_WEIGHTS}});
  await writeFile(path.join(outDir, face.file), woff2);
  console.log(`lib/fonts/files/${face.file}: weights ${INTER_WEIGHTS.min}-${INTER_WEIGHTS.max}, ${Math.round(woff2.length / 1024)} KB (was ${Math.round(source.length / 1024)} KB)`);
}

// The subsets only hold our own texts' characters. What a customer types (a Korean name, an
// address) or a date's "년" on a device without any Korean font would show as empty boxes, so a
// last fallback face covers all of Hangul and Hanja: Fontsource's full Noto Sans KR in its ~120
// unicode-range slices (regular weight), served by app/fonts/kr/[file] and declared in
// public/fonts/kr-fallback.css, which pages link at the end of <body> (it never delays the first
// paint). A browser fetches a slice only when a character in it is missing from every font before
// it, so visitors whose texts the subsets cover download nothing.
{
  const css = await readFile(path.join(root, 'node_modules/@fontsource/noto-sans-kr/400.css'), 'utf8');
  const {version} = JSON.parse(await readFile(path.join(root, 'node_modules/@fontsource/noto-sans-kr/package.json'), 'utf8')) as {version: string};
  const faces = [...css.matchAll(/url\(\.\/files\/(noto-sans-kr-\d+-400-normal\.woff2)\)[^;]*;\s*unicode-range:\s*([^;]+);/g)];
  const out = faces
    .map(
      ([, file, range]) =>
        `@font-face{font-family:"Noto Sans KR Fallback";font-style:normal;font-weight:400;font-display:swap;src:url(/fonts/kr/${file}?v=${version}) format("woff2");unicode-range:${range!.replace(/\s+/g, '')}}`,
    )
    .join('\n');
  await mkdir(path.join(root, 'public', 'fonts'), {recursive: true});
  await writeFile(path.join(root, 'public', 'fonts', 'kr-fallback.css'), `/* Written by npm run fonts:subset (scripts/subset-fonts.mts): the full Korean face as the last fallback. */\n${out}\n`);
  console.log(`public/fonts/kr-fallback.css: ${faces.length} slices`);
}
