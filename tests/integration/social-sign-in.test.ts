/**
 * Kakao and Naver sign-in (docs/accounts.md) through the shop's own Auth.js configuration (lib/auth/config)
 * against local fakes of the services' OAuth endpoints (tests/fakes/oauth): the browser's steps
 * are played with a cookie jar, the services answer over HTTP.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {Auth, type AuthConfig} from '@auth/core';
import {requestEmailChange} from '@/lib/account/store';
import {createResetToken, registerUser, resetPassword, verifyLogin} from '@/lib/auth/accounts';
import {authConfig} from '@/lib/auth/config';
import {claimCookieName, claimFromRequest, claimRedirect, confirmClaim, createMailToken, readClaim, type OAuthSettings} from '@/lib/auth/oauth';
import {signInOrder} from '@/lib/auth/social';
import {openSession, startSession} from '@/lib/auth/sessions';
import {createVerificationToken, followEmailLink, markVerified} from '@/lib/auth/verification';
import {sessionCookie} from '@/lib/cookies';
import {startFakeOAuth} from '../fakes/oauth';
import {databaseKinds, openDatabase} from './databases';

const ORIGIN = 'http://shop.test';
const SECRET = 'social-sign-in-test-secret-0123456789abcdef';

/** A browser's cookies for the shop. */
class Jar {
  private cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = pair!.trim().split('=');
      const value = rest.join('=');
      const gone = value === '' || attributes.some((a) => /^\s*max-age=0$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (gone) this.cookies.delete(name!);
      else this.cookies.set(name!, value);
    }
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

for (const kind of databaseKinds) {
  test(`Kakao and Naver sign-in against fakes of their OAuth endpoints (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    const kakao = await startFakeOAuth('kakao');
    const naver = await startFakeOAuth('naver');
    t.after(async () => {
      await kakao.close();
      await naver.close();
    });
    const oauth: OAuthSettings = {
      google: {},
      kakao: {clientId: kakao.clientId, clientSecret: kakao.clientSecret, base: kakao.url},
      naver: {clientId: naver.clientId, clientSecret: naver.clientSecret, base: naver.url},
    };
    const config = authConfig({db, secret: SECRET, secure: false, adminEmails: ['boss@studio.kr'], oauth}) as AuthConfig;
    const session = sessionCookie(false).name;
    const fakes = {kakao, naver};

    /** The whole round trip in one browser: start, the service's page, the return (as app/api/auth/[...nextauth] answers it). */
    async function signIn(provider: 'kakao' | 'naver', jar = new Jar()) {
      const csrf = await Auth(new Request(`${ORIGIN}/api/auth/csrf`, {headers: {cookie: jar.header()}}), config);
      jar.take(csrf);
      const {csrfToken} = (await csrf.json()) as {csrfToken: string};
      const start = await Auth(
        new Request(`${ORIGIN}/api/auth/signin/${provider}`, {
          method: 'POST',
          headers: {cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded'},
          body: new URLSearchParams({csrfToken, callbackUrl: `${ORIGIN}/kr/profile?auth=success`}),
        }),
        config,
      );
      jar.take(start);
      const authorize = new URL(start.headers.get('location') ?? '');
      assert.equal(authorize.origin, fakes[provider].url, 'the sign-in goes to the service (its base is overridable)');
      assert.equal(authorize.searchParams.get('redirect_uri'), `${ORIGIN}/api/auth/callback/${provider}`);
      // Kakao: an empty scope (the consent items of the app's console); OpenID scopes would be refused (KOE205).
      if (provider === 'kakao') assert.equal(authorize.searchParams.get('scope'), '');
      const atService = await fetch(authorize, {redirect: 'manual'});
      const callback = new URL(atService.headers.get('location') ?? '');
      const request = new Request(`${ORIGIN}${callback.pathname}${callback.search}`, {headers: {cookie: jar.header()}});
      const answer = claimRedirect(await Auth(request, config), request, false);
      jar.take(answer);
      return {jar, answer, location: answer.headers.get('location') ?? ''};
    }

    const userByEmail = (email: string) => db.user.findUnique({where: {email}, include: {accounts: true}});

    await t.test('Korean pages show Kakao and Naver first; others Google first', () => {
      assert.deepEqual(signInOrder(['google', 'kakao', 'naver'], 'kr', 'ko'), ['kakao', 'naver', 'google']);
      assert.deepEqual(signInOrder(['google', 'kakao', 'naver'], 'us', 'ko'), ['kakao', 'naver', 'google']);
      assert.deepEqual(signInOrder(['google', 'kakao', 'naver'], 'us', 'en'), ['google', 'kakao', 'naver']);
      assert.deepEqual(signInOrder(['google'], 'kr', 'ko'), ['google']);
    });

    await t.test('Kakao with a verified e-mail makes a confirmed account and signs in; the next sign-in is the same account', async () => {
      kakao.signInAs({id: '1001', email: 'Minji@Kakao.test', name: '민지'});
      const first = await signIn('kakao');
      assert.match(first.location, /^\/kr\/profile\?auth=success$|^http:\/\/shop\.test\/kr\/profile\?auth=success$/);
      assert.ok(first.jar.get(session), 'signed in');
      const user = await userByEmail('minji@kakao.test');
      assert.ok(user?.emailVerified, 'Kakao vouched for the address');
      assert.deepEqual(
        user.accounts.map((a) => [a.provider, a.providerAccountId]),
        [['kakao', '1001']],
      );
      assert.equal(user.role, 'USER');
      // The token request carried the client's id and secret in the body (client_secret_post), as Kakao asks.
      const tokenRequest = kakao.requests.find((r) => r.path === '/oauth/token');
      assert.equal(tokenRequest?.body.client_secret, kakao.clientSecret);
      assert.equal(tokenRequest?.authorization, undefined);

      const again = await signIn('kakao');
      assert.ok(again.jar.get(session));
      assert.equal(await db.user.count({where: {email: 'minji@kakao.test'}}), 1);
      assert.equal(await db.userSession.count({where: {userId: user.id}}), 2, 'two sign-ins, two sessions of the one account');
    });

    await t.test('Kakao with a verified e-mail joins the confirmed account that has it, as Google does', async () => {
      const registered = await registerUser(db, {email: 'soyeon@mail.test', password: 'Str0ngEnough'});
      assert.ok(registered.ok);
      await markVerified(db, registered.user.id);
      kakao.signInAs({id: '1002', email: 'soyeon@mail.test'});
      const {jar} = await signIn('kakao');
      assert.ok(jar.get(session));
      const user = await userByEmail('soyeon@mail.test');
      assert.equal(user?.id, registered.user.id);
      assert.deepEqual(
        user?.accounts.map((a) => a.provider),
        ['kakao'],
      );
    });

    await t.test('a Kakao or Naver sign-in never joins an account whose address is unconfirmed (pre-hijacking)', async () => {
      const squatter = await registerUser(db, {email: 'victim@mail.test', password: 'Squatt3rPass'});
      assert.ok(squatter.ok);
      for (const provider of ['kakao', 'naver'] as const) {
        fakes[provider].signInAs({id: `${provider}-victim`, email: 'victim@mail.test'});
        const {jar, location} = await signIn(provider);
        assert.equal(jar.get(session), undefined, `${provider}: not signed in`);
        assert.match(location, /\/api\/auth\/google\/failed/, `${provider}: the failure page (?auth=failed)`);
      }
      assert.equal(await db.account.count({where: {userId: squatter.user.id}}), 0);
      assert.equal((await userByEmail('victim@mail.test'))?.emailVerified, null);
    });

    await t.test('a squatter`s password does not survive the owner confirming the welcome mail elsewhere and joining with Naver', async () => {
      const V = 'taken-over@mail.test';
      const squatted = await registerUser(db, {email: V, password: 'Squatt3rPass'});
      assert.ok(squatted.ok);
      const sid = await startSession(db, squatted.user.id);
      const squatterSession = {sid, sv: squatted.user.sessionVersion};
      const planted = await requestEmailChange(db, squatted.user.id, 'squatter@evil.test', 'Squatt3rPass', []);
      assert.ok(planted.ok, 'the squatter plants a change link to its own address');
      const reset = await createResetToken(db, V);
      // 1. The owner signs in with Naver: refused, the account is unconfirmed.
      naver.signInAs({id: 'nv-owner', email: V});
      assert.equal((await signIn('naver')).jar.get(session), undefined);
      // 2. The owner presses "Confirm" in the welcome mail, in their own browser (no session of the account).
      const welcome = await createVerificationToken(db, squatted.user);
      const confirmed = await followEmailLink(db, welcome, [], {sessionId: null});
      assert.ok(confirmed.kind === 'verified');
      assert.equal(confirmed.passwordCleared, true, 'the page says to choose a password with "Forgot password?"');
      // 3. The owner signs in with Naver again: it joins the account, now the owner's alone.
      const owner = await signIn('naver');
      assert.ok(owner.jar.get(session), 'the owner is signed in');
      assert.equal((await userByEmail(V))?.accounts[0]?.provider, 'naver');
      assert.equal(await openSession(db, squatterSession.sid, squatterSession.sv), null, 'the squatter`s session is gone');
      assert.equal(await verifyLogin(db, V, 'Squatt3rPass'), null, 'the squatter`s password no longer logs in');
      assert.deepEqual(await followEmailLink(db, planted.token, [], {password: 'Squatt3rPass'}), {kind: 'invalid'}, 'its change link is spent');
      assert.equal(await resetPassword(db, reset!.token, 'Another1Pass'), null, 'and every reset link asked for before');
      assert.equal((await userByEmail(V))?.email, V);

      // Confirmed in a session of the account (the browser that signed up), the password stays.
      const own = await registerUser(db, {email: 'own-browser@mail.test', password: 'Str0ngEnough'});
      assert.ok(own.ok);
      const ownSid = await startSession(db, own.user.id);
      const kept = await followEmailLink(db, await createVerificationToken(db, own.user), [], {sessionId: ownSid});
      assert.ok(kept.kind === 'verified' && !kept.passwordCleared);
      assert.ok(await verifyLogin(db, 'own-browser@mail.test', 'Str0ngEnough'));
      assert.ok(await openSession(db, ownSid, own.user.sessionVersion));
    });

