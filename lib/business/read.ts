import 'server-only';
/**
 * The one cached read of the business details for pages (footer, contact, terms): tagged
 * `business`, so prerendered pages keep serving from the cache until the owner saves, and the
 * next request after a save renders the new details.
 */
import {cacheLife, cacheTag} from 'next/cache';
import {cache} from 'react';
import {db} from '@/lib/db';
import type {BusinessDetails} from './details';
import {loadBusiness} from './store';
import {BUSINESS_TAG} from '@/lib/cache/tags';

export {BUSINESS_TAG};

/** Kept until the owner's save expires the tag ('use cache': part of every prerendered page that reads it). */
async function cachedBusiness(): Promise<BusinessDetails> {
  'use cache';
  cacheLife('max');
  cacheTag(BUSINESS_TAG);
  return loadBusiness(db);
}

export const getBusiness: () => Promise<BusinessDetails> = cache(() => cachedBusiness());
