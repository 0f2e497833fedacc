/**
 * The upload, picture, preview and form-post endpoints as a client sees them: their statuses,
 * headers (Retry-After, Connection: close, Cache-Control) and translated JSON, around the domain
 * steps (acceptUpload, acceptPicture, makePreview, the bucket's tickets), which the integration
 * tests run on real databases and storage. Who is asked first, what is refused before the body is
 * read, and the rate limits counted before any work.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createTranslator} from 'next-intl';
import {currentUser} from '@/lib/auth/guard';
import {orderByGuestToken} from '@/lib/orders/store';
import {acceptUpload} from '@/lib/uploads/accept';
import {acceptPicture} from '@/lib/media/accept';
import {makePreview} from '@/lib/preview/previews';
import {limits} from '@/lib/rate-limit/app';
import {storage} from '@/lib/storage/app';
import {presignUpload, recordPending, signTicket, takePending} from '@/lib/uploads/direct';
import {usageOf} from '@/lib/uploads/quota';
import {dailyUploadQuota} from '@/lib/uploads/limits';
import {POST as upload} from '@/app/api/uploads/route';
import {POST as direct} from '@/app/api/uploads/direct/route';
import {POST as complete} from '@/app/api/uploads/direct/complete/route';
import {POST as preview} from '@/app/api/previews/route';
import {POST as media} from '@/app/api/admin/media/route';
import {POST as formPost, DELETE as formDelete} from '@/app/api/form-post/route';
import {DELETE as removeUpload} from '@/app/uploads/[id]/route';
import {db} from '@/lib/db';

const jar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({get: (name: string) => (jar.has(name) ? {name, value: jar.get(name)} : undefined), set: (name: string, value: string) => jar.set(name, value), getAll: () => []}),
  headers: async () => new Headers(),
}));
jest.mock('@/lib/auth/guard', () => {
  const currentUser = jest.fn();
  const json = (status: number, message: string) => Response.json({success: false, message}, {status});
  const text = (language: string, key: string) =>
    JSON.parse(jest.requireActual<typeof import('node:fs')>('node:fs').readFileSync(`${process.cwd()}/messages/${language}.json`, 'utf8')).Auth.server[key] as string;
  return {
    currentUser,
    requireUser: async (language: string) => (await currentUser()) ?? json(401, text(language, 'loginRequired')),
    requireAdmin: async (language: string) => {
      const user = await currentUser();
      return !user ? json(401, text(language, 'loginRequired')) : user.role === 'ADMIN' ? user : json(403, text(language, 'forbidden'));
    },
  };
});
jest.mock('@/lib/auth/secret', () => ({authSecret: () => 'test-secret'}));
jest.mock('@/lib/db', () => ({db: {upload: {}}}));
jest.mock('@/lib/orders/store', () => ({orderByGuestToken: jest.fn()}));
jest.mock('@/lib/storage/app', () => ({storage: {kind: 'local'}}));
// The byte sniffing (file-type, ESM only) is the integration tests' part.
jest.mock('@/lib/uploads/receive', () => ({}));
jest.mock('@/lib/uploads/accept', () => ({acceptUpload: jest.fn()}));
jest.mock('@/lib/media/accept', () => ({acceptPicture: jest.fn()}));
jest.mock('@/lib/uploads/quota', () => ({...jest.requireActual('@/lib/uploads/quota'), usageOf: jest.fn()}));
jest.mock('@/lib/uploads/direct', () => ({...jest.requireActual('@/lib/uploads/direct'), presignUpload: jest.fn(), recordPending: jest.fn(), takePending: jest.fn()}));
jest.mock('@/lib/preview/previews', () => ({...jest.requireActual('@/lib/preview/previews'), makePreview: jest.fn()}));
// Template 1 has a recorded design (its preview is made in it), template 99 neither a design nor a scene.
jest.mock('@/lib/preview/app', () => ({
  previewFiles: {
    design: (target: string) => (target === 'template:1' ? {data: {}, file: 'design.webp'} : undefined),
    scene: (name: string) => (name === 'template-1' ? {data: {}, file: 'scene.webp'} : undefined),
  },
  previews: () => ({}),
}));
jest.mock('@/lib/rate-limit/app', () => ({limits: {attempt: jest.fn()}}));
jest.mock('next-intl/server', () => ({
  getTranslations: async ({locale, namespace}: {locale: 'en'; namespace: string}) =>
    createTranslator({locale, messages: JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')), namespace: namespace as never}),
}));

const messages = (locale: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'));
const ko = messages('ko');
const ja = messages('ja');
const signedIn = currentUser as jest.MockedFunction<typeof currentUser>;
const accept = acceptUpload as jest.MockedFunction<typeof acceptUpload>;
const picture = acceptPicture as jest.MockedFunction<typeof acceptPicture>;
const made = makePreview as jest.MockedFunction<typeof makePreview>;
const attempt = limits.attempt as jest.MockedFunction<typeof limits.attempt>;
const guestOrder = orderByGuestToken as jest.MockedFunction<typeof orderByGuestToken>;
const bucket = storage as {presignPut?: unknown};

const customer = {id: 'user-1', role: 'USER', email: 'buyer@cafe.kr'};
const admin = {id: 'admin-1', role: 'ADMIN', email: 'owner@cafe.kr'};
const as = (user: typeof customer | null) => signedIn.mockResolvedValue(user as Awaited<ReturnType<typeof currentUser>>);

const file = (url: string, headers: Record<string, string> = {}, body: BodyInit | null = 'JPEG BYTES') =>
  new Request(`http://localhost:3000${url}`, {method: 'POST', headers: {'x-language': 'ko', 'content-type': 'image/jpeg', ...headers}, body});
const json = (url: string, value: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${url}`, {method: 'POST', headers: {'x-language': 'ko', 'content-type': 'application/json', ...headers}, body: JSON.stringify(value)});
const read = async (response: Response) => ({status: response.status, body: (await response.json()) as Record<string, unknown>});

beforeEach(() => {
  jest.clearAllMocks();
  jar.clear();
  delete bucket.presignPut;
  attempt.mockResolvedValue({allowed: true, remaining: 10, retryAfterS: 0} as Awaited<ReturnType<typeof limits.attempt>>);
});

describe('POST /api/uploads', () => {
  test('another site`s page is refused before anything (403, no success field)', async () => {
    as(customer);
    const response = await upload(file('/api/uploads', {'sec-fetch-site': 'cross-site'}));
    expect(await read(response)).toEqual({status: 403, body: {message: ko.Api.crossSite}});
    expect(accept).not.toHaveBeenCalled();
  });

  test('signed out without an order link: 401 before the body is looked at (a form post too)', async () => {
    as(null);
    expect(await read(await upload(file('/api/uploads', {'content-type': 'multipart/form-data; boundary=x'})))).toEqual({status: 401, body: {success: false, message: ko.Auth.server.loginRequired}});
    expect(accept).not.toHaveBeenCalled();
  });

  test('a form upload is told to send the file as the body (415, connection closed)', async () => {
    as(customer);
    const response = await upload(file('/api/uploads', {'content-type': 'multipart/form-data; boundary=x'}));
    expect(response.headers.get('connection')).toBe('close');
    expect(await read(response)).toEqual({status: 415, body: {success: false, message: ko.Api.notBody}});
    expect(accept).not.toHaveBeenCalled();
  });

  test('a customer`s file: streamed with its declared size and cleaned name; 201 with its fields', async () => {
    as(customer);
    accept.mockResolvedValue({ok: true, upload: {id: 'u-1', originalName: 'menu.jpg', size: 10, contentType: 'image/jpeg'}});
    const response = await upload(file('/api/uploads', {'x-file-name': encodeURIComponent('menu.jpg'), 'content-length': '10'}));
    expect(await read(response)).toEqual({status: 201, body: {success: true, id: 'u-1', name: 'menu.jpg', size: 10, contentType: 'image/jpeg'}});
    const input = accept.mock.calls[0]![2];
    expect(input).toMatchObject({ownerId: 'user-1', name: 'menu.jpg', declaredBytes: 10, deliverable: false});
    expect(input.body).toBeInstanceOf(ReadableStream);
  });

  test('a guest with an order link uploads into that order; past the quota: 429 with the numbers, connection closed', async () => {
    as(null);
    guestOrder.mockResolvedValue({id: 'order-1', status: 'order_received', customerEmail: 'guest@cafe.kr'} as Awaited<ReturnType<typeof orderByGuestToken>>);
    accept.mockResolvedValue({ok: false, error: 'quota'});
    const response = await upload(file('/api/uploads', {'x-order-token': 'token-1'}));
    expect(response.headers.get('connection')).toBe('close');
    const {status, body} = await read(response);
    expect(status).toBe(429);
    expect(body).toEqual({success: false, message: expect.stringContaining(String(dailyUploadQuota.filesPerDay))});
    expect(guestOrder).toHaveBeenCalledWith(db, 'token-1');
    expect(accept.mock.calls[0]![2]).toMatchObject({guest: {orderId: 'order-1', email: 'guest@cafe.kr', clientKey: expect.any(String)}, name: 'file'});
  });

  test('?purpose=deliverable is the studio`s: 403 for a customer, exempt from the quota for an admin', async () => {
    as(customer);
    expect(await read(await upload(file('/api/uploads?purpose=deliverable')))).toEqual({status: 403, body: {success: false, message: ko.Auth.server.forbidden}});
    as(admin);
    accept.mockResolvedValue({ok: false, error: 'badType'});
    const response = await upload(file('/api/uploads?purpose=deliverable'));
    expect(await read(response)).toEqual({status: 415, body: {success: false, message: expect.any(String)}});
    expect(accept.mock.calls[0]![2]).toMatchObject({ownerId: 'admin-1', deliverable: true});
  });

  test('an unexpected failure is the generic 500 in the caller`s language', async () => {
    as(customer);
    accept.mockRejectedValue(new Error('SELECT * FROM "Upload"'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const response = await upload(file('/api/uploads'));
    error.mockRestore();
    expect(await read(response)).toEqual({status: 500, body: {success: false, message: ko.Api.failed}});
  });
});

describe('POST /api/admin/media', () => {
  test('signed out 401, a customer 403, before the body', async () => {
    as(null);
    expect(await read(await media(file('/api/admin/media')))).toEqual({status: 401, body: {success: false, message: ko.Auth.server.loginRequired}});
    as(customer);
    expect(await read(await media(file('/api/admin/media', {'content-type': 'multipart/form-data; boundary=x'})))).toEqual({status: 403, body: {success: false, message: ko.Auth.server.forbidden}});
    expect(picture).not.toHaveBeenCalled();
  });

  test('an admin`s form post: 415; a picture: 201 with its url; over the decoding limits: 422, connection closed', async () => {
    as(admin);
    const form = await media(file('/api/admin/media', {'content-type': 'multipart/form-data; boundary=x'}));
    expect(await read(form)).toEqual({status: 415, body: {success: false, message: ko.Api.notBody}});
    picture.mockResolvedValueOnce({ok: true, picture: {id: 'm-1', width: 10, height: 20, blurDataUrl: 'data:', alt: {}}});
    const made = await read(await media(file('/api/admin/media', {'content-length': '10'})));
    expect(made).toEqual({status: 201, body: expect.objectContaining({success: true, id: 'm-1', width: 10, height: 20, url: expect.stringContaining('m-1')})});
    expect(picture.mock.calls[0]![2]).toMatchObject({declaredBytes: 10, actor: {id: 'admin-1', email: 'owner@cafe.kr'}});
    picture.mockResolvedValueOnce({ok: false, error: 'tooManyPixels'});
    const refused = await media(file('/api/admin/media'));
    expect(refused.headers.get('connection')).toBe('close');
    expect(await read(refused)).toEqual({status: 422, body: {success: false, message: expect.any(String)}});
  });
});

describe('POST /api/uploads/direct', () => {
  const ask = {name: 'menu.jpg', size: 1000, type: 'image/jpeg', purpose: 'brief'};

  test('not JSON 415, invalid 422 with the field`s error, before who is asked', async () => {
    as(null);
    expect((await direct(file('/api/uploads/direct'))).status).toBe(415);
    const {status, body} = await read(await direct(json('/api/uploads/direct', {...ask, size: -1})));
    expect(status).toBe(422);
    expect(body).toMatchObject({message: ko.Api.invalid, errors: {size: expect.any(String)}});
  });

  test('signed out 401; local storage: {direct: false}, not cached', async () => {
    as(null);
    expect(await read(await direct(json('/api/uploads/direct', ask)))).toEqual({status: 401, body: {success: false, message: ko.Auth.server.loginRequired}});
    as(customer);
    const response = await direct(json('/api/uploads/direct', ask));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await read(response)).toEqual({status: 200, body: {direct: false}});
  });

  test('with a bucket: 429 with Retry-After past the address`s tickets, 413 over the type`s limit, 429 over the quota, else a ticket', async () => {
    as(customer);
    bucket.presignPut = () => {};
    attempt.mockResolvedValueOnce({allowed: false, remaining: 0, retryAfterS: 125} as Awaited<ReturnType<typeof limits.attempt>>);
    const limited = await direct(json('/api/uploads/direct', ask));
    expect(limited.headers.get('retry-after')).toBe('125');
    expect(await read(limited)).toEqual({status: 429, body: {success: false, message: expect.stringContaining('3')}});
    expect((await direct(json('/api/uploads/direct', {...ask, size: 1e12}))).status).toBe(413);
    (usageOf as jest.Mock).mockResolvedValueOnce({files: 1e6, bytes: 0});
    expect(await read(await direct(json('/api/uploads/direct', ask)))).toEqual({status: 429, body: {success: false, message: expect.any(String)}});
    (usageOf as jest.Mock).mockResolvedValueOnce({files: 0, bytes: 0});
    (presignUpload as jest.Mock).mockResolvedValueOnce({key: 'k'.repeat(32), url: 'http://bucket/k', headers: {'content-type': 'image/jpeg'}});
    const ticket = await direct(json('/api/uploads/direct', ask));
    expect(ticket.headers.get('cache-control')).toBe('no-store');
    expect(await read(ticket)).toEqual({status: 200, body: {direct: true, ticket: expect.any(String), url: 'http://bucket/k', method: 'PUT', headers: {'content-type': 'image/jpeg'}}});
    expect(recordPending).toHaveBeenCalledWith(db, 'k'.repeat(32), {name: 'menu.jpg', size: 1000, contentType: 'image/jpeg'}, {ownerId: 'user-1'});
  });

  test('a preview`s ticket is anyone`s: a guest gets the preview cookie', async () => {
    as(null);
    const response = await direct(json('/api/uploads/direct', {...ask, purpose: 'preview'}));
    expect(await read(response)).toEqual({status: 200, body: {direct: false}});
    expect(jar.size).toBe(1);
  });
});

describe('POST /api/uploads/direct/complete', () => {
  const ticketOf = (who: string, purpose: 'brief' | 'preview' = 'brief') => signTicket({key: 'k'.repeat(32), purpose, who, name: 'menu.jpg', size: 10, exp: Date.now() + 60_000}, 'test-secret');

  test('an altered, a preview`s or a used ticket: 422 expired; another caller`s: 404; else the upload`s answer', async () => {
    as(customer);
    const expired = {status: 422, body: {success: false, message: ko.Brief.upload.expired}};
    expect(await read(await complete(json('/api/uploads/direct/complete', {ticket: 'x.y'})))).toEqual(expired);
    expect(await read(await complete(json('/api/uploads/direct/complete', {ticket: await ticketOf('user-1', 'preview')})))).toEqual(expired);
    expect(await read(await complete(json('/api/uploads/direct/complete', {ticket: await ticketOf('user:someone')})))).toEqual({status: 404, body: {success: false}});
    (takePending as jest.Mock).mockResolvedValueOnce(false);
    expect(await read(await complete(json('/api/uploads/direct/complete', {ticket: await ticketOf('user:user-1')})))).toEqual(expired);
    (takePending as jest.Mock).mockResolvedValueOnce(true);
    accept.mockResolvedValue({ok: true, upload: {id: 'u-2', originalName: 'menu.jpg', size: 10, contentType: 'image/jpeg'}});
    expect(await read(await complete(json('/api/uploads/direct/complete', {ticket: await ticketOf('user:user-1')})))).toEqual({
      status: 201,
      body: {success: true, id: 'u-2', name: 'menu.jpg', size: 10, contentType: 'image/jpeg'},
    });
    expect(accept.mock.calls[0]![2]).toMatchObject({ownerId: 'user-1', name: 'menu.jpg', body: null, stored: {key: 'k'.repeat(32), size: 10}, deliverable: false});
  });

  test('signed out with a brief ticket: 401', async () => {
    as(null);
    expect(await read(await complete(json('/api/uploads/direct/complete', {ticket: await ticketOf('user:user-1')})))).toEqual({
      status: 401,
      body: {success: false, message: ko.Auth.server.loginRequired},
    });
  });
});

describe('POST /api/previews', () => {
  test('a target without a preview: 404, connection closed, before the rate limits', async () => {
    const response = await preview(file('/api/previews?target=template:99'));
    expect(response.headers.get('connection')).toBe('close');
    expect(await read(response)).toEqual({status: 404, body: {success: false, message: ko.TryOn.errors.target}});
    expect(attempt).not.toHaveBeenCalled();
  });

  test('too many previews: 429 with Retry-After, counted per visitor and per address', async () => {
    as(null);
    attempt.mockResolvedValueOnce({allowed: true} as never).mockResolvedValueOnce({allowed: false, retryAfterS: 61} as never);
    const response = await preview(file('/api/previews?target=template:1', {'x-language': 'ja'}));
    expect(response.headers.get('retry-after')).toBe('61');
    expect(await read(response)).toEqual({status: 429, body: {success: false, message: expect.stringContaining('2')}});
    expect(attempt.mock.calls.map(([limit]) => limit.name)).toEqual(['preview-visitor', 'preview-ip']);
    expect(made).not.toHaveBeenCalled();
    expect(ja.TryOn.errors.tooMany).toBeDefined();
  });

  test('busy: 503 with Retry-After 5; the quota: 429 in Brief.upload`s words', async () => {
    as(customer);
    made.mockResolvedValueOnce({ok: false, error: 'busy'});
    const busy = await preview(file('/api/previews?target=template:1'));
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(busy.headers.get('connection')).toBe('close');
    expect(await read(busy)).toEqual({status: 503, body: {success: false, message: ko.TryOn.errors.busy}});
    made.mockResolvedValueOnce({ok: false, error: 'quota'});
    expect(await read(await preview(file('/api/previews?target=template:1')))).toEqual({status: 429, body: {success: false, message: expect.any(String)}});
  });

  test('a photo as the body: 201 with the preview, private and not cached; a guest gets the preview cookie', async () => {
    as(null);
    made.mockResolvedValueOnce({ok: true, preview: {id: 'p-1', target: 'template:1', coverage: 0.12345, imageId: 'i-1', photoId: 'f-1', photoName: 'cup.jpg'}});
    const response = await preview(file('/api/previews?target=template:1', {'x-file-name': 'cup.jpg', 'content-length': '10'}));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await read(response)).toEqual({
      status: 201,
      body: {success: true, id: 'p-1', target: 'template:1', coverage: 0.123, image: '/uploads/i-1?inline=1', photo: {id: 'f-1', name: 'cup.jpg', url: '/uploads/f-1?inline=1'}},
    });
    expect(jar.size).toBe(1);
    expect(made.mock.calls[0]![3]).toMatchObject({target: 'template:1', name: 'cup.jpg', declaredBytes: 10, who: {visitorKey: expect.any(String)}});
  });

  test('a ticket as JSON: one not the caller`s, or not a preview`s, is 422 expired; the caller`s is made from the stored photo', async () => {
    as(customer);
    const ticket = (who: string, purpose: 'preview' | 'brief' = 'preview') => signTicket({key: 'k'.repeat(32), purpose, who, name: 'cup.jpg', size: 10, exp: Date.now() + 60_000}, 'test-secret');
    const expired = {status: 422, body: {success: false, message: ko.Brief.upload.expired}};
    expect(await read(await preview(json('/api/previews?target=template:1', {ticket: await ticket('user:other')})))).toEqual(expired);
    expect(await read(await preview(json('/api/previews?target=template:1', {ticket: await ticket('user:user-1', 'brief')})))).toEqual(expired);
    (takePending as jest.Mock).mockResolvedValueOnce(true);
    made.mockResolvedValueOnce({ok: false, error: 'tooDark'});
    expect((await preview(json('/api/previews?target=template:1', {ticket: await ticket('user:user-1')}))).status).toBe(422);
    expect(made.mock.calls[0]![3]).toMatchObject({name: 'cup.jpg', body: null, declaredBytes: null, stored: {key: 'k'.repeat(32), size: 10}, who: {ownerId: 'user-1'}});
  });

  test('a ticket body over the JSON cap: 413 (its rate limits counted first)', async () => {
    as(customer);
    const response = await preview(json('/api/previews?target=template:1', {ticket: 'x'.repeat(1024 * 1024 + 10)}));
    expect(await read(response)).toEqual({status: 413, body: {message: ko.Api.tooLarge.replace('{kb}', '1024')}});
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  test('a form post: 415 send the file as the body', async () => {
    const response = await preview(file('/api/previews?target=template:1', {'content-type': 'multipart/form-data; boundary=x'}));
    expect(await read(response)).toEqual({status: 415, body: {success: false, message: ko.Api.notBody}});
  });
});

test('a form post to any other API address: 415 "send JSON", connection closed', async () => {
  for (const handler of [formPost, formDelete]) {
    const response = await handler(file('/api/cart', {'content-type': 'application/x-www-form-urlencoded'}, 'a=1'));
    expect(response.headers.get('connection')).toBe('close');
    expect(await read(response)).toEqual({status: 415, body: {success: false, message: ko.Api.notJson}});
  }
});

describe('DELETE /uploads/{id}', () => {
  const ID = '33333333-3333-4333-8333-333333333333';
  const upload = (db as unknown as {upload: {findFirst: jest.Mock; deleteMany: jest.Mock}}).upload;
  const gone = (id: string, query = '', headers: Record<string, string> = {}) =>
    removeUpload(new Request(`http://localhost:3000/uploads/${id}${query}`, {method: 'DELETE', headers}), {params: Promise.resolve({id})});
  beforeEach(() => {
    upload.findFirst = jest.fn();
    upload.deleteMany = jest.fn();
    (storage as unknown as {delete?: jest.Mock}).delete = jest.fn();
  });

  test('the uploader`s own unattached file: 204, its object deleted', async () => {
    as(customer);
    upload.findFirst.mockResolvedValue({id: ID, storageKey: 'key-1'});
    upload.deleteMany.mockResolvedValue({count: 1});
    const response = await gone(ID);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(upload.deleteMany).toHaveBeenCalledWith({where: {id: ID, ownerId: 'user-1', briefs: {none: {}}, messageFiles: {none: {}}, deliveries: {none: {}}}});
    expect((storage as unknown as {delete?: jest.Mock}).delete).toHaveBeenCalledWith('key-1');
  });

  test('a guest with the order link removes the order`s file', async () => {
    as(null);
    guestOrder.mockResolvedValue({id: 'order-1', status: 'order_received'} as Awaited<ReturnType<typeof orderByGuestToken>>);
    upload.findFirst.mockResolvedValue({id: ID, storageKey: 'key-2'});
    upload.deleteMany.mockResolvedValue({count: 1});
    expect((await gone(ID, '?token=t-1')).status).toBe(204);
    expect(upload.findFirst).toHaveBeenCalledWith({where: {id: ID, orderId: 'order-1', ownerId: null, briefs: {none: {}}, messageFiles: {none: {}}, deliveries: {none: {}}}});
  });

  test('anyone else, an id that is not one, or a file a brief holds meanwhile: 404 "Not found" as text, nothing deleted', async () => {
    const notFound = async (response: Response) => {
      expect(response.status).toBe(404);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toBe('Not found');
    };
    as(null);
    await notFound(await gone(ID));
    await notFound(await gone('not-a-uuid'));
    as(customer);
    upload.findFirst.mockResolvedValue({id: ID, storageKey: 'key-3'});
    upload.deleteMany.mockResolvedValue({count: 0});
    await notFound(await gone(ID));
    expect((storage as unknown as {delete?: jest.Mock}).delete).not.toHaveBeenCalled();
  });
});
