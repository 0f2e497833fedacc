/**
 * V8's explicit compile hint on the scripts every page runs as it starts (docs/performance.md, "Compile hints").
 *
 * A script's functions are only pre-parsed as it arrives; each is compiled on the main thread the first
 * time it is called. The framework's scripts (Turbopack's runtime, React and Next.js's router: the build
 * manifest's `rootMainFiles`) are nearly all called while a page starts, so that compiling was one
 * main-thread task of the framework's start on every page. A file that begins with the magic comment
 * `//# allFunctionsCalledOnLoad` (Chrome 136 and later; v8.dev/blog/explicit-compile-hints) has all its
 * functions compiled as it is streamed in, on a background thread. Browsers that do not know the comment
 * read a comment. Only these files carry it: a route's own scripts and those loaded later are left to
 * V8's lazy compiling, which is right for code that may never run.
 *
 * scripts/build.mts calls this after `next build`, before the standalone folder copies .next/static.
 * The files keep their names: each is changed the same way by every build, and no source map points
 * into them (the build makes none for browsers).
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Puts the hint at the top of each of the build's root main files (once); returns their paths inside `nextDir`. */
export function markStartupScripts(nextDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8')) as {rootMainFiles?: unknown};
  const files = manifest.rootMainFiles;
  if (!Array.isArray(files) || files.length === 0 || !files.every((file) => typeof file === 'string' && file.endsWith('.js')))
    throw new Error(`${path.join(nextDir, 'build-manifest.json')} lists no root main files: has Next.js changed its build manifest?`);
  for (const file of files as string[]) {
    const target = path.join(nextDir, file);
    if (!existsSync(target)) throw new Error(`${target}, a root main file of the build manifest, is missing.`);
    const code = readFileSync(target, 'utf8');
    if (!code.startsWith(COMPILE_HINT)) writeFileSync(target, COMPILE_HINT + code);
  }
  return files as string[];
}
