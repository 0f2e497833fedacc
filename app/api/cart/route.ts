import {addToCartCommand, clearCartCommand} from '@/lib/cart/commands';
import {cartQuery} from '@/lib/cart/queries';
import {restQuery} from '@/lib/commands/query';
import {restCommand} from '@/lib/commands/rest';

/** GET /api/cart -> {success, items, totalQuantity, currency, amount}: the visitor's own cart, priced for their country. */
export const GET = restQuery(cartQuery);

/**
 * POST /api/cart {templateId, quantity?} or {packageId} -> 201 {success, message, ...cart}; creates
 * the guest cart cookie on the first add. Prices come from the price list when the cart is read.
 */
export const POST = restCommand(addToCartCommand, {query: ['sessionId']});

/** DELETE /api/cart: empties the visitor's cart. */
export const DELETE = restCommand(clearCartCommand, {body: false, query: ['sessionId']});
