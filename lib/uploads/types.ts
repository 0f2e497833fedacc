/** What may be uploaded (decided by the file's bytes, never by its name) and how big (docs/uploads.md). */
export const ALLOWED = {
  jpg: {mime: 'image/jpeg', kind: 'image'},
  png: {mime: 'image/png', kind: 'image'},
  gif: {mime: 'image/gif', kind: 'image'},
  webp: {mime: 'image/webp', kind: 'image'},
  heic: {mime: 'image/heic', kind: 'image'},
  mp4: {mime: 'video/mp4', kind: 'video'},
  mov: {mime: 'video/quicktime', kind: 'video'},
} as const;

/** The shop's own pictures (catalogue, front page, portfolio): what browsers show and next/image converts. */
export const PICTURE_TYPES = {
  jpg: ALLOWED.jpg,
  png: ALLOWED.png,
  webp: ALLOWED.webp,
  avif: {mime: 'image/avif', kind: 'image'},
} as const;

/**
 * Uploaded types a browser may show in the page (previews, `/uploads/{id}?inline=1`): the raster
 * images every browser draws. HEIC (most browsers cannot), videos and anything else stay downloads;
 * an upload's type is the one its bytes were sniffed as, so an SVG or HTML page is never among them.
 */
const INLINE_IMAGE_TYPES: ReadonlySet<string> = new Set([ALLOWED.jpg.mime, ALLOWED.png.mime, ALLOWED.gif.mime, ALLOWED.webp.mime]);

export function showsInline(contentType: string): boolean {
  return INLINE_IMAGE_TYPES.has(contentType);
}

export type AllowedExtension = keyof typeof ALLOWED | keyof typeof PICTURE_TYPES;
export type TypeList = Partial<Record<AllowedExtension, {mime: string; kind: 'image' | 'video'}>>;
export type UploadKind = 'image' | 'video';

export interface UploadLimits {
  imageBytes: number;
  videoBytes: number;
}

export const MB = 1024 * 1024;

/** "Bytes / KB / MB / GB" as the brief form shows sizes, in the visitor's number format. */
export function formatFileSize(bytes: number, locale: string): string {
  const units = ['Bytes', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const number = new Intl.NumberFormat(locale, {maximumFractionDigits: unit === 0 ? 0 : 1}).format(value);
  return `${number} ${units[unit]}`;
}

/** An uploaded file's name as people see it (X-File-Name, URI-encoded): no path, no control characters, at most 200 characters. */
export function uploadDisplayName(header: string | null, fallback: string): string {
  let name = fallback;
  try {
    name = decodeURIComponent(header ?? '') || fallback;
  } catch {
    // keep the fallback
  }
  return (
    name
      .split(/[\\/]/)
      .pop()!
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .slice(0, 200) || fallback
  );
}
