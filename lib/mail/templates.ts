/** The localised mails (HTML and text) built from messages/<lang>.json, namespace Mail. */
import {createTranslator} from 'next-intl';
import {loadMessages} from '@/lib/i18n/messages';
import type {Language} from '@/lib/i18n/languages';
import {COUNTRIES, pageLocale, type CountryCode, type CurrencyCode} from '@/lib/countries';
import {env} from '@/lib/env';
import {countryDates, formatDate} from '@/lib/i18n/dates';
import {formatMoney} from '@/lib/money';
import {businessLookupUrl, isBusinessNumber, KOREAN_FIELDS, type BusinessDetails} from '@/lib/business/details';
import {shownKoreanSeller} from '@/lib/business/seller';
import type {Mail} from './index';
import {particle} from '@/lib/i18n/particles';
import {boughtTier, includedText, type LineTier} from '@/lib/catalog/tiers/facts';
import {orderKind, stepDescriptionKey} from '@/lib/orders/kind';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Who sends an order's mails, from the business details: name and address, then how to reach them. */
export function sellerLines(seller: BusinessDetails | undefined): string[] {
  if (!seller) return [];
  return [[seller.companyName, seller.address].filter(Boolean).join(', '), [seller.email, ...seller.phones.map((p) => p.number)].filter(Boolean).join(' · ')].filter(Boolean);
}

/**
 * A Korean order's mails also carry the seller's legal details (전자상거래법 제10조: 대표자, 전화,
 * 사업자등록번호 with the FTC's look-up, 통신판매업 신고번호, 개인정보 보호책임자, 호스팅 서비스
 * 제공자), labelled in the mail's language; other countries' mails sign as before.
 */
async function orderSeller(order: {seller?: BusinessDetails; country: CountryCode; language: Language}): Promise<string[]> {
  const lines = sellerLines(order.seller);
  if (!order.seller || order.country !== 'kr') return lines;
  const t = createTranslator({locale: order.language, messages: await loadMessages(order.language), namespace: 'Seller'});
  const seller = shownKoreanSeller(order.seller);
  // The company and address are on the first line already.
  const legal = KOREAN_FIELDS.filter((field) => field !== 'companyName' && field !== 'address' && seller[field]).map((field) => t('mailLine', {label: t(field), value: seller[field]}));
  const lookup = isBusinessNumber(seller.registration) ? [t('mailLine', {label: t('lookup'), value: businessLookupUrl(seller.registration)})] : [];
  return [...lines, ...(legal.length ? [legal.join(' · ')] : []), ...lookup];
}

function layout(lang: Language, title: string, paragraphs: string[], action: {label: string; url: string}, footer: string, seller: string[] = []): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html lang="${lang}"><body style="margin:0;background:#f6f4ef;font-family:system-ui,sans-serif;color:#16161a">
<div style="max-width:560px;margin:0 auto;padding:32px 24px"><p style="font-weight:700;font-size:18px;margin:0 0 24px">${escapeHtml(env.SITE_NAME)}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#16161a;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#6b6b76;margin:0 0 8px">${escapeHtml(action.url)}</p><p style="font-size:13px;color:#6b6b76">${escapeHtml(footer)}</p>${seller.map((line) => `<p style="font-size:12px;color:#6b6b76;margin:0">${escapeHtml(line)}</p>`).join('')}</div></body></html>`;
}

async function translator(lang: Language) {
  return createTranslator({locale: lang, messages: await loadMessages(lang), namespace: 'Mail'});
}

/**
 * Greets by name only where the address is confirmed. A name is the account holder's own text and an
 * account can be made with any address, so a mail to an unconfirmed address (sign-up, a new
 * confirmation link, an e-mail change's new address, a reset of an unconfirmed account) greets plainly:
 * it never carries text of the requester's choosing (docs/security.md#limits-and-rules, "Mails to unconfirmed addresses").
 */
function greeting(t: Awaited<ReturnType<typeof translator>>, name: string | null): string {
  return name ? t('greeting', {name}) : t('greetingPlain');
}

/** `name`: the account's name when its address is confirmed, else null (a plain greeting). */
export async function passwordResetMail(lang: Language, to: string, name: string | null, url: string): Promise<Mail> {
  const t = await translator(lang);
  const paragraphs = [greeting(t, name), t('resetBody'), t('resetExpiry')];
  return {
    kind: 'password-reset',
    to,
    subject: t('resetSubject', {site: env.SITE_NAME}),
    text: [...paragraphs, `${t('resetAction')}: ${url}`, t('resetIgnore')].join('\n\n'),
    html: layout(lang, t('resetTitle'), paragraphs, {label: t('resetAction'), url}, t('resetIgnore')),
  };
}

