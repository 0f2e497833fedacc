import type {MetadataRoute} from 'next';
import {site} from '@/lib/site';

export default function robots(): MetadataRoute.Robots {
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
