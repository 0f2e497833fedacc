import type {Language} from '@/lib/i18n/languages';
import {formatFileSize, showsInline} from '@/lib/uploads/types';

export interface DeliveryFile {
  id: string;
  originalName: string;
  contentType: string;
  size: number;
}

interface Props {
  files: DeliveryFile[];
  lang: Language;
  /** The file's authorised address (`/uploads/{id}`, with the guest link's token when opened through it). */
  fileUrl: (id: string) => string;
  texts: {download: (name: string) => string; open: (name: string) => string};
}

/** The preview's box: 4:3, its size fixed by width/height so nothing moves when it loads. */
const PREVIEW = {width: 320, height: 240};

/** The same address asking for the file in the page (an image preview) rather than as a download. */
export function inlineUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}inline=1`;
}

/**
 * A delivery's files: images browsers draw as thumbnails (opening the full picture in a new tab)
 * with their name to download; anything else (video, HEIC…) as its name with a file icon. Every
 * file goes through the same authorised route as its download (order owner, admin, guest link).
 */
export function DeliveryFiles({files, lang, fileUrl, texts}: Props) {
  const images = files.filter((f) => showsInline(f.contentType));
  const others = files.filter((f) => !showsInline(f.contentType));
  const size = (f: DeliveryFile) => <span className="whitespace-nowrap text-muted">({formatFileSize(f.size, lang)})</span>;
  return (
    <>
      {images.length ? (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((file) => (
            <li key={file.id} className="min-w-0 text-sm">
              <a href={inlineUrl(fileUrl(file.id))} target="_blank" rel="noopener" aria-label={texts.open(file.originalName)} className="block overflow-hidden rounded-lg border border-line bg-paper">
                {/* A private file from our own authorised route: next/image cannot fetch it. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={inlineUrl(fileUrl(file.id))}
                  alt={file.originalName}
                  width={PREVIEW.width}
                  height={PREVIEW.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] h-auto w-full object-cover"
                />
              </a>
              <p className="mt-1 wrap-anywhere">
                <a href={fileUrl(file.id)} download className="font-medium underline" aria-label={texts.download(file.originalName)}>
                  {file.originalName}
                </a>{' '}
                {size(file)}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {others.length ? (
        <ul className="mt-3 space-y-1 text-sm">
          {others.map((file) => (
            <li key={file.id} className="flex items-start gap-2">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="mt-0.5 h-4 w-4 shrink-0 text-muted"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
                <path d="M14 3v5h5" />
              </svg>
              <span className="min-w-0 wrap-anywhere">
                <a href={fileUrl(file.id)} download className="font-medium underline" aria-label={texts.download(file.originalName)}>
                  {file.originalName}
                </a>{' '}
                {size(file)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
