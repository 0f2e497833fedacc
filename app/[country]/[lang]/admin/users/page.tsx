import type {Metadata} from 'next';
import {redirect} from 'next/navigation';
import {getTranslations} from 'next-intl/server';
import {AdminDashboard} from '@/components/admin/Dashboard';
import {AdminDenied} from '@/components/admin/AdminDenied';
import {adminPageAccess} from '@/lib/auth/guard';
import {privateRobots} from '@/lib/deploy';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';
import {localizedPath} from '@/lib/i18n/paths';
import {loginThenReturn} from '@/lib/auth/login-return';

export async function generateMetadata({params}: {params: Promise<PageParams>}): Promise<Metadata> {
  const {lang} = await resolvePageParams(params);
  const t = await getTranslations({locale: lang, namespace: 'Admin'});
  return {title: t('title'), robots: privateRobots};
}

/** The separate admin member list at admin/users: the dashboard on its users tab. */
export default async function AdminUsersPage({params}: {params: Promise<PageParams>}) {
  const {country, lang} = await resolvePageParams(params);
  const access = await adminPageAccess();
  if (access.kind === 'anonymous') redirect(loginThenReturn(localizedPath(country, lang), localizedPath(country, lang, '/admin/users')));
  if (access.kind === 'denied') return <AdminDenied email={access.user.email} />;
  return <AdminDashboard country={country} lang={lang} tab="users" admin={access.user} query={{}} />;
}
