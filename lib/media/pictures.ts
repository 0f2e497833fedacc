/**
 * The shop's own pictures (docs/admin.md#setting-up-the-shop): what the owner uploads for a place on the pages (a "slot").
 * Plain data and pure functions, safe for client components.
 *
 * Slots: `service:{id}:cover`, `service:{id}:before`, `service:{id}:after`, `template:{id}:{0-3}`,
 * `package:{id}:mockup` (the package card's picture), `hero:0` and `hero:1` (the front page's before and after, compared with a slider).
 */
import {PACKAGE_IDS, SERVICE_IDS} from '@/lib/catalog/catalog';
import {TEMPLATE_IDS} from '@/lib/catalog/templates';
import type {Language} from '@/lib/i18n/languages';
import {mediaUrl} from './url';

export interface Picture {
  id: string;
  width: number;
  height: number;
  /** A tiny blurred version (data: URL), shown while the picture loads. */
  blurDataUrl: string;
  /** Alternative text per language. */
  alt: Partial<Record<Language, string>>;
  /** Where a default photograph (lib/media/defaults) is served from; the owner's pictures have none (`mediaUrl(id)`). */
  src?: string;
  /** The same picture at twice the size, for sharp screens (a template's design pages). */
  src2x?: string;
}

export const SERVICE_SLOTS = ['cover', 'before', 'after'] as const;
export const TEMPLATE_IMAGES = 4;
/** The front page's picture pair: the customer's snapshot, then the studio's shot. */
export const HERO_PARTS = ['before', 'after'] as const;

/** Whether a slot names a real place on the pages. */
export function isSlot(slot: string): boolean {
  const [kind, id, part] = slot.split(':');
  if (kind === 'service') return (SERVICE_IDS as readonly number[]).includes(Number(id)) && String(Number(id)) === id && (SERVICE_SLOTS as readonly string[]).includes(part ?? '');
  if (kind === 'template') return (TEMPLATE_IDS as readonly number[]).includes(Number(id)) && String(Number(id)) === id && /^[0-3]$/.test(part ?? '');
  if (kind === 'package') return (PACKAGE_IDS as readonly string[]).includes(id ?? '') && part === 'mockup';
  if (kind === 'hero') return part === undefined && /^[01]$/.test(id ?? '');
  return false;
}

/** Where a picture on a page comes from: a default photograph's file, else the owner's upload. */
export const pictureUrl = (picture: Picture) => picture.src ?? mediaUrl(picture.id);

/** The picture's alternative text in a language, or the fallback (the item's name) when it has none there. */
export function altText(picture: Picture, lang: Language, fallback: string): string {
  return picture.alt[lang]?.trim() || fallback;
}
