import type {Metadata} from 'next';
import {getTranslations} from 'next-intl/server';
import {TemplateShop} from '@/components/templates/TemplateShop';
import {alternates} from '@/lib/i18n/seo';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';

export async function generateMetadata({params}: {params: Promise<PageParams>}): Promise<Metadata> {
  const {country, lang} = await resolvePageParams(params);
  const t = await getTranslations({locale: lang, namespace: 'Metadata'});
  return {title: t('shopTitle'), description: t('shopDescription'), alternates: alternates(country, lang, '/templateshop')};
}

export default async function TemplateShopPage({params}: {params: Promise<PageParams>}) {
  const {country, lang} = await resolvePageParams(params);
  return <TemplateShop country={country} lang={lang} />;
}
