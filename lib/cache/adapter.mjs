/**
 * Our build adapter (`adapterPath` in next.config.mjs; Next's documented Deployment Adapter API):
 * when the build is complete, it lists the prerendered pages for our page cache
 * (lib/cache/handlers/pages.mjs) in `.next/storefront-seeds/`, so they are served from the
 * first request as the build made them (lib/cache/handlers/seeds.mjs). Nothing else is changed:
 * the build's folder and the standalone server stay as Next makes them.
 */
import path from 'node:path';
import {SEEDS_DIR, seedIndex, writeSeeds} from './handlers/seeds.mjs';

/** @type {import('next').NextAdapter} */
const adapter = {
  name: 'storefront-page-seeds',
  async onBuildComplete({outputs, distDir, buildId}) {
    const count = writeSeeds(distDir, seedIndex(outputs, distDir, buildId));
    console.log(`Page cache: ${count} prerendered answers listed in ${path.join(path.basename(distDir), SEEDS_DIR)}`);
  },
};

export default adapter;
