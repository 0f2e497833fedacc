import type {MetadataRoute} from 'next';
import {connection} from 'next/server';
import {robotsFile} from '@/lib/deploy/robots';

/**
 * Rendered per request: it names the sitemap on APP_URL as the running server has it, which the
 * build (made with nothing configured) cannot know. A few microseconds; proxies may cache it.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  return robotsFile();
}