/** The sign-up mail: welcome, and the link that confirms the address (lib/auth/verification). */
export async function welcomeMail(lang: Language, to: string, verifyUrl: string): Promise<Mail> {
  const t = await translator(lang);
  const paragraphs = [greeting(t, null), t('welcomeBody'), t('welcomeVerify'), t('verifyExpiry')];
  return {
    kind: 'welcome',
    to,
    subject: t('welcomeSubject', {site: env.SITE_NAME}),
    text: [...paragraphs, `${t('verifyAction')}: ${verifyUrl}`].join('\n\n'),
    html: layout(lang, t('welcomeTitle', {site: env.SITE_NAME}), paragraphs, {label: t('verifyAction'), url: verifyUrl}, t('footer')),
  };
}

/**
 * The sign-up mail to an ADMIN_EMAIL(S) address: someone created an account with it, and only the
 * mailbox's owner choosing a new password (the reset link here) makes it admin and signs out
 * whoever made it (docs/security.md#limits-and-rules, "Admin addresses"). It carries no confirmation link: the reset confirms.
 */
export async function listedWelcomeMail(lang: Language, to: string, resetUrl: string): Promise<Mail> {
  const t = await translator(lang);
  const paragraphs = [t('listedWelcomeBody', {site: env.SITE_NAME, email: to}), t('listedWelcomeAdmin'), t('resetExpiry'), t('listedWelcomeLater')];
  return {
    kind: 'welcome',
    to,
    subject: t('listedWelcomeSubject', {site: env.SITE_NAME}),
    text: [...paragraphs, `${t('resetAction')}: ${resetUrl}`].join('\n\n'),
    html: layout(lang, t('listedWelcomeTitle'), paragraphs, {label: t('resetAction'), url: resetUrl}, t('footer')),
  };
}

/** A new confirmation link, asked for from My page. */
export async function verifyEmailMail(lang: Language, to: string, verifyUrl: string): Promise<Mail> {
  const t = await translator(lang);
  const paragraphs = [greeting(t, null), t('verifyBody'), t('verifyExpiry')];
  return {
    kind: 'verify-email',
    to,
    subject: t('verifySubject', {site: env.SITE_NAME}),
    text: [...paragraphs, `${t('verifyAction')}: ${verifyUrl}`, t('verifyIgnore')].join('\n\n'),
    html: layout(lang, t('verifyTitle'), paragraphs, {label: t('verifyAction'), url: verifyUrl}, t('verifyIgnore')),
  };
}

export interface OrderMailData {
  number: string;
  language: Language;
  country: CountryCode;
  currency: CurrencyCode;
  amount: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  /** The lines, with a service's tier (lib/catalog/tiers) where it was bought as one. */
  items: ({title: string; quantity: number; itemType: string} & LineTier)[];
  /** The business details at the time of sending (signature of the customer's mails). */
  seller?: BusinessDetails;
  /**
   * The customer's address is an account's confirmed address (lib/orders/addressee): only then is
   * the name greeted. Anyone can name any address in a guest order or quote request, so a mail to
   * an unconfirmed address carries no text of the requester's choosing (docs/security.md, "Mails to unconfirmed addresses").
   */
  greetByName?: boolean;
}

/** "Hello {name}," to a confirmed address; a plain "Hello," to any other (the name is the requester's text). */
function greetingOf(t: Awaited<ReturnType<typeof translator>>, order: OrderMailData): string {
  return order.greetByName ? t('greeting', {name: order.customerName}) : t('greetingPlain');
}

async function orderFacts(order: OrderMailData) {
  const total = formatMoney({amount: order.amount, currency: order.currency}, pageLocale(order.country, order.language));
  const messages = order.items.some((i) => i.tier) ? await loadMessages(order.language) : null;
  const tiers = (messages?.Tiers.names ?? {}) as Record<string, string>;
  const say = messages ? createTranslator({locale: order.language, messages, namespace: 'Tiers'}) : null;
  // The tier's name and, where the line kept them, the figures it was bought with, in the one wording (lib/catalog/tiers/facts).
  const included = (i: OrderMailData['items'][number]) => {
    const tier = boughtTier(i);
    return say && tier ? `: ${includedText(tier, (key, values) => say(key, values))}` : '';
  };
  const named = (i: OrderMailData['items'][number]) => (i.tier && tiers[i.tier] ? `${i.title} (${tiers[i.tier]}${included(i)})` : i.title);
  const items = order.items.map((i) => (i.quantity > 1 ? `${named(i)} × ${i.quantity}` : named(i))).join(', ');
  return {total, items};
}

