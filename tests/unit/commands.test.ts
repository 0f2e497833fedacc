/**
 * The command runner behind every server action and REST adapter (lib/commands): the page's
 * country and language are required, input and caller are checked before anything runs, the
 * mails registered with `after` go out only for a command that succeeded, and an unexpected
 * failure answers the generic message in the page's language without leaking what failed.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import {createTranslator} from 'next-intl';
import {redirect} from 'next/navigation';
import {currentUser} from '@/lib/auth/guard';
import {runAction} from '@/lib/commands/action';
import {after as afterResponse} from 'next/server';
import {asResponse, defineCommand, execute, refuse, tooMany} from '@/lib/commands';
import {whereOf} from '@/lib/http/where';

jest.mock('@/lib/auth/guard', () => ({currentUser: jest.fn()}));
jest.mock('next/server', () => ({after: jest.fn()}));
jest.mock('next/headers', () => ({headers: async () => new Headers({'x-forwarded-for': '203.0.113.7, 10.0.0.1'})}));
jest.mock('next-intl/server', () => ({
  getTranslations: async ({locale, namespace}: {locale: 'en'; namespace: string}) =>
    createTranslator({locale, messages: JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')), namespace: namespace as never}),
}));

const messages = (locale: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'));
const signedIn = currentUser as jest.MockedFunction<typeof currentUser>;
const person = (role: 'USER' | 'ADMIN') => ({id: `${role}-1`, role}) as Awaited<ReturnType<typeof currentUser>>;

const ran = jest.fn();
const mailed = jest.fn();
const bump = defineCommand({
  name: 'test.bump',
  input: z.object({n: z.int({error: 'invalid'}), fail: z.optional(z.enum(['refuse', 'throw', 'redirect']))}),
  who: 'admin',
  async run({n, fail}, {after, t, country}) {
    ran(n, country);
    after(mailed);
    if (fail === 'refuse') return refuse(409, t('notRefundable'), {max: 5});
    if (fail === 'throw') throw new Error('relation "Order" violates check constraint at SELECT * FROM "User"');
    if (fail === 'redirect') redirect('/elsewhere');
    return {ok: true, message: t('statusUpdated'), body: {n: n + 1}};
  },
});

beforeEach(() => {
  ran.mockClear();
  mailed.mockClear();
  signedIn.mockReset();
});

test('an admin runs the command: typed data back, its mail sent once, after it succeeded', async () => {
  signedIn.mockResolvedValue(person('ADMIN'));
  const result = await runAction(bump, {country: 'kr', language: 'ko'}, {n: 1});
  expect(result).toEqual({ok: true, status: 200, message: messages('ko').Checkout.server.statusUpdated, data: {n: 2}});
  expect(ran).toHaveBeenCalledWith(1, 'kr');
  expect(mailed).toHaveBeenCalledTimes(1);
});

test('a page that is not one of the shop`s countries and languages is refused before anything runs', async () => {
  signedIn.mockResolvedValue(person('ADMIN'));
  for (const page of [{country: 'jp', language: 'ko'}, {country: 'kr', language: 'de'}, {language: 'ko'}, null, 'kr']) {
    const result = await runAction(bump, page, {n: 1});
    expect(result).toMatchObject({ok: false, status: 400});
  }
  expect(ran).not.toHaveBeenCalled();
});

test('signed out (401) and a customer (403) are refused in the page`s language, and nothing runs or mails', async () => {
  signedIn.mockResolvedValue(null);
  expect(await runAction(bump, {country: 'vn', language: 'vi'}, {n: 1})).toEqual({ok: false, status: 401, message: messages('vi').Auth.server.loginRequired, data: undefined});
  signedIn.mockResolvedValue(person('USER'));
  expect(await runAction(bump, {country: 'vn', language: 'vi'}, {n: 1})).toEqual({ok: false, status: 403, message: messages('vi').Auth.server.forbidden, data: undefined});
  expect(ran).not.toHaveBeenCalled();
  expect(mailed).not.toHaveBeenCalled();
});

test('invalid input is a 422 with the field`s translated error, for a caller who may call the command', async () => {
  signedIn.mockResolvedValue(person('ADMIN'));
  const result = await runAction(bump, {country: 'us', language: 'ja'}, {n: 'one'});
  expect(result).toMatchObject({ok: false, status: 422, data: {errors: {n: messages('ja').Checkout.errors.invalid}}});
  expect(ran).not.toHaveBeenCalled();
});

test('the caller is checked before the input: a stranger or a customer with a wrong body gets 401/403, never the admin form`s field names', async () => {
  // docs/security.md#limits-and-rules, "Commands": a customer calling an admin action with a wrong body got 422 with its fields.
  signedIn.mockResolvedValue(null);
  expect(await runAction(bump, {country: 'us', language: 'ja'}, {n: 'one', companyName: 1})).toEqual({ok: false, status: 401, message: messages('ja').Auth.server.loginRequired, data: undefined});
  signedIn.mockResolvedValue(person('USER'));
  expect(await runAction(bump, {country: 'us', language: 'ja'}, {n: 'one', companyName: 1})).toEqual({ok: false, status: 403, message: messages('ja').Auth.server.forbidden, data: undefined});
  expect(ran).not.toHaveBeenCalled();
});

test('a refusal carries its body (the allowed max) and sends no mail', async () => {
  signedIn.mockResolvedValue(person('ADMIN'));
  const result = await runAction(bump, {country: 'au', language: 'en'}, {n: 1, fail: 'refuse'});
  expect(result).toEqual({ok: false, status: 409, message: messages('en').Checkout.server.notRefundable, data: {max: 5}});
  expect(mailed).not.toHaveBeenCalled();
});

test('an unexpected failure is the generic message in the page`s language: no SQL, no mail', async () => {
  signedIn.mockResolvedValue(person('ADMIN'));
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const result = await runAction(bump, {country: 'cn', language: 'zh'}, {n: 1, fail: 'throw'});
  error.mockRestore();
  expect(result).toEqual({ok: false, status: 500, message: messages('zh').Api.failed});
  expect(JSON.stringify(result)).not.toMatch(/SELECT|relation|constraint/);
  expect(mailed).not.toHaveBeenCalled();
});

test('next/navigation`s redirect() is control flow: it passes through the runner', async () => {
  signedIn.mockResolvedValue(person('ADMIN'));
  await expect(runAction(bump, {country: 'us', language: 'en'}, {n: 1, fail: 'redirect'})).rejects.toMatchObject({digest: expect.stringMatching(/^NEXT_REDIRECT/)});
});

describe('REST callers name their shop: no silent fallback to another country', () => {
  const request = (headers: Record<string, string>) => new Request('http://shop.test/api/orders', {method: 'POST', headers});
  test.each([
    [{'x-country': 'kr'}, null, {country: 'kr', language: 'ko'}],
    [{'x-country': 'KR', 'x-language': 'en'}, null, {country: 'kr', language: 'en'}],
    [{}, {country: 'VN'}, {country: 'vn', language: 'vi'}],
    [{'x-country': 'my'}, {country: 'kr'}, {country: 'my', language: 'en'}],
    [{'accept-language': 'ja'}, {country: 'xx'}, {country: null, language: 'ja'}],
    [{}, null, {country: null, language: 'en'}],
  ])('%j with body %j -> %j', (headers, body, where) => {
    expect(whereOf(request(headers), body)).toEqual(where);
  });

  test('a command that prices by market is told no country, and can refuse', async () => {
    signedIn.mockResolvedValue(person('ADMIN'));
    await execute(bump, {n: 3}, {country: null, language: 'en'});
    expect(ran).toHaveBeenCalledWith(3, null);
  });
});

describe('what the runner gives the REST adapter and the commands', () => {
  const late = jest.fn();
  const answered = afterResponse as jest.MockedFunction<typeof afterResponse>;
  const quiet = defineCommand({
    name: 'test.quiet',
    input: z.object({fail: z.optional(z.boolean())}),
    who: 'anyone',
    async run({fail}, {afterAnswer, address, language}) {
      afterAnswer(late);
      if (fail) return tooMany(language, 61);
      return {ok: true, message: '', json: {seen: await address()}, headers: {'cache-control': 'no-store'}};
    },
  });

  beforeEach(() => {
    late.mockClear();
    answered.mockClear();
  });

  test('an effect for after the answer is handed to next/server after(), only when the command succeeded', async () => {
    signedIn.mockResolvedValue(null);
    await execute(quiet, {fail: true}, {country: null, language: 'en'});
    expect(answered).not.toHaveBeenCalled();
    await execute(quiet, {}, {country: null, language: 'en'});
    expect(answered).toHaveBeenCalledTimes(1);
    expect(late).not.toHaveBeenCalled();
    await (answered.mock.calls[0]![0] as () => Promise<unknown>)();
    expect(late).toHaveBeenCalledTimes(1);
  });

  test('the answer: its own JSON body and headers; a 429 says when to come back, in minutes and in Retry-After', async () => {
    signedIn.mockResolvedValue(null);
    const ok = asResponse(await execute(quiet, {}, {country: null, language: 'en'}));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expect(await ok.json()).toEqual({seen: '203.0.113.7'});
    const limited = asResponse(await execute(quiet, {fail: true}, {country: null, language: 'ko'}));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('61');
    expect(await limited.json()).toEqual({success: false, message: createTranslator({locale: 'ko', messages: messages('ko'), namespace: 'Auth.server'})('tooMany', {minutes: 2})});
  });

  test('invalid input: {success: false, message, errors}, or {message, errors} for an endpoint that answered so before it was a command', async () => {
    signedIn.mockResolvedValue(null);
    const strict = asResponse(await execute(quiet, {fail: 'yes'}, {country: null, language: 'en'}));
    expect(strict.status).toBe(422);
    expect(await strict.json()).toEqual({success: false, message: messages('en').Api.invalid, errors: {fail: messages('en').Api.invalid}});
    const bare = asResponse(await execute({...quiet, invalidAnswer: 'bare'}, {fail: 'yes'}, {country: null, language: 'en'}));
    expect(await bare.json()).toEqual({message: messages('en').Api.invalid, errors: {fail: messages('en').Api.invalid}});
    expect(await runAction({...quiet, invalidAnswer: 'bare'}, {country: 'us', language: 'en'}, {fail: 'yes'})).toMatchObject({
      ok: false,
      status: 422,
      data: {errors: {fail: messages('en').Api.invalid}},
    });
  });
});
