'use client';

import {useTranslations} from 'next-intl';
import type {Language} from '@/lib/i18n/languages';
import {formatFileSize} from '@/lib/uploads/types';
import {FILE_INPUT_CLASS} from '@/components/ui/fileInput';
import type {useBriefFiles} from './useBriefFiles';

/** The brief's file picker and the files picked, each with its preview, upload progress or error, and a remove button. */
export function BriefFiles({id, kind, lang, busy, files}: {id: string; kind: 'service' | 'package' | 'template'; lang: Language; busy: boolean; files: ReturnType<typeof useBriefFiles>}) {
  const t = useTranslations('Brief');
  return (
    <div>
      <label htmlFor={`${id}-files`} className="text-sm font-medium">
        {t(`filesFor.${kind}`)}
      </label>
      <p id={`${id}-files-hint`} className="text-xs text-muted">
        {t('filesHint', files.sizeText)}
      </p>
      <input
        id={`${id}-files`}
        type="file"
        multiple
        accept="image/*,video/*"
        aria-describedby={`${id}-files-hint`}
        disabled={busy}
        onChange={(e) => {
          files.add(e.target.files);
          e.target.value = '';
        }}
        className={`mt-2 ${FILE_INPUT_CLASS}`}
      />
      {files.files.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {files.files.map((f) => (
            <li key={f.key} className="flex items-center gap-3 rounded-lg border border-line p-2 text-sm">
              {f.preview ? (
                // eslint-disable-next-line @next/next/no-img-element -- a local object URL preview, not a site image
                <img src={f.preview} alt="" className="h-10 w-10 shrink-0 rounded object-cover" />
              ) : (
                <span aria-hidden="true" className="grid h-10 w-10 shrink-0 place-items-center rounded bg-paper text-xs">
                  ▶
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{f.file.name}</p>
                <p className="text-xs text-muted">{formatFileSize(f.file.size, lang)}</p>
                {f.progress !== null ? <progress className="mt-1 h-1.5 w-full" max={1} value={f.progress} aria-label={t('uploading', {name: f.file.name})} /> : null}
                {f.error ? <p className="text-xs text-red-700">{f.error}</p> : null}
              </div>
              <button
                type="button"
                disabled={busy}
                onClick={() => files.remove(f)}
                aria-label={t('remove', {name: f.file.name})}
                className="rounded px-2 py-1 text-lg leading-none text-muted hover:text-ink disabled:opacity-40"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
