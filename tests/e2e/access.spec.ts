/**
 * The access matrix: every kind of object (order, brief, file, deliverable, cart line, profile,
 * admin data) x every kind of caller (its owner, another customer, a guest holding another
 * order's link, an anonymous visitor, an admin) x read / update / delete / download. Only the
 * allowed cells succeed; the others are refused without telling whether the object exists.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type APIRequestContext} from '@playwright/test';

const FIXTURES = path.join(process.cwd(), 'tests', 'fixtures', 'uploads');
type Who = 'owner' | 'other' | 'guest' | 'anonymous' | 'admin';
const WHO: Who[] = ['owner', 'other', 'guest', 'anonymous', 'admin'];

test('only the allowed cells of the access matrix succeed', async ({playwright, baseURL}) => {
  const context = (ip: string) => playwright.request.newContext({baseURL, extraHTTPHeaders: {'x-forwarded-for': ip, 'x-country': 'us'}});
  const callers = {} as Record<Who, APIRequestContext>;
  for (const [i, who] of WHO.entries()) callers[who] = await context(`198.51.100.${40 + i}`);
  const stamp = Date.now();
  for (const who of ['owner', 'other'] as const)
    expect((await callers[who].post('/api/auth/register', {data: {email: `${who}.${stamp}@shop.test`, password: 'Str0ngEnough', firstName: 'Pat', lastName: who}})).status()).toBe(201);
  expect((await callers.admin.post('/api/auth/login', {data: {email: 'admin@e2e.test', password: 'E2eAdminPassw0rd'}})).status()).toBe(200);

  /** An order paid in demo mode through the public APIs; returns its id, number and guest token. */
  async function paidOrder(buyer: APIRequestContext, email: string) {
    const created = await buyer.post('/api/orders', {
      data: {serviceId: 1, quantity: 3, customerName: 'Pat Kim', customerEmail: email, customerPhone: '+1 212 555 0100', agreeTerms: true, agreePrivacy: true},
    });
    expect(created.status()).toBe(201);
    const order = (await created.json()) as {orderId: string; orderNumber: string; guestToken?: string};
    const started = (await (await buyer.post('/api/payments/start', {data: {orderId: order.orderId, token: order.guestToken}})).json()) as {url: string};
    const demo = new URL(started.url).searchParams;
    expect((await buyer.post('/api/confirm', {data: {orderId: demo.get('orderId'), amount: demo.get('amount'), paymentKey: demo.get('paymentKey')}})).status()).toBe(200);
    return order;
  }
  const owned = await paidOrder(callers.owner, `owner.${stamp}@shop.test`);
  // The guest pays their own order; its link's token must open nothing else.
  const guestOrder = await paidOrder(callers.guest, `guest.${stamp}@shop.test`);
  expect(guestOrder.guestToken).toBeTruthy();
  const token = guestOrder.guestToken!;

  // The owner's brief with a file, a file not attached to anything, a cart line; the studio's deliverable.
  const upload = async (who: APIRequestContext, query = '') =>
    ((await (await who.post(`/api/uploads${query}`, {data: readFileSync(path.join(FIXTURES, 'logo.png')), headers: {'x-file-name': 'logo.png'}})).json()) as {id: string}).id;
  const briefFile = await upload(callers.owner);
  const loose = await upload(callers.owner);
  const {briefId} = (await (
    await callers.owner.post('/api/project-briefs', {data: {serviceId: 1, style: ['modern'], colorTone: [], usage: [], fileIds: [briefFile], orderId: owned.orderId}})
  ).json()) as {briefId: string};
  expect(briefId).toBeTruthy();
  const cart = (await (await callers.owner.post('/api/cart', {data: {templateId: 1}})).json()) as {items: {id: string}[]};
  const cartLine = cart.items[0]!.id;
  const deliverable = await upload(callers.admin, '?purpose=deliverable');
  expect((await callers.admin.post(`/api/orders/${owned.orderId}/deliverables`, {data: {uploadIds: [deliverable]}})).status()).toBe(201);

  const ok = (status: number) => status >= 200 && status < 300;
  const cells: {object: string; action: string; allowed: Who[]; call: (who: Who) => Promise<number>}[] = [
    {object: 'order', action: 'read', allowed: ['owner', 'admin'], call: async (who) => (await callers[who].get(`/api/orders/${owned.orderId}${who === 'guest' ? `?token=${token}` : ''}`)).status()},
    // The owner answers first (the order goes back to in progress); after that nobody has a draft to answer.
    {
      object: 'order',
      action: 'answer the draft',
      allowed: ['owner'],
      call: async (who) => (await callers[who].post(`/api/orders/${owned.orderId}/revision`, {data: {comment: `from ${who}`, ...(who === 'guest' ? {token} : {})}})).status(),
    },
    // Then the studio moves it on (in progress -> draft delivered, a move the transition table allows it).
    {
      object: 'order',
      action: 'update status',
      allowed: ['admin'],
      call: async (who) => (await callers[who].patch(`/api/orders/${owned.orderId}/status`, {data: {status: 'draft_delivered'}})).status(),
    },
    {
      object: 'brief',
      action: 'read',
      allowed: ['owner', 'admin'],
      call: async (who) => {
        const response = await callers[who].get('/api/project-briefs');
        if (!response.ok()) return response.status();
        const {briefs} = (await response.json()) as {briefs: {id: string}[]};
        return briefs.some((b) => b.id === briefId) ? 200 : 404;
      },
    },
    {object: 'brief', action: 'update status', allowed: ['admin'], call: async (who) => (await callers[who].patch(`/api/project-briefs/${briefId}/status`, {data: {status: 'in_review'}})).status()},
    {object: 'brief file', action: 'download', allowed: ['owner', 'admin'], call: async (who) => (await callers[who].get(`/uploads/${briefFile}${who === 'guest' ? `?token=${token}` : ''}`)).status()},
    {object: 'brief file', action: 'delete (attached)', allowed: [], call: async (who) => (await callers[who].delete(`/uploads/${briefFile}`)).status()},
    {
      object: 'deliverable',
      action: 'download',
      allowed: ['owner', 'admin'],
      call: async (who) => (await callers[who].get(`/uploads/${deliverable}${who === 'guest' ? `?token=${token}` : ''}`)).status(),
    },
    {
      object: 'cart line',
      action: 'read',
      allowed: ['owner'],
      call: async (who) => {
        const {items = []} = (await (await callers[who].get('/api/cart')).json()) as {items?: {id: string}[]};
        return items.some((i) => i.id === cartLine) ? 200 : 404;
      },
    },
    {
      object: 'profile',
      action: 'read',
      allowed: ['owner'],
      call: async (who) => {
        const response = await callers[who].get('/api/auth/profile');
        if (!response.ok()) return response.status();
        return ((await response.json()) as {user: {email: string}}).user.email === `owner.${stamp}@shop.test` ? 200 : 404;
      },
    },
    {
      object: 'admin data',
      action: 'read',
      allowed: ['admin'],
      call: async (who) => Math.max(...(await Promise.all(['/api/admin/stats', '/api/admin/users', '/api/admin/audit', '/api/orders'].map(async (u) => (await callers[who].get(u)).status())))),
    },
  ];

  const wrong: string[] = [];
  for (const cell of cells) {
    for (const who of WHO) {
      const status = await cell.call(who);
      const allowed = cell.allowed.includes(who);
      // Refusals are 4xx (401, 403 or 404), never a 5xx; the owner answering a draft that is delivered succeeds.
      if (allowed !== ok(status) || status >= 500) wrong.push(`${cell.object} ${cell.action} by ${who}: ${status}`);
    }
  }
  expect(wrong).toEqual([]);
  // Deletions: everyone else first (refused, the object stays), then the owner (done).
  for (const who of ['other', 'guest', 'anonymous', 'admin'] as const) expect((await callers[who].delete(`/api/cart/${cartLine}`)).status()).toBe(404);
  expect((await callers.owner.delete(`/api/cart/${cartLine}`)).status()).toBe(200);
  expect(((await (await callers.owner.get('/api/cart')).json()) as {items: unknown[]}).items).toHaveLength(0);
  // The loose upload: only its owner may take it back.
  for (const who of ['other', 'guest', 'anonymous', 'admin'] as const) expect((await callers[who].delete(`/uploads/${loose}`)).status()).toBe(404);
  expect((await callers.owner.delete(`/uploads/${loose}`)).status()).toBe(204);
  for (const who of WHO) await callers[who].dispose();
});
