/**
 * What kind of work an order is, from its lines: a template is designed, a service is shot and
 * edited, a package is both. Pages and mails pick the words of an order's progress by it
 * (messages `Order.workDescriptions`), so a template order never reads "shooting".
 */

export const ORDER_KINDS = ['template', 'service', 'package', 'mixed'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** The kind of all of an order's lines when they are of one kind; `mixed` for lines of several kinds (or none). */
export function orderKind(order: {items: readonly {itemType: string}[]}): OrderKind {
  const kinds = new Set(order.items.map((item) => item.itemType));
  if (kinds.size !== 1) return 'mixed';
  const [only] = kinds;
  return only === 'template' || only === 'service' || only === 'package' ? only : 'mixed';
}

/** The timeline's steps whose words are the same for every kind of order; `in_progress` is worded by kind. */
type SharedStep = 'quote_review' | 'order_received' | 'draft_delivered' | 'completed';

/** The message key (namespace `Order`) describing a timeline step of an order of this kind. */
export function stepDescriptionKey(step: SharedStep | 'in_progress', kind: OrderKind): `stepDescriptions.${SharedStep}` | `workDescriptions.${OrderKind}` {
  return step === 'in_progress' ? `workDescriptions.${kind}` : `stepDescriptions.${step}`;
}
