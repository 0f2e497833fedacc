import type {Metadata} from 'next';
import {notFound} from 'next/navigation';
import {TemplateDetail} from '@/components/templates/TemplateDetail';
import {catalogText} from '@/lib/catalog/read';
import {TEMPLATES, findTemplate} from '@/lib/catalog/templates';
import {alternates} from '@/lib/i18n/seo';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';

type Params = Promise<PageParams & {id: string}>;

// Known templates are prerendered; any other id renders once and answers 'Template Not Found'.

export function generateStaticParams() {
  return TEMPLATES.map((t) => ({id: String(t.id)}));
}

async function load(params: Params) {
  const {id} = await params;
  const page = await resolvePageParams(params);
  const template = /^\d{1,3}$/.test(id) ? findTemplate(Number(id)) : undefined;
  return {...page, template};
}

export async function generateMetadata({params}: {params: Params}): Promise<Metadata> {
  const {country, lang, template} = await load(params);
  if (!template) return {};
  const text = await catalogText('template', template.id, lang);
  return {
    title: text.name,
    description: text.description,
    alternates: alternates(country, lang, `/template/${template.id}`),
  };
}

export default async function TemplatePage({params}: {params: Params}) {
  const {country, lang, template} = await load(params);
  if (!template) notFound();
  return <TemplateDetail template={template} country={country} lang={lang} />;
}
