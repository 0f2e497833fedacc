'use client';

import {useEffect} from 'react';
import {useTranslations} from 'next-intl';
import {HomeLink} from '@/components/layout/HomeLink';

export default function ErrorPage({error, reset}: {error: Error & {digest?: string}; reset: () => void}) {
  const t = useTranslations('Error');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-28 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-4 text-muted">{t('description')}</p>
      <div className="mt-8 flex gap-3">
        <button type="button" onClick={reset} className="rounded-full bg-ink px-6 py-3 text-sm font-semibold text-paper hover:bg-ink/90">
          {t('retry')}
        </button>
        <HomeLink className="rounded-full border border-line px-6 py-3 text-sm font-semibold hover:bg-white">{t('backHome')}</HomeLink>
      </div>
    </section>
  );
}
