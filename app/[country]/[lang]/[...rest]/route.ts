import {notFoundPage} from '@/lib/navigation/not-found-page';

/**
 * Any unknown path under a valid country and language: the localized 404 page, whole in the
 * server's HTML, with status 404 (lib/navigation/not-found-page.ts). A page that called
 * `notFound()` here would be answered with an empty shell the browser fills in.
 */
export async function GET(_request: Request, {params}: {params: Promise<{country: string; lang: string}>}) {
  return notFoundPage(await params);
}
