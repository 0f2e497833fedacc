/**
 * Account takeover (docs/security.md#what-is-tested, N1 and N4), replayed on PGlite and (with TEST_DATABASE_URL)
 * PostgreSQL: the attacks that table describes, step by step through the same account
 * functions the API routes call, and the harm not happening.
 *
 * N1: someone pre-registers the victim's address and plants an e-mail change link to an address
 * they read; the victim takes the account back (reset, change of password, log out everywhere, a
 * confirmation) and uses it; the old link must not give the account back.
 * N4: someone signs up first with an ADMIN_EMAILS address; its owner pressing "Confirm" must not
 * make the squatter admin; only the owner setting the password does, and no account moves to such
 * an address.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {changePassword, deleteAccount, requestEmailChange} from '@/lib/account/store';
import {createResetToken, linkGoogleAccount, registerUser, resetPassword, verifyLogin} from '@/lib/auth/accounts';
import {endAllSessions, openSession, startSession} from '@/lib/auth/sessions';
import {createVerificationToken, emailChangeOwner, followEmailLink} from '@/lib/auth/verification';
import {SEED_CATALOG} from '@/lib/catalog/seed';
import type {PrismaClient} from '@/lib/db/client';
import {seed} from '@/lib/db/seed';
import {listedWelcomeMail, welcomeMail} from '@/lib/mail/templates';
import {priceOrder} from '@/lib/orders/pricing';
import {createOrder} from '@/lib/orders/store';
import {databaseKinds, openDatabase} from './databases';

const SECRET = 'integration-test-secret-0123456789abcdef';
const ATTACKER_PASSWORD = 'Attacker1Pass';
const VICTIM_PASSWORD = 'VictimPass1x';
const LISTED = 'ops.sec@studio.kr';
const ADMIN_EMAILS = [LISTED];

/** A browser's session as its cookie carries it: the row's id and the version its token was given. */
async function signIn(db: PrismaClient, userId: string, now = new Date()) {
  const sid = await startSession(db, userId, now);
  const {sessionVersion} = await db.user.findUniqueOrThrow({where: {id: userId}});
  return {sid, sv: sessionVersion};
}
/** What the server sees of that session: the user behind it (role read from the database), or null when it was ended. */
async function sessionUser(db: PrismaClient, s: {sid: string; sv: number}) {
  const open = await openSession(db, s.sid, s.sv);
  return open ? db.user.findUniqueOrThrow({where: {id: open.id}}) : null;
}

/** Steps 1-2 of N1: the attacker signs up with the victim's address and asks to move the account to their own. */
async function preRegisterAndPlant(db: PrismaClient, victim: string, attacker: string, now = new Date()) {
  const made = await registerUser(db, {email: victim, password: ATTACKER_PASSWORD, firstName: 'Any', lastName: 'Name'});
  assert.ok(made.ok);
  const session = await signIn(db, made.user.id, now);
  const asked = await requestEmailChange(db, made.user.id, attacker, ATTACKER_PASSWORD, ADMIN_EMAILS, now);
  assert.ok(asked.ok, 'the change link goes to the attacker');
  return {account: made.user, session, link: asked.token};
}

/** The account is still the victim's: its address, their password only, and no account at the attacker's address to reset. */
async function stillTheVictims(db: PrismaClient, accountId: string, victim: string, attacker: string, password: string) {
  const account = await db.user.findUniqueOrThrow({where: {id: accountId}});
  assert.equal(account.email, victim);
  assert.equal((await verifyLogin(db, victim, password))?.id, accountId);
  assert.equal(await verifyLogin(db, victim, ATTACKER_PASSWORD), null);
  assert.equal(await db.user.findUnique({where: {email: attacker}}), null, 'no account at the attacker`s address');
  assert.equal(await createResetToken(db, attacker), null, 'the attacker cannot reset their way in');
}

