import type {Metadata} from 'next';
import {Suspense} from 'react';
import {NextIntlClientProvider} from 'next-intl';
import {getMessages, getTranslations} from 'next-intl/server';
import {ResetPasswordForm} from '@/components/account/ResetPasswordForm';
import {privateRobots} from '@/lib/deploy';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';

export async function generateMetadata({params}: {params: Promise<PageParams>}): Promise<Metadata> {
  const {lang} = await resolvePageParams(params);
  const t = await getTranslations({locale: lang, namespace: 'Reset'});
  return {title: t('title'), robots: privateRobots, referrer: 'no-referrer'};
}

/** /{country}/reset-password?token=…: the token is read in the browser (the page stays static). */
export default async function ResetPasswordPage({params}: {params: Promise<PageParams>}) {
  const {country, lang} = await resolvePageParams(params);
  const t = await getTranslations({locale: lang, namespace: 'Reset'});
  const messages = await getMessages();
  return (
    <section className="mx-auto max-w-md px-4 py-20">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-3 text-muted">{t('description')}</p>
      <NextIntlClientProvider messages={{Auth: messages.Auth, Reset: messages.Reset}}>
        <Suspense>
          <ResetPasswordForm country={country} lang={lang} />
        </Suspense>
      </NextIntlClientProvider>
    </section>
  );
}
