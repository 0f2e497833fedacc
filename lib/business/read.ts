import 'server-only';
/**
 * The one cached read of the business details for pages (footer, contact, terms): tagged
 * `business`, so prerendered pages keep serving from the cache until the owner saves, and the
 * next request after a save renders the new details.
 */
import {unstable_cache} from 'next/cache';
import {cache} from 'react';
import {db} from '@/lib/db';
import type {BusinessDetails} from './details';
import {loadBusiness} from './store';

export const BUSINESS_TAG = 'business';

const cachedBusiness = unstable_cache(() => loadBusiness(db), ['business-v1'], {tags: [BUSINESS_TAG]});

export const getBusiness: () => Promise<BusinessDetails> = cache(() => cachedBusiness());
