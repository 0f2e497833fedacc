import {getTranslations} from 'next-intl/server';
import type {Language} from '@/lib/i18n/languages';

/**
 * The small "Preview" mark in the corner of every page of a preview deploy (lib/deploy): rendered
 * by the storefront's chrome (shop, admin and their not-found pages) and the bare not-found page,
 * only when `previewDeploy` is true. A server component, no script; it never takes a tap or a
 * click (pointer-events: none), does not move, and reads ink on amber (AA at any size). Screen
 * readers hear the longer Preview.ribbonLabel.
 */
export async function PreviewRibbon({lang}: {lang: Language}) {
  const t = await getTranslations({locale: lang, namespace: 'Preview'});
  return (
    <div
      data-preview-ribbon=""
      role="note"
      aria-label={t('ribbonLabel')}
      className="pointer-events-none fixed bottom-3 left-3 z-40 select-none rounded-full border border-ink/20 bg-amber-300 px-3 py-1 text-xs font-semibold text-ink shadow-md"
    >
      {t('ribbon')}
    </div>
  );
}
