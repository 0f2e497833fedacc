import type {Metadata} from 'next';
import {NextIntlClientProvider} from 'next-intl';
import {getMessages, getTranslations} from 'next-intl/server';
import {ProfileView} from '@/components/profile/ProfileView';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';

export async function generateMetadata({params}: {params: Promise<PageParams>}): Promise<Metadata> {
  const {lang} = await resolvePageParams(params);
  const t = await getTranslations({locale: lang, namespace: 'Profile'});
  return {title: t('title'), robots: {index: false}};
}

/** My page: static shell; the profile is read in the browser from /api/auth/profile. */
export default async function ProfilePage({params}: {params: Promise<PageParams>}) {
  const {country, lang} = await resolvePageParams(params);
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={{Auth: messages.Auth, Profile: messages.Profile}}>
      <ProfileView country={country} lang={lang} />
    </NextIntlClientProvider>
  );
}
