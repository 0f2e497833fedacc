import 'server-only';
/**
 * An item page's FAQ, read through the cache like the catalogue (tagged `catalog`): the pages stay
 * prerendered, and the owner's save expires the tag (./faq-commands).
 */
import {cacheLife, cacheTag} from 'next/cache';
import {CATALOG_TAG} from '@/lib/cache/tags';
import {db} from '@/lib/db';
import type {Language} from '@/lib/i18n/languages';
import {itemFaqIn, type FaqEntry} from './faq';
import type {CatalogKind} from './prices';

export async function itemFaq(kind: CatalogKind, itemId: string, lang: Language): Promise<FaqEntry[]> {
  'use cache';
  cacheLife('max');
  cacheTag(CATALOG_TAG);
  return itemFaqIn(db, kind, itemId, lang);
}
