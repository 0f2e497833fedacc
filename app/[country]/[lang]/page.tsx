import type {Metadata} from 'next';
import {getTranslations} from 'next-intl/server';
import {HomePage} from '@/components/home/HomePage';
import {alternates} from '@/lib/i18n/seo';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';

export async function generateMetadata({params}: {params: Promise<PageParams>}): Promise<Metadata> {
  const {country, lang} = await resolvePageParams(params);
  const t = await getTranslations({locale: lang, namespace: 'Metadata'});
  return {title: {absolute: t('homeTitle')}, description: t('homeDescription'), alternates: alternates(country, lang)};
}

export default async function Home({params}: {params: Promise<PageParams>}) {
  const {country, lang} = await resolvePageParams(params);
  return <HomePage country={country} lang={lang} />;
}
