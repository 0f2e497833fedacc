/**
 * The price list's command: an admin changes one item's visibility, KRW base price,
 * extra-image fee and per-country prices (null = derived again), audited. The catalogue tab calls
 * it as a server action (./actions); PATCH /api/admin/catalog/{services|packages|templates}/{id}
 * is its adapter. On success the `catalog` cache tag expires, so every prerendered page showing
 * the item renders the new prices on its next request; orders already placed keep theirs.
 */
import 'server-only';
import {expireTag} from '@/lib/cache/expire';
import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import {defineCommand, recordId, refuse} from '@/lib/commands';
import {COUNTRY_CODES} from '@/lib/countries';
import {LANGUAGES} from '@/lib/i18n/languages';
import {TEMPLATE_CATEGORIES} from './templates';
import {db} from '@/lib/db';
import {CATALOG_TAG} from './read';
import {patchCatalogItem} from './store';
import {catalogSavedAnswer} from './answers';

/** The path's plural ("templates") or the singular. */
const KIND_OF = {services: 'service', packages: 'package', templates: 'template', service: 'service', package: 'package', template: 'template'} as const;
const kindSchema = z.enum(Object.keys(KIND_OF) as [keyof typeof KIND_OF, ...(keyof typeof KIND_OF)[]]);

/** A price in minor units: a positive whole number (at most 10 billion, far above any item). */
const amount = z.number().check(z.int(), z.positive('price'), z.lte(10_000_000_000, 'price'));
const countryPrices = z.partialRecord(z.enum(COUNTRY_CODES), z.nullable(amount));
const days = z.number().check(z.int('delivery'), z.gte(1, 'delivery'), z.lte(90, 'delivery'));
const line = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'tooLong'));
/** One language's words: a name, a description, up to 8 feature lines (templates keep none). */
const itemText = z.object({
  name: line(120).check(z.minLength(1, 'required')),
  description: line(600),
  features: z.array(line(160).check(z.minLength(1, 'required'))).check(z.maxLength(8, 'tooMany')),
});

export const catalogPatchSchema = z.object({
  kind: kindSchema,
  id: recordId,
  active: z.optional(z.boolean()),
  priceKrw: z.optional(amount),
  extraImageKrw: z.optional(amount),
  prices: z.optional(countryPrices),
  extraImagePrices: z.optional(countryPrices),
  texts: z.optional(z.partialRecord(z.enum(LANGUAGES), itemText)),
  /** A service's {delivery: [min, max] working days | null (agreed in the quote), revisions: n | null (negotiated)}; a template's {category}. */
  details: z.optional(
    z.object({
      delivery: z.optional(z.nullable(z.tuple([days, days]).check(z.refine(([min, max]) => min <= max, 'delivery')))),
      revisions: z.optional(z.nullable(z.number().check(z.int('revisions'), z.gte(0, 'revisions'), z.lte(20, 'revisions')))),
      category: z.optional(z.enum(TEMPLATE_CATEGORIES)),
    }),
  ),
  position: z.optional(z.number().check(z.int('position'), z.gte(0, 'position'), z.lte(9999, 'position'))),
});

export const updateCatalogItem = defineCommand({
  name: 'catalog.update',
  output: catalogSavedAnswer,
  input: catalogPatchSchema,
  who: 'admin',
  errors: 'Admin',
  async run({kind, id, ...patch}, {user, language}) {
    const t = await getTranslations({locale: language, namespace: 'Admin.server'});
    const itemKind = KIND_OF[kind];
    // A template's included list is its design's (lib/catalog/template-designs), a package's its
    // contents (lib/catalog/package-contents), not features typed in here.
    const texts =
      patch.texts && (itemKind === 'template' || itemKind === 'package') ? Object.fromEntries(Object.entries(patch.texts).map(([lang, text]) => [lang, {...text, features: []}])) : patch.texts;
    const result = await patchCatalogItem(db, itemKind, id, {...patch, texts}, user);
    if (!result.ok) {
      if (result.error === 'unknown') return refuse(404, t('catalogNotFound'));
      if (result.error === 'details') return refuse(422, t('catalogDetails'), {code: result.error});
      return refuse(409, t(result.error === 'quote' ? 'catalogQuote' : 'catalogNoExtra'), {code: result.error});
    }
    // Expired at once (not stale-while-revalidate): the next request shows the change.
    expireTag(CATALOG_TAG);
    return {ok: true, message: t('catalogSaved'), body: {item: result.after}};
  },
});
