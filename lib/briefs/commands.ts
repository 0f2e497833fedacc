/**
 * The brief domain's commands: a customer sends a brief (with the quote order a quote-priced
 * service starts, in the same transaction), and the studio moves a brief through its review.
 * Pages call them as server actions (./actions); POST /api/project-briefs and
 * PATCH /api/project-briefs/{id}/status are adapters over them.
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import {headers} from 'next/headers';
import {addressOf} from '@/lib/http/api';
import {limits} from '@/lib/rate-limit/app';
import * as z from 'zod/mini';
import {audit} from '@/lib/admin/audit';
import {authSecret} from '@/lib/auth/secret';
import {SERVICES} from '@/lib/catalog/catalog';
import {defineCommand, recordId, refuse} from '@/lib/commands';
import {db} from '@/lib/db';
import {isUuid} from '@/lib/db/errors';
import {inTransaction, type Db} from '@/lib/db/transaction';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {quoteOrder} from '@/lib/orders/pricing';
import {createOrder, customerOf, type Customer} from '@/lib/orders/store';
import {accessibleOrder} from '@/lib/orders/access';
import {notifyStudio, orderPath, sendQuoteRequestMail} from '@/lib/orders/notify';
import {quoteRequestAllowed, type QuoteRequester} from './limits';
import {briefSchema, briefStatusSchema, quoteRequestSchema} from './schema';
import {checkConsents} from '@/lib/privacy/consent-commands';
import {recordConsents} from '@/lib/privacy/consent-store';
import {createBrief, createOrderBrief, moveBrief} from './store';
import {briefMovedAnswer, briefSentAnswer, quoteRequestedAnswer} from './answers';

/** What sending a brief did: started a paid order's work, reached a quote request, or started a quote request. */
export interface BriefSent {
  briefId: string;
  orderId: string;
  orderItemId: string | null;
  outcome: 'started' | 'sent' | 'quote';
}

/**
 * A brief. For an order (`orderId`): its account, an admin, or, without an account, the holder of
 * the order link's token (`orderToken`) sends it; one per order line. Without an order it is a
 * quote request for a service, from an account: the quote_review order it starts and the brief
 * are saved together. The studio is mailed either way.
 */
export const submitBrief = defineCommand({
  name: 'briefs.submit',
  output: briefSentAnswer,
  input: briefSchema,
  who: 'anyone',
  errors: 'Brief',
  async run(brief, {user, country, language}) {
    const t = await getTranslations({locale: language, namespace: 'Brief'});
    const tc = await getTranslations({locale: language, namespace: 'Checkout.server'});
    if (brief.orderId) {
      const order = await accessibleOrder(brief.orderId, brief.orderToken);
      if (!order) return user || brief.orderToken ? refuse(404, tc('notFound')) : refuse(401, (await getTranslations({locale: language, namespace: 'Auth.server'}))('loginRequired'));
      // The brief and the studio's mail commit together: both or neither.
      const result = await inTransaction(db, async (tx) => {
        const created = await createOrderBrief(tx, order, brief, {userId: user?.id ?? null});
        if (created.ok) await notifyStudio({kind: 'brief', order, item: order.items.find((i) => i.id === created.brief.orderItemId)?.title ?? ''}, tx);
        return created;
      });
      if (!result.ok) return refuse(result.error === 'files' ? 422 : 409, t(`errors.${result.error}`));
      // A paid order's brief starts the work (its toast: "Project started!"); a quote request's waits for the price.
      const started = order.status !== 'quote_review';
      const body: BriefSent = {briefId: result.brief.id, orderId: order.id, orderItemId: result.brief.orderItemId, outcome: started ? 'started' : 'sent'};
      return {ok: true, status: 201, message: started ? t('startedDescription') : t('sentDescription'), body};
    }
    if (!user) return refuse(401, (await getTranslations({locale: language, namespace: 'Auth.server'}))('loginRequired'));
    if (!country) return refuse(422, tc('countryRequired'), {code: 'country'});
    // A quote request: the consents the country asks for with one (Korea's boxes), stored with its order.
    const consents = await checkConsents(country, 'quote', brief, language);
    if (!consents.ok) return consents;
    // It starts a quote request: the same per-account limit.
    const limited = await quoteLimited({userId: user.id}, language);
    if (limited) return limited;
    const service = SERVICES.find((s) => s.id === brief.serviceId);
    if (!service) return refuse(422, t('errors.invalid'));
    const saved = await inTransaction(db, async (tx) => {
      const result = await createBrief(tx, user.id, brief, {country, language});
      if (!result.ok) return result;
      // A brief written from a service's card is a quote request: the studio prices it, then it can be paid.
      const {order} = await startQuote(tx, {serviceId: service.id, customer: customerOf(user, language), requirements: brief.additionalRequests, country, language, user: {id: user.id}});
      await tx.projectBrief.update({where: {id: result.brief.id}, data: {orderId: order.id, orderItemId: order.items[0]?.id}});
      await recordConsents(tx, {orderId: order.id, userId: user.id}, {kinds: consents.kinds, source: 'quote', country});
      await quoteRequestMails(order, tx);
      return {ok: true as const, briefId: result.brief.id, order};
    });
    if (!saved.ok) return refuse(422, saved.error === 'files' ? t('errors.files') : t('errors.invalid'));
    const body: BriefSent = {briefId: saved.briefId, orderId: saved.order.id, orderItemId: saved.order.items[0]?.id ?? null, outcome: 'quote'};
    return {ok: true, status: 201, message: t('quoteRequestedDescription'), body};
  },
});

