/** What an order looks like in API answers: no idempotency or guest-token hashes. */
interface OrderRow {
  id: string;
  number: string;
  status: string;
  orderType: string;
  country: string;
  language: string;
  currency: string;
  amount: number;
  amountKrw: number;
  userId: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  customerAddress: string | null;
  requirements: string | null;
  paymentMethod: string | null;
  adminComments: string | null;
  createdAt: Date;
  updatedAt: Date;
  quotedAt?: Date | null;
  quoteNote?: string | null;
  quoteValidUntil?: Date | null;
  items: {
    id: string;
    itemType: string;
    itemId: string;
    title: string;
    quantity: number;
    unitAmount: number;
    extraImages: number;
    extraUnitAmount: number;
    lineAmount: number;
    tier?: string | null;
    tierImages?: number | null;
    tierRevisions?: number | null;
    tierDeliveryDays?: number | null;
    brief?: {id: string} | null;
  }[];
  history?: {fromStatus: string | null; toStatus: string; actorLabel: string; createdAt: Date}[];
}

/** A guest order is one without an account: it is reached by its private link (derived, never stored). */
export function isGuestOrder(order: {userId: string | null}): boolean {
  return order.userId === null;
}

export function publicOrder(order: OrderRow, options: {admin?: boolean} = {}) {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    orderType: order.orderType,
    country: order.country,
    currency: order.currency,
    amount: order.amount,
    amountKrw: order.amountKrw,
    isGuestOrder: isGuestOrder(order),
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    customerAddress: order.customerAddress,
    requirements: order.requirements,
    paymentMethod: order.paymentMethod,
    adminComments: options.admin ? order.adminComments : undefined,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    quotedAt: order.quotedAt ?? null,
    quoteNote: order.quoteNote ?? null,
    quoteValidUntil: order.quoteValidUntil ?? null,
    items: order.items.map(({id, itemType, itemId, title, quantity, unitAmount, extraImages, extraUnitAmount, lineAmount, tier, tierImages, tierRevisions, tierDeliveryDays, brief}) => ({
      id,
      itemType,
      itemId,
      title,
      quantity,
      unitAmount,
      extraImages,
      extraUnitAmount,
      lineAmount,
      tier: tier ?? null,
      tierImages: tierImages ?? null,
      tierRevisions: tierRevisions ?? null,
      tierDeliveryDays: tierDeliveryDays ?? null,
      briefId: brief?.id ?? null,
    })),
    history: order.history?.map(({fromStatus, toStatus, actorLabel, createdAt}) => ({fromStatus, toStatus, actorLabel, createdAt})),
  };
}
