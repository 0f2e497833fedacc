/**
 * The cart, contact and account endpoints as a client sees them, now that each is an adapter over
 * its command (lib/cart/commands, lib/contact/commands, lib/auth/commands): statuses, the exact
 * JSON each documents (lib/http/answers), Retry-After on a 429, the country each one is run for
 * (the default shop when a caller names none), and the no-JS Add to Cart form's 303. The domain
 * steps are mocked; the integration tests run them on real databases.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createTranslator} from 'next-intl';
import {CredentialsSignin} from 'next-auth';
import {signIn, signOut} from '@/lib/auth';
import {after} from 'next/server';
import {createResetToken, isEmailAvailable, registerUser} from '@/lib/auth/accounts';
import {claimCookie} from '@/lib/auth/oauth';
import {recordConsents} from '@/lib/privacy/consent-store';
import {loginGate} from '@/lib/auth/login-limits';
import {addToCart, clearCart, readCart, removeFromCart} from '@/lib/cart/store';
import {receiveContact} from '@/lib/contact/submit';
import {notifyStudio} from '@/lib/orders/notify';
import {limits} from '@/lib/rate-limit/app';
import {DELETE as clearRoute, POST as addRoute} from '@/app/api/cart/route';
import {DELETE as removeRoute} from '@/app/api/cart/[id]/route';
import {POST as formRoute} from '@/app/api/cart/form/route';
import {POST as contactRoute} from '@/app/api/contact/route';
import {POST as checkEmailRoute} from '@/app/api/auth/check-email/route';
import {POST as loginRoute} from '@/app/api/auth/login/route';
import {POST as logoutRoute} from '@/app/api/auth/logout/route';
import {POST as forgotRoute} from '@/app/api/auth/forgot-password/route';
import {POST as registerRoute} from '@/app/api/auth/register/route';
import {POST as confirmRoute} from '@/app/api/auth/oauth/confirm/route';

const jar = new Map<string, string>();
let requestHeaders = new Headers();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? {name, value: jar.get(name)} : undefined),
    set: (name: string, value: string) => jar.set(name, value),
    delete: (name: string | {name: string}) => jar.delete(typeof name === 'string' ? name : name.name),
    getAll: () => [...jar].map(([name, value]) => ({name, value})),
  }),
  headers: async () => requestHeaders,
}));
jest.mock('next/server', () => ({after: jest.fn()}));
jest.mock('next-auth', () => ({CredentialsSignin: class CredentialsSignin extends Error {}}));
jest.mock('@/lib/auth', () => ({auth: jest.fn(async () => null), signIn: jest.fn(), signOut: jest.fn(), secureCookies: false}));
jest.mock('@/lib/auth/guard', () => ({currentUser: jest.fn(async () => null), currentSessionId: jest.fn(async () => null)}));
jest.mock('@/lib/auth/accounts', () => ({
  isEmailAvailable: jest.fn(),
  createResetToken: jest.fn(),
  registerUser: jest.fn(),
  // The answer's whole shape: the REST adapter checks it against the command's output schema.
  publicUser: (user: {id: string; email: string}) => ({
    id: user.id,
    email: user.email,
    emailVerified: false,
    username: 'u',
    firstName: null,
    lastName: null,
    phone: null,
    role: 'USER',
    createdAt: '2026-01-01T00:00:00.000Z',
  }),
}));
jest.mock('@/lib/auth/oauth', () => ({...jest.requireActual('@/lib/auth/oauth'), confirmClaim: jest.fn(async () => ({kind: 'linked', provider: 'kakao'}))}));
jest.mock('@/lib/auth/verify-link', () => ({verificationUrl: jest.fn(async () => 'http://shop.test/verify'), resetLinkUrl: jest.fn(() => 'http://shop.test/reset')}));
jest.mock('@/lib/privacy/consent-store', () => ({...jest.requireActual('@/lib/privacy/consent-store'), recordConsents: jest.fn()}));
jest.mock('@/lib/auth/device-cookie', () => ({knownDevice: jest.fn(async () => false), rememberDevice: jest.fn()}));
jest.mock('@/lib/auth/login-limits', () => ({loginGate: jest.fn(), loginFailed: jest.fn(), loginSucceeded: jest.fn(), issueCheckPass: () => 'pass', accountRecovered: jest.fn()}));
jest.mock('@/lib/auth/secret', () => ({authSecret: () => 'test-secret'}));
jest.mock('@/lib/mail', () => ({sendMail: jest.fn()}));
jest.mock('@/lib/db', () => ({
  db: {
    $transaction(work: (tx: unknown) => unknown) {
      return work(this);
    },
    user: {findUniqueOrThrow: async ({where}: {where: {email: string}}) => ({id: 'user-1', email: where.email})},
  },
}));
jest.mock('@/lib/cart/store', () => ({addToCart: jest.fn(), clearCart: jest.fn(), readCart: jest.fn(), removeFromCart: jest.fn(), setCartQuantity: jest.fn()}));
jest.mock('@/lib/contact/submit', () => ({receiveContact: jest.fn()}));
jest.mock('@/lib/orders/notify', () => ({notifyStudio: jest.fn()}));
jest.mock('@/lib/rate-limit/app', () => ({limits: {attempt: jest.fn()}}));
jest.mock('next-intl/server', () => ({
  getTranslations: async ({locale, namespace}: {locale: 'en'; namespace: string}) =>
    createTranslator({locale, messages: JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')), namespace: namespace as never}),
}));

const messages = (locale: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'));
const tooManyText = (locale: 'en' | 'ko', minutes: number) => createTranslator({locale, messages: messages(locale), namespace: 'Auth.server'})('tooMany', {minutes});
const mocked = <F extends (...args: never[]) => unknown>(f: F) => f as unknown as jest.MockedFunction<F>;
const GUEST = '11111111-1111-4111-8111-111111111111';
const LINE = '22222222-2222-4222-8222-222222222222';
const cart = {items: [], totalQuantity: 3, currency: 'KRW', amount: 9900};

const json = (url: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
  new Request(`http://shop.test${url}`, {method, headers: {'content-type': 'application/json', ...headers}, body: JSON.stringify(body)});
const bare = (url: string, method: string, headers: Record<string, string> = {}) => new Request(`http://shop.test${url}`, {method, headers});
const params = (id: string) => ({params: Promise.resolve({id})});

beforeEach(() => {
  jest.clearAllMocks();
  jar.clear();
  requestHeaders = new Headers({'x-forwarded-for': '198.51.100.4'});
  mocked(readCart).mockResolvedValue(cart as never);
  mocked(limits.attempt).mockResolvedValue({allowed: true, retryAfterS: 0} as never);
});

describe('cart', () => {
  test('POST /api/cart adds for the named shop: 201 {success, message, ...cart}, the guest cookie and the count cookie', async () => {
    mocked(addToCart).mockResolvedValue('ok');
    const response = await addRoute(json('/api/cart', {templateId: 5}, {'x-country': 'kr', 'x-language': 'ko'}));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({success: true, message: messages('ko').Cart.added, ...cart});
    expect(mocked(addToCart).mock.calls[0]!.slice(2)).toEqual([{type: 'template', id: 5, quantity: 1}, 'kr']);
    expect(jar.get('studio.cart')).toMatch(/^[0-9a-f-]{36}$/);
    expect(jar.get('cart_count')).toBe('3');
  });

  test('a caller that names no country is priced in the default shop (us); 404 for what is not for sale', async () => {
    mocked(addToCart).mockResolvedValue('unknown');
    const response = await addRoute(json('/api/cart', {packageId: 'sns'}));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({success: false, message: messages('en').Cart.unknown});
    expect(mocked(addToCart).mock.calls[0]![3]).toBe('us');
  });

  test('the compatibility sessionId comes from the query when the body has none', async () => {
    mocked(addToCart).mockResolvedValue('ok');
    await addRoute(json(`/api/cart?sessionId=${GUEST}`, {templateId: 1}, {'x-country': 'us'}));
    expect(mocked(addToCart).mock.calls[0]![1]).toEqual({guestId: GUEST});
  });

  test('DELETE /api/cart takes no body and answers exactly {success: true}; from another site it is 403', async () => {
    jar.set('studio.cart', GUEST);
    const response = await clearRoute(bare('/api/cart', 'DELETE'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({success: true});
    expect(clearCart).toHaveBeenCalledWith(expect.anything(), {guestId: GUEST});
    const crossSite = await clearRoute(bare('/api/cart', 'DELETE', {'sec-fetch-site': 'cross-site'}));
    expect(crossSite.status).toBe(403);
    expect(clearCart).toHaveBeenCalledTimes(1);
  });

  test('DELETE /api/cart/{id}: {success, totalQuantity} for the visitor`s own line, 404 for any other id', async () => {
    jar.set('studio.cart', GUEST);
    mocked(removeFromCart).mockResolvedValue(true);
    const removed = await removeRoute(bare(`/api/cart/${LINE}`, 'DELETE'), params(LINE));
    expect(await removed.json()).toEqual({success: true, totalQuantity: 3});
    for (const id of ['not-a-line', 'x'.repeat(300)]) {
      const response = await removeRoute(bare(`/api/cart/${id}`, 'DELETE'), params(id));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({success: false, message: messages('en').Cart.notFound});
    }
  });

  test('the no-JS form post runs the same command for the form`s page, and 303s back with cart=added or cart=unknown', async () => {
    mocked(addToCart).mockResolvedValue('ok');
    const form = (body: string) =>
      new Request('http://shop.test/api/cart/form', {
        method: 'POST',
        headers: {'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length), host: 'shop.test', referer: 'http://shop.test/kr/templateshop?x=1'},
        body,
      });
    const added = await formRoute(form('country=kr&lang=ko&templateId=3'));
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/kr/templateshop?x=1&cart=added');
    expect(mocked(addToCart).mock.calls[0]!.slice(2)).toEqual([{type: 'template', id: 3, quantity: 1}, 'kr']);
    const broken = await formRoute(form('country=kr&lang=ko&templateId=three'));
    expect(broken.headers.get('location')).toBe('/kr/templateshop?x=1&cart=unknown');
    expect(addToCart).toHaveBeenCalledTimes(1);
  });
});

describe('contact', () => {
  const message = {name: 'Kim', email: 'kim@cafe.kr', service: 'basic', message: 'Hello'};

  test('201 {message} only, stored for the named shop from the caller`s address, and the studio told after it is stored', async () => {
    mocked(receiveContact).mockResolvedValue({ok: true, saved: {id: 'c1', createdAt: new Date()}});
    const response = await contactRoute(json('/api/contact', message, {'x-country': 'vn', 'x-language': 'vi'}));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({message: messages('vi').Contact.sentDescription});
    expect(mocked(receiveContact).mock.calls[0]![3]).toEqual({language: 'vi', country: 'vn', address: '198.51.100.4'});
    expect(mocked(notifyStudio).mock.calls[0]![0]).toMatchObject({kind: 'contact', message: {country: 'vn', company: null}});
  });

  test('past the limit: 429 {message} with Retry-After, nothing told; no country named is the default shop', async () => {
    mocked(receiveContact).mockResolvedValue({ok: false, retryAfterS: 125});
    const response = await contactRoute(json('/api/contact', message));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('125');
    expect(await response.json()).toEqual({message: tooManyText('en', 3)});
    expect(mocked(receiveContact).mock.calls[0]![3]).toMatchObject({country: 'us'});
    expect(notifyStudio).not.toHaveBeenCalled();
  });

  test('invalid fields: 422 with the Contact form`s translated errors', async () => {
    const response = await contactRoute(json('/api/contact', {...message, email: 'nope'}, {'x-language': 'ja'}));
    expect(response.status).toBe(422);
    // As before it was a command: {message, errors}, without `success`.
    expect(await response.json()).toEqual({message: messages('ja').Api.invalid, errors: {email: messages('ja').Contact.errors.emailInvalid}});
    expect(receiveContact).not.toHaveBeenCalled();
  });
});

describe('auth', () => {
  test('check-email answers exactly {available}, and 429 with Retry-After past the limit per address', async () => {
    mocked(isEmailAvailable).mockResolvedValue(true);
    const response = await checkEmailRoute(json('/api/auth/check-email', {email: 'a@b.co'}));
    expect(await response.json()).toEqual({available: true});
    expect(mocked(limits.attempt).mock.calls[0]![1]).toBe('198.51.100.4');
    mocked(limits.attempt).mockResolvedValue({allowed: false, retryAfterS: 30} as never);
    const limited = await checkEmailRoute(json('/api/auth/check-email', {email: 'a@b.co'}));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
    expect(await limited.json()).toEqual({success: false, message: tooManyText('en', 1)});
  });

  test('login: 200 {success, message, user}; 401 the one message for a wrong password; 429 when the gate is shut', async () => {
    mocked(loginGate).mockResolvedValue({ok: true, delayMs: 0});
    const ok = await loginRoute(json('/api/auth/login', {email: 'a@b.co', password: 'secret'}));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({success: true, message: messages('en').Auth.server.loggedIn, user: expect.objectContaining({id: 'user-1', email: 'a@b.co'})});
    expect(mocked(signIn).mock.calls[0]![1]).toMatchObject({email: 'a@b.co', password: 'secret', redirect: false});
    mocked(signIn).mockRejectedValueOnce(new CredentialsSignin());
    const wrong = await loginRoute(json('/api/auth/login', {email: 'a@b.co', password: 'nope'}));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({success: false, message: messages('en').Auth.server.invalidCredentials});
    mocked(loginGate).mockResolvedValue({ok: false, retryAfterS: 600});
    const shut = await loginRoute(json('/api/auth/login', {email: 'a@b.co', password: 'secret'}));
    expect(shut.status).toBe(429);
    expect(shut.headers.get('retry-after')).toBe('600');
    expect(signIn).toHaveBeenCalledTimes(2);
  });

  test('logout takes no body and answers {success: true}; the session cookie is ended by Auth.js', async () => {
    const response = await logoutRoute(bare('/api/auth/logout?everywhere=1', 'POST'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({success: true});
    expect(signOut).toHaveBeenCalledWith({redirect: false});
  });

  test('forgot-password answers before anything looks at the account: the look-up and the mail are handed to after()', async () => {
    const response = await forgotRoute(json('/api/auth/forgot-password', {email: 'who@b.co'}, {'x-country': 'kr'}));
    expect(await response.json()).toEqual({success: true, message: messages('ko').Auth.server.resetSent});
    expect(createResetToken).not.toHaveBeenCalled();
    expect(after).toHaveBeenCalledTimes(1);
    await (mocked(after).mock.calls[0]![0] as () => Promise<unknown>)();
    expect(createResetToken).toHaveBeenCalledWith(expect.anything(), 'who@b.co');
  });

  test('register: the consents of the named shop (Korea: 422 per unticked box), none asked of a caller that names no country', async () => {
    mocked(registerUser).mockResolvedValue({ok: true, user: {id: 'user-2', email: 'new@b.co'}} as never);
    const person = {email: 'new@b.co', password: 'Str0ngEnough', firstName: 'Pat', lastName: 'Kim'};
    const korean = await registerRoute(json('/api/auth/register', person, {'x-country': 'kr'}));
    expect(korean.status).toBe(422);
    expect(Object.keys((await korean.json()).errors).sort()).toEqual(['agreeAge14', 'agreePrivacy', 'agreeTerms']);
    expect(registerUser).not.toHaveBeenCalled();
    const plain = await registerRoute(json('/api/auth/register', person));
    expect(plain.status).toBe(201);
    expect(await plain.json()).toEqual({success: true, message: messages('en').Auth.server.registered, user: expect.objectContaining({id: 'user-2', email: 'new@b.co'})});
    expect(mocked(recordConsents).mock.calls[0]![2]).toMatchObject({source: 'signup', country: 'us'});
    expect(after).toHaveBeenCalledTimes(1);
  });

  test('oauth/confirm: {success, message, next} and the claim cookie ended in Set-Cookie', async () => {
    const response = await confirmRoute(json('/api/auth/oauth/confirm', {token: 't', returnTo: '/kr/account'}));
    expect(await response.json()).toEqual({success: true, message: messages('en').Auth.server.oauthLinked, next: '/api/auth/kakao?returnTo=%2Fkr%2Faccount'});
    expect(response.headers.get('set-cookie')).toBe(claimCookie(false, null));
  });
});
