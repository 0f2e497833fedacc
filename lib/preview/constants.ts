/** What the instant preview's files are called in the Upload table, and how long they are the visitor's (docs/preview.md). */
export const PREVIEW_PHOTO = 'preview-photo';
export const PREVIEW_IMAGE = 'preview';
export const PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;
