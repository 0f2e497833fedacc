'use client';
/**
 * One place for a picture on the pages (a service's cover, a template's image, a hero slide): the
 * picture there now, a new one uploaded with progress (the server checks it like a brief upload
 * and decodes it), its alt text in the five languages, saved or removed through the pictures command.
 */
import {useState} from 'react';
import {useRouter} from 'next/navigation';
import {useTranslations} from 'next-intl';
import {placePictureAction} from '@/lib/media/actions';
import type {Picture} from '@/lib/media/pictures';
import {callAction} from '@/lib/commands/call';
import type {CountryCode} from '@/lib/countries';
import {LANGUAGES, languageEndonym, type Language} from '@/lib/i18n/languages';
import {toast} from '@/lib/toast';
import {PictureField} from './PictureField';
import {buttonClass} from '@/components/ui/buttonClass';
import {keepTyped} from '@/components/ui/keepTyped';
import {INPUT} from '@/components/ui/Field';

/** `fallback`: the shop's default photograph the pages show while the slot is empty. */
export function PictureSlot({slot, label, picture, fallback, country, lang}: {slot: string; label: string; picture: Picture | null; fallback?: Picture; country: CountryCode; lang: Language}) {
  const t = useTranslations('Admin.pictures');
  const ta = useTranslations('Admin');
  const router = useRouter();
  const [mediaId, setMediaId] = useState<string | null>(picture?.id ?? null);
  const [alt, setAlt] = useState<Record<Language, string>>(() => Object.fromEntries(LANGUAGES.map((l) => [l, picture?.alt[l] ?? ''])) as Record<Language, string>);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const changed = mediaId !== (picture?.id ?? null) || LANGUAGES.some((l) => alt[l] !== (picture?.alt[l] ?? ''));

  async function save(remove: boolean) {
    setBusy(true);
    const result = await callAction(() => placePictureAction({country, language: lang}, {slot, mediaId: remove ? null : mediaId, alt: remove ? undefined : alt}));
    setBusy(false);
    if (result.ok) {
      if (remove) setMediaId(null);
      toast({title: ta('done'), description: result.message});
      router.refresh();
    } else toast({title: result.status === 0 ? ta('error') : ta('failed'), description: result.status === 0 ? t('offline') : result.message, variant: 'destructive'});
  }

  return (
    <fieldset ref={keepTyped} className="rounded-xl border border-line p-3">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <PictureField label={label} uploadLabel={t('choose')} mediaId={mediaId} fallbackSrc={fallback?.src} onChange={setMediaId} onBusy={setUploading} lang={lang} />
      {mediaId ? (
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {LANGUAGES.map((l) => (
            <label key={l} className="text-sm font-medium">
              {t('alt', {language: languageEndonym(l)})}
              <input lang={l} value={alt[l]} maxLength={200} onChange={(e) => setAlt({...alt, [l]: e.target.value})} className={INPUT} />
            </label>
          ))}
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {mediaId ? (
          <button type="button" disabled={busy || !changed || uploading} onClick={() => void save(false)} className={buttonClass({size: 'smText'})}>
            {t('save', {label})}
          </button>
        ) : null}
        {picture ? (
          <button type="button" disabled={busy} onClick={() => void save(true)} className={buttonClass({variant: 'secondary', size: 'smText'})}>
            {t('remove', {label})}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
