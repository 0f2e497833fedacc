import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {SEED_TEXTS} from '@/lib/catalog/seed-texts';
import {CJK_SUBSETS, subsetCharacters} from '@/lib/fonts/subsets';
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
