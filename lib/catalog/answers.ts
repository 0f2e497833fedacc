/**
 * What the catalogue's commands and the admin catalogue query answer, as zod schemas (their
 * `output`, lib/commands; lib/http/answers.ts derives the browser's types).
 */
import * as z from 'zod/mini';
import {COUNTRY_CODES} from '@/lib/countries';
import {doneWith} from '@/lib/http/json';
import {LANGUAGES} from '@/lib/i18n/languages';
import {pictureView} from '@/lib/media/answers';
import {TEMPLATE_CATEGORIES} from './templates';
import {TIER_KEYS} from './tiers/shapes';

const kind = z.enum(['service', 'package', 'template']);
const countryPrices = <S extends z.ZodMiniType>(price: S) => z.partialRecord(z.enum(COUNTRY_CODES), price);
const itemTexts = z.partialRecord(z.enum(LANGUAGES), z.object({name: z.string(), description: z.string(), features: z.array(z.string())}));

/** A service's tier (./tiers): what it delivers and its price. */
export const tierView = z.object({
  key: z.enum(TIER_KEYS),
  images: z.number(),
  revisions: z.number(),
  deliveryDays: z.number(),
  priceKrw: z.number(),
  prices: countryPrices(z.number()),
});

/** An item's prices, texts and details as the owner set them (./prices PriceEntry). */
export const catalogEntry = z.object({
  kind,
  id: z.string(),
  active: z.boolean(),
  priceKrw: z.nullable(z.number()),
  extraImageKrw: z.nullable(z.number()),
  prices: countryPrices(z.object({amount: z.number(), extraImage: z.nullable(z.number())})),
  texts: itemTexts,
  details: z.object({
    delivery: z.optional(z.nullable(z.readonly(z.tuple([z.number(), z.number()])))),
    revisions: z.optional(z.nullable(z.number())),
    category: z.optional(z.enum(TEMPLATE_CATEGORIES)),
  }),
  position: z.number(),
  tiers: z.optional(z.array(tierView)),
});

/** PATCH /api/admin/catalog/{kind}/{id}: the item as it is now. */
export const catalogSavedAnswer = doneWith({item: catalogEntry});

/** PUT …/tiers: the service's tiers as saved, Basic to Premium. */
export const tiersSavedAnswer = doneWith({tiers: z.array(tierView)});

/** PUT …/faq: the item's FAQ as saved, per language. */
export const faqSavedAnswer = doneWith({faq: z.partialRecord(z.enum(LANGUAGES), z.array(z.object({q: z.string(), a: z.string()})))});

/** A price in a country (./prices ItemPrice), or null where it is priced after a quote. */
const itemPrice = z.nullable(z.object({currency: z.string(), amount: z.number(), extraImage: z.nullable(z.number()), set: z.boolean(), extraSet: z.boolean()}));

/** A placed picture's slot as the admin catalogue lists it. */
const slotPicture = z.object({id: z.string(), width: z.number(), height: z.number(), alt: pictureView.shape.alt});

/** GET /api/admin/catalog: every item with its prices in each country and its pictures, and the front page's. */
export const adminCatalogAnswer = z.object({
  success: z.literal(true),
  items: z.array(
    z.object({
      kind,
      id: z.string(),
      active: z.boolean(),
      priceKrw: z.nullable(z.number()),
      extraImageKrw: z.nullable(z.number()),
      prices: z.record(z.enum(COUNTRY_CODES), itemPrice),
      texts: itemTexts,
      pictures: z.record(z.string(), slotPicture),
    }),
  ),
  hero: z.record(z.string(), slotPicture),
});
