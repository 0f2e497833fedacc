/**
 * What the cart's commands and query answer, as zod schemas (their `output`, lib/commands;
 * lib/http/answers.ts derives the browser's types).
 */
import * as z from 'zod/mini';

const line = {
  id: z.string(),
  itemId: z.string(),
  title: z.string(),
  quantity: z.number(),
  unitAmount: z.number(),
  lineAmount: z.number(),
  /** The owner's picture of the item, else its design's first page (a template) or the package's default. */
  thumb: z.nullable(z.object({src: z.string(), width: z.number(), height: z.number()})),
  maxQuantity: z.number(),
};

/** The cart as the visitor sees it (./store CartView): titles in their language, prices in their country's currency. */
export const cartView = {
  items: z.array(z.union([z.object({...line, itemType: z.literal('template'), templateId: z.number()}), z.object({...line, itemType: z.literal('package'), packageId: z.string()})])),
  totalQuantity: z.number(),
  currency: z.string(),
  amount: z.number(),
};

/** GET /api/cart, PATCH /api/cart/{id}: the whole cart. */
export const cartAnswer = z.object({success: z.literal(true), ...cartView});

/** POST /api/cart: the line added, and the whole cart. */
export const cartAddedAnswer = z.object({success: z.literal(true), message: z.string(), ...cartView});

/** DELETE /api/cart. */
export const cartClearedAnswer = z.object({success: z.literal(true)});

/** DELETE /api/cart/{id}: the cart's copies left. */
export const cartLineRemovedAnswer = z.object({success: z.literal(true), totalQuantity: z.number()});
