/**
 * Completes .next/standalone after `next build` (`output: 'standalone'`) so that the folder alone
 * runs the shop with plain `node serve.mjs`: Next traces the server's files into it but leaves out
 * what a CDN would usually serve (.next/static, public/), and what only our server needs.
 *
 * - serve.mjs and its chunks serve-*.mjs: scripts/serve.mts (the same server `npm start` runs)
 *   behind scripts/serve-standalone.mts, bundled with esbuild. The database step is a chunk of its
 *   own, loaded only with MIGRATE_ON_START or `migrate`. Next.js, and the packages that load files
 *   next to their own code (Prisma's client, PGlite's WebAssembly, argon2's native
 *   binary), stay outside the bundle and are loaded from the folder's node_modules.
 * - .next/static, public/, the build's catalogue-source note and its list of prerendered pages
 *   (lib/cache/adapter.mjs, written when the build completes), copied.
 * - prisma/ (schema and migrations): for the database step (lib/db/migrate.ts, bundled).
 */
import {cpSync, existsSync, readdirSync, rmSync} from 'node:fs';
import path from 'node:path';
import {build} from 'esbuild';
import {CATALOGUE_SOURCE_FILE} from '../lib/cache/handlers/catalogue-source.mjs';
import {SEEDS_DIR} from '../lib/cache/handlers/seeds.mjs';

/** Packages the bundle loads from .next/standalone/node_modules instead of containing them. */
export const EXTERNAL = ['next', '@prisma/client', '@electric-sql/pglite', '@node-rs/argon2', 'pg-native'];

export async function completeStandalone(root = process.cwd()): Promise<string> {
  const out = path.join(root, '.next', 'standalone');
  if (!existsSync(path.join(out, 'server.js'))) throw new Error(`${out} has no server.js: is output: 'standalone' set in next.config.mjs?`);

  const copy = (from: string, to: string) => {
    rmSync(path.join(out, to), {recursive: true, force: true});
    if (existsSync(path.join(root, from))) cpSync(path.join(root, from), path.join(out, to), {recursive: true, dereference: true});
  };
  copy(path.join('.next', 'static'), path.join('.next', 'static'));
  // Written by scripts/build.mts after `next build` and by our build adapter, read by the page cache at start.
  copy(path.join('.next', CATALOGUE_SOURCE_FILE), path.join('.next', CATALOGUE_SOURCE_FILE));
  copy(path.join('.next', SEEDS_DIR), path.join('.next', SEEDS_DIR));
  copy('public', 'public');
  copy(path.join('prisma', 'migrations'), path.join('prisma', 'migrations'));
  copy(path.join('prisma', 'schema.prisma'), path.join('prisma', 'schema.prisma'));

  for (const file of readdirSync(out)) if (/^serve(-.+)?\.mjs$/.test(file)) rmSync(path.join(out, file));
  await build({
    absWorkingDir: root,
    entryPoints: {serve: path.join('scripts', 'serve-standalone.mts')},
    outdir: out,
    outExtension: {'.js': '.mjs'},
    // Chunks beside the entry: every module's import.meta.dirname is the standalone folder.
    chunkNames: 'serve-[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    external: EXTERNAL.flatMap((name) => [name, `${name}/*`]),
    define: {STANDALONE_BUNDLE: 'true'},
    // CommonJS packages inside an ES module bundle still call require() and read __dirname.
    banner: {
      js: [
        "import {createRequire as __createRequire} from 'node:module';",
        "import {fileURLToPath as __fileURLToPath} from 'node:url';",
        'const require = __createRequire(import.meta.url);',
        'const __filename = __fileURLToPath(import.meta.url);',
        'const __dirname = import.meta.dirname;',
      ].join('\n'),
    },
    legalComments: 'none',
    logLevel: 'warning',
  });
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = await completeStandalone();
  console.log(`Standalone server: ${path.relative(process.cwd(), out)}/serve.mjs`);
}
