import type {Metadata} from 'next';
import {redirect} from 'next/navigation';
import {getTranslations} from 'next-intl/server';
import {AdminDashboard, adminTab} from '@/components/admin/Dashboard';
import {AdminDenied} from '@/components/admin/AdminDenied';
import {adminPageAccess} from '@/lib/auth/guard';
import {privateRobots} from '@/lib/deploy';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';
import {localizedPath} from '@/lib/i18n/paths';
import {loginThenReturn} from '@/lib/auth/login-return';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({params}: {params: Promise<PageParams>}): Promise<Metadata> {
  const {lang} = await resolvePageParams(params);
  const t = await getTranslations({locale: lang, namespace: 'Admin'});
  return {title: t('dashboard'), robots: privateRobots};
}

/** Admin (?tab=overview|orders|users|briefs|inbox|catalog|showcase|settings|audit): signed-out visitors go to log in; customers see 'access denied'. */
export default async function AdminPage({params, searchParams}: {params: Promise<PageParams>; searchParams: SearchParams}) {
  const {country, lang} = await resolvePageParams(params);
  const access = await adminPageAccess();
  const query = await searchParams;
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  if (access.kind === 'anonymous') {
    // Back to this tab (and its filters) once logged in.
    const kept = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, one(value)!]])));
    redirect(loginThenReturn(localizedPath(country, lang), `${localizedPath(country, lang, '/admin')}${kept.size ? `?${kept}` : ''}`));
  }
  if (access.kind === 'denied') return <AdminDenied email={access.user.email} />;
  return (
    <AdminDashboard country={country} lang={lang} tab={adminTab(one(query.tab))} admin={access.user} query={{status: one(query.status), q: one(query.q), page: Number(one(query.page) ?? 1) || 1}} />
  );
}
