import 'server-only';
/**
 * The front page's portfolio and testimonials, cached and tagged `showcase`: the page stays
 * prerendered, and the owner's save expires the tag so the next request shows the change.
 */
import {unstable_cache} from 'next/cache';
import {cache} from 'react';
import {db} from '@/lib/db';
import {loadShowcase, type Showcase} from './store';

export const SHOWCASE_TAG = 'showcase';

const cachedShowcase = unstable_cache(() => loadShowcase(db, {shownOnly: true}), ['showcase-v1'], {tags: [SHOWCASE_TAG]});

export const getShowcase: () => Promise<Showcase> = cache(() => cachedShowcase());
