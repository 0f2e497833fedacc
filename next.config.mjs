import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite loads its wasm/data files from its own package folder; bundling it breaks `next dev`.
  serverExternalPackages: ['@electric-sql/pglite', 'pglite-prisma-adapter', '@node-rs/argon2'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default withNextIntl(nextConfig);
