/** Opening the brief form from anywhere on a page: buttons announce, the page's one BriefHost listens. */
export interface BriefTarget {
  serviceId: number;
  name: string;
  /** Formatted price, or the quote wording. */
  price: string;
  delivery: string;
  /** The paid order this brief is for (after payment, or from the order's page). */
  orderId?: string;
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
