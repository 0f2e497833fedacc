/**
 * Korean consents (docs/korea.md#consents-동의): a form without its country's required boxes is refused with
 * translated errors per field; each consent given is stored with its policy's version and time,
 * for the account or a guest's order; My page's optional consent is withdrawn (dated, kept) and
 * given again; deleting the account withdraws it; the data export lists them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import ko from '@/messages/ko.json';
import en from '@/messages/en.json';
import {accountExport} from '@/lib/account/export';
import {deleteAccount} from '@/lib/account/store';
import {registerUser} from '@/lib/auth/accounts';
import {quoteOrder} from '@/lib/orders/pricing';
import {createOrder} from '@/lib/orders/store';
import {consentStates, judgeConsents, recordConsents, setOptionalConsent} from '@/lib/privacy/consent-store';
import {CONSENT_VERSIONS} from '@/lib/privacy/consents';
import {databaseKinds, openDatabase} from './databases';

const SECRET = 'integration-test-secret-0123456789abcdef';
const PASSWORD = 'Str0ngEnough';

test('a form without its required consents is refused, per field and in the page language', async () => {
  // Korea: the age check is its own required box; marketing is optional.
  const korean = await judgeConsents('kr', 'signup', {agreeTerms: true, agreePrivacy: true}, 'ko');
  assert.equal(korean.ok, false);
  assert.ok(!korean.ok);
  assert.deepEqual(korean.errors, {agreeAge14: ko.Consent.errors.age14Required});
  assert.equal(korean.message, ko.Consent.errors.age14Required);
  const none = await judgeConsents('kr', 'checkout', {}, 'ko');
  assert.ok(!none.ok);
  assert.deepEqual(Object.keys(none.errors).sort(), ['agreeAge14', 'agreePrivacy', 'agreeTerms']);
  const quote = await judgeConsents('kr', 'quote', {agreeTerms: true, agreePrivacy: true, agreeAge14: false}, 'en');
  assert.ok(!quote.ok);
  assert.equal(quote.errors.agreeAge14, en.Consent.errors.age14Required);
  // All three ticked: given, and marketing only when ticked too.
  assert.deepEqual(await judgeConsents('kr', 'quote', {agreeTerms: true, agreePrivacy: true, agreeAge14: true}, 'ko'), {ok: true, kinds: ['terms', 'privacy', 'age14']});
  assert.deepEqual(await judgeConsents('kr', 'signup', {agreeTerms: true, agreePrivacy: true, agreeAge14: true, agreeMarketing: true}, 'ko'), {
    ok: true,
    kinds: ['terms', 'privacy', 'age14', 'marketing'],
  });
  // Other countries keep their form: the checkout's two boxes; the sign-up's sentence agrees by signing up; the quote's is a notice.
  const us = await judgeConsents('us', 'checkout', {agreeTerms: true}, 'en');
  assert.ok(!us.ok);
  assert.deepEqual(us.errors, {agreePrivacy: en.Consent.errors.privacyRequired});
  assert.deepEqual(await judgeConsents('us', 'checkout', {agreeTerms: true, agreePrivacy: true}, 'en'), {ok: true, kinds: ['terms', 'privacy']});
  assert.deepEqual(await judgeConsents('us', 'signup', {}, 'en'), {ok: true, kinds: ['terms', 'privacy']});
  assert.deepEqual(await judgeConsents('au', 'quote', {}, 'en'), {ok: true, kinds: []});
});

for (const kind of databaseKinds) {
  test(`consents are stored with time and version, withdrawn from My page (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    const made = await registerUser(db, {email: 'minji@cafe.kr', password: PASSWORD, firstName: '민지', lastName: '김'});
    assert.ok(made.ok);
    const user = made.user;
    const signedUp = new Date('2026-11-26T01:00:00.000Z');
    await recordConsents(db, {userId: user.id}, {kinds: ['terms', 'privacy', 'age14', 'marketing'], source: 'signup', country: 'kr', now: signedUp});

    const rows = await db.consent.findMany({where: {userId: user.id}, orderBy: {kind: 'asc'}});
    assert.deepEqual(
      rows.map((r) => [r.kind, r.version, r.source, r.country, r.grantedAt.toISOString(), r.withdrawnAt]),
      (['age14', 'marketing', 'privacy', 'terms'] as const).map((k) => [k, CONSENT_VERSIONS[k], 'signup', 'kr', signedUp.toISOString(), null]),
    );

    // A guest's quote request: the consents belong to its order (the guest's only subject).
    const guest = await createOrder(db, {
      priced: quoteOrder(6, 'kr'),
      customer: {name: '박지우', email: 'jiwoo@example.org', phone: '010-1234-5678'},
      country: 'kr',
      language: 'ko',
      user: null,
      status: 'quote_review',
      secret: SECRET,
    });
    await recordConsents(db, {orderId: guest.order.id}, {kinds: ['terms', 'privacy', 'age14'], source: 'quote', country: 'kr'});
    const guestRows = await db.consent.findMany({where: {orderId: guest.order.id}});
    assert.equal(guestRows.length, 3);
    assert.ok(guestRows.every((r) => r.userId === null && r.source === 'quote' && r.grantedAt.getTime() > signedUp.getTime()));

    // My page: every consent given, the marketing one changeable.
    const states = await consentStates(db, user.id);
    assert.deepEqual(
      states.map((s) => [s.kind, s.optional, s.granted]),
      [
        ['terms', false, true],
        ['privacy', false, true],
        ['age14', false, true],
        ['marketing', true, true],
      ],
    );

    const withdrawnAt = new Date('2026-11-27T09:30:00.000Z');
    assert.equal(await setOptionalConsent(db, user.id, {kind: 'marketing', granted: false, country: 'kr', now: withdrawnAt}), true);
    assert.equal(await setOptionalConsent(db, user.id, {kind: 'marketing', granted: false, country: 'kr'}), false, 'withdrawing again changes nothing');
    const afterWithdrawal = (await consentStates(db, user.id)).find((s) => s.kind === 'marketing')!;
    assert.equal(afterWithdrawal.granted, false);
    assert.equal(afterWithdrawal.withdrawnAt?.toISOString(), withdrawnAt.toISOString());
    // The others stay given.
    assert.ok((await consentStates(db, user.id)).filter((s) => !s.optional).every((s) => s.granted));

    // Given again: a new row; the withdrawn one is kept as history.
    assert.equal(await setOptionalConsent(db, user.id, {kind: 'marketing', granted: true, country: 'kr'}), true);
    assert.equal(await setOptionalConsent(db, user.id, {kind: 'marketing', granted: true, country: 'kr'}), false, 'giving it again changes nothing');
    const marketing = await db.consent.findMany({where: {userId: user.id, kind: 'marketing'}, orderBy: {grantedAt: 'asc'}});
    assert.deepEqual(
      marketing.map((r) => [r.source, r.withdrawnAt?.toISOString() ?? null]),
      [
        ['signup', withdrawnAt.toISOString()],
        ['account', null],
      ],
    );
    assert.equal((await consentStates(db, user.id)).find((s) => s.kind === 'marketing')!.granted, true);

    // An account that never gave the optional one sees it as not given.
    const other = await registerUser(db, {email: 'other@shop.test', password: PASSWORD});
    assert.ok(other.ok);
    assert.deepEqual(await consentStates(db, other.user.id), [{kind: 'marketing', optional: true, granted: false, version: null, grantedAt: null, withdrawnAt: null}]);

    // The data export lists each consent with its version; deleting the account ends the marketing consent.
    const exported = await accountExport(db, user.id);
    assert.equal(exported?.consentRecords.length, 5);
    assert.ok(exported?.consentRecords.every((c) => c.version === CONSENT_VERSIONS[c.kind as 'terms']));
    assert.deepEqual(await deleteAccount(db, user.id, {password: PASSWORD}), {ok: true, storageKeys: []});
    assert.equal(await db.consent.count({where: {userId: user.id, kind: 'marketing', withdrawnAt: null}}), 0);
    assert.equal(await db.consent.count({where: {userId: user.id, kind: 'terms'}}), 1, 'what was agreed stays on record');
  });
}
