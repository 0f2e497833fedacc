/** The cart's read as a query (lib/commands/query). */
import 'server-only';
import * as z from 'zod/mini';
import {defineQuery} from '@/lib/commands/query';
import {COUNTRIES} from '@/lib/countries';
import {db} from '@/lib/db';
import {cartOwner, rememberCartCount} from './owner';
import {readCart} from './store';
import {cartAnswer} from './answers';

/** The visitor's own cart, priced for their country (the documented default shop when they name none). */
export const cartQuery = defineQuery({
  name: 'cart.read',
  output: cartAnswer,
  input: z.object({sessionId: z.optional(z.nullable(z.string()))}),
  who: 'anyone',
  async run({sessionId}, {country, language}) {
    const owner = await cartOwner(sessionId ?? null);
    if (!owner) {
      await rememberCartCount(0);
      return {json: {success: true, items: [], totalQuantity: 0, currency: COUNTRIES[country].currency, amount: 0} satisfies z.input<typeof cartAnswer>};
    }
    const cart = await readCart(db, owner, country, language);
    await rememberCartCount(cart.totalQuantity);
    return {json: {success: true, ...cart} satisfies z.input<typeof cartAnswer>};
  },
});
