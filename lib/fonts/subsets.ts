/**
 * The CJK faces are shipped as subsets of the @fontsource files, cut by `npm run fonts:subset`
 * to the characters of the language's messages (see scripts/subset-fonts.mts), in two parts per
 * weight: the characters the catalogue pages draw at that weight (measured by `npm run
 * fonts:measure` into FIRST_PAGE_CHARACTERS_FILE) and the rest.
 */
import type {Language} from '@/lib/i18n/languages';

type Weight = 400 | 700;

export interface CjkSubset {
  language: Extract<Language, 'ko' | 'ja' | 'zh'>;
  weights: readonly Weight[];
  /** The full face inside node_modules. */
  source: (weight: Weight) => string;
  /** The subset's file name inside lib/fonts/files: the catalogue pages' characters, or the rest. */
  file: (weight: Weight, part?: 'first' | 'rest') => string;
  /** The two parts' font families (lib/fonts/files/cjk.css); app/globals.css lists them for the language. */
  family: string;
  /**
   * The same face installed on the device, by its unique names (full and PostScript): Android draws
   * CJK with Noto Sans CJK, and Chrome matches these there and on Linux, so those devices download nothing.
   */
  local: (weight: Weight) => string[];
}

/** Per CJK language and weight, the characters the catalogue pages draw (scripts/fonts-measure.mts). */
export type FirstPageCharacters = Partial<Record<CjkSubset['language'], Record<Weight, string>>>;
export const FIRST_PAGE_CHARACTERS_FILE = 'lib/fonts/catalogue-characters.json';

/** Noto Sans CJK's unique names (Android's and Debian's NotoSansCJK-*.ttc), then the single-language Noto Sans's. */
function installed(region: string, tag: string): CjkSubset['local'] {
  return (weight) =>
    weight === 400
      ? [`Noto Sans CJK ${region}`, `NotoSansCJK${tag}-Regular`, `Noto Sans ${region} Regular`, `NotoSans${region}-Regular`]
      : [`Noto Sans CJK ${region} Bold`, `NotoSansCJK${tag}-Bold`, `Noto Sans ${region} Bold`, `NotoSans${region}-Bold`];
}

function fileName(name: string): CjkSubset['file'] {
  return (weight, part = 'first') => `${name}-${weight}${part === 'rest' ? '-rest' : ''}.woff2`;
}

function fontsource(pkg: string, slice: string): (weight: Weight) => string {
  return (weight) => `@fontsource/${pkg}/files/${pkg}-${slice}-${weight}-normal.woff2`;
}

export const CJK_SUBSETS: readonly CjkSubset[] = [
  {language: 'ko', weights: [400, 700], source: fontsource('noto-sans-kr', 'korean'), file: fileName('noto-sans-kr'), family: 'Storefront Noto Sans KR', local: installed('KR', 'kr')},
  {language: 'ja', weights: [400, 700], source: fontsource('noto-sans-jp', 'japanese'), file: fileName('noto-sans-jp'), family: 'Storefront Noto Sans JP', local: installed('JP', 'jp')},
  {language: 'zh', weights: [400, 700], source: fontsource('noto-sans-sc', 'chinese-simplified'), file: fileName('noto-sans-sc'), family: 'Storefront Noto Sans SC', local: installed('SC', 'sc')},
];

/**
 * The blocks the CJK faces draw: Hangul, the CJK punctuation, kana and ideographs, the full-width
 * forms. Everything else on our pages (Latin, digits, ₩, arrows) is Inter's or the system's, so
 * the faces declare these as their unicode-range (cjkUnicodeRange): a ₩ or a ✓, which the faces
 * lack, no longer makes the browser download a face to look for it.
 */
export const CJK_BLOCKS = [
  [0x1100, 0x11ff],
  [0x2e80, 0x9fff],
  [0xac00, 0xd7af],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xffef],
] as const;
const HANGUL_BLOCKS: readonly (readonly [number, number])[] = [
  [0x1100, 0x11ff],
  [0xac00, 0xd7af],
];

/**
 * A face's unicode-range: the CJK blocks, less Hangul for the Japanese and Chinese faces, which have
 * none (a 한국어 in the language menu of a Japanese page must not fetch the Japanese rest to look for
 * it), and less the few characters of our pages the face lacks (the Korean face's 「」, the
 * Japanese face's ～).
 */
export function cjkUnicodeRange(language: CjkSubset['language'], lacking = ''): string {
  const holes = [...lacking].map((c) => c.codePointAt(0)!).sort((a, b) => a - b);
  const hex = (n: number) => n.toString(16).toUpperCase();
  return CJK_BLOCKS.filter((block) => language === 'ko' || !HANGUL_BLOCKS.some(([from]) => from === block[0]))
    .flatMap(([from, to]) => {
      // Characters the face lacks (listed by `npm run fonts:subset`) are cut out of its range.
      const parts: string[] = [];
      let start: number = from;
      for (const hole of holes.filter((h) => h >= from && h <= to)) {
        if (hole > start) parts.push(`U+${hex(start)}-${hex(hole - 1)}`);
        start = hole + 1;
      }
      if (start <= to) parts.push(`U+${hex(start)}-${hex(to)}`);
      return parts;
    })
    .join(',');
}

export function inCjkBlocks(c: string): boolean {
  const code = c.codePointAt(0) ?? 0;
  return CJK_BLOCKS.some(([from, to]) => code >= from && code <= to);
}

/** The distinct characters of a text the CJK faces draw (CJK_BLOCKS), sorted by code point (stable subset input). */
export function subsetCharacters(text: string): string {
  const chars = new Set([...text].filter(inCjkBlocks));
  return [...chars].sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0)).join('');
}

/**
 * Inter's variable weights the pages use: Tailwind's font-normal (400) to font-extrabold (800).
 * lib/fonts/index.ts declares the same range (next/font takes only literals there); a unit test
 * keeps the two, and the pages' classes, inside it.
 */
export const INTER_WEIGHTS = {min: 400, max: 800} as const;

/** Inter's two @fontsource slices, cut to INTER_WEIGHTS by `npm run fonts:subset` into lib/fonts/files. */
export const INTER_FACES = [
  {source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', file: 'inter-latin-wght.woff2'},
  {source: '@fontsource-variable/inter/files/inter-vietnamese-wght-normal.woff2', file: 'inter-vietnamese-wght.woff2'},
] as const;
