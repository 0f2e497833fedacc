import type {Metadata} from 'next';
import type {ReactNode} from 'react';
import {getTranslations} from 'next-intl/server';
import {PersonalShell} from '@/components/layout/PersonalShell';
import {privateRobots} from '@/lib/deploy';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';

/**
 * The checkout's title, from the country and language alone: known when the shell is prerendered,
 * so it is in the document's head (a page's own metadata that waits for the request is streamed
 * into the body, which is not valid HTML; docs/storefront.md#valid-html).
 */
export async function generateMetadata({params}: {params: Promise<PageParams>}): Promise<Metadata> {
  const {lang} = await resolvePageParams(params);
  const t = await getTranslations({locale: lang, namespace: 'Checkout'});
  return {title: t('title'), robots: privateRobots};
}

/** Personal pages: a prerendered shell per country and language; the page itself renders per request inside it. */
export default async function CheckoutLayout({children, params}: {children: ReactNode; params: Promise<PageParams>}) {
  const {lang} = await resolvePageParams(params);
  return <PersonalShell lang={lang}>{children}</PersonalShell>;
}
