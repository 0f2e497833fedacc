/**
 * The mail jobs' handler (lib/jobs/queue): composes a queued mail from the order as it is when the
 * mail goes out and sends it with a Message-ID derived from its event, so every retry of one mail
 * carries the same Message-ID. A mail whose order was deleted since ends with a log line.
 * Free of `server-only` so the integration tests run it as the app does.
 */
import {randomUUID} from 'node:crypto';
import type {Job} from 'pg-boss';
import type {CountryCode} from '@/lib/countries';
import type {PrismaClient} from '@/lib/db/client';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import type {Db} from '@/lib/db/transaction';
import {adminEmails} from '@/lib/env';
import {enqueueMail, jobId, type DigestJobData, type MailJobData, type MailSpec, type StudioNewsRef} from '@/lib/jobs/queue';
import {customerMailData} from '@/lib/orders/addressee';
import {guestToken} from '@/lib/orders/store';
import {sendMail, type Mail, type MailSettings} from './index';
import {questionToken} from '@/lib/orders/questions/store';
import {itemText} from '@/lib/catalog/prices';
import {loadCatalog} from '@/lib/catalog/store';
import {orderConfirmationMail, orderMessageMail, orderUpdateMail, questionMail, quoteMail, quoteRequestMail, studioDigestMail, studioMail, type QuestionMailData, type StudioNews} from './templates';

/** What composing needs from the app's settings. */
export interface MailContext {
  appUrl: string;
  /** Signs a guest order's private link. */
  secret: string;
  adminLanguage: Language;
  /** STUDIO_MAILS_PER_HOUR, named in the digest. */
  mailsPerHour: number;
  /** Where mail goes; the app's settings when absent. */
  settings?: MailSettings;
}

/** Where an order is shown: its private link for a guest, else by its number (owner and admins). */
export function orderPath(order: {number: string; country: CountryCode; language: Language}, guestToken?: string): string {
  return localizedPath(order.country, order.language, `/order/${guestToken ?? order.number}`);
}

/** Where a question before buying is shown: by its id for its account, with the private link's token for a guest. */
export function questionPath(question: {id: string; country: CountryCode; language: Language}, guestToken?: string): string {
  return localizedPath(question.country, question.language, `/question/${guestToken ?? question.id}`);
}

/** Where the studio handles a piece of news: the order's admin page, or the Inbox. */
export function studioUrl(news: StudioNews, ctx: Pick<MailContext, 'appUrl' | 'adminLanguage'>): string {
  const lang = ctx.adminLanguage;
  if (news.kind === 'question') return new URL(localizedPath(news.question.country, lang, `/question/${news.question.id}`), ctx.appUrl).toString();
  return new URL(
    news.kind === 'contact' ? `${localizedPath(news.message.country, lang, '/admin')}?tab=inbox` : localizedPath(news.order.country, lang, `/admin/orders/${news.order.number}`),
    ctx.appUrl,
  ).toString();
}

/** A piece of news as a job carries it (the order by its id). */
export function newsRef(news: StudioNews & {order?: {id?: string}}): StudioNewsRef {
  if (news.kind === 'contact') return {kind: 'contact', message: news.message};
  if (news.kind === 'question') return {kind: 'question', questionId: news.question.id, text: news.text};
  const orderId = (news.order as {id?: string}).id;
  if (!orderId) throw new Error(`studio news (${news.kind}) without its order's id`);
  if (news.kind === 'paid') return {kind: 'paid', orderId};
  if (news.kind === 'revision') return {kind: 'revision', orderId, revision: news.revision, comment: news.comment};
  if (news.kind === 'message') return {kind: 'message', orderId, text: news.text};
  return {kind: news.kind, orderId, item: news.item};
}

/** A question with its service's name in the asker's language (for the studio's mail, in the studio's), or null once deleted. */
async function loadQuestion(db: PrismaClient, id: string, lang?: Language): Promise<(QuestionMailData & {userId: string | null}) | null> {
  const q = await db.question.findUnique({where: {id}});
  if (!q) return null;
  const language = lang ?? q.language;
  const service = itemText(await loadCatalog(db, {only: [{kind: 'service', id: Number(q.serviceId)}]}), 'service', Number(q.serviceId), language).name;
  return {id: q.id, email: q.email, country: q.country, language: q.language, service, userId: q.userId};
}

const loadOrder = (db: PrismaClient, id: string) => db.order.findUnique({where: {id}, include: {items: {orderBy: {position: 'asc'}}}});

async function news(db: PrismaClient, ref: StudioNewsRef, lang?: Language): Promise<StudioNews | null> {
  if (ref.kind === 'question') {
    const question = await loadQuestion(db, ref.questionId, lang);
    return question && {kind: 'question', question, text: ref.text};
  }
  if (ref.kind === 'contact') return {kind: 'contact', message: {...ref.message, country: ref.message.country as CountryCode}};
  const order = await loadOrder(db, ref.orderId);
  if (!order) return null;
  return {...ref, order} as StudioNews;
}

