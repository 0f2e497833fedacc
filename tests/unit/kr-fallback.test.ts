import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

const css = readFileSync(path.join(process.cwd(), 'public', 'fonts', 'kr-fallback.css'), 'utf8');
const faces = [...css.matchAll(/src:(?:local\("[^"]+"\),)+url\(\/fonts\/kr\/([^?)]+)\?v=[^)]+\)[^;]*;unicode-range:([^}]+)\}/g)].map(([, file, ranges]) => ({
  file: file!,
  ranges: ranges!.split(',').map((r) => {
    const [from, to] = r.replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)] as const;
  }),
}));
const covered = (char: string) => faces.some((f) => f.ranges.some(([a, b]) => char.codePointAt(0)! >= a && char.codePointAt(0)! <= b));

test('the Korean fallback face covers every Hangul syllable, including the "년" of dates and typed names', () => {
  expect(faces.length).toBeGreaterThan(100);
  for (const char of '년월일김민준서울특별시강남구') expect(covered(char)).toBe(true);
  for (let code = 0xac00; code <= 0xd7a3; code++) if (!covered(String.fromCodePoint(code))) throw new Error(`U+${code.toString(16)} has no fallback`);
});

test('every slice the stylesheet names is installed, and the page stack ends with the fallback family', () => {
  for (const {file} of faces) expect(existsSync(path.join(process.cwd(), 'node_modules', '@fontsource', 'noto-sans-kr', 'files', file))).toBe(true);
  expect(readFileSync(path.join(process.cwd(), 'app', 'globals.css'), 'utf8')).toMatch(/--font-sans:[^;]*"Noto Sans KR Fallback", sans-serif;/);
});
