/**
 * Security review 3, N6-N9 replayed (run on PGlite and, with TEST_DATABASE_URL, PostgreSQL): what a
 * guest can make the shop store or send on their behalf is bounded.
 * - N7: contact messages from one address and an account's quote requests are limited, and past
 *   a few an hour the studio gets one digest instead of a mail each.
 * - N9: a guest quote request naming a stranger's address mails them no text of the requester's choosing.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {registerUser} from '@/lib/auth/accounts';
import {quoteRequestAllowed} from '@/lib/briefs/limits';
import {contactSchema} from '@/lib/contact/schema';
import {receiveContact} from '@/lib/contact/submit';
import {studioMailGate, type DigestedKind} from '@/lib/mail/studio-digest';
import {studioDigestMail, type StudioNews} from '@/lib/mail/templates';
import {LIMITS, limiter, memoryCounter} from '@/lib/rate-limit';
import {quoteRequestMail, orderUpdateMail} from '@/lib/mail/templates';
import {customerMailData} from '@/lib/orders/addressee';
import {quoteOrder} from '@/lib/orders/pricing';
import {createOrder} from '@/lib/orders/store';
import {databaseKinds, openDatabase} from './databases';

const SECRET = 'integration-test-secret-0123456789abcdef';
const PHISH = 'customer. Your card was charged $499. To cancel call +1-555-0100 now';

for (const kind of databaseKinds) {
  test(`N9: a quote request to an unconfirmed address carries none of the requester's text (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    // The attack: a guest quote request naming someone else's address, with a message in the name.
    const {order} = await createOrder(db, {priced: quoteOrder(6, 'us'), customer: {name: PHISH, email: 'someone@example.org', phone: '+1 555 0100'}, country: 'us', language: 'en', user: null, status: 'quote_review', secret: SECRET});
    const mail = await quoteRequestMail(await customerMailData(db, order), 'https://shop.test/us/order/x');
    assert.equal(mail.to, 'someone@example.org');
    for (const part of [mail.subject, mail.text, mail.html]) assert.ok(!part.includes('$499') && !part.includes('555-0100'), 'the name is not in the mail');
    assert.match(mail.text, /^Hello,/);
    // The same for the status mail a guest gets when they cancel such an order.
    const update = await orderUpdateMail(await customerMailData(db, order), {status: 'cancelled', delivered: false}, 'https://shop.test/us/order/x');
    assert.ok(!update.text.includes('$499') && !update.html.includes('$499'));

    // An account's own unconfirmed address is not greeted by name either; once confirmed, it is.
    const made = await registerUser(db, {email: 'kim@cafe.example', password: 'Str0ngEnough', firstName: 'Minsu', lastName: 'Kim'});
    assert.ok(made.ok);
    const {order: own} = await createOrder(db, {priced: quoteOrder(6, 'us'), customer: {name: 'Minsu Kim', email: 'kim@cafe.example', phone: '+1 555 0101'}, country: 'us', language: 'en', user: {id: made.user.id}, status: 'quote_review', secret: SECRET});
    assert.match((await quoteRequestMail(await customerMailData(db, own), 'https://shop.test/x')).text, /^Hello,/);
    await db.user.update({where: {id: made.user.id}, data: {emailVerified: new Date()}});
    assert.match((await quoteRequestMail(await customerMailData(db, own), 'https://shop.test/x')).text, /^Hello Minsu Kim,/);
  });
}

/** The studio's mail as lib/orders/notify sends it, counted: one per piece of news or digest (each to every studio address). */
function studioInbox() {
  const mails: {kind: string; count: number}[] = [];
  const flushes: (() => void)[] = [];
  const gate = studioMailGate(limiter(memoryCounter()), {
    send: async (news) => void mails.push({kind: news.kind, count: 1}),
    sendDigest: async (kind: DigestedKind, news: StudioNews[]) => void mails.push({kind: `${kind}-digest`, count: news.length}),
    later: (flush) => void flushes.push(flush),
  });
  return {gate, mails, endOfHour: async () => {
    for (const flush of flushes.splice(0)) flush();
    await new Promise((resolve) => setImmediate(resolve));
  }};
}

