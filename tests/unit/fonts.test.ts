import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {SEED_TEXTS} from '@/lib/catalog/seed-texts';
import {defaultAltTexts} from '@/lib/media/defaults';
import {CJK_SUBSETS, cjkUnicodeRange, FIRST_PAGE_CHARACTERS_FILE, INTER_FACES, INTER_WEIGHTS, subsetCharacters, type FirstPageCharacters} from '@/lib/fonts/subsets';
import {LANGUAGES, languageEndonym} from '@/lib/i18n/languages';

const root = process.cwd();
const manifest = JSON.parse(readFileSync(path.join(root, 'lib/fonts/files/subsets.json'), 'utf8')) as Record<string, string>;

describe('CJK font subsets', () => {
  const measured = JSON.parse(readFileSync(path.join(root, FIRST_PAGE_CHARACTERS_FILE), 'utf8')) as FirstPageCharacters;
  const css = readFileSync(path.join(root, 'lib/fonts/files/cjk.css'), 'utf8');
  const globals = readFileSync(path.join(root, 'app/globals.css'), 'utf8');

  it.each(CJK_SUBSETS.map((s) => [s.language, s] as const))("%s: every character of the messages, the seeded catalogue and the default photographs' alt texts is in the subset", (language, subset) => {
    const messages = readFileSync(path.join(root, 'messages', `${language}.json`), 'utf8');
    const seeded = JSON.stringify(SEED_TEXTS[language]) + defaultAltTexts(language).join('');
    const needed = subsetCharacters(messages + seeded + LANGUAGES.map(languageEndonym).join(''));
    const shipped = new Set(manifest[language] ?? '');
    const missing = [...needed].filter((c) => !shipped.has(c));
    // A translation changed without `npm run fonts:subset`: these would render in a fallback font.
    expect(missing.join('')).toBe('');
    for (const weight of subset.weights) {
      const first = statSync(path.join(root, 'lib/fonts/files', subset.file(weight))).size;
      const rest = statSync(path.join(root, 'lib/fonts/files', subset.file(weight, 'rest'))).size;
      expect(first).toBeGreaterThan(10_000);
      // The catalogue pages' part is what a first visit downloads: under 100 KiB a weight, even in Chinese.
      expect(first).toBeLessThan(100 * 1024);
      expect(first + rest).toBeLessThan(200_000);
    }
  });

  it.each(CJK_SUBSETS.map((s) => [s.language, s] as const))('%s: each weight is cut where the catalogue pages stop, and both parts are declared for the language', (language, subset) => {
    for (const weight of subset.weights) {
      // Measured by `npm run fonts:measure`: the bold part is far smaller than the regular one, since little text is bold.
      expect([...(measured[language]?.[weight] ?? '')].length).toBeGreaterThan(weight === 400 ? 300 : 150);
      for (const part of ['first', 'rest'] as const) {
        const family = part === 'first' ? subset.family : `${subset.family} Rest`;
        const face = css.split('\n').find((line) => line.includes(`"${family}"`) && line.includes(`font-weight:${weight};`));
        expect(face).toContain(`url(./${subset.file(weight, part)})`);
        // The device's own Noto Sans CJK comes before the download.
        expect(face!.indexOf('local(')).toBeLessThan(face!.indexOf('url('));
        // The CJK blocks only: a page's ₩ or ✓, which no face has, must not make the browser fetch one to look.
        // (less the few characters the face lacks, which `npm run fonts:subset` cuts out)
        const range = /unicode-range:([^}]+)}/.exec(face!)?.[1] ?? '';
        expect(range).toMatch(language === 'ko' ? /^U\+1100-11FF,U\+2E80-/ : /^U\+2E80-/);
        expect(range.split(',').length).toBeLessThan(12);
      }
    }
    const htmlLang = {ko: 'ko', ja: 'ja', zh: 'zh-Hans'}[language];
    expect(globals).toMatch(new RegExp(`html:lang\\(${htmlLang}\\) \\{[^}]*--font-cjk: "${subset.family}", "${subset.family} Rest";`));
  });

  it('the Japanese and Chinese faces leave Hangul to the Korean ones', () => {
    expect(cjkUnicodeRange('ko')).toContain('U+AC00-D7AF');
    expect(cjkUnicodeRange('ja')).not.toContain('U+AC00');
    expect(cjkUnicodeRange('zh')).toBe('U+2E80-9FFF,U+F900-FAFF,U+FE30-FE4F,U+FF00-FFEF');
  });

  it('cuts the characters a face lacks out of its range', () => {
    expect(cjkUnicodeRange('ja', '～')).toBe('U+2E80-9FFF,U+F900-FAFF,U+FE30-FE4F,U+FF00-FF5D,U+FF5F-FFEF');
    expect(cjkUnicodeRange('zh', '\u2e80\uffef')).toBe('U+2E81-9FFF,U+F900-FAFF,U+FE30-FE4F,U+FF00-FFEE');
  });

  it('keeps each CJK character once, in code point order, and leaves what Inter or the system draws', () => {
    expect(subsetCharacters('나가 나\n₩1,000 → 中文「」ー')).toBe('「」ー中文가나');
  });
});

describe('Inter, cut to the weights the pages use', () => {
  const TAILWIND_WEIGHTS: Record<string, number> = {thin: 100, extralight: 200, light: 300, normal: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800, black: 900};
  const sources = (dir: string): string[] =>
    readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : /\.(tsx?|css)$/.test(e.name) ? [path.join(dir, e.name)] : []));

  it('declares the same weights next/font serves as the files hold, and every file is smaller than its source', () => {
    const declared = readFileSync(path.join(root, 'lib/fonts/index.ts'), 'utf8');
    // next/font/local takes only literals, so index.ts repeats INTER_WEIGHTS: both Inter faces, and no other range.
    expect(declared.match(/'\d+ \d+'/g)).toEqual([`'${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max}'`, `'${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max}'`]);
    for (const face of INTER_FACES) {
      expect(declared).toContain(`./files/${face.file}`);
      expect(statSync(path.join(root, 'lib/fonts/files', face.file)).size).toBeLessThan(statSync(path.join(root, 'node_modules', face.source)).size * 0.8);
    }
  });

  it('no page asks for a weight outside them (it would be drawn at the nearest one)', () => {
    const outside: string[] = [];
    for (const file of ['app', 'components'].flatMap(sources)) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const [, name] of text.matchAll(/\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g)) {
        const weight = TAILWIND_WEIGHTS[name!]!;
        if (weight < INTER_WEIGHTS.min || weight > INTER_WEIGHTS.max) outside.push(`${file}: font-${name}`);
      }
      for (const [, weight] of text.matchAll(/font-weight:\s*(\d+)/g)) if (Number(weight) < INTER_WEIGHTS.min || Number(weight) > INTER_WEIGHTS.max) outside.push(`${file}: font-weight ${weight}`);
    }
    expect(outside).toEqual([]);
  });
});
