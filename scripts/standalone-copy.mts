/**
 * A private copy of the build's .next/standalone folder, outside the project, for a test server of
 * its own (the end-to-end stacks, the two-instance test, the deploy check). Outside the project so
 * nothing is found in the project's node_modules by accident; private because a server writes the
 * pages it renders again over the prerendered files in .next/server, so two servers with other
 * databases or addresses must not share them. Everything else is hard-linked (fast, no room taken;
 * copied when the folders are on different file systems); .next/server is copied (about 500 MB, 2 s).
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
    return destination;
  }
  const server = path.join('.next', 'server');
  rmSync(path.join(destination, server), {recursive: true, force: true});
  if (spawnSync('cp', ['-r', path.join(source, server), path.join(destination, server)]).status !== 0) cpSync(path.join(source, server), path.join(destination, server), {recursive: true});
  return destination;
}