for (const kind of databaseKinds) {
  test(`N7: a contact-form loop from one address is refused after 5, and the studio gets a digest past a few an hour (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    const limits = limiter(memoryCounter());
    const {gate, mails, endOfHour} = studioInbox();
    // The attack: 25 messages from one address in a loop.
    const answers: number[] = [];
    for (let i = 1; i <= 25; i++) {
      const contact = contactSchema.parse({name: `Spam ${i}`, email: 'spam@example.com', service: 'basic', message: 'x'.repeat(500)});
      const received = await receiveContact(db, limits, contact, {language: 'en', country: 'us', address: '203.0.113.50'});
      if (received.ok) await gate.notify({kind: 'contact', message: {...contact, company: null, country: 'us'}});
      else assert.ok(received.retryAfterS > 3000 && received.retryAfterS <= 3600);
      answers.push(received.ok ? 201 : 429);
    }
    assert.deepEqual(answers, [...Array(5).fill(201), ...Array(20).fill(429)]);
    assert.equal(await db.contactSubmission.count(), 5, 'the refused ones are not stored');
    // Another address still gets through.
    const other = contactSchema.parse({name: 'Real customer', email: 'real@cafe.example', service: 'consultation', message: 'Hello'});
    assert.ok((await receiveContact(db, limits, other, {language: 'en', country: 'us', address: '198.51.100.7'})).ok);

    // Many addresses (a botnet) stay within the studio's mail budget: 5 mails, then one digest for the hour.
    for (let i = 0; i < 30; i++) await gate.notify({kind: 'contact', message: {name: `Bot ${i}`, email: `bot${i}@example.com`, company: null, service: 'basic', message: 'hi', country: 'us'}});
    assert.equal(mails.filter((m) => m.kind === 'contact').length, LIMITS.studioMails.max);
    assert.equal(gate.waiting('contact'), 30);
    await endOfHour();
    assert.deepEqual(mails.filter((m) => m.kind === 'contact-digest'), [{kind: 'contact-digest', count: 30}]);
    const digest = await studioDigestMail('contact', [{kind: 'contact', message: {name: 'Bot 7', email: 'bot7@example.com', company: null, service: 'basic', message: 'hi', country: 'us'}}], 'studio@shop.test', 'ko', 'https://shop.test/us/admin?tab=inbox', 5);
    assert.ok(digest.text.includes('Bot 7 (bot7@example.com)') && digest.subject.includes('1'));
    // Paid orders are never held back.
    const {order} = await createOrder(db, {priced: quoteOrder(6, 'us'), customer: {name: 'Pat', email: 'pat@shop.test', phone: '1'}, country: 'us', language: 'en', user: null, secret: SECRET});
    assert.equal(await gate.notify({kind: 'paid', order}), 'sent');
  });

  test(`N7: an account's quote requests are limited to 10 an hour, and the studio's mails of them too (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    const limits = limiter(memoryCounter());
    const {gate, mails, endOfHour} = studioInbox();
    const made = await registerUser(db, {email: 'loop@cafe.example', password: 'Str0ngEnough'});
    assert.ok(made.ok);
    const answers: number[] = [];
    for (let i = 0; i < 15; i++) {
      const allowed = await quoteRequestAllowed(limits, {userId: made.user.id});
      if (allowed.allowed) {
        const {order} = await createOrder(db, {priced: quoteOrder(6, 'us'), customer: {name: 'Loop', email: made.user.email, phone: '1'}, country: 'us', language: 'en', user: {id: made.user.id}, status: 'quote_review', secret: SECRET});
        await gate.notify({kind: 'quote', order, item: 'Custom'});
      }
      answers.push(allowed.allowed ? 201 : 429);
    }
    assert.deepEqual(answers, [...Array(10).fill(201), ...Array(5).fill(429)]);
    assert.equal(await db.order.count({where: {userId: made.user.id}}), 10);
    await endOfHour();
    assert.deepEqual(mails, [...Array(5).fill({kind: 'quote', count: 1}), {kind: 'quote-digest', count: 5}]);
    // Another account is not held back by this one.
    assert.equal((await quoteRequestAllowed(limits, {userId: '00000000-0000-4000-8000-000000000000'})).allowed, true);
  });
}