/** To the customer: the order, what comes next, and the link to it (the private link for guests). */
export async function orderConfirmationMail(order: OrderMailData, url: string): Promise<Mail> {
  const t = await translator(order.language);
  const {total, items} = await orderFacts(order);
  const paragraphs = [greetingOf(t, order), t('orderBody', {number: order.number, items, total}), t('orderNext')];
  // The receipt is the order page's /receipt (the private link's, for a guest).
  const receipt = t('orderReceipt', {url: `${url}/receipt`});
  return {
    kind: 'order-confirmation',
    to: order.customerEmail,
    subject: t('orderSubject', {number: order.number, site: env.SITE_NAME}),
    text: [...paragraphs, `${t('orderAction')}: ${url}`, receipt, t('orderFooter'), ...(await orderSeller(order))].join('\n\n'),
    html: layout(order.language, t('orderTitle'), paragraphs, {label: t('orderAction'), url}, `${receipt} ${t('orderFooter')}`, await orderSeller(order)),
  };
}

/** To the customer who asked for a quote: it is received, and the link where they follow it (their private link, for a guest). */
export async function quoteRequestMail(order: OrderMailData, url: string): Promise<Mail> {
  const t = await translator(order.language);
  const {items} = await orderFacts(order);
  const paragraphs = [greetingOf(t, order), t('quoteRequestBody', {number: order.number, item: items})];
  return {
    kind: 'quote-request',
    to: order.customerEmail,
    subject: t('quoteRequestSubject', {number: order.number, site: env.SITE_NAME}),
    text: [...paragraphs, `${t('quoteRequestAction')}: ${url}`, t('orderFooter'), ...(await orderSeller(order))].join('\n\n'),
    html: layout(order.language, t('quoteRequestTitle'), paragraphs, {label: t('quoteRequestAction'), url}, t('orderFooter'), await orderSeller(order)),
  };
}

/** To the customer when the studio has priced their quote request: the price, the note, the last day, and the link to pay. */
export async function quoteMail(order: OrderMailData & {quoteNote: string | null; quoteValidUntil: Date | null}, url: string): Promise<Mail> {
  const t = await translator(order.language);
  const {total, items} = await orderFacts(order);
  const paragraphs = [
    greetingOf(t, order),
    t('quoteBody', {items, total}),
    ...(order.quoteNote ? [t('quoteNote', {note: order.quoteNote})] : []),
    // The last day to pay as the studio picked it, a date on the shop's clock (it ends at midnight there).
    ...(order.quoteValidUntil ? [t('quoteValid', {date: formatDate(order.quoteValidUntil, countryDates(order.country, order.language))})] : []),
  ];
  return {
    kind: 'order-quote',
    to: order.customerEmail,
    subject: t('quoteSubject', {number: order.number, total}),
    text: [...paragraphs, `${t('quoteAction')}: ${url}`, t('orderFooter'), ...(await orderSeller(order))].join('\n\n'),
    html: layout(order.language, t('quoteTitle'), paragraphs, {label: t('quoteAction'), url}, t('orderFooter'), await orderSeller(order)),
  };
}

/** A question before buying as its mails need it: the asker's address and language, and the service's name. */
export interface QuestionMailData {
  id: string;
  email: string;
  country: CountryCode;
  language: Language;
  service: string;
}

/**
 * To the asker of a question before buying: it was sent (`asked`), or the studio answered
 * (`answer`), with the link to its conversation. The studio's words are never quoted: the address
 * is one anyone could have typed, so the mail carries the notice and the link.
 */
export async function questionMail(question: QuestionMailData, event: 'asked' | 'answer', url: string): Promise<Mail> {
  const t = await translator(question.language);
  const paragraphs = [greeting(t, null), event === 'asked' ? t('questionAskedBody', {service: question.service}) : t('questionAnswerBody', {service: question.service}), t('questionMore')];
  const subject = event === 'asked' ? t('questionAskedSubject', {service: question.service}) : t('questionAnswerSubject', {service: question.service});
  return {
    kind: event === 'asked' ? 'question-asked' : 'question-answer',
    to: question.email,
    subject,
    text: [...paragraphs, `${t('questionAction')}: ${url}`].join('\n\n'),
    html: layout(question.language, subject, paragraphs, {label: t('questionAction'), url}, ''),
  };
}

