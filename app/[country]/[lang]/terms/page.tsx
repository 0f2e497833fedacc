import type {Metadata} from 'next';
import {getTranslations} from 'next-intl/server';
import {TermsPage} from '@/components/terms/TermsPage';
import {alternates} from '@/lib/i18n/seo';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';

export async function generateMetadata({params}: {params: Promise<PageParams>}): Promise<Metadata> {
  const {country, lang} = await resolvePageParams(params);
  const t = await getTranslations({locale: lang, namespace: 'Metadata'});
  return {title: t('termsTitle'), description: t('termsDescription'), alternates: alternates(country, lang, '/terms')};
}

export default async function Terms({params}: {params: Promise<PageParams>}) {
  const {country, lang} = await resolvePageParams(params);
  return <TermsPage country={country} lang={lang} />;
}
