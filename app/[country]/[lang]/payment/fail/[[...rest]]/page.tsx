import type {Metadata} from 'next';
import {getTranslations} from 'next-intl/server';
import {PaymentFail} from '@/components/payment/PaymentFail';
import {privateRobots} from '@/lib/deploy';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';

export async function generateMetadata({params}: {params: Promise<PageParams>}): Promise<Metadata> {
  const {lang} = await resolvePageParams(params);
  const t = await getTranslations({locale: lang, namespace: 'Payment'});
  return {title: t('failTitle'), robots: privateRobots};
}

export default async function PaymentFailPage({params, searchParams}: {params: Promise<PageParams>; searchParams: Promise<Record<string, string | string[] | undefined>>}) {
  const {country, lang} = await resolvePageParams(params);
  const query = await searchParams;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return <PaymentFail country={country} lang={lang} code={one(query.code)} />;
}
