import {getTranslations} from 'next-intl/server';

export default async function Loading() {
  const t = await getTranslations('Loading');
  return (
    <div role="status" aria-live="polite" className="mx-auto flex max-w-6xl items-center justify-center px-4 py-28">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-line border-t-accent" aria-hidden="true" />
      <span className="sr-only">{t('label')}</span>
    </div>
  );
}
