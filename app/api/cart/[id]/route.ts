import {removeCartLine, setCartLineQuantity} from '@/lib/cart/commands';
import {restCommand} from '@/lib/commands/rest';

/** DELETE /api/cart/{id} -> {success, totalQuantity}: removes one line of the visitor's own cart; 404 for anyone else's. */
export const DELETE = restCommand(removeCartLine, {body: false, query: ['sessionId']});

/**
 * PATCH /api/cart/{id} {quantity} -> {success, ...cart}: the cart's steppers set how many copies one line of the
 * visitor's own cart holds (1-100; a package stays at one: 422); 404 for anyone else's line.
 */
export const PATCH = restCommand(setCartLineQuantity, {query: ['sessionId']});
