/**
 * The CJK faces are shipped as subsets of the @fontsource files, cut by `npm run fonts:subset`
 * to the characters of the language's messages (see scripts/subset-fonts.mts).
 */
import type {Language} from '@/lib/i18n/languages';

type Weight = 400 | 700;

export interface CjkSubset {
  language: Extract<Language, 'ko' | 'ja' | 'zh'>;
  weights: readonly Weight[];
  /** The full face inside node_modules. */
  source: (weight: Weight) => string;
  /** The subset's file name inside lib/fonts/files. */
  file: (weight: Weight) => string;
}

function fontsource(pkg: string, slice: string): (weight: Weight) => string {
  return (weight) => `@fontsource/${pkg}/files/${pkg}-${slice}-${weight}-normal.woff2`;
}

export const CJK_SUBSETS: readonly CjkSubset[] = [
  {language: 'ko', weights: [400, 700], source: fontsource('noto-sans-kr', 'korean'), file: (w) => `noto-sans-kr-${w}.woff2`},
  {language: 'ja', weights: [400, 700], source: fontsource('noto-sans-jp', 'japanese'), file: (w) => `noto-sans-jp-${w}.woff2`},
  {language: 'zh', weights: [400, 700], source: fontsource('noto-sans-sc', 'chinese-simplified'), file: (w) => `noto-sans-sc-${w}.woff2`},
];

/** The distinct printable characters of a text, sorted by code point (stable subset input). */
export function subsetCharacters(text: string): string {
  const chars = new Set([...text].filter((c) => (c.codePointAt(0) ?? 0) > 0x20));
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