    await t.test('Naver makes an account from the address it gives (client_secret_post, a string expires_in)', async () => {
      naver.signInAs({id: 'nv-77', email: 'jiho@naver.test', name: '김지호'});
      const {jar} = await signIn('naver');
      assert.ok(jar.get(session));
      const user = await userByEmail('jiho@naver.test');
      assert.ok(user?.emailVerified);
      assert.deepEqual(
        user.accounts.map((a) => [a.provider, a.providerAccountId]),
        [['naver', 'nv-77']],
      );
      assert.equal(naver.requests.find((r) => r.path === '/oauth2.0/token')?.body.client_secret, naver.clientSecret);
    });

    await t.test('Kakao without an e-mail asks for one; nothing is made until the mail is confirmed in the same browser', async () => {
      kakao.signInAs({id: '2001', name: '익명'});
      const users = await db.user.count();
      const {jar, location, answer} = await signIn('kakao');
      assert.equal(jar.get(session), undefined, 'not signed in yet');
      assert.equal(location, '/kr/profile?auth=email&via=kakao', 'back to the page, where the dialog asks for the address');
      assert.doesNotMatch(answer.headers.get('location') ?? '', /claim/, 'the claim is never in a URL');
      const claimValue = jar.get(claimCookieName(false));
      assert.ok(claimValue, 'the claim cookie');
      assert.match(answer.headers.getSetCookie().join('\n'), /oauth-claim=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
      assert.equal(await db.user.count(), users, 'no account yet');

      // The dialog's address (what /api/auth/oauth/email does): the claim read from the browser's cookie.
      const claim = await readClaim(SECRET, claimFromRequest(new Request(ORIGIN, {headers: {cookie: jar.header()}}), false));
      assert.ok(claim);
      const token = await createMailToken(SECRET, claim, 'Anon@Mail.test');
      assert.equal(await db.user.count(), users, 'asking for the mail makes nothing either');

      // Opened in another browser (the mail sent to someone else, or a claim of another sign-in): refused.
      assert.deepEqual(await confirmClaim(db, SECRET, token, null), {kind: 'otherBrowser'});
      kakao.signInAs({id: '2001'});
      const other = await signIn('kakao');
      assert.deepEqual(await confirmClaim(db, SECRET, token, other.jar.get(claimCookieName(false))), {kind: 'otherBrowser'}, 'another claim of the same Kakao account');
      // Altered or expired: invalid.
      assert.deepEqual(await confirmClaim(db, SECRET, `${token.slice(0, -10)}${token.at(-10) === 'A' ? 'B' : 'A'}${token.slice(-9)}`, claimValue), {kind: 'invalid'});
      assert.deepEqual(await confirmClaim(db, SECRET, token, claimValue, Date.now() + 25 * 60 * 60 * 1000), {kind: 'invalid'});
      assert.equal(await db.user.count(), users);

      const confirmed = await confirmClaim(db, SECRET, token, claimValue);
      assert.equal(confirmed.kind, 'linked');
      const user = await userByEmail('anon@mail.test');
      assert.ok(user?.emailVerified, 'the address is confirmed by the link');
      assert.deepEqual(
        user.accounts.map((a) => [a.provider, a.providerAccountId]),
        [['kakao', '2001']],
      );
      assert.deepEqual(await confirmClaim(db, SECRET, token, claimValue), confirmed, 'following it again changes nothing');

      // The browser signs in with Kakao again: now the account.
      const back = await signIn('kakao', jar);
      assert.ok(back.jar.get(session));
      assert.equal(await db.userSession.count({where: {userId: user.id}}), 1);
    });

    await t.test('Kakao with an unverified e-mail asks too; a confirmed mail joins the confirmed account with that address', async () => {
      const owner = await registerUser(db, {email: 'owner@mail.test', password: 'Str0ngEnough'});
      assert.ok(owner.ok);
      await markVerified(db, owner.user.id);
      kakao.signInAs({id: '3001', email: 'owner@mail.test', verified: false});
      const {jar, location} = await signIn('kakao');
      assert.equal(location, '/kr/profile?auth=email&via=kakao', 'an address Kakao does not vouch for joins nothing');
      assert.equal(jar.get(session), undefined);
      const claimValue = jar.get(claimCookieName(false));
      const claim = await readClaim(SECRET, claimValue);
      assert.ok(claim);
      assert.deepEqual(await confirmClaim(db, SECRET, await createMailToken(SECRET, claim, 'owner@mail.test'), claimValue), {kind: 'linked', provider: 'kakao', userId: owner.user.id});
      assert.deepEqual(
        (await userByEmail('owner@mail.test'))?.accounts.map((a) => a.provider),
        ['kakao'],
      );
    });

    await t.test('a confirmed mail never joins an unconfirmed account, and never makes an admin', async () => {
      kakao.signInAs({id: '4001'});
      const {jar} = await signIn('kakao');
      const claimValue = jar.get(claimCookieName(false));
      const claim = await readClaim(SECRET, claimValue);
      assert.ok(claim);
      assert.deepEqual(await confirmClaim(db, SECRET, await createMailToken(SECRET, claim, 'victim@mail.test'), claimValue), {kind: 'unconfirmed'});
      assert.equal(await db.account.count({where: {providerAccountId: '4001'}}), 0);
      const listed = await confirmClaim(db, SECRET, await createMailToken(SECRET, claim, 'boss@studio.kr'), claimValue);
      assert.equal(listed.kind, 'linked');
      assert.equal((await userByEmail('boss@studio.kr'))?.role, 'USER', 'an ADMIN_EMAIL(S) address becomes admin only by a password reset');
    });
  });
}