for (const kind of databaseKinds) {
  test(`account takeover: security review 3, N1 and N4 (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);

    await t.test('N1: the change link planted before the owner`s password reset does not take the account back', async () => {
      const V = 'victim-reset@cafe.kr';
      const A = 'attacker-reset@evil.example';
      const {account, session: attacker, link} = await preRegisterAndPlant(db, V, A);
      // 3. The victim cannot sign up, resets the password of V and uses the account.
      assert.deepEqual(await registerUser(db, {email: V, password: VICTIM_PASSWORD}), {ok: false, error: 'emailTaken'});
      const reset = await createResetToken(db, V);
      assert.ok(await resetPassword(db, reset!.token, VICTIM_PASSWORD, new Date(), ADMIN_EMAILS));
      assert.equal(await sessionUser(db, attacker), null, 'the attacker`s session ended with the reset');
      const victim = await signIn(db, account.id);
      const priced = priceOrder([{type: 'service', id: 4, quantity: 1}], 'us', SEED_CATALOG);
      assert.ok(typeof priced !== 'string');
      const {order} = await createOrder(db, {
        priced,
        customer: {name: 'Victim Person', email: V, phone: '+1 555 0100 222', address: '12 Secret Lane'},
        country: 'us',
        language: 'en',
        user: {id: account.id},
        secret: SECRET,
      });
      // 4. Later, the attacker opens the old change link: with their (old) password, without one, and
      // with their ended session. Nothing moves.
      assert.deepEqual(await followEmailLink(db, link, ADMIN_EMAILS, {password: ATTACKER_PASSWORD}), {kind: 'invalid'});
      assert.deepEqual(await followEmailLink(db, link, ADMIN_EMAILS, {}), {kind: 'invalid'});
      assert.deepEqual(await followEmailLink(db, link, ADMIN_EMAILS, {sessionId: attacker.sid}), {kind: 'invalid'});
      // 5. So the attacker has nothing to reset, and the victim's order stays in the victim's account.
      await stillTheVictims(db, account.id, V, A, VICTIM_PASSWORD);
      assert.equal((await db.order.findUniqueOrThrow({where: {id: order.id}})).userId, account.id);
      assert.equal((await sessionUser(db, victim))?.email, V, 'the victim stays signed in');
    });

    await t.test('N1: a change of password, "log out everywhere" and confirming the address each end the planted link too', async () => {
      const takeBacks: [string, (accountId: string) => Promise<unknown>, string][] = [
        ['change of password', (id) => changePassword(db, id, ATTACKER_PASSWORD, VICTIM_PASSWORD, null), VICTIM_PASSWORD],
        ['log out everywhere', (id) => endAllSessions(db, id), ATTACKER_PASSWORD],
        [
          'confirmation of the address',
          async (id) => {
            const confirm = await createVerificationToken(db, await db.user.findUniqueOrThrow({where: {id}}));
            assert.equal((await followEmailLink(db, confirm, ADMIN_EMAILS)).kind, 'verified');
          },
          ATTACKER_PASSWORD,
        ],
      ];
      for (const [i, [name, takeBack, password]] of takeBacks.entries()) {
        const V = `victim-${i}@cafe.kr`;
        const A = `attacker-${i}@evil.example`;
        const {account, link} = await preRegisterAndPlant(db, V, A);
        await takeBack(account.id);
        // Even with the password the attacker knew (which "log out everywhere" leaves as it was), the link moves nothing.
        assert.deepEqual(await followEmailLink(db, link, ADMIN_EMAILS, {password: ATTACKER_PASSWORD}), {kind: 'invalid'}, name);
        assert.deepEqual(await followEmailLink(db, link, ADMIN_EMAILS, {password}), {kind: 'invalid'}, name);
        assert.equal((await db.user.findUniqueOrThrow({where: {id: account.id}})).email, V, name);
        assert.equal(await db.user.findUnique({where: {email: A}}), null, name);
      }
    });

    await t.test('N1: a deleted account`s links are gone', async () => {
      const {account, link} = await preRegisterAndPlant(db, 'victim-deleted@cafe.kr', 'attacker-deleted@evil.example');
      assert.ok((await deleteAccount(db, account.id, {password: ATTACKER_PASSWORD})).ok);
      assert.deepEqual(await followEmailLink(db, link, ADMIN_EMAILS, {password: ATTACKER_PASSWORD}), {kind: 'invalid'});
      assert.equal(await db.user.findUnique({where: {email: 'attacker-deleted@evil.example'}}), null);
    });

    await t.test('N1: following a change link needs the account`s current password, or a sign-in made after it was asked for', async () => {
      const start = new Date(Date.now() - 60_000);
      const owner = await registerUser(db, {email: 'mover@cafe.kr', password: VICTIM_PASSWORD});
      assert.ok(owner.ok);
      const asked = await requestEmailChange(db, owner.user.id, 'moved@cafe.kr', VICTIM_PASSWORD, ADMIN_EMAILS, start);
      assert.ok(asked.ok);
      assert.equal(await emailChangeOwner(db, asked.token), owner.user.id);
      // The page first asks for the password; a wrong one is refused and spends nothing.
      assert.deepEqual(await followEmailLink(db, asked.token, ADMIN_EMAILS), {kind: 'proofRequired', by: 'password'});
      assert.deepEqual(await followEmailLink(db, asked.token, ADMIN_EMAILS, {password: 'Wr0ngPassword'}), {kind: 'wrongPassword', userId: owner.user.id});
      // The legitimate owner, with their password, completes the change.
      const moved = await followEmailLink(db, asked.token, ADMIN_EMAILS, {password: VICTIM_PASSWORD});
      assert.ok(moved.kind === 'changed');
      assert.equal(moved.user.email, 'moved@cafe.kr');

      // An account without a password (Google): a session from before the link (a stolen cookie that
      // asked for it) is not enough; a sign-in after it is.
      const google = await db.user.create({data: {email: 'g-owner@gmail.test', username: 'g-owner', emailVerified: start}});
      const stolen = await signIn(db, google.id, start);
      const planted = await requestEmailChange(db, google.id, 'g-thief@evil.example', undefined, ADMIN_EMAILS, new Date(start.getTime() + 1000));
      assert.ok(planted.ok);
      assert.deepEqual(await followEmailLink(db, planted.token, ADMIN_EMAILS, {sessionId: stolen.sid}), {kind: 'proofRequired', by: 'signIn'});
      assert.deepEqual(await followEmailLink(db, planted.token, ADMIN_EMAILS, {password: 'anything'}), {kind: 'proofRequired', by: 'signIn'});
      assert.equal((await db.user.findUniqueOrThrow({where: {id: google.id}})).email, 'g-owner@gmail.test');
      const fresh = await signIn(db, google.id, new Date(start.getTime() + 2000));
      assert.equal((await followEmailLink(db, planted.token, ADMIN_EMAILS, {sessionId: fresh.sid})).kind, 'changed');
    });

    await t.test('N4: the owner confirming the welcome mail does not make the squatter admin; the owner`s reset does, and ends the squatter', async () => {
      // 1. The squatter signs up first with the listed address: a customer.
      const made = await registerUser(db, {email: LISTED, password: 'Squatter1Pass', firstName: 'Ops', lastName: 'Team'});
      assert.ok(made.ok);
      assert.equal(made.user.role, 'USER');
      const squatter = await signIn(db, made.user.id);
      // The squatter also plants a change link to an address they read.
      const planted = await requestEmailChange(db, made.user.id, 'squatter@evil.example', 'Squatter1Pass', ADMIN_EMAILS);
      assert.deepEqual(planted, {ok: false, error: 'configured'}, 'a listed address does not move away');

      // 2-3. The owner presses "Confirm" (a confirmation link to the address, as the welcome mail had).
      const confirm = await createVerificationToken(db, made.user);
      const confirmed = await followEmailLink(db, confirm, ADMIN_EMAILS);
      assert.ok(confirmed.kind === 'verified');
      assert.equal(confirmed.user.role, 'USER', 'confirming grants nothing');
      assert.equal(await sessionUser(db, squatter), null, 'confirmed outside the squatter`s session: the squatter is signed out');
      assert.equal(await verifyLogin(db, LISTED, 'Squatter1Pass'), null, 'and its password is dropped');
      // A restart's seed and a Google sign-in of the owner do not promote it either.
      await seed(db, {adminEmail: LISTED, production: true});
      assert.equal((await db.user.findUniqueOrThrow({where: {id: made.user.id}})).role, 'USER');
      assert.equal((await linkGoogleAccount(db, 'google-owner-sub', LISTED, ADMIN_EMAILS))?.role, 'USER');

      // The owner sets the password (reset link): now admin, and the squatter is out for good.
      const reset = await createResetToken(db, LISTED);
      const owner = await resetPassword(db, reset!.token, 'Own3rsPassword', new Date(), ADMIN_EMAILS);
      assert.equal(owner?.role, 'ADMIN');
      assert.equal(await sessionUser(db, squatter), null, 'the squatter`s session ended');
      assert.equal(await verifyLogin(db, LISTED, 'Squatter1Pass'), null, 'the squatter`s password is gone');
      assert.ok(await verifyLogin(db, LISTED, 'Own3rsPassword'));
    });

    await t.test('N4: no account moves to a listed address, even with a link asked for before it was listed', async () => {
      const made = await registerUser(db, {email: 'climber@evil.example', password: ATTACKER_PASSWORD});
      assert.ok(made.ok);
      assert.deepEqual(await requestEmailChange(db, made.user.id, 'Boss@Studio.kr', ATTACKER_PASSWORD, ['boss@studio.kr']), {ok: false, error: 'listed'});
      assert.equal(await db.emailVerificationToken.count({where: {userId: made.user.id}}), 0, 'no link was sent to the owner');
      // The address was not listed yet when the link was asked for; the owner follows it after the operator listed it.
      const early = await requestEmailChange(db, made.user.id, 'boss@studio.kr', ATTACKER_PASSWORD, []);
      assert.ok(early.ok);
      assert.deepEqual(await followEmailLink(db, early.token, ['boss@studio.kr'], {password: ATTACKER_PASSWORD}), {kind: 'listed'});
      const after = await db.user.findUniqueOrThrow({where: {id: made.user.id}});
      assert.deepEqual([after.email, after.role], ['climber@evil.example', 'USER']);
    });

    await t.test('N4: the welcome mail to a listed address says someone created an account with it, and links to a new password', async () => {
      for (const lang of ['en', 'ko', 'ja', 'zh', 'vi'] as const) {
        const mail = await listedWelcomeMail(lang, LISTED, 'https://shop.example/us/en/reset-password?token=abc');
        const plain = await welcomeMail(lang, 'someone@cafe.kr', 'https://shop.example/us/en/verify-email?token=abc');
        assert.notEqual(mail.subject, plain.subject, lang);
        assert.ok(mail.text.includes(LISTED), `${lang}: names the address`);
        assert.ok(mail.text.includes('/reset-password?token=abc'), `${lang}: the button sets a new password`);
        assert.ok(!mail.text.includes('verify-email'), `${lang}: no confirmation link`);
      }
      const en = await listedWelcomeMail('en', LISTED, 'https://shop.example/us/en/reset-password?token=abc');
      assert.match(en.text, /Someone, perhaps you, perhaps someone else, created a customer account/);
      assert.match(en.text, /administrator access only once the owner of this mailbox chooses a new password/);
    });
  });
}
