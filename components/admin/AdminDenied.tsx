import {getTranslations} from 'next-intl/server';

/** Access denied: '접근 권한이 없습니다' / '관리자만 접근할 수 있는 페이지입니다.' with the signed-in e-mail. */
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
