import {restCommand} from '@/lib/commands/rest';
import {priceQuote} from '@/lib/orders/commands';

/**
 * POST /api/orders/{id}/quote {amount, note?, validUntil?} (admins) -> {success, order}: prices a
 * quote_review order in the customer's currency (minor units; its KRW equivalent is stored too),
 * with a note and a last day (YYYY-MM-DD, Korea time); the order moves to pending_payment and the
 * customer is mailed the price and the link to pay. 409 for an order that is not a quote request (lib/orders/commands).
 */
export const POST = restCommand(priceQuote);
