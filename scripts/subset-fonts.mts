/**
 * npm run fonts:subset: cuts the Korean, Japanese and Chinese faces down to the characters the
 * storefront's own texts use (messages/<lang>.json, the seeded catalogue, the default photographs' alt
 * texts, every language's endonym and what the catalogue pages draw), each weight in two parts
 * (lib/fonts/subsets.ts), so a Korean catalogue page downloads 46 KB of font instead of 1.1 MB.
 * Run it after changing a translation (and `npm run fonts:measure` first when the catalogue's words
 * change); the unit test `fonts.test.ts` fails while a message uses a character a subset lacks.
 * Characters outside the subset (a customer's name, say) fall back to the system's CJK font.
 */
import {readFile, writeFile, mkdir} from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import {LANGUAGES, languageEndonym} from '../lib/i18n/languages';
import {CJK_SUBSETS, cjkUnicodeRange, FIRST_PAGE_CHARACTERS_FILE, INTER_FACES, INTER_WEIGHTS, subsetCharacters, type FirstPageCharacters} from '../lib/fonts/subsets';
import {SEED_TEXTS} from '../lib/catalog/seed-texts';
import {defaultAltTexts} from '../lib/media/defaults';

const root = process.cwd();
const outDir = path.join(root, 'lib', 'fonts', 'files');
await mkdir(outDir, {recursive: true});
const endonyms = LANGUAGES.map(languageEndonym).join('');
const manifest: Record<string, string> = {};

/**
 * The characters of a text outside the ideographs and syllables (punctuation, full-width forms) that a
 * face lacks: a subset of the face to one of them comes out no larger than a subset to none.
 */
async function lackingCharacters(file: string, text: string): Promise<string> {
  const source = await readFile(file);
  const empty = (await subsetFont(source, ' ', {targetFormat: 'sfnt'})).length;
  const candidates = [...text].filter((c) => {
    const code = c.codePointAt(0)!;
    return code < 0x3400 || code >= 0xf900;
  });
  const lacking: string[] = [];
  for (const c of candidates) if ((await subsetFont(source, ` ${c}`, {targetFormat: 'sfnt'})).length <= empty) lacking.push(c);
  return lacking.join('');
}
const lacking: Record<string, string> = {};

// The catalogue pages' characters per weight (npm run fonts:measure); missing, every character is in the first part.
const firstPage = JSON.parse(await readFile(path.join(root, FIRST_PAGE_CHARACTERS_FILE), 'utf8').catch(() => '{}')) as FirstPageCharacters;

for (const subset of CJK_SUBSETS) {
  const messages = await readFile(path.join(root, 'messages', `${subset.language}.json`), 'utf8');
  // The catalogue's seeded words and the default photographs' alt texts too, which Chromium lays out
  // until a picture arrives (the owner's later edits may use characters outside: the system font draws those).
  const seeded = JSON.stringify(SEED_TEXTS[subset.language]) + defaultAltTexts(subset.language).join('');
  // And whatever else the catalogue pages draw (a time zone's name from Intl, say).
  const drawn = Object.values(firstPage[subset.language] ?? {}).join('');
  const text = subsetCharacters(messages + seeded + endonyms + drawn);
  manifest[subset.language] = text;
  lacking[subset.language] = await lackingCharacters(path.join(root, 'node_modules', subset.source(400)), text);
  for (const weight of subset.weights) {
    const source = await readFile(path.join(root, 'node_modules', subset.source(weight)));
    const first = new Set(firstPage[subset.language]?.[weight] ?? text);
    const parts = {first: [...text].filter((c) => first.has(c)).join(''), rest: [...text].filter((c) => !first.has(c)).join('')};
    for (const part of ['first', 'rest'] as const) {
      // harfbuzz keeps .notdef and a few control glyphs even for an empty text: the rest's file always exists.
      const woff2 = await subsetFont(source, parts[part] || ' ', {targetFormat: 'woff2'});
      const file = path.join(outDir, subset.file(weight, part));
      await writeFile(file, woff2);
      console.log(`${path.relative(root, file)}: ${[...parts[part]].length} characters, ${Math.round(woff2.length / 1024)} KB`);
    }
  }
}
// The faces, in two families per language: the catalogue pages' characters, and the rest. Both
// declare the CJK blocks as their range, not their exact characters (hundreds of scattered code
// points would cost every page's CSS kilobytes): a browser downloads the first family's face when
// the page draws CJK text at that weight, and the rest's only for a character the first part lacks.
// The device's own Noto Sans CJK comes first (local()).
{
  const faces = CJK_SUBSETS.flatMap((subset) =>
    subset.weights.flatMap((weight) =>
      (['first', 'rest'] as const).map((part) => {
        const local = subset.local(weight).map((name) => `local("${name}")`);
        const family = part === 'first' ? subset.family : `${subset.family} Rest`;
        return `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:swap;src:${local.join(',')},url(./${subset.file(weight, part)}) format("woff2");unicode-range:${cjkUnicodeRange(subset.language, lacking[subset.language])}}`;
      }),
    ),
  );
  await writeFile(path.join(outDir, 'cjk.css'), `/* Written by npm run fonts:subset (scripts/subset-fonts.mts): the CJK subsets, each in two parts. */\n${faces.join('\n')}\n`);
}

await writeFile(path.join(outDir, 'subsets.json'), JSON.stringify(manifest, null, 1) + '\n');
for (const [language, chars] of Object.entries(lacking)) if (chars) console.log(`${language}: the face lacks ${chars}; cut out of its unicode-range`);

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
  // A device with Noto Sans CJK (Android) draws those characters with it and downloads no slice.
  const koreanInstalled = CJK_SUBSETS.find((s) => s.language === 'ko')!
    .local(400)
    .map((name) => `local("${name}")`)
    .join(',');
  const faces = [...css.matchAll(/url\(\.\/files\/(noto-sans-kr-\d+-400-normal\.woff2)\)[^;]*;\s*unicode-range:\s*([^;]+);/g)];
  const out = faces
    .map(
      ([, file, range]) =>
        `@font-face{font-family:"Noto Sans KR Fallback";font-style:normal;font-weight:400;font-display:swap;src:${koreanInstalled},url(/fonts/kr/${file}?v=${version}) format("woff2");unicode-range:${range!.replace(/\s+/g, '')}}`,
    )
    .join('\n');
  await mkdir(path.join(root, 'public', 'fonts'), {recursive: true});
  await writeFile(path.join(root, 'public', 'fonts', 'kr-fallback.css'), `/* Written by npm run fonts:subset (scripts/subset-fonts.mts): the full Korean face as the last fallback. */\n${out}\n`);
  console.log(`public/fonts/kr-fallback.css: ${faces.length} slices`);
}
