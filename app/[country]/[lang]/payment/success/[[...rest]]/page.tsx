import type {Metadata} from 'next';
import {getMessages, getTranslations} from 'next-intl/server';
import {BriefArea} from '@/components/briefs/BriefArea';
import PaymentSuccess from '@/components/payment/PaymentSuccess';
import {privateRobots} from '@/lib/deploy';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';

export async function generateMetadata({params}: {params: Promise<PageParams>}): Promise<Metadata> {
  const {lang} = await resolvePageParams(params);
  const t = await getTranslations({locale: lang, namespace: 'Payment'});
  return {title: t('successTitle'), robots: privateRobots};
}

/** /payment/success (also with a trailing path, docs/storefront.md). The page's script confirms the payment through the confirmPaymentAction server action (POST /api/confirm is the same command for outside clients). */
export default async function PaymentSuccessPage({params}: {params: Promise<PageParams>}) {
  const {country, lang} = await resolvePageParams(params);
  const messages = await getMessages();
  return (
    <>
      <PaymentSuccess country={country} lang={lang} messages={{Payment: messages.Payment, Brief: messages.Brief}} />
      <BriefArea country={country} lang={lang} />
    </>
  );
}
