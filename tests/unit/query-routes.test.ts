/**
 * The read endpoints as restQuery adapters keep their answers (status, body, headers) as they were
 * with their own prologues: the admin lists' lenient page, auth/me's 200 for a signed-out caller,
 * an order's 404 without cache headers and its conversation's with them, the export's download,
 * the preview's private no-store and the cart in the default shop.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createTranslator} from 'next-intl';
import {auditEntries} from '@/lib/admin/audit';
import {currentUser} from '@/lib/auth/guard';
import {GET as audit} from '@/app/api/admin/audit/route';
import {GET as me} from '@/app/api/auth/me/route';
import {GET as exportRoute} from '@/app/api/auth/profile/export/route';
import {GET as profile} from '@/app/api/auth/profile/route';
import {GET as cart} from '@/app/api/cart/route';
import {GET as order} from '@/app/api/orders/[id]/route';
import {GET as thread} from '@/app/api/orders/[id]/messages/route';
import {GET as preview} from '@/app/api/previews/[id]/route';
import {accessibleOrder} from '@/lib/orders/access';

jest.mock('@/lib/auth/guard', () => ({currentUser: jest.fn(), currentSessionId: jest.fn(async () => 'session-1')}));
jest.mock('@/lib/db', () => ({db: {}}));
jest.mock('next-auth', () => ({CredentialsSignin: class CredentialsSignin extends Error {}}));
jest.mock('@/lib/auth', () => ({auth: jest.fn(async () => null), signIn: jest.fn(), signOut: jest.fn(), secureCookies: false}));
jest.mock('@/lib/admin/audit', () => ({auditEntries: jest.fn(async () => [])}));
jest.mock('@/lib/orders/access', () => ({accessibleOrder: jest.fn(async () => null)}));
jest.mock('@/lib/orders/messages/read', () => ({threadFor: jest.fn(async () => null), unreadMessages: jest.fn(async () => 0)}));
jest.mock('@/lib/account/export', () => ({accountExport: jest.fn(async () => ({format: 'account-export'})), exportFileName: () => 'account-2026-11-26.json'}));
jest.mock('@/lib/preview/previews', () => ({ownPreview: jest.fn(async () => null)}));
jest.mock('@/lib/preview/visitor', () => ({currentPreviewer: jest.fn(async () => null)}));
jest.mock('@/lib/cart/owner', () => ({cartOwner: jest.fn(async () => null), rememberCartCount: jest.fn(async () => {})}));
jest.mock('next/server', () => ({after: jest.fn(), connection: jest.fn()}));
jest.mock('next/headers', () => ({headers: async () => new Headers(), cookies: async () => ({getAll: () => []})}));
jest.mock('next-intl/server', () => ({
  getTranslations: async ({locale, namespace}: {locale: 'en'; namespace: string}) =>
    createTranslator({locale, messages: JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')), namespace: namespace as never}),
}));

const messages = (locale: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'));
const signedIn = currentUser as jest.MockedFunction<typeof currentUser>;
const person = (role: 'USER' | 'ADMIN') =>
  ({id: `${role}-1`, role, email: 'a@example.com', username: 'a', firstName: null, lastName: null, phone: null, createdAt: new Date(0)}) as unknown as Awaited<ReturnType<typeof currentUser>>;
const get = (url: string, headers: Record<string, string> = {}) => new Request(`http://localhost${url}`, {headers});
const params = (id: string) => ({params: Promise.resolve({id})});
const answer = async (response: Response) => [response.status, response.headers.get('cache-control'), await response.json()];

beforeEach(() => signedIn.mockReset());

test('the admin audit: 401 signed out, 403 a customer (requireUser/requireAdmin`s bodies), and a page that is not a number reads page 1', async () => {
  signedIn.mockResolvedValue(null);
  expect(await answer(await audit(get('/api/admin/audit', {'x-language': 'ko'})))).toEqual([401, null, {success: false, message: messages('ko').Auth.server.loginRequired}]);
  signedIn.mockResolvedValue(person('USER'));
  expect(await answer(await audit(get('/api/admin/audit', {'x-language': 'ja'})))).toEqual([403, null, {success: false, message: messages('ja').Auth.server.forbidden}]);
  signedIn.mockResolvedValue(person('ADMIN'));
  expect(await answer(await audit(get('/api/admin/audit?page=x')))).toEqual([200, 'no-store', {success: true, entries: []}]);
  expect(auditEntries).toHaveBeenLastCalledWith({}, 1);
  await audit(get('/api/admin/audit?page=4'));
  expect(auditEntries).toHaveBeenLastCalledWith({}, 4);
});

test('auth/me answers a signed-out caller 200 {success: false, user: null}; the profile is 401 for them', async () => {
  signedIn.mockResolvedValue(null);
  expect(await answer(await me(get('/api/auth/me')))).toEqual([200, 'no-store', {success: false, user: null}]);
  expect((await profile(get('/api/auth/profile'))).status).toBe(401);
  signedIn.mockResolvedValue(person('USER'));
  expect(await answer(await me(get('/api/auth/me')))).toMatchObject([200, 'no-store', {success: true, user: {id: 'USER-1'}}]);
});

test('an order nobody may see: 404 with the translated message and no cache header; its conversation`s 404 is no-store', async () => {
  signedIn.mockResolvedValue(null);
  expect(await answer(await order(get('/api/orders/SO-1?token=t', {'x-language': 'vi'}), params('SO-1')))).toEqual([404, null, {success: false, message: messages('vi').Checkout.server.notFound}]);
  expect(accessibleOrder).toHaveBeenLastCalledWith('SO-1', 't');
  expect(await answer(await thread(get('/api/orders/SO-1/messages'), params('SO-1')))).toEqual([404, 'no-store', {success: false, message: messages('en').Checkout.server.notFound}]);
});

test('the export is a download with its headers; the preview`s 404 is private; the cart without an owner is empty in the default shop', async () => {
  signedIn.mockResolvedValue(person('USER'));
  const file = await exportRoute(get('/api/auth/profile/export'));
  expect(file.headers.get('content-disposition')).toBe('attachment; filename="account-2026-11-26.json"');
  expect(file.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  expect(await file.text()).toBe(JSON.stringify({format: 'account-export'}, null, 2));
  expect(await answer(await preview(get('/api/previews/p1'), params('p1')))).toEqual([404, 'private, no-store', {success: false}]);
  expect(await answer(await cart(get('/api/cart')))).toEqual([200, 'no-store', {success: true, items: [], totalQuantity: 0, currency: 'USD', amount: 0}]);
  expect((await (await cart(get('/api/cart', {'x-country': 'kr'}))).json()).currency).toBe('KRW');
});
