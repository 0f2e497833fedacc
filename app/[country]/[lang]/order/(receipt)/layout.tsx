import type {Metadata} from 'next';
import type {ReactNode} from 'react';
import {getTranslations} from 'next-intl/server';
import {privateRobots} from '@/lib/deploy';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';

/**
 * The receipt's title, from the country and language alone (above the order's link): known when the
 * shell is prerendered, so it is in the document's head like the order page's (docs/storefront.md#valid-html).
 */
export async function generateMetadata({params}: {params: Promise<PageParams>}): Promise<Metadata> {
  const {lang} = await resolvePageParams(params);
  const t = await getTranslations({locale: lang, namespace: 'Receipt'});
  return {title: t('title'), robots: privateRobots, referrer: 'no-referrer'};
}

export default function ReceiptLayout({children}: {children: ReactNode}) {
  return children;
}
