/**
 * "Download my data" (My page): everything the shop keeps about one account, as one JSON
 * document. A read: it changes nothing. Only rows tied to this account are read (its id), never
 * by e-mail, so another person's guest order with the same address is not in it. Internal
 * secrets are left out (hashes, tokens, provider keys and references, the studio's own notes).
 */
import type {PrismaClient} from '@/lib/db/client';

export const EXPORT_VERSION = 1;

export async function accountExport(db: PrismaClient, userId: string, options: {currentSessionId?: string | null; now?: Date} = {}) {
  const user = await db.user.findUnique({
    where: {id: userId},
    include: {
      accounts: {select: {provider: true}},
      sessions: {orderBy: {createdAt: 'asc'}, select: {id: true, createdAt: true, expiresAt: true}},
      carts: {include: {items: {orderBy: {createdAt: 'asc'}, select: {itemType: true, itemId: true, quantity: true, createdAt: true}}}},
    },
  });
  if (!user) return null;
  const [orders, briefs, uploads, consents, questions] = await Promise.all([
    db.order.findMany({
      where: {userId},
      orderBy: {createdAt: 'asc'},
      include: {
        items: {orderBy: {position: 'asc'}},
        history: {orderBy: {createdAt: 'asc'}},
        payments: {orderBy: {createdAt: 'asc'}, include: {refunds: {orderBy: {createdAt: 'asc'}}}},
        deliveries: {orderBy: {round: 'asc'}, include: {files: {include: {upload: {select: {originalName: true}}}}}},
        revisions: {orderBy: {number: 'asc'}},
        messages: {orderBy: {createdAt: 'asc'}, include: {files: {include: {upload: {select: {originalName: true}}}}}},
      },
    }),
    db.projectBrief.findMany({where: {userId}, orderBy: {createdAt: 'asc'}, include: {order: {select: {number: true}}, files: {include: {upload: {select: {originalName: true}}}}}}),
    db.upload.findMany({where: {ownerId: userId}, orderBy: {createdAt: 'asc'}, select: {originalName: true, contentType: true, size: true, purpose: true, createdAt: true}}),
    db.consent.findMany({
      where: {OR: [{userId}, {order: {userId}}]},
      orderBy: {grantedAt: 'asc'},
      select: {kind: true, version: true, source: true, country: true, grantedAt: true, withdrawnAt: true, order: {select: {number: true}}},
    }),
    db.question.findMany({where: {userId}, orderBy: {createdAt: 'asc'}, include: {messages: {orderBy: {createdAt: 'asc'}, select: {fromStudio: true, text: true, createdAt: true}}}}),
  ]);
  return {
    format: 'account-export',
    version: EXPORT_VERSION,
    exportedAt: (options.now ?? new Date()).toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      emailConfirmedAt: user.emailVerified,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      role: user.role,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    signIn: {
      password: user.passwordHash !== null,
      google: user.accounts.some((a) => a.provider === 'google'),
      kakao: user.accounts.some((a) => a.provider === 'kakao'),
      naver: user.accounts.some((a) => a.provider === 'naver'),
    },
    // Each stored consent (lib/privacy/consents): its kind, the policy's version, where and when given, withdrawn when.
    consentRecords: consents.map((c) => ({
      kind: c.kind,
      version: c.version,
      source: c.source,
      country: c.country,
      orderNumber: c.order?.number ?? null,
      givenAt: c.grantedAt,
      withdrawnAt: c.withdrawnAt,
    })),
    // Checkout takes both consents (terms of use, privacy policy) with every order it places (kept
    // for orders from before consents were stored one by one).
    consents: orders
      .filter((order) => order.history[0]?.toStatus === 'pending_payment')
      .map((order) => ({kind: 'checkout', orderNumber: order.number, termsOfUse: true, privacyPolicy: true, givenAt: order.createdAt})),
    orders: orders.map((order) => ({
      number: order.number,
      status: order.status,
      type: order.orderType,
      country: order.country,
      language: order.language,
      currency: order.currency,
      amount: order.amount,
      customer: {name: order.customerName, email: order.customerEmail, phone: order.customerPhone, address: order.customerAddress},
      requirements: order.requirements,
      paymentMethod: order.paymentMethod,
      quote: order.quotedAt ? {quotedAt: order.quotedAt, note: order.quoteNote, validUntil: order.quoteValidUntil} : null,
      createdAt: order.createdAt,
      lines: order.items.map((item) => ({
        type: item.itemType,
        id: item.itemId,
        title: item.title,
        quantity: item.quantity,
        unitAmount: item.unitAmount,
        extraImages: item.extraImages,
        extraImageAmount: item.extraUnitAmount,
        lineAmount: item.lineAmount,
      })),
      statusHistory: order.history.map((change) => ({from: change.fromStatus, to: change.toStatus, by: change.actorLabel, at: change.createdAt})),
      payments: order.payments.map((payment) => ({
        provider: payment.provider,
        status: payment.status,
        currency: payment.currency,
        amount: payment.amount,
        method: payment.method,
        approvedAt: payment.approvedAt,
        refundedAmount: payment.refundedAmount,
        createdAt: payment.createdAt,
        refunds: payment.refunds.map((refund) => ({
          amount: refund.amount,
          currency: refund.currency,
          status: refund.status,
          reason: refund.reason,
          createdAt: refund.createdAt,
          completedAt: refund.completedAt,
        })),
      })),
      deliveries: order.deliveries.map((delivery) => ({round: delivery.round, note: delivery.note, deliveredAt: delivery.createdAt, files: delivery.files.map((f) => f.upload.originalName)})),
      revisionRequests: order.revisions.map((revision) => ({number: revision.number, comment: revision.comment, extra: revision.extra, createdAt: revision.createdAt})),
      // The order's conversation with the studio (both sides: it is the buyer's own thread).
      messages: order.messages.map((message) => ({
        from: message.fromStudio ? 'studio' : 'buyer',
        text: message.text,
        createdAt: message.createdAt,
        files: message.files.map((f) => f.upload.originalName),
      })),
    })),
    briefs: briefs.map((brief) => ({
      orderNumber: brief.order?.number ?? null,
      for: brief.serviceName,
      status: brief.status,
      style: brief.style,
      colorTone: brief.colorTone,
      usage: brief.usage,
      additionalRequests: brief.additionalRequests,
      referenceNotes: brief.referenceNotes,
      files: brief.files.map((f) => f.upload.originalName),
      country: brief.country,
      createdAt: brief.createdAt,
    })),
    uploads: uploads.map((upload) => ({name: upload.originalName, type: upload.contentType, size: upload.size, purpose: upload.purpose, uploadedAt: upload.createdAt})),
    sessions: user.sessions.map((session) => ({signedInAt: session.createdAt, expiresAt: session.expiresAt, current: session.id === options.currentSessionId})),
    // Questions asked before buying (lib/orders/questions), each with its conversation.
    questions: questions.map((q) => ({
      service: q.serviceId,
      email: q.email,
      country: q.country,
      askedAt: q.createdAt,
      messages: q.messages.map((m) => ({from: m.fromStudio ? 'studio' : 'buyer', text: m.text, createdAt: m.createdAt})),
    })),
    cart: user.carts.flatMap((cart) => cart.items.map((item) => ({type: item.itemType, id: item.itemId, quantity: item.quantity, addedAt: item.createdAt}))),
  };
}

export type AccountExport = NonNullable<Awaited<ReturnType<typeof accountExport>>>;

/** The download's file name: the site's and the date, nothing personal. */
export function exportFileName(now = new Date()): string {
  return `my-data-${now.toISOString().slice(0, 10)}.json`;
}
