import type {Metadata} from 'next';
import {getTranslations} from 'next-intl/server';
import {NotFoundView} from '@/components/layout/NotFoundView';
import {privateRobots} from '@/lib/deploy';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';

/**
 * The localized 404 page as a static page of its own, so its server HTML carries its title and
 * text. An unknown path answers with it and status 404 (`[...rest]/route.ts`); at its own address
 * it is a page no search engine keeps.
 */
export async function generateMetadata({params}: {params: Promise<PageParams>}): Promise<Metadata> {
  const {lang} = await resolvePageParams(params);
  const t = await getTranslations({locale: lang, namespace: 'NotFound'});
  return {title: t('title'), robots: privateRobots};
}

export default async function PageNotFound({params}: {params: Promise<PageParams>}) {
  await resolvePageParams(params);
  return <NotFoundView />;
}
