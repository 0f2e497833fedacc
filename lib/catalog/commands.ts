/**
 * The price list's command (issue 19): an admin changes one item's visibility, KRW base price,
 * extra-image fee and per-country prices (null = derived again), audited. The catalogue tab calls
 * it as a server action (./actions); PATCH /api/admin/catalog/{services|packages|templates}/{id}
 * is its adapter. On success the `catalog` cache tag expires, so every prerendered page showing
 * the item renders the new prices on its next request; orders already placed keep theirs.
 */
import 'server-only';
import {revalidateTag} from 'next/cache';
import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import {defineCommand, recordId, refuse} from '@/lib/commands';
import {COUNTRY_CODES} from '@/lib/countries';
import {db} from '@/lib/db';
import {CATALOG_TAG} from './read';
import {patchCatalogItem} from './store';

/** The path's plural ("templates") or the singular. */
const KIND_OF = {services: 'service', packages: 'package', templates: 'template', service: 'service', package: 'package', template: 'template'} as const;
const kindSchema = z.enum(Object.keys(KIND_OF) as [keyof typeof KIND_OF, ...(keyof typeof KIND_OF)[]]);

/** A price in minor units: a positive whole number (at most 10 billion, far above any item). */
const amount = z.number().check(z.int(), z.positive('price'), z.lte(10_000_000_000, 'price'));
const countryPrices = z.partialRecord(z.enum(COUNTRY_CODES), z.nullable(amount));

export const catalogPatchSchema = z.object({
  kind: kindSchema,
  id: recordId,
  active: z.optional(z.boolean()),
  priceKrw: z.optional(amount),
  extraImageKrw: z.optional(amount),
  prices: z.optional(countryPrices),
  extraImagePrices: z.optional(countryPrices),
});

export const updateCatalogItem = defineCommand({
  name: 'catalog.update',
  input: catalogPatchSchema,
  who: 'admin',
  async run({kind, id, ...patch}, {user, language}) {
    const t = await getTranslations({locale: language, namespace: 'Admin.server'});
    const result = await patchCatalogItem(db, KIND_OF[kind], id, patch, user);
    if (!result.ok) {
      if (result.error === 'unknown') return refuse(404, t('catalogNotFound'));
      return refuse(409, t(result.error === 'quote' ? 'catalogQuote' : 'catalogNoExtra'), {code: result.error});
    }
    // Expired at once (not stale-while-revalidate): the next request shows the change.
    revalidateTag(CATALOG_TAG, {expire: 0});
    return {ok: true, message: t('catalogSaved'), body: {item: result.after}};
  },
});
