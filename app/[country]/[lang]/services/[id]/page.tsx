import type {Metadata} from 'next';
import {notFound} from 'next/navigation';
import {ServiceDetail} from '@/components/items/ServiceDetail';
import {SERVICES} from '@/lib/catalog/catalog';
import {listedServices} from '@/lib/catalog/prices';
import {catalogText, getCatalog} from '@/lib/catalog/read';
import {alternates} from '@/lib/i18n/seo';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';

type Params = Promise<PageParams & {id: string}>;

// Every service is prerendered; a hidden one or any other id answers the storefront's Not Found.
export function generateStaticParams() {
  return SERVICES.map((s) => ({id: String(s.id)}));
}

async function load(params: Params) {
  const {id} = await params;
  const page = await resolvePageParams(params);
  const service = /^\d{1,3}$/.test(id) ? listedServices(await getCatalog()).find((s) => s.id === Number(id)) : undefined;
  return {...page, service};
}

export async function generateMetadata({params}: {params: Params}): Promise<Metadata> {
  const {country, lang, service} = await load(params);
  if (!service) return {};
  const text = await catalogText('service', service.id, lang);
  return {title: text.name, description: text.description, alternates: alternates(country, lang, `/services/${service.id}`)};
}

export default async function ServicePage({params}: {params: Params}) {
  const {country, lang, service} = await load(params);
  if (!service) notFound();
  return <ServiceDetail service={service} country={country} lang={lang} />;
}
