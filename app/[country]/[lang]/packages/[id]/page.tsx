import type {Metadata} from 'next';
import {notFound} from 'next/navigation';
import {PackageDetail} from '@/components/items/PackageDetail';
import {PACKAGE_IDS, type PackageId} from '@/lib/catalog/catalog';
import {listedPackages} from '@/lib/catalog/prices';
import {catalogText, getCatalog} from '@/lib/catalog/read';
import {alternates} from '@/lib/i18n/seo';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';

type Params = Promise<PageParams & {id: string}>;

// Every package is prerendered; a hidden one or any other id answers the storefront's Not Found.
export function generateStaticParams() {
  return PACKAGE_IDS.map((id) => ({id}));
}

async function load(params: Params) {
  const {id} = await params;
  const page = await resolvePageParams(params);
  const pkg = listedPackages(await getCatalog()).find((p) => p === id) as PackageId | undefined;
  return {...page, pkg};
}

export async function generateMetadata({params}: {params: Params}): Promise<Metadata> {
  const {country, lang, pkg} = await load(params);
  if (!pkg) return {};
  const text = await catalogText('package', pkg, lang);
  return {title: text.name, description: text.description, alternates: alternates(country, lang, `/packages/${pkg}`)};
}

export default async function PackagePage({params}: {params: Params}) {
  const {country, lang, pkg} = await load(params);
  if (!pkg) notFound();
  return <PackageDetail id={pkg} country={country} lang={lang} />;
}
