/**
 * What the production server does before anything else: scripts/serve.mts imports it first, and
 * the standalone bundle's entry (scripts/serve-standalone.mts) runs it before it loads the server,
 * so this runs before lib/env.ts parses the environment and before Next.js loads.
 *
 * In .next/standalone/serve.mjs (scripts/standalone.mts defines STANDALONE_BUNDLE), it
 * does what Next's generated standalone server.js does: it works in its own folder (the app reads
 * files relative to the working directory), runs as production, and hands Next the configuration
 * the build was made with instead of loading next.config.mjs (which is not in that folder). A
 * relative DATA_DIR stays relative to the directory the server was started from.
 *
 * Run from the sources (`npm start`), it hands Next the same build configuration, so both ways of
 * serving run the app exactly as it was built.
 */
/* eslint-disable no-restricted-properties -- this runs before lib/env.ts may read the environment, and sets what Next.js itself reads */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';
import type {NextConfig} from 'next';

declare const STANDALONE_BUNDLE: boolean | undefined;

/** True in .next/standalone/serve.mjs, false when run from the sources with tsx. */
export const standalone: boolean = typeof STANDALONE_BUNDLE !== 'undefined' && STANDALONE_BUNDLE === true;

/** The folder holding the app's `.next`: the bundle's own folder, or the project. */
export const appDir: string = standalone ? import.meta.dirname : process.cwd();

if (standalone) {
  const startedIn = process.cwd();
  process.chdir(appDir);
  (process.env as Record<string, string>).NODE_ENV = 'production';
  // The .env files the build copied into the folder, as Next's standalone server reads them.
  nextEnv.loadEnvConfig(appDir);
  // '.data' is lib/env.ts's default: the embedded database and local files stay where the
  // operator meant them (e.g. the project's .data for `npm run start:prod`), not inside the build.
  process.env.DATA_DIR = path.resolve(startedIn, process.env.DATA_DIR || '.data');
}

const manifest = path.join(appDir, '.next', 'required-server-files.json');

/** The configuration `next build` wrote for the server (undefined before the first build). */
export const buildConfig: NextConfig | undefined = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as {config: NextConfig}).config : undefined;

// Next.js reads its configuration from here instead of next.config.mjs, as in its own standalone server.
if (buildConfig) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(buildConfig);
