/**
 * The query runner behind every read endpoint (lib/commands/query restQuery): the caller is checked
 * first (401 signed out, 403 a customer on an admin read, with requireUser/requireAdmin's translated
 * bodies), then the query string and the path (422), then the read answers its JSON or file with the
 * endpoint's headers; the caller's language and country follow the one rule (lib/http/where, the
 * documented default shop when none is named).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import {createTranslator} from 'next-intl';
import {currentUser} from '@/lib/auth/guard';
import {defineQuery, pageNumber, restQuery} from '@/lib/commands/query';

jest.mock('@/lib/auth/guard', () => ({currentUser: jest.fn()}));
jest.mock('next/server', () => ({after: jest.fn()}));
jest.mock('next/headers', () => ({headers: async () => new Headers()}));
jest.mock('next-intl/server', () => ({
  getTranslations: async ({locale, namespace}: {locale: 'en'; namespace: string}) =>
    createTranslator({locale, messages: JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')), namespace: namespace as never}),
}));

const messages = (locale: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'));
const signedIn = currentUser as jest.MockedFunction<typeof currentUser>;
const person = (role: 'USER' | 'ADMIN') => ({id: `${role}-1`, role}) as Awaited<ReturnType<typeof currentUser>>;
const ran = jest.fn();

const listing = defineQuery({
  name: 'test.listing',
  input: z.object({page: pageNumber, id: z.optional(z.string()), n: z.optional(z.string().check(z.regex(/^\d+$/, {error: 'invalid'})))}),
  who: 'admin',
  async run(input, {user, language, country}) {
    ran(input, user.id, language, country);
    if (input.id === 'missing') return {status: 404, headers: {}, json: {success: false}};
    if (input.id === 'boom') throw new Error('relation "Order" does not exist');
    return {json: {success: true, ...input}};
  },
});
const mine = defineQuery({name: 'test.mine', input: z.object({}), who: 'customer', run: async (_, {user}) => ({json: {success: true, id: user.id}})});
const open = defineQuery({name: 'test.open', input: z.object({}), who: 'anyone', run: async (_, {user, country}) => ({json: {success: Boolean(user), country}})});
const file = defineQuery({name: 'test.file', input: z.object({}), who: 'customer', run: async () => ({file: '{\n  "a": 1\n}', headers: {'content-disposition': 'attachment; filename="x.json"'}})});

const get = (url: string, headers: Record<string, string> = {}) => new Request(`http://localhost${url}`, {headers});
const params = (value: Record<string, string>) => ({params: Promise.resolve(value)});

beforeEach(() => {
  ran.mockClear();
  signedIn.mockReset();
});

test('signed out: 401 with the translated {success: false, message}, no cache header, nothing read', async () => {
  signedIn.mockResolvedValue(null);
  for (const query of [listing, mine]) {
    const response = await restQuery(query)(get('/api/x?n=oops', {'x-language': 'ko'}));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({success: false, message: messages('ko').Auth.server.loginRequired});
    expect(response.headers.get('cache-control')).toBeNull();
  }
  expect(ran).not.toHaveBeenCalled();
});

test('a customer on an admin read: 403 before the input is looked at; a customer read runs for them', async () => {
  signedIn.mockResolvedValue(person('USER'));
  const refused = await restQuery(listing)(get('/api/x?n=oops', {'accept-language': 'ja'}));
  expect(refused.status).toBe(403);
  expect(await refused.json()).toEqual({success: false, message: messages('ja').Auth.server.forbidden});
  expect(ran).not.toHaveBeenCalled();
  const own = await restQuery(mine)(get('/api/me'));
  expect([own.status, await own.json()]).toEqual([200, {success: true, id: 'USER-1'}]);
});

test('invalid input is a 422 with translated field errors, for a caller who may read', async () => {
  signedIn.mockResolvedValue(person('ADMIN'));
  const response = await restQuery(listing)(get('/api/x?n=oops', {'x-language': 'vi'}));
  expect(response.status).toBe(422);
  const body = await response.json();
  expect(body).toMatchObject({success: false, message: messages('vi').Api.invalid});
  expect(Object.keys(body.errors)).toEqual(['n']);
  expect(ran).not.toHaveBeenCalled();
});

test('success: the query string (first values) and the path as input, the body as the read answers it, no-store by default', async () => {
  signedIn.mockResolvedValue(person('ADMIN'));
  const response = await restQuery(listing)(get('/api/x/7?page=3&page=9&id=fromQuery&other=1', {'x-country': 'KR'}), params({id: 'fromPath'}));
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({success: true, page: 3, id: 'fromPath'});
  expect(ran).toHaveBeenCalledWith({page: 3, id: 'fromPath'}, 'ADMIN-1', 'ko', 'kr');
});

test('a page number that is absent or not a positive whole number is page 1, as the admin lists always read it', async () => {
  signedIn.mockResolvedValue(person('ADMIN'));
  for (const page of ['', '?page=0', '?page=-2', '?page=1.5', '?page=abc', '?page=']) {
    expect(await (await restQuery(listing)(get(`/api/x${page}`))).json()).toEqual({success: true, page: 1});
  }
});

test('the endpoint`s headers, an answer`s own headers and status, and a file download', async () => {
  signedIn.mockResolvedValue(person('ADMIN'));
  const privately = await restQuery(listing, {headers: {'cache-control': 'private, no-store'}})(get('/api/x'));
  expect(privately.headers.get('cache-control')).toBe('private, no-store');
  const missing = await restQuery(listing)(get('/api/x'), params({id: 'missing'}));
  expect([missing.status, missing.headers.get('cache-control'), await missing.json()]).toEqual([404, null, {success: false}]);
  const download = await restQuery(file)(get('/api/file'));
  expect(download.headers.get('content-disposition')).toBe('attachment; filename="x.json"');
  expect(await download.text()).toBe('{\n  "a": 1\n}');
});

test('an anyone read answers signed-out callers itself, in the documented default shop when no country is named', async () => {
  signedIn.mockResolvedValue(null);
  expect(await (await restQuery(open)(get('/api/open'))).json()).toEqual({success: false, country: 'us'});
  expect(await (await restQuery(open)(get('/api/open', {'x-country': 'vn'}))).json()).toEqual({success: false, country: 'vn'});
});

test('an unexpected failure is the generic 500 in the caller`s language, without what failed', async () => {
  signedIn.mockResolvedValue(person('ADMIN'));
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  const response = await restQuery(listing)(get('/api/x', {'x-language': 'zh'}), params({id: 'boom'}));
  expect([response.status, await response.json()]).toEqual([500, {success: false, message: messages('zh').Api.failed}]);
  spy.mockRestore();
});
