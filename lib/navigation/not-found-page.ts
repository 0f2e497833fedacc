import 'server-only';
import {isCountryCode} from '@/lib/countries';
import {env} from '@/lib/env';
import {isLanguage} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';

/** This instance's own address, for a request to itself: its bind address (every interface: loopback) and port. */
export function ownOrigin(bindAddress = env.BIND_ADDRESS, port = env.PORT): string {
  const host = !bindAddress || bindAddress === '0.0.0.0' || bindAddress === '::' ? '127.0.0.1' : bindAddress;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** What the localized 404 answer keeps of the static page's headers. */
const KEPT_HEADERS = ['content-type', 'content-language', 'link'];

/**
 * The answer to an unknown path under a country and language: the prerendered
 * `/{country}/{lang}/page-not-found` page, asked of this same instance, with status 404. An
 * unknown country or language, or a page that cannot be had, is a plain 404.
 */
export async function notFoundPage({country, lang}: {country: string; lang: string}): Promise<Response> {
  const plain = () => new Response('Not found', {status: 404, headers: {'content-type': 'text/plain; charset=utf-8'}});
  if (!isCountryCode(country) || !isLanguage(lang)) return plain();
  const page = await fetch(`${ownOrigin()}${localizedPath(country, lang, '/page-not-found')}`, {headers: {accept: 'text/html'}, signal: AbortSignal.timeout(10_000)}).catch(() => null);
  if (!page?.ok) return plain();
  const headers = new Headers({'cache-control': 'private, no-store'});
  for (const name of KEPT_HEADERS) {
    const value = page.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(page.body, {status: 404, headers});
}
