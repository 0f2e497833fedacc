/**
 * Security review 3, N6-N9 replayed (run on PGlite and, with TEST_DATABASE_URL, PostgreSQL): what a
 * guest can make the shop store or send on their behalf is bounded.
 * - N9: a guest quote request naming a stranger's address mails them no text of the requester's choosing.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {registerUser} from '@/lib/auth/accounts';
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
