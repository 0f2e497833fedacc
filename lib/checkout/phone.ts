/**
 * Whether an order asks the buyer for a phone number: the one rule the checkout form (the field
 * shown and required, or left out) and the server's order schema and command (422 without one)
 * both follow. Plain data, no `server-only`: the form's code imports it too.
 *
 * The payment providers never need it: Toss's widget is handed the name and e-mail only (a
 * virtual account's deposit details are on the success page and in the mail), a cash receipt
 * carries its own number (its own field, lib/payments/cash-receipt), Stripe's hosted page asks for
 * what it needs itself, and the demo needs nothing. What needs it is the studio's work: a service
 * or a package is shot or made for the buyer against a delivery time, and the studio calls when a
 * question about it cannot wait for e-mail. A template is a finished digital design: the buyer's
 * texts for it come in its brief, and anything about them is settled in the order's conversation
 * and by e-mail. So an order of templates only (one template, or a cart of templates) is placed
 * without one.
 */

/** What one line of an order is (lib/orders/pricing's Selection type). */
export type OrderLineKind = 'service' | 'package' | 'template';

export function phoneNeeded(lines: readonly OrderLineKind[]): boolean {
  return lines.some((kind) => kind !== 'template');
}