/** The translated 429 when the requester has made too many quote requests this hour (./limits), else null. */
async function quoteLimited(who: QuoteRequester, language: Language) {
  const allowed = await quoteRequestAllowed(limits, who);
  if (allowed.allowed) return null;
  return refuse(429, (await getTranslations({locale: language, namespace: 'Auth.server'}))('tooMany', {minutes: Math.ceil(allowed.retryAfterS / 60)}));
}

/** A quote request's mails, in its transaction: the studio's (or its digest's share) and the requester's acknowledgement. */
async function quoteRequestMails(order: Awaited<ReturnType<typeof startQuote>>['order'], tx: Db) {
  await notifyStudio({kind: 'quote', order, item: order.items[0]?.title ?? ''}, tx);
  await sendQuoteRequestMail(order, tx);
}

/** A quote request's order: one line for the service, no price until the studio sets it. */
function startQuote(db: Db, input: {serviceId: number; customer: Customer; requirements?: string; country: CountryCode; language: Language; user: {id: string} | null}) {
  return createOrder(db, {
    priced: quoteOrder(input.serviceId, input.country),
    customer: input.customer,
    requirements: input.requirements,
    country: input.country,
    language: input.language,
    user: input.user,
    status: 'quote_review',
    secret: authSecret(),
  });
}

/**
 * A quote request without its brief yet, for a visitor without an account (with their name,
 * e-mail and phone) or an account: the quote_review order and its private link; the brief form
 * then sends its files and brief through that link. The visitor is mailed the link, the studio
 * the request.
 */
export const requestQuote = defineCommand({
  name: 'briefs.requestQuote',
  output: quoteRequestedAnswer,
  input: quoteRequestSchema,
  who: 'anyone',
  errors: 'Brief',
  async run({serviceId, customerName, customerEmail, customerPhone, ...agreed}, {user, country, language}) {
    const tc = await getTranslations({locale: language, namespace: 'Checkout.server'});
    if (!country) return refuse(422, tc('countryRequired'), {code: 'country'});
    const t = await getTranslations({locale: language, namespace: 'Brief'});
    const customer = user ? customerOf(user, language) : customerName && customerEmail && customerPhone ? {name: customerName, email: customerEmail, phone: customerPhone} : null;
    if (!customer) {
      const errors = {
        ...(customerName ? {} : {customerName: t('errors.nameRequired')}),
        ...(customerEmail ? {} : {customerEmail: t('errors.emailInvalid')}),
        ...(customerPhone ? {} : {customerPhone: t('errors.phoneRequired')}),
      };
      return refuse(422, (await getTranslations({locale: language, namespace: 'Api'}))('invalid'), {errors});
    }
    // The consents the country asks for with a quote request (Korea's boxes): 422 per unticked required one.
    const consents = await checkConsents(country, 'quote', agreed, language);
    if (!consents.ok) return consents;
    // Each request mails the studio and the address it names: limited per account, or for a guest per caller and per address.
    const limited = await quoteLimited(user ? {userId: user.id} : {address: addressOf(await headers()), email: customer.email}, language);
    if (limited) return limited;
    // The order, its consents and both mails commit together: all or none.
    const {order, guestToken} = await inTransaction(db, async (tx) => {
      const started = await startQuote(tx, {serviceId, customer, country, language, user: user ? {id: user.id} : null});
      await recordConsents(tx, {orderId: started.order.id, userId: user?.id ?? null}, {kinds: consents.kinds, source: 'quote', country});
      await quoteRequestMails(started.order, tx);
      return started;
    });
    return {
      ok: true,
      status: 201,
      message: '',
      body: {orderId: order.id, orderNumber: order.number, orderItemId: order.items[0]?.id ?? null, guestToken: guestToken ?? null, orderUrl: orderPath(order, guestToken)},
    };
  },
});

/** The studio's review of a brief: a move of the brief's transition table (./transitions), audited. */
export const changeBriefStatus = defineCommand({
  name: 'briefs.changeStatus',
  output: briefMovedAnswer,
  input: z.extend(briefStatusSchema, {id: recordId}),
  who: 'admin',
  errors: 'Brief',
  async run({id, status}, {user, t, language}) {
    const moved = isUuid(id)
      ? await inTransaction(db, async (tx) => {
          const result = await moveBrief(tx, id, status);
          if (result.ok) await audit(tx, user, {action: 'brief.status', targetType: 'brief', targetId: id, before: {status: result.from}, after: {status}});
          return result;
        })
      : ({ok: false, error: 'notFound'} as const);
    if (!moved.ok && moved.error === 'notFound') return refuse(404, (await getTranslations({locale: language, namespace: 'Admin.server'}))('briefNotFound'));
    if (!moved.ok) {
      const [server, names] = await Promise.all([getTranslations({locale: language, namespace: 'Admin.server'}), getTranslations({locale: language, namespace: 'Profile.briefStatus'})]);
      return refuse(409, server('briefMoveRefused', {from: moved.from ? names(moved.from) : '', to: names(status)}));
    }
    return {ok: true, message: t('statusUpdated'), body: {status}};
  },
});
