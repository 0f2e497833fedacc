import type {MetadataRoute} from 'next';
import {connection} from 'next/server';
import {COUNTRY_CODES} from '@/lib/countries';
import {LANGUAGES} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {PUBLIC_PATHS} from '@/lib/i18n/seo';
import {site} from '@/lib/site';

/**
 * Every public page in every country and language (each page also declares its hreflang
 * alternates). Rendered per request, on APP_URL as the running server has it (the build, made with
 * nothing configured, cannot know the address); a millisecond for its 1,020 entries.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  return COUNTRY_CODES.flatMap((country) =>
    LANGUAGES.flatMap((lang) =>
      PUBLIC_PATHS.map((path) => ({
        url: new URL(localizedPath(country, lang, path), site.url).toString(),
        changeFrequency: 'weekly' as const,
        priority: path === '' ? 1 : /^\/(template|services|packages)\//.test(path) ? 0.6 : 0.8,
      })),
    ),
  );
}