/** What the studio is told about, each with a link into the admin area. */
export type StudioNews =
  | {kind: 'paid'; order: OrderMailData}
  | {kind: 'brief'; order: OrderMailData; item: string}
  | {kind: 'quote'; order: OrderMailData; item: string}
  | {kind: 'revision'; order: OrderMailData; revision: number; comment: string}
  | {kind: 'message'; order: OrderMailData; text: string}
  | {kind: 'question'; question: QuestionMailData; text: string}
  | {kind: 'contact'; message: {name: string; email: string; company: string | null; service: string; message: string; country: CountryCode}};

const STUDIO_KIND = {
  paid: 'new-order',
  brief: 'studio-brief',
  quote: 'studio-quote',
  revision: 'studio-revision',
  message: 'studio-message',
  question: 'studio-question',
  contact: 'studio-contact',
} as const;

/** To the studio, in the studio's language (ADMIN_LANGUAGE): what happened, who, and where to act on it. */
export async function studioMail(news: StudioNews, to: string, lang: Language, adminUrl: string): Promise<Mail> {
  const t = await translator(lang);
  let subject: string;
  let title: string;
  let body: string;
  if (news.kind === 'contact') {
    const m = news.message;
    subject = t('studioContactSubject', {name: m.name});
    title = t('studioContactTitle');
    body = t('studioContactBody', {name: m.name, email: m.email, company: m.company ?? '-', service: m.service, country: COUNTRIES[m.country].name, message: m.message});
  } else if (news.kind === 'question') {
    const q = news.question;
    subject = t('studioQuestionSubject', {service: q.service});
    title = t('studioQuestionTitle');
    body = t('studioQuestionBody', {email: q.email, service: q.service, country: COUNTRIES[q.country].name, text: news.text});
  } else {
    const order = news.order;
    const {total, items} = await orderFacts({...order, language: lang});
    // An order placed without a phone number (lib/checkout/phone) names none.
    const who = {name: order.customerName, email: order.customerEmail, phone: order.customerPhone || 'none', number: order.number, country: COUNTRIES[order.country].name};
    if (news.kind === 'paid') {
      subject = t('adminOrderSubject', {number: order.number, total});
      title = t('adminOrderTitle');
      body = t('adminOrderBody', {...who, items, itemsJosa: particle(items, '을/를'), total});
    } else if (news.kind === 'brief') {
      subject = t('studioBriefSubject', {number: order.number});
      title = t('studioBriefTitle');
      body = t('studioBriefBody', {...who, item: news.item});
    } else if (news.kind === 'quote') {
      subject = t('studioQuoteSubject', {number: order.number, item: news.item});
      title = t('studioQuoteTitle');
      body = t('studioQuoteBody', {...who, item: news.item});
    } else if (news.kind === 'message') {
      subject = t('studioMessageSubject', {number: order.number});
      title = t('studioMessageTitle');
      body = t('studioMessageBody', {...who, text: news.text});
    } else {
      subject = t('studioRevisionSubject', {number: order.number, revision: news.revision});
      title = t('studioRevisionTitle');
      body = t('studioRevisionBody', {...who, revision: news.revision, comment: news.comment});
    }
  }
  const action = news.kind === 'contact' || news.kind === 'question' ? t('studioInboxAction') : t('adminOrderAction');
  return {
    kind: STUDIO_KIND[news.kind],
    to,
    subject,
    text: [body, `${action}: ${adminUrl}`].join('\n\n'),
    html: layout(lang, title, [body], {label: action, url: adminUrl}, ''),
  };
}

/**
 * To the studio, once an hour at most per kind: the contact messages or quote requests that came
 * after the hour's first few (lib/mail/studio-digest), one line each; all of them are in the admin area.
 */
export async function studioDigestMail(kind: 'contact' | 'quote', news: StudioNews[], to: string, lang: Language, adminUrl: string, mailedFirst: number): Promise<Mail> {
  const t = await translator(lang);
  const lines = news.map((n) =>
    n.kind === 'contact'
      ? t('studioDigestContactLine', {name: n.message.name, email: n.message.email, service: n.message.service})
      : 'order' in n
        ? t('studioDigestQuoteLine', {number: n.order.number, item: 'item' in n ? n.item : '', name: n.order.customerName, email: n.order.customerEmail})
        : '',
  );
  const subject = kind === 'contact' ? t('studioDigestContactSubject', {count: news.length}) : t('studioDigestQuoteSubject', {count: news.length});
  const intro = t('studioDigestBody', {few: mailedFirst});
  const action = kind === 'contact' ? t('studioInboxAction') : t('adminOrderAction');
  return {
    kind: kind === 'contact' ? 'studio-contact-digest' : 'studio-quote-digest',
    to,
    subject,
    text: [intro, lines.join('\n'), `${action}: ${adminUrl}`].join('\n\n'),
    html: layout(lang, subject, [intro, ...lines], {label: action, url: adminUrl}, ''),
  };
}

