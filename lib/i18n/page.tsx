/**
 * One shape for the storefront's simple pages: translated title and description, canonical and
 * hreflang alternates, static rendering in the page's language, and a feature component.
 */
import type {Metadata} from 'next';
import type {ComponentType} from 'react';
import {getTranslations} from 'next-intl/server';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {alternates} from '@/lib/i18n/seo';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';

type MetadataKey = Parameters<Awaited<ReturnType<typeof getTranslations<'Metadata'>>>>[0];

export function storefrontPage(options: {path: string; title: MetadataKey; description: MetadataKey; Component: ComponentType<{country: CountryCode; lang: Language}>}) {
  const {path, title, description, Component} = options;
  async function generateMetadata({params}: {params: Promise<PageParams>}): Promise<Metadata> {
    const {country, lang} = await resolvePageParams(params);
    const t = await getTranslations({locale: lang, namespace: 'Metadata'});
    return {title: t(title), description: t(description), alternates: alternates(country, lang, path)};
  }
  async function Page({params}: {params: Promise<PageParams>}) {
    const {country, lang} = await resolvePageParams(params);
    return <Component country={country} lang={lang} />;
  }
  return {generateMetadata, Page};
}
