import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {SEED_TEXTS} from '@/lib/catalog/seed-texts';
import {CJK_SUBSETS, INTER_FACES, INTER_WEIGHTS, subsetCharacters} from '@/lib/fonts/subsets';
import {LANGUAGES, languageEndonym} from '@/lib/i18n/languages';

const root = process.cwd();
const manifest = JSON.parse(readFileSync(path.join(root, 'lib/fonts/files/subsets.json'), 'utf8')) as Record<string, string>;

describe('CJK font subsets', () => {
  it.each(CJK_SUBSETS.map((s) => [s.language, s] as const))('%s: every character of the messages and the seeded catalogue is in the subset', (language, subset) => {
    const messages = readFileSync(path.join(root, 'messages', `${language}.json`), 'utf8');
    const seeded = JSON.stringify(SEED_TEXTS[language]);
    const needed = subsetCharacters(messages + seeded + LANGUAGES.map(languageEndonym).join(''));
    const shipped = new Set(manifest[language] ?? '');
    const missing = [...needed].filter((c) => !shipped.has(c));
    // A translation changed without `npm run fonts:subset`: these would render in a fallback font.
    expect(missing.join('')).toBe('');
    for (const weight of subset.weights) {
      const size = statSync(path.join(root, 'lib/fonts/files', subset.file(weight))).size;
      expect(size).toBeGreaterThan(10_000);
      expect(size).toBeLessThan(200_000);
    }
  });

  it('keeps each character once, in code point order', () => {
    expect(subsetCharacters('나가 나\n')).toBe('가나');
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
