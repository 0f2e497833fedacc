import type {Metadata} from 'next';
import {notFound} from 'next/navigation';
import {getMessages, getTranslations} from 'next-intl/server';
import {itemText} from '@/lib/catalog/prices';
import {getCatalog} from '@/lib/catalog/read';
import {SERVICES} from '@/lib/catalog/catalog';
import {checkoutRest} from '@/lib/checkout/item';
import {db} from '@/lib/db';
import {privateRobots} from '@/lib/deploy';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';
import {localizedPath} from '@/lib/i18n/paths';
import {readThread} from '@/lib/orders/conversation';
import {questionForPage} from '@/lib/orders/questions/read';
import Conversation from '@/components/orders/Conversation';
import ContinueWithQuestion from '@/components/questions/ContinueWithQuestion';

type Params = Promise<PageParams & {ref: string}>;

export async function generateMetadata({params}: {params: Params}): Promise<Metadata> {
  const {lang} = await resolvePageParams(params);
  const t = await getTranslations({locale: lang, namespace: 'Question'});
  return {title: t('pageTitleShort'), robots: privateRobots, referrer: 'no-referrer'};
}

/**
 * /question/{guest link token}: a guest's question before buying; /question/{id}: for the asking
 * account, and for admins, who answer it as the studio. The buyer continues from here to the
 * service's checkout (or its quote request) with the question carried into the requirements.
 * Anyone else: 404.
 */
export default async function QuestionPage({params}: {params: Params}) {
  const {country, lang} = await resolvePageParams(params);
  const {ref} = await params;
  const {question, side, token} = await questionForPage(ref);
  if (!question || !side) notFound();
  const [thread, messages, catalog, t] = await Promise.all([readThread(db, {questionId: question.id}, side), getMessages(), getCatalog(), getTranslations('Question')]);
  const serviceId = Number(question.serviceId);
  const service = itemText(catalog, 'service', serviceId, lang).name;
  const quote = SERVICES.find((s) => s.id === serviceId)?.quote ?? false;
  const asked = thread.messages.filter((m) => !m.fromStudio).map((m) => m.text);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{side === 'studio' ? t('studioTitle', {service, email: question.email}) : t('pageTitle', {service})}</h1>
      <p className="mt-2 text-muted">{side === 'studio' ? t('studioIntro') : t('pageIntro')}</p>
      {side === 'buyer' ? (
        <ContinueWithQuestion
          serviceId={serviceId}
          href={`${localizedPath(country, lang, checkoutRest.service(serviceId))}${quote ? `?brief=service-${serviceId}` : ''}`}
          text={asked.join('\n\n')}
          label={quote ? t('continueQuote') : t('continue')}
        />
      ) : null}
      <Conversation question orderId={question.id} token={token} side={side} country={country} lang={lang} thread={thread} messages={{Conversation: messages.Conversation}} />
    </div>
  );
}