/** The mail a job sends, composed now; null when what it was about no longer exists. */
export async function composeMail(db: PrismaClient, spec: MailSpec, ctx: MailContext): Promise<Mail | null> {
  if (spec.type === 'composed') return spec.mail;
  if (spec.type === 'studio') {
    const n = await news(db, spec.news, ctx.adminLanguage);
    return n && studioMail(n, spec.to, ctx.adminLanguage, studioUrl(n, ctx));
  }
  if (spec.type === 'studio-digest') {
    const all = (await Promise.all(spec.news.map((ref) => news(db, ref)))).filter((n): n is StudioNews => n !== null);
    if (!all.length) return null;
    const first = all[0]!;
    const url = spec.kind === 'contact' ? studioUrl(first, ctx) : new URL(localizedPath('order' in first ? first.order.country : 'us', ctx.adminLanguage, '/admin'), ctx.appUrl).toString();
    return studioDigestMail(spec.kind, all, spec.to, ctx.adminLanguage, url, ctx.mailsPerHour);
  }
  if (spec.type === 'question') {
    const question = await loadQuestion(db, spec.questionId);
    if (!question) return null;
    const url = new URL(questionPath(question, question.userId ? undefined : questionToken(question.id, ctx.secret)), ctx.appUrl).toString();
    return questionMail(question, spec.event, url);
  }
  const order = await loadOrder(db, spec.orderId);
  if (!order) return null;
  const url = new URL(orderPath(order, order.userId ? undefined : guestToken(order.id, ctx.secret)), ctx.appUrl).toString();
  const signed = await customerMailData(db, order);
  switch (spec.type) {
    case 'order-confirmation':
      return orderConfirmationMail(signed, url);
    case 'order-update':
      return orderUpdateMail(signed, {status: spec.status, delivered: spec.delivered}, url);
    case 'quote':
      return quoteMail(signed, url);
    case 'quote-request':
      return quoteRequestMail(signed, url);
    case 'order-message':
      return orderMessageMail(signed, spec.text, url);
  }
}

/** The Message-ID of an event's mail: the same on every attempt. */
export function messageIdFor(key: string, appUrl: string): string {
  return `<${jobId(`mail:${key}`)}@${new URL(appUrl).hostname}>`;
}

/** The queue's handler of mail jobs: a throw (SMTP down) is retried by the queue with its backoff. */
export function mailJobHandler(db: PrismaClient, ctx: MailContext, send: (mail: Mail, settings?: MailSettings) => Promise<string> = sendMail) {
  return async (job: Job<MailJobData>): Promise<void> => {
    const {key, spec} = job.data;
    const mail = await composeMail(db, spec, ctx);
    if (!mail) {
      console.warn(`mail: ${spec.type} (${key}) not sent: ${'orderId' in spec ? `order ${spec.orderId}` : 'what it told of'} no longer exists`);
      return;
    }
    await send({...mail, messageId: messageIdFor(key, ctx.appUrl)}, ctx.settings);
  };
}

/**
 * The digest queue's handler: the studio news that came due together, one digest mail per kind
 * to each studio address. Its mails are named after the pieces they list, so a retry of the same
 * batch queues nothing twice.
 */
export function digestJobHandler(db: Db, studio: readonly string[] = adminEmails) {
  return async (due: Job<DigestJobData>[]): Promise<void> => {
    for (const kind of ['contact', 'quote'] as const) {
      const batch = due.filter((j) => j.data.kind === kind);
      if (!batch.length) continue;
      const event = jobId(
        batch
          .map((j) => j.id)
          .sort()
          .join(','),
      );
      for (const to of studio) await enqueueMail(db, `studio-digest:${kind}:${event}:${to}`, {type: 'studio-digest', to, kind, news: batch.map((j) => j.data.news)});
    }
  };
}

/**
 * An order's first payment: the buyer's confirmation and the studio's new-order note, queued in
 * the payment's own transaction (lib/payments/flow), so a paid order always has its mails.
 */
export async function queueOrderPaidMails(db: Db, orderId: string, studio: readonly string[] = adminEmails): Promise<void> {
  await enqueueMail(db, `order-paid:${orderId}`, {type: 'order-confirmation', orderId});
  for (const to of studio) await enqueueMail(db, `order-paid:${orderId}:studio:${to}`, {type: 'studio', to, news: {kind: 'paid', orderId}});
}

/** A mail composed now (an account's link mails: the link is made with the request) queued to be sent once. */
export async function queueComposedMail(db: Db, mail: Mail): Promise<void> {
  await enqueueMail(db, `${mail.kind}:${randomUUID()}`, {type: 'composed', mail});
}
