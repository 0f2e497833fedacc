import {getTranslations} from 'next-intl/server';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {PRODUCT_KINDS, choosesKind, hasPreview} from '@/lib/preview/scenes';
import {PreviewTryOut, type TryOutTexts} from './PreviewTryOut';

/**
 * "Try it with your product" (docs/preview.md) on a template's page and a product-photo service's page:
 * the visitor's own photo, cut out and placed in the scene, before they pay. Server part: texts
 * and addresses; the try-out itself is a client leaf.
 */
export async function TryWithProduct({target, checkoutRest, country, lang}: {target: string; checkoutRest: string; country: CountryCode; lang: Language}) {
  if (!hasPreview(target)) return null;
  const t = await getTranslations('TryOn');
  const texts: TryOutTexts = {
    title: t('title'),
    lead: t('lead'),
    choose: t('choose'),
    camera: t('camera'),
    drop: t('drop'),
    working: t('working'),
    original: t('original'),
    preview: t('preview'),
    originalAlt: t('originalAlt'),
    previewAlt: t('previewAlt'),
    tryAnother: t('tryAnother'),
    use: t('use'),
    privacy: t('privacy'),
    tips: t('tips'),
    failed: t('errors.failed'),
    beforeAfter: t('beforeAfter'),
    beforeAfterHint: t('beforeAfterHint'),
    ...(choosesKind(target)
      ? {kind: {legend: t('kind.legend'), hint: t('kind.hint'), options: Object.fromEntries(PRODUCT_KINDS.map((k) => [k, t(`kind.options.${k}`)])) as Record<(typeof PRODUCT_KINDS)[number], string>}}
      : {}),
  };
  return <PreviewTryOut target={target} checkoutHref={localizedPath(country, lang, checkoutRest)} country={country} lang={lang} texts={texts} />;
}
