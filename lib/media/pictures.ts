/**
 * The shop's own pictures (issue 19): what the owner uploads for a place on the pages (a "slot").
 * Plain data and pure functions, safe for client components.
 *
 * Slots: `service:{id}:cover`, `service:{id}:before`, `service:{id}:after`, `template:{id}:{0-3}`,
 * `hero:{0-5}` (the front page's slides, in order).
 */
import {SERVICE_IDS} from '@/lib/catalog/catalog';
import {TEMPLATE_IDS} from '@/lib/catalog/templates';
import type {Language} from '@/lib/i18n/languages';

export interface Picture {
  id: string;
  width: number;
  height: number;
  /** A tiny blurred version (data: URL), shown while the picture loads. */
  blurDataUrl: string;
  /** Alternative text per language. */
  alt: Partial<Record<Language, string>>;
}

export const SERVICE_SLOTS = ['cover', 'before', 'after'] as const;
export const TEMPLATE_IMAGES = 4;
export const HERO_SLIDES = 6;

/** Whether a slot names a real place on the pages. */
export function isSlot(slot: string): boolean {
  const [kind, id, part] = slot.split(':');
  if (kind === 'service') return (SERVICE_IDS as readonly number[]).includes(Number(id)) && String(Number(id)) === id && (SERVICE_SLOTS as readonly string[]).includes(part ?? '');
  if (kind === 'template') return (TEMPLATE_IDS as readonly number[]).includes(Number(id)) && String(Number(id)) === id && /^[0-3]$/.test(part ?? '');
  if (kind === 'hero') return part === undefined && /^[0-5]$/.test(id ?? '');
  return false;
}

/** Where a picture is served from: our own origin, named by its id (a new picture, a new name). */
export const mediaUrl = (id: string) => `/media/${id}`;

/** The picture's alternative text in a language, or the fallback (the item's name) when it has none there. */
export function altText(picture: Picture, lang: Language, fallback: string): string {
  return picture.alt[lang]?.trim() || fallback;
}
