/**
 * The control for `npm run bench:lighthouse -- --against-control`: a bare Next.js app on the shop's
 * own next, react and react-dom (resolved from the repository's node_modules), a root layout and
 * one server page, no client component, picture, stylesheet or web font. What Lighthouse measures
 * on it is the framework's floor on this host at this moment.
 */
/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
