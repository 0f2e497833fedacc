'use server';
/**
 * The order domain's server actions: what the shop's pages call (the checkout, the payment
 * pages, the order page, the admin area). Each is one line over its command (./commands), with
 * the page's own country and language.
 */
import {runAction, type Page} from '@/lib/commands/action';
import type {InputOf} from '@/lib/commands';
import * as orders from './commands';

export async function placeOrderAction(page: Page, input: InputOf<typeof orders.placeOrder>) {
  return runAction(orders.placeOrder, page, input);
}

export async function startPaymentAction(page: Page, input: InputOf<typeof orders.payOrder>) {
  return runAction(orders.payOrder, page, input);
}

export async function confirmPaymentAction(page: Page, input: InputOf<typeof orders.confirmOrderPayment>) {
  return runAction(orders.confirmOrderPayment, page, input);
}

export async function changeStatusAction(page: Page, input: InputOf<typeof orders.changeStatus>) {
  return runAction(orders.changeStatus, page, input);
}

export async function saveCommentsAction(page: Page, input: InputOf<typeof orders.setComments>) {
  return runAction(orders.setComments, page, input);
}

export async function refundAction(page: Page, input: InputOf<typeof orders.refund>) {
  return runAction(orders.refund, page, input);
}

export async function deliverAction(page: Page, input: InputOf<typeof orders.deliverDraft>) {
  return runAction(orders.deliverDraft, page, input);
}

export async function requestRevisionAction(page: Page, input: InputOf<typeof orders.askRevision>) {
  return runAction(orders.askRevision, page, input);
}

export async function acceptDraftAction(page: Page, input: InputOf<typeof orders.acceptDraft>) {
  return runAction(orders.acceptDraft, page, input);
}

export async function claimOrderAction(page: Page, input: InputOf<typeof orders.claim>) {
  return runAction(orders.claim, page, input);
}

export async function priceQuoteAction(page: Page, input: InputOf<typeof orders.priceQuote>) {
  return runAction(orders.priceQuote, page, input);
}

export async function cancelOrderAction(page: Page, input: InputOf<typeof orders.cancelOrder>) {
  return runAction(orders.cancelOrder, page, input);
}
