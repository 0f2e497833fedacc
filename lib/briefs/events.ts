/** Opening the brief form from anywhere on a page: buttons announce, the page's one BriefHost listens. */
export interface BriefTarget {
  /** What the brief is for (default: a service). */
  kind?: 'service' | 'template' | 'package';
  /** The service (a brief without an order is a quote request for it). */
  serviceId?: number;
  name: string;
  /** Formatted price, or the quote wording. */
  price: string;
  delivery: string;
  /** The order this brief is for (after payment, or from the order's page), and its line. */
  orderId?: string;
  orderItemId?: string;
  /** A guest's order link token: sends the brief and its files without an account. */
  orderToken?: string;
  /** Where to go once it is sent (the order's page); home otherwise. */
  returnTo?: string;
  /** Opened right after payment: closing it means "write later". */
  afterPayment?: boolean;
}

type Listener = (target: BriefTarget) => void;
const listeners = new Set<Listener>();

export function openBrief(target: BriefTarget): void {
  for (const listener of listeners) listener(target);
}

export function subscribeBriefs(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
