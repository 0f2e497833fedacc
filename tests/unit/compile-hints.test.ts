import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {COMPILE_HINT, markStartupScripts} from '../../scripts/compile-hints';

/** A .next folder as `next build` leaves it: its build manifest and three chunks, two of them the root main files. */
function build(manifest: unknown) {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  mkdirSync(path.join(dir, 'static', 'chunks'), {recursive: true});
  writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify(manifest));
  const chunk = (name: string) => path.join(dir, 'static', 'chunks', name);
  writeFileSync(chunk('framework.js'), '(globalThis.TURBOPACK||=[]).push([1,e=>{}]);');
  writeFileSync(chunk('turbopack-runtime.js'), '(()=>{let e;})();');
  writeFileSync(chunk('admin-page.js'), '(globalThis.TURBOPACK||=[]).push([2,e=>{}]);');
  return {dir, read: (name: string) => readFileSync(chunk(name), 'utf8')};
}

const ROOT_MAIN = ['static/chunks/framework.js', 'static/chunks/turbopack-runtime.js'];

describe('the compile hint on the scripts every page starts with', () => {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

  it('heads each root main file, leaves every other chunk as it was, and the code after it untouched', () => {
    const next = build({rootMainFiles: ROOT_MAIN});
    made.push(next.dir);
    expect(markStartupScripts(next.dir)).toEqual(ROOT_MAIN);
    expect(next.read('framework.js')).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||=[]).push([1,e=>{}]);`);
    expect(next.read('turbopack-runtime.js')).toBe(`${COMPILE_HINT}(()=>{let e;})();`);
    // A route's own chunk may hold code no visitor runs: V8 compiles it lazily, as before.
    expect(next.read('admin-page.js')).toBe('(globalThis.TURBOPACK||=[]).push([2,e=>{}]);');
    // The comment is the exact one V8 reads, on the file's first line.
    expect(next.read('framework.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
  });

  it('puts it there once, however often the build step runs', () => {
    const next = build({rootMainFiles: ROOT_MAIN});
    made.push(next.dir);
    markStartupScripts(next.dir);
    markStartupScripts(next.dir);
    expect(next.read('framework.js').split(COMPILE_HINT)).toHaveLength(2);
  });

  it.each([[{}], [{rootMainFiles: []}], [{rootMainFiles: [42]}], [{rootMainFiles: ['static/chunks/missing.js']}]])(
    'fails the build instead of shipping without it when the manifest does not say what it used to (%j)',
    (manifest) => {
      const next = build(manifest);
      made.push(next.dir);
      expect(() => markStartupScripts(next.dir)).toThrow();
    },
  );
});
