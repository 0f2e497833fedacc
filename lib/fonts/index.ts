/**
 * Self-hosted fonts from @fontsource packages (no Google Fonts fetch at build or run time).
 * Inter covers Latin and Vietnamese; the CJK faces are loaded only on pages in their language
 * (they share the --font-cjk variable, and only the page's language's class is applied).
 * The CJK faces are subsets cut to the characters of our messages (`npm run fonts:subset`):
 * 35-100 KB per weight instead of 0.5-1.5 MB.
 */
import localFont from 'next/font/local';
import type {Language} from '@/lib/i18n/languages';

// Inter's files are its @fontsource slices with the weight axis cut to 400-800 (lib/fonts/subsets: INTER_WEIGHTS).
export const interLatin = localFont({
  src: './files/inter-latin-wght.woff2',
  variable: '--font-latin',
  weight: '400 800',
  display: 'swap',
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});

export const interExtended = localFont({
  src: [{path: './files/inter-vietnamese-wght.woff2', weight: '400 800'}],
  variable: '--font-vietnamese',
  display: 'swap',
  preload: false,
  declarations: [
    {prop: 'unicode-range', value: 'U+0102-0103, U+0110-0111, U+0128-0129, U+0168-0169, U+01A0-01A1, U+01AF-01B0, U+0300-0301, U+0303-0304, U+0308-0309, U+0323, U+0329, U+1EA0-1EF9, U+20AB'},
  ],
});

const notoKr = localFont({
  src: [
    {path: './files/noto-sans-kr-400.woff2', weight: '400'},
    {path: './files/noto-sans-kr-700.woff2', weight: '700'},
  ],
  variable: '--font-cjk',
  display: 'swap',
  preload: false,
});

const notoJp = localFont({
  src: [
    {path: './files/noto-sans-jp-400.woff2', weight: '400'},
    {path: './files/noto-sans-jp-700.woff2', weight: '700'},
  ],
  variable: '--font-cjk',
  display: 'swap',
  preload: false,
});

const notoSc = localFont({
  src: [
    {path: './files/noto-sans-sc-400.woff2', weight: '400'},
    {path: './files/noto-sans-sc-700.woff2', weight: '700'},
  ],
  variable: '--font-cjk',
  display: 'swap',
  preload: false,
});

const CJK: Partial<Record<Language, {variable: string}>> = {ko: notoKr, ja: notoJp, zh: notoSc};

/** Class names for <html>: the Latin faces everywhere, plus the page language's CJK face. */
export function fontClasses(language: Language): string {
  return [interLatin.variable, interExtended.variable, CJK[language]?.variable].filter(Boolean).join(' ');
}