/**
 * To the customer when the studio moves the order or delivers a draft: the new status in the
 * customer's language and the link to the order (where the files and the answer buttons are).
 */
export async function orderUpdateMail(order: OrderMailData, update: {status: string; delivered: boolean}, url: string): Promise<Mail> {
  const t = await translator(order.language);
  const words = createTranslator({locale: order.language, messages: await loadMessages(order.language), namespace: 'Order'});
  const status = words.has(`statuses.${update.status}` as 'statuses.completed') ? words(`statuses.${update.status}` as 'statuses.completed') : update.status;
  // The work step says what is being done, by the order's kind (lib/orders/kind): a template is designed, a service shot and edited.
  const work = update.status === 'in_progress' && !update.delivered ? [words(stepDescriptionKey('in_progress', orderKind(order)))] : [];
  const paragraphs = [greetingOf(t, order), update.delivered ? t('deliveryBody', {number: order.number}) : t('statusBody', {number: order.number, status}), ...work];
  return {
    kind: update.delivered ? 'order-delivery' : 'order-status',
    to: order.customerEmail,
    subject: update.delivered ? t('deliverySubject', {number: order.number}) : t('statusSubject', {number: order.number, status}),
    text: [...paragraphs, `${t('orderAction')}: ${url}`, t('orderFooter'), ...(await orderSeller(order))].join('\n\n'),
    html: layout(order.language, update.delivered ? t('deliveryTitle') : t('statusTitle'), paragraphs, {label: t('orderAction'), url}, t('orderFooter'), await orderSeller(order)),
  };
}

/**
 * To the buyer when the studio wrote in the order's conversation (at most one a thread per 10
 * minutes: lib/orders/conversation). The studio's words are quoted only to a confirmed address
 * (lib/orders/addressee): a mail to an address anyone could have typed carries nothing but the
 * notice and the link.
 */
export async function orderMessageMail(order: OrderMailData, text: string, url: string): Promise<Mail> {
  const t = await translator(order.language);
  const paragraphs = [greetingOf(t, order), t('messageBody', {number: order.number}), ...(order.greetByName ? [text] : []), t('messageMore')];
  return {
    kind: 'order-message',
    to: order.customerEmail,
    subject: t('messageSubject', {number: order.number}),
    text: [...paragraphs, `${t('messageAction')}: ${url}`, t('orderFooter'), ...(await orderSeller(order))].join('\n\n'),
    html: layout(order.language, t('messageTitle'), paragraphs, {label: t('messageAction'), url}, t('orderFooter'), await orderSeller(order)),
  };
}

/** To the new address of an e-mail change (My page): the link that makes it the account's address. */
export async function emailChangeMail(lang: Language, to: string, url: string): Promise<Mail> {
  const t = await translator(lang);
  const paragraphs = [greeting(t, null), t('emailChangeBody', {email: to}), t('verifyExpiry')];
  return {
    kind: 'email-change',
    to,
    subject: t('emailChangeSubject', {site: env.SITE_NAME}),
    text: [...paragraphs, `${t('emailChangeAction')}: ${url}`, t('emailChangeIgnore')].join('\n\n'),
    html: layout(lang, t('emailChangeTitle'), paragraphs, {label: t('emailChangeAction'), url}, t('emailChangeIgnore')),
  };
}

/** To the old address once an e-mail change took effect: what happened, and what to do if it was not them. */
export async function emailChangedMail(lang: Language, to: string, name: string, newEmail: string, siteUrl: string): Promise<Mail> {
  const t = await translator(lang);
  const paragraphs = [t('greeting', {name}), t('emailChangedBody', {email: newEmail}), t('emailChangedNotYou')];
  return {
    kind: 'email-changed',
    to,
    subject: t('emailChangedSubject', {site: env.SITE_NAME}),
    text: [...paragraphs, `${t('emailChangedAction')}: ${siteUrl}`].join('\n\n'),
    html: layout(lang, t('emailChangedTitle'), paragraphs, {label: t('emailChangedAction'), url: siteUrl}, t('footer')),
  };
}
