'use client';
/**
 * One place for a picture on the pages (a service's cover, a template's image, a hero slide): the
 * picture there now, a new one uploaded with progress (the server checks it like a brief upload
 * and decodes it), its alt text in the five languages, saved or removed through the pictures command.
 */
import {useId, useState} from 'react';
import {useRouter} from 'next/navigation';
import {useTranslations} from 'next-intl';
import {placePictureAction} from '@/lib/media/actions';
import {mediaUrl, type Picture} from '@/lib/media/pictures';
import {callAction} from '@/lib/commands/call';
import type {CountryCode} from '@/lib/countries';
import {LANGUAGES, languageEndonym, type Language} from '@/lib/i18n/languages';
import {uploadFile} from '@/lib/uploads/client';
import {toast} from '@/lib/toast';

const FIELD = 'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm';
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

export function PictureSlot({slot, label, picture, country, lang}: {slot: string; label: string; picture: Picture | null; country: CountryCode; lang: Language}) {
  const t = useTranslations('Admin.pictures');
  const ta = useTranslations('Admin');
  const router = useRouter();
  const id = useId();
  const [mediaId, setMediaId] = useState<string | null>(picture?.id ?? null);
  const [alt, setAlt] = useState<Record<Language, string>>(() => Object.fromEntries(LANGUAGES.map((l) => [l, picture?.alt[l] ?? ''])) as Record<Language, string>);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const changed = mediaId !== (picture?.id ?? null) || LANGUAGES.some((l) => alt[l] !== (picture?.alt[l] ?? ''));

  async function upload(file: File) {
    setError(null);
    setProgress(0);
    const result = await uploadFile(file, lang, setProgress, {endpoint: '/api/admin/media'});
    setProgress(null);
    if ('id' in result) setMediaId(result.id);
    else setError(result.error === 'network' ? t('offline') : result.error);
  }

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
    <fieldset className="rounded-xl border border-line p-3">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex h-28 w-28 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-paper">
          {mediaId ? (
            // The admin's own preview of what was just uploaded: a plain image, no optimisation needed.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={mediaUrl(mediaId)} alt={t('preview', {label})} className="h-full w-full object-cover" />
          ) : (
            <span className="px-2 text-center text-xs text-muted">{t('none')}</span>
          )}
        </div>
        <div className="min-w-48 flex-1 space-y-2">
          <label htmlFor={`${id}-file`} className="block text-sm font-medium">
            {t('choose')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={ACCEPT}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
              e.target.value = '';
            }}
            className="block text-sm"
          />
          <p id={`${id}-hint`} className="text-xs text-muted">
            {t('hint')}
          </p>
          {progress !== null ? (
            <progress value={progress} max={1} aria-label={t('uploading')} className="w-full" />
          ) : null}
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      </div>
      {mediaId ? (
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {LANGUAGES.map((l) => (
            <label key={l} className="text-sm font-medium">
              {t('alt', {language: languageEndonym(l)})}
              <input lang={l} value={alt[l]} maxLength={200} onChange={(e) => setAlt({...alt, [l]: e.target.value})} className={FIELD} />
            </label>
          ))}
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {mediaId ? (
          <button type="button" disabled={busy || !changed || progress !== null} onClick={() => void save(false)} className="rounded-full bg-ink px-4 py-1.5 text-sm font-semibold text-paper hover:bg-ink/90 disabled:opacity-50">
            {t('save', {label})}
          </button>
        ) : null}
        {picture ? (
          <button type="button" disabled={busy} onClick={() => void save(true)} className="rounded-full border border-line px-4 py-1.5 text-sm font-semibold hover:bg-paper disabled:opacity-50">
            {t('remove', {label})}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
