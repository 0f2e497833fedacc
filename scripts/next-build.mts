/**
 * The one way this project runs `next build`, shared by `npm run build` (scripts/build.mts) and by
 * `npm start` when the sources changed (scripts/start.mts): Next.js builds; the build then records
 * which database and address it prerendered the catalogue for (a server reading another database
 * or serving at another address, `PORT=4000 npm start` after a build for 3000, renders those pages
 * again on first request: lib/cache/handlers/pages.mjs); the scripts every page starts with get
 * V8's compile hint (scripts/compile-hints.ts); .next/standalone is completed into the deployable
 * folder (scripts/standalone.mts). Returns the build's exit status.
 */
import {spawnSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {childProcessEnv, env} from '../lib/env';
import {completeStandalone} from './standalone.mts';
import {markStartupScripts} from './compile-hints';
import {CATALOGUE_SOURCE_FILE, catalogueSource} from '../lib/cache/handlers/catalogue-source.mjs';

export async function nextBuild(root = process.cwd()): Promise<number> {
  const started = Date.now();
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {stdio: 'inherit', env: childProcessEnv()});
  if (build.status !== 0) return build.status ?? 1;
  writeFileSync(path.join(root, '.next', CATALOGUE_SOURCE_FILE), catalogueSource(env.DATABASE_URL, env.APP_URL));
  // The framework's scripts compiled as they arrive, off the main thread (scripts/compile-hints.ts).
  console.log(`Compile hint on ${markStartupScripts(path.join(root, '.next')).length} startup scripts.`);
  // .next/standalone made whole for `node serve.mjs`: the server, static files, public/, migrations.
  console.log(`Standalone server: ${path.relative(root, await completeStandalone(root))}/serve.mjs`);
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
  return 0;
}
