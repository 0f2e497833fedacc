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
/** A button pressed before the page's BriefHost listens (its code still loading): opened when it does, if within 10 s. */
let pending: {target: BriefTarget; at: number} | null = null;
const PENDING_MS = 10_000;

export function openBrief(target: BriefTarget): void {
  if (listeners.size === 0) {
    pending = {target, at: Date.now()};
    return;
  }
  for (const listener of listeners) listener(target);
}

export function subscribeBriefs(listener: Listener): () => void {
  listeners.add(listener);
  if (pending) {
    const {target, at} = pending;
    pending = null;
    if (Date.now() - at <= PENDING_MS) listener(target);
  }
  return () => listeners.delete(listener);
}
