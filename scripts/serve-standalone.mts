/**
 * The entry of .next/standalone/serve.mjs (bundled by scripts/standalone.mts): the setup of the
 * standalone folder first, then the server. The server is imported dynamically so that none of
 * its modules (lib/env.ts above all) is evaluated before the setup, whichever order the bundler
 * gives the chunks they share.
 */
import './serve-setup.mts';

await import('./serve.mts');
