'use client';
/**
 * A picture chosen for a form: what is there now (a preview), a new one uploaded with progress to
 * POST /api/admin/media (checked and decoded there), and the server's reason when it is refused.
 */
import {useId, useState} from 'react';
import {useTranslations} from 'next-intl';
import {mediaUrl} from '@/lib/media/url';
import type {Language} from '@/lib/i18n/languages';
import {uploadFile} from '@/lib/uploads/client';
import {FILE_INPUT_CLASS} from '@/components/ui/fileInput';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/** `label`: what the picture is (its preview is named after it); `uploadLabel`: the file input's label, when not the same. */
/** `fallbackSrc`: the default photograph shown on the pages while nothing is chosen. */
export function PictureField({
  label,
  uploadLabel,
  mediaId,
  fallbackSrc,
  onChange,
  onBusy,
  lang,
  required = false,
}: {
  label: string;
  uploadLabel?: string;
  mediaId: string | null;
  fallbackSrc?: string;
  onChange: (id: string) => void;
  onBusy?: (busy: boolean) => void;
  lang: Language;
  required?: boolean;
}) {
  const t = useTranslations('Admin.pictures');
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setError(null);
    setProgress(0);
    onBusy?.(true);
    const result = await uploadFile(file, lang, setProgress, {picture: true});
    setProgress(null);
    onBusy?.(false);
    if ('id' in result) onChange(result.id);
    else setError(result.error === 'network' ? t('offline') : result.error);
  }

  return (
    <div className="flex flex-wrap items-start gap-4">
      <div className="flex h-28 w-28 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-paper">
        {mediaId ? (
          // The admin's own preview of what was just uploaded: a plain image, no optimisation needed.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={mediaUrl(mediaId)} alt={t('preview', {label})} className="h-full w-full object-cover" />
        ) : fallbackSrc ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={fallbackSrc} alt={t('defaultPreview', {label})} className="h-full w-full object-cover opacity-80" />
        ) : (
          <span className="px-2 text-center text-xs text-muted">{t('none')}</span>
        )}
      </div>
      <div className="min-w-0 flex-1 basis-48 space-y-2">
        <label htmlFor={`${id}-file`} className="block text-sm font-medium">
          {uploadLabel ?? label}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          aria-required={required && !mediaId ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
            e.target.value = '';
          }}
          className={FILE_INPUT_CLASS}
        />
        <p id={`${id}-hint`} className="text-xs text-muted">
          {!mediaId && fallbackSrc ? `${t('defaultShown')} ` : ''}
          {t('hint')}
        </p>
        {progress !== null ? <progress value={progress} max={1} aria-label={t('uploading')} className="w-full" /> : null}
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
