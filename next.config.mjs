import {fileURLToPath} from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** sharp and what it loads at run time, for the decoding processes started by path (below). */
const SHARP_FILES = [
  './node_modules/sharp/**',
  './node_modules/@img/sharp-linux-x64/**',
  './node_modules/@img/sharp-libvips-linux-x64/**',
  './node_modules/@img/colour/**',
  './node_modules/detect-libc/**',
  './node_modules/semver/**',
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // .next/standalone: the server's traced files, completed by scripts/standalone.mts (serve.mjs,
  // static files, public/, migrations) into a folder that runs the shop with plain `node`.
  output: 'standalone',
  // Read at run time by path, which the tracer cannot follow: the Korean fallback font's slices.
  // The instant preview's worker process, its model and scenes (lib/preview/app.ts), and the
  // shop's pictures' decoder (lib/media/accept.ts): each is started from its path as a child
  // process and imports onnxruntime-node and sharp itself (Linux x64 binaries only).
  outputFileTracingIncludes: {
    '/api/admin/media': ['./lib/media/probe.mjs', ...SHARP_FILES],
    '/api/uploads/direct/complete': ['./lib/media/probe.mjs', ...SHARP_FILES],
    '/fonts/kr/[file]': ['./node_modules/@fontsource/noto-sans-kr/files/noto-sans-kr-*-400-normal.woff2'],
    '/api/previews': [
      './lib/preview/worker.mjs',
      './lib/preview/checks.mjs',
      './lib/preview/fit.mjs',
      './lib/preview/designs/*.webp',
      './lib/preview/scenes/*.webp',
      './lib/preview/model/u2netp.onnx',
      './node_modules/onnxruntime-node/package.json',
      './node_modules/onnxruntime-node/dist/**',
      './node_modules/onnxruntime-node/bin/napi-v6/linux/x64/**',
      './node_modules/onnxruntime-common/package.json',
      './node_modules/onnxruntime-common/dist/**',
      ...SHARP_FILES,
    ],
  },
  // PGlite loads its wasm/data files from its own package folder; bundling it breaks `next dev`.
  serverExternalPackages: ['@electric-sql/pglite', 'pglite-prisma-adapter', 'pg-boss', '@node-rs/argon2', 'onnxruntime-node', 'sharp'],
  poweredByHeader: false,
  // The owner's pictures (/media/{id}, never changed under an id): AVIF first, then WebP; the
  // optimiser takes nothing else from our origin and keeps what it made for as long as the source.
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [
      {pathname: '/media/**', search: ''},
      {pathname: '/photos/**', search: ''},
      {pathname: '/templates/**', search: ''},
      {pathname: '/collages/**', search: ''},
    ],
    minimumCacheTTL: 31536000,
  },
  reactStrictMode: true,
  cacheComponents: true,
  // Our caches on Next's documented interfaces (lib/cache/handlers/): the page cache
  // (`cacheHandler`) and the 'use cache' results (`cacheHandlers`) judge their entries by tag times
  // shared through Redis when REDIS_URL is set, so an owner's change made through one app instance
  // is served by all of them; the build adapter lists the prerendered pages for the page cache. A
  // platform that brings its own adapter (NEXT_ADAPTER_PATH, as Vercel sets it) keeps it.
  cacheHandler: fileURLToPath(new URL('./lib/cache/handlers/pages.mjs', import.meta.url)),
  cacheHandlers: {default: fileURLToPath(new URL('./lib/cache/handlers/use-cache.mjs', import.meta.url))},
  adapterPath: process.env.NEXT_ADAPTER_PATH || fileURLToPath(new URL('./lib/cache/adapter.mjs', import.meta.url)),
  partialPrefetching: false,
  // Every response, pages and APIs alike (each page's Content-Security-Policy comes from proxy.ts).
  async headers() {
    const headers = [
      {key: 'X-Content-Type-Options', value: 'nosniff'},
      {key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
      // Same-origin isolation, but payment providers' windows opened from our pages keep working.
      {key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups'},
      {key: 'X-Frame-Options', value: 'DENY'},
      {key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)'},
    ];
    // HSTS only from production builds: browsers honour it over HTTPS, which is where those run.
    if (process.env.NODE_ENV === 'production') headers.push({key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains'});
    // A preview deploy (lib/deploy/environment.ts's isPreview, decided at build time like the pages) is indexed nowhere.
    if (process.env.APP_ENV === 'preview' || process.env.VERCEL_ENV === 'preview') headers.push({key: 'X-Robots-Tag', value: 'noindex, nofollow'});
    return [
      {source: '/:path*', headers},
      // The templates' design pages are named by their content hash (npm run art:templates): a new design, a new name.
      {source: '/templates/:file*', headers: [{key: 'Cache-Control', value: 'public, max-age=31536000, immutable'}]},
    ];
  },
};

export default withNextIntl(nextConfig);
