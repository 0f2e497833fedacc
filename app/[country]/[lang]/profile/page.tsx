import type {Metadata} from 'next';
import {NextIntlClientProvider} from 'next-intl';
import {getMessages, getTranslations} from 'next-intl/server';
import {BriefArea} from '@/components/briefs/BriefArea';
import {ProfileView} from '@/components/profile/ProfileView';
import {privateRobots} from '@/lib/deploy';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';

export async function generateMetadata({params}: {params: Promise<PageParams>}): Promise<Metadata> {
  const {lang} = await resolvePageParams(params);
  const t = await getTranslations({locale: lang, namespace: 'Profile'});
  return {title: t('title'), robots: privateRobots};
}

/** My page: static shell; the profile, orders and briefs are read in the browser (/api/auth/profile, /api/orders/me, /api/project-briefs). */
export default async function ProfilePage({params}: {params: Promise<PageParams>}) {
  const {country, lang} = await resolvePageParams(params);
  const messages = await getMessages();
  return (
    <>
      <NextIntlClientProvider
        messages={{
          Auth: messages.Auth,
          Profile: messages.Profile,
          Consent: {page: messages.Consent.page},
          Order: messages.Order,
          Brief: messages.Brief,
          Conversation: {unread: messages.Conversation.unread},
        }}
      >
        <ProfileView country={country} lang={lang} />
      </NextIntlClientProvider>
      <BriefArea country={country} lang={lang} />
    </>
  );
}
