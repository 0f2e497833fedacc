import type {Metadata} from 'next';
import {Suspense} from 'react';
import {NextIntlClientProvider} from 'next-intl';
import {getMessages, getTranslations} from 'next-intl/server';
import {VerifyEmailForm} from '@/components/account/VerifyEmailForm';
import {privateRobots} from '@/lib/deploy';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';

export async function generateMetadata({params}: {params: Promise<PageParams>}): Promise<Metadata> {
  const {lang} = await resolvePageParams(params);
  const t = await getTranslations({locale: lang, namespace: 'Verify'});
  return {title: t('title'), robots: privateRobots, referrer: 'no-referrer'};
}

/**
 * /{country}/verify-email?token=…: the link from the welcome mail. Opening it changes nothing (mail
 * scanners open links too); the button confirms, and an e-mail change then asks for the account's
 * current password. The token is read in the browser, so the page stays static.
 */
export default async function VerifyEmailPage({params}: {params: Promise<PageParams>}) {
  const {country, lang} = await resolvePageParams(params);
  const t = await getTranslations({locale: lang, namespace: 'Verify'});
  const messages = await getMessages();
  return (
    <section className="mx-auto max-w-md px-4 py-20">
      {/* Auth: the password field's show/hide toggle (an e-mail change asks for the current password). */}
      <NextIntlClientProvider messages={{Verify: messages.Verify, Auth: {showPassword: messages.Auth.showPassword, hidePassword: messages.Auth.hidePassword}}}>
        <Suspense fallback={<h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>}>
          <VerifyEmailForm country={country} lang={lang} />
        </Suspense>
      </NextIntlClientProvider>
    </section>
  );
}
