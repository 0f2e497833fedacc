import {notFound} from 'next/navigation';

/**
 * Any unknown path under a valid country and language: the localized 404 page. The layout has
 * already checked the country and language and set the request language, so the not-found
 * boundary renders in it; the unknown rest of the path is never read (one prerendered 404 per
 * country and language).
 */
export default function UnknownPage(): never {
  notFound();
}
