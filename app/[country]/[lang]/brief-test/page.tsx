import type {Metadata} from 'next';
import {getTranslations} from 'next-intl/server';
import {BriefArea} from '@/components/briefs/BriefArea';
import {BriefButton} from '@/components/briefs/BriefButton';
import {SERVICES} from '@/lib/catalog/catalog';
import {catalogText} from '@/lib/catalog/read';
import {privateRobots} from '@/lib/deploy';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';

export async function generateMetadata({params}: {params: Promise<PageParams>}): Promise<Metadata> {
  const {lang} = await resolvePageParams(params);
  const t = await getTranslations({locale: lang, namespace: 'Brief'});
  return {title: t('testTitle'), robots: privateRobots};
}

/** The brief form with a test service (custom visuals, priced after a quote). */
export default async function BriefTestPage({params}: {params: Promise<PageParams>}) {
  const {country, lang} = await resolvePageParams(params);
  const t = await getTranslations('Brief');
  const th = await getTranslations('Home');
  const service = SERVICES.find((s) => s.id === 6)!;
  const target = {serviceId: service.id, name: (await catalogText('service', 6, lang)).name, price: th('quote'), delivery: th('deliveryQuote')};
  return (
    <section className="mx-auto flex max-w-xl flex-col items-start px-4 py-20">
      <h1 className="text-3xl font-bold tracking-tight">{t('testTitle')}</h1>
      <p className="mt-3 text-muted">{t('testDescription')}</p>
      <BriefButton target={target} text={t('open')} label={t('openLabel', {name: target.name})} />
      <BriefArea country={country} lang={lang} initial={target} />
    </section>
  );
}
