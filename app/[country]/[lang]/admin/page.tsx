import type {Metadata} from 'next';
import {redirect} from 'next/navigation';
import {getTranslations} from 'next-intl/server';
import {AdminDenied, MembersTable} from '@/components/admin/Members';
import {adminPageAccess} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';
import {localizedPath} from '@/lib/i18n/paths';

export const dynamic = 'force-dynamic';

export async function generateMetadata({params}: {params: Promise<PageParams>}): Promise<Metadata> {
  const {lang} = await resolvePageParams(params);
  const t = await getTranslations({locale: lang, namespace: 'Admin'});
  return {title: t('title'), robots: {index: false}};
}

/** Admin: signed-out visitors go to log in; customers see 'access denied'; admins see the members. */
export default async function AdminPage({params}: {params: Promise<PageParams>}) {
  const {country, lang} = await resolvePageParams(params);
  const access = await adminPageAccess();
  if (access.kind === 'anonymous') redirect(`${localizedPath(country, lang)}?auth=login`);
  if (access.kind === 'denied') return <AdminDenied email={access.user.email} />;
  const members = await db.user.findMany({orderBy: {createdAt: 'desc'}, take: 500});
  return <MembersTable members={members} lang={lang} />;
}
