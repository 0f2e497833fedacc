import {getTranslations} from 'next-intl/server';
import type {Language} from '@/lib/i18n/languages';

/** Spec: '접근 권한이 없습니다' / '관리자만 접근할 수 있는 페이지입니다.' with the signed-in e-mail. */
export async function AdminDenied({email}: {email: string}) {
  const t = await getTranslations('Admin');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-28 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{t('deniedTitle')}</h1>
      <p className="mt-4 text-muted">{t('deniedBody')}</p>
      <p className="mt-2 text-sm text-muted">{t('signedInAs', {email})}</p>
    </section>
  );
}

interface Member {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  role: 'USER' | 'ADMIN';
  createdAt: Date;
}

export async function MembersTable({members, lang}: {members: Member[]; lang: Language}) {
  const t = await getTranslations('Admin');
  const date = new Intl.DateTimeFormat(lang, {dateStyle: 'medium'});
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      {members.length === 0 ? (
        <p className="mt-6 text-muted">{t('noMembers')}</p>
      ) : (
        <div className="mt-8 overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-line bg-paper text-muted">
              <tr>
                {[t('username'), t('email'), t('name'), t('phone'), t('role'), t('joined')].map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <tr key={m.id} className="border-b border-line last:border-0">
                  <td className="px-4 py-3 font-medium">{m.username}</td>
                  <td className="px-4 py-3">{m.email}</td>
                  <td className="px-4 py-3">{[m.firstName, m.lastName].filter(Boolean).join(' ')}</td>
                  <td className="px-4 py-3">{m.phone}</td>
                  <td className="px-4 py-3">{m.role === 'ADMIN' ? t('roleAdmin') : t('roleUser')}</td>
                  <td className="px-4 py-3">{date.format(m.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
