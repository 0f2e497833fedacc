/** robots.txt's content for this deploy (app/robots.ts serves it per request, on APP_URL as the running server has it). */
import type {MetadataRoute} from 'next';
import {previewDeploy} from '@/lib/deploy';
import {site} from '@/lib/site';

export function robotsFile(): MetadataRoute.Robots {
  // A preview deploy is crawled nowhere, and names no sitemap.
  if (previewDeploy) return {rules: {userAgent: '*', disallow: '/'}};
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      // Private or per-person pages, in every country and language.
      disallow: ['/api/', '/uploads/', '/*/admin', '/*/checkout', '/*/profile', '/*/payment', '/*/order-confirmation', '/*/reset-password', '/*/verify-email', '/*/brief-test'],
    },
    sitemap: new URL('/sitemap.xml', site.url).toString(),
  };
}
