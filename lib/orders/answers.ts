/**
 * What the orders' commands and queries answer, as zod schemas (their `output`, lib/commands;
 * lib/http/answers.ts derives the browser's types). tests/unit/contract-types.ts checks at compile
 * time that each names exactly what its handler answers.
 */
import * as z from 'zod/mini';
import {Currency, OrderStatus, OrderType} from '@/lib/generated/prisma/enums';
import {done, doneWith, jsonDate} from '@/lib/http/json';

/** The header's count of unread order messages. */
export const unreadAnswer = z.object({success: z.literal(true), count: z.number()});

/** What an order line carries of its tier and brief, in the order's view and on the success page. */
const lineTier = {
  tier: z.nullable(z.string()),
  tierImages: z.nullable(z.number()),
  tierRevisions: z.nullable(z.number()),
  tierDeliveryDays: z.nullable(z.number()),
  briefId: z.nullable(z.string()),
};

/** An order as the API shows it (./view publicOrder): no idempotency or guest-token hashes; the studio's comments for an admin only. */
export const orderView = z.object({
  id: z.string(),
  number: z.string(),
  status: z.string(),
  orderType: z.string(),
  country: z.string(),
  currency: z.string(),
  amount: z.number(),
  amountKrw: z.number(),
  isGuestOrder: z.boolean(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  customerAddress: z.nullable(z.string()),
  requirements: z.nullable(z.string()),
  paymentMethod: z.nullable(z.string()),
  adminComments: z.optional(z.nullable(z.string())),
  createdAt: jsonDate,
  updatedAt: jsonDate,
  quotedAt: z.nullable(jsonDate),
  quoteNote: z.nullable(z.string()),
  quoteValidUntil: z.nullable(jsonDate),
  items: z.array(
    z.object({
      id: z.string(),
      itemType: z.string(),
      itemId: z.string(),
      title: z.string(),
      quantity: z.number(),
      unitAmount: z.number(),
      extraImages: z.number(),
      extraUnitAmount: z.number(),
      lineAmount: z.number(),
      ...lineTier,
    }),
  ),
  history: z.optional(z.array(z.object({fromStatus: z.nullable(z.string()), toStatus: z.string(), actorLabel: z.string(), createdAt: jsonDate}))),
});

/** One order (GET /api/orders/{id}). */
export const orderAnswer = z.object({success: z.literal(true), order: orderView});

/** Every order, for an admin (GET /api/orders). */
export const ordersAnswer = z.object({success: z.literal(true), orders: z.array(orderView)});

/** The signed-in customer's orders, each with whether it has a brief and its unread messages from the studio. */
export const myOrdersAnswer = z.object({success: z.literal(true), orders: z.array(z.extend(orderView, {hasBrief: z.boolean(), unreadMessages: z.number()}))});

/** A change that moved or priced the order, and the order as it is now. */
export const orderDoneAnswer = doneWith({order: orderView});

/** A placed order (POST /api/orders): where its page is, and a guest's link token. */
export const placedAnswer = doneWith({orderId: z.string(), orderNumber: z.string(), order: orderView, orderUrl: z.string(), guestToken: z.optional(z.string())});

export const refundedAnswer = doneWith({refunded: z.number(), full: z.boolean()});

export const deliveredAnswer = doneWith({round: z.number()});

export const revisionAnswer = doneWith({number: z.number(), extra: z.boolean()});

/** A change with nothing to say but its message. */
export const orderChangedAnswer = done;

/** Where the buyer goes to pay: the provider's (or the demo) page, or the Toss widget's values. */
export const paymentStartAnswer = doneWith({
  url: z.optional(z.string()),
  widget: z.optional(
    z.object({
      kind: z.literal('widget'),
      providerOrderId: z.string(),
      clientKey: z.string(),
      orderName: z.string(),
      amount: z.number(),
      customerName: z.string(),
      customerEmail: z.string(),
      successUrl: z.string(),
      failUrl: z.string(),
      cashReceiptType: z.optional(z.enum(['소득공제', '지출증빙'])),
    }),
  ),
  demo: z.boolean(),
});

/** A confirmed payment: what the success page shows and where the order's page is. */
export const confirmedAnswer = doneWith({
  paymentData: z.object({
    orderId: z.string(),
    orderUuid: z.string(),
    orderType: z.enum(OrderType),
    serviceId: z.nullable(z.number()),
    amount: z.number(),
    currency: z.enum(Currency),
    method: z.nullable(z.string()),
    paymentKey: z.nullable(z.string()),
    status: z.enum(OrderStatus),
    awaitingDeposit: z.boolean(),
    virtualAccount: z.nullable(z.object({bankCode: z.string(), accountNumber: z.string(), dueDate: z.string(), customerName: z.optional(z.nullable(z.string()))})),
    orderDetails: z.object({productName: z.string(), customerName: z.string()}),
    orderUrl: z.string(),
    orderToken: z.nullable(z.string()),
    items: z.array(
      z.object({
        id: z.string(),
        itemType: z.enum(OrderType),
        itemId: z.string(),
        title: z.string(),
        lineAmount: z.number(),
        ...lineTier,
      }),
    ),
  }),
});

/** A message of an order's conversation. */
export const threadMessage = z.object({
  id: z.string(),
  fromStudio: z.boolean(),
  text: z.string(),
  createdAt: z.string(),
  files: z.array(z.object({id: z.string(), name: z.string(), contentType: z.string(), size: z.number()})),
});

/** An order's conversation (GET /api/orders/{id}/messages): oldest first, this side's unread count, until when the other side read. */
export const threadAnswer = z.object({
  success: z.literal(true),
  messages: z.array(threadMessage),
  unread: z.number(),
  otherReadAt: z.nullable(z.string()),
  side: z.enum(['buyer', 'studio']),
  orderId: z.string(),
});

/** A sent message (POST /api/orders/{id}/messages): `message` is the message itself, not a text. */
export const messageSentAnswer = z.object({success: z.literal(true), message: threadMessage});

/** A saved review of an order line. */
export const reviewAnswer = doneWith({
  review: z.object({id: z.string(), itemId: z.string(), rating: z.number(), text: z.string(), showWork: z.boolean(), createdAt: z.string(), updatedAt: z.string()}),
});

/** The signed-in customer's questions before buying (GET /api/questions/me), newest conversation first. */
export const myQuestionsAnswer = z.object({
  success: z.literal(true),
  questions: z.array(z.object({id: z.string(), service: z.string(), createdAt: jsonDate, lastMessageAt: jsonDate, answered: z.boolean(), unreadMessages: z.number()})),
});
