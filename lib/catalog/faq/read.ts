import 'server-only';
/**
 * An item page's FAQ, read through the cache like the catalogue (tagged `catalog`): the pages stay
 * prerendered, and the owner's save expires the tag (./commands).
 */
import {cacheLife, cacheTag} from 'next/cache';
import {checkItem, checkLanguage} from '@/lib/cache/arguments';
import {CATALOG_TAG} from '@/lib/cache/tags';
import {db} from '@/lib/db';
import type {Language} from '@/lib/i18n/languages';
import {itemFaqIn, type FaqEntry} from './faq';
import type {CatalogKind} from '../prices';

export async function itemFaq(kind: CatalogKind, itemId: string, lang: Language): Promise<FaqEntry[]> {
  'use cache';
  // Callable by anyone with any arguments (a server reference): checked before the query (lib/cache/arguments).
  checkItem(kind, itemId);
  checkLanguage(lang);
  cacheLife('max');
  cacheTag(CATALOG_TAG);
  return itemFaqIn(db, kind, itemId, lang);
}
