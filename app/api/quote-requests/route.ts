import {restCommand} from '@/lib/commands/rest';
import {requestQuote} from '@/lib/briefs/commands';

/**
 * POST /api/quote-requests {serviceId, customerName?, customerEmail?, customerPhone?} -> 201
 * {success, orderId, orderNumber, orderItemId, guestToken, orderUrl}: a quote request's order
 * (quote_review) before its brief, which then goes to POST /api/project-briefs with the orderId and
 * the guestToken. Signed out, the contact fields are required (422 with translated errors) and
 * requests are limited (5 an hour per caller, 3 per address: 429); signed in, the account's details
 * are used, 10 requests an hour per account (429, shared with briefs sent without an order). 422 without a country (`x-country`). (lib/briefs/commands)
 */
export const POST = restCommand(requestQuote);
