/**
 * A private copy of the build's .next/standalone folder, outside the project, for a test server of
 * its own (the end-to-end stacks, the two-instance test, the deploy check). Outside the project so
 * nothing is found in the project's node_modules by accident; private because a server keeps the
 * pages it renders again in its folder's .next/cache (lib/cache/handlers/pages.mjs), so two servers
 * with other databases or addresses must not share them. The build's own files are never written
 * by a server, so every file is hard-linked (fast, no room taken; a new file in one copy is that
 * copy's alone, and the page cache replaces its files by renaming, never writing into them), or
 * copied when the folders are on different file systems.
 */
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, rmSync} from 'node:fs';
import path from 'node:path';

export function copyStandalone(root: string, destination: string): string {
  const source = path.join(root, '.next', 'standalone');
  if (!existsSync(path.join(source, 'serve.mjs'))) throw new Error(`${source}/serve.mjs is missing: run \`npm run build\` first.`);
  rmSync(destination, {recursive: true, force: true});
  mkdirSync(path.dirname(destination), {recursive: true});
  if (spawnSync('cp', ['-al', source, destination]).status !== 0) {
    rmSync(destination, {recursive: true, force: true});
    cpSync(source, destination, {recursive: true, verbatimSymlinks: true});
  }
  // What a server rendered from another database or address is not this one's.
  rmSync(path.join(destination, '.next', 'cache'), {recursive: true, force: true});
  return destination;
}
