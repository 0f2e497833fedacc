/**
 * Self-hosted fonts from @fontsource packages (no Google Fonts fetch at build or run time).
 * Inter covers Latin and Vietnamese. The CJK faces (./files/cjk.css, written by `npm run
 * fonts:subset`) are subsets cut to the characters of our messages, each in two parts: what the
 * catalogue pages draw at that weight and the rest. app/globals.css names them only on pages in
 * their language, so other pages download none of them.
 */
import localFont from 'next/font/local';
import './files/cjk.css';

// Inter's files are its @fontsource slices with the weight axis cut to 400-800 (lib/fonts/subsets: INTER_WEIGHTS).
// No metric-matched fallback face (next/font's `local(Arial)` with size-adjust): Android and Linux have no
// Arial, so there it never matched, and looking it up cost the first layout a font lookup per size and
// weight on the page (20-60 ms on the benchmark host before the first paint, four times that in
// Lighthouse's simulated phone). Inter is preloaded, so the swap comes before or right after that paint.
export const interLatin = localFont({
  src: './files/inter-latin-wght.woff2',
  variable: '--font-latin',
  weight: '400 800',
  display: 'swap',
  adjustFontFallback: false,
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
  adjustFontFallback: false,
  declarations: [
    {prop: 'unicode-range', value: 'U+0102-0103, U+0110-0111, U+0128-0129, U+0168-0169, U+01A0-01A1, U+01AF-01B0, U+0300-0301, U+0303-0304, U+0308-0309, U+0323, U+0329, U+1EA0-1EF9, U+20AB'},
  ],
});

/** Class names for <html>: the Latin faces (the CJK faces follow the page's lang: app/globals.css). */
export function fontClasses(): string {
  return [interLatin.variable, interExtended.variable].join(' ');
}
