import 'server-only';
/**
 * The front page's portfolio and testimonials, cached and tagged `showcase`: the page stays
 * prerendered, and the owner's save expires the tag so the next request shows the change.
 */
import {cacheLife, cacheTag} from 'next/cache';
import {cache} from 'react';
import {db} from '@/lib/db';
import {loadShowcase, type Showcase} from './store';
import {SHOWCASE_TAG} from '@/lib/cache/tags';

export {SHOWCASE_TAG};

/** Kept until the owner's save expires the tag ('use cache': part of every prerendered page that reads it). */
async function cachedShowcase(): Promise<Showcase> {
  'use cache';
  cacheLife('max');
  cacheTag(SHOWCASE_TAG);
  return loadShowcase(db, {shownOnly: true});
}

export const getShowcase: () => Promise<Showcase> = cache(() => cachedShowcase());
