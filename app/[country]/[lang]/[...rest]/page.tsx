import {notFound} from 'next/navigation';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';

/** Any unknown path under a valid country and language: the localized 404 page. */
export default async function UnknownPage({params}: {params: Promise<PageParams>}) {
  // Sets the request language first, so the not-found boundary renders in it.
  await resolvePageParams(params);
  notFound();
}
