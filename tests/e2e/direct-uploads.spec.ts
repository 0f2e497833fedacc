/**
 * A host that caps request bodies (Vercel: 4.5 MB), as nginx with `client_max_body_size 4m` in
 * front of the deployed server: a 60 MB phone video and a 12-MP photo still become a guest's brief
 * files, sent straight to the bucket (lib/uploads/direct), and come back through the shop's own
 * address byte for byte. The same video streamed through the app is refused by the cap.
 *
 * Needs nginx and the deployed project's S3 (CI has both); skipped elsewhere.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {expect, test, type APIRequestContext} from '@playwright/test';
import {NGINX_BINARY as NGINX, writeNginxConfig} from '../../scripts/nginx-config.mts';
import {waitForHealth} from '../../scripts/wait-for-health.mts';
import {messages} from './helpers';

const PROXY_PORT = 3949;
const capped = `http://127.0.0.1:${PROXY_PORT}`;
const MB = 1024 * 1024;

/** A phone's MP4 (tests/fixtures/real) grown to `bytes` with a `free` box after its `ftyp`, as recorders leave room. */
function phoneVideo(bytes: number): Buffer {
  const original = readFileSync(path.join(process.cwd(), 'tests', 'fixtures', 'real', 'phone-moov-at-end.mp4'));
  const ftyp = original.readUInt32BE(0);
  const padding = bytes - original.length;
  const free = Buffer.alloc(padding);
  free.writeUInt32BE(padding, 0);
  free.write('free', 4, 'latin1');
  return Buffer.concat([original.subarray(0, ftyp), free, original.subarray(ftyp)]);
}

/** A 12-MP photo (4000x3000) as a phone saves it: fine detail, so several MB. */
async function twelveMegapixels(): Promise<Buffer> {
  const noise = await sharp({create: {width: 4000, height: 3000, channels: 3, background: '#808080', noise: {type: 'gaussian', mean: 128, sigma: 60}}})
    .jpeg({quality: 92})
    .toBuffer();
  return noise;
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test.describe('a host that caps request bodies at 4 MB', () => {
  let nginx: ChildProcess | undefined;
  let dir = '';

  test.beforeAll(async ({}, info) => {
    test.skip(info.project.metadata.storage !== 's3', "needs the deployed project's bucket");
    expect(NGINX, 'this test needs nginx (apt-get install nginx)').toBeTruthy();
    const upstream = Number(new URL(String(info.project.use.baseURL)).port);
    dir = mkdtempSync(path.join(tmpdir(), 'storefront-capped-'));
    nginx = spawn(NGINX!, writeNginxConfig({dir, port: PROXY_PORT, upstreams: [upstream], maxBodySize: '4m'}), {stdio: 'ignore'});
    expect(await waitForHealth(capped, {timeoutMs: 15_000})).toBe(true);
  });

  test.afterAll(() => {
    nginx?.kill('SIGTERM');
    if (dir) rmSync(dir, {recursive: true, force: true});
  });

  /** Sends a file as the browser does with a bucket: ticket through nginx, PUT to the bucket, completion through nginx. */
  async function direct(guest: APIRequestContext, token: string, name: string, type: string, bytes: Buffer) {
    const ticket = await guest.post('/api/uploads/direct', {headers: {'x-order-token': token}, data: {name, size: bytes.length, type, purpose: 'brief'}});
    expect(ticket.status()).toBe(200);
    const {direct, url, headers, ticket: signed} = (await ticket.json()) as {direct: boolean; url: string; headers: Record<string, string>; ticket: string};
    expect(direct).toBe(true);
    expect(new URL(url).origin).not.toBe(capped);
    const stored = await guest.put(url, {headers, data: bytes, timeout: 60_000});
    expect(stored.status()).toBe(200);
    const done = await guest.post('/api/uploads/direct/complete', {headers: {'x-order-token': token}, data: {ticket: signed}});
    expect(done.status()).toBe(201);
    // A ticket completes once.
    expect((await guest.post('/api/uploads/direct/complete', {headers: {'x-order-token': token}, data: {ticket: signed}})).status()).toBe(422);
    return (await done.json()) as {id: string; contentType: string};
  }

  test("a 60 MB phone video and a 12-MP photo become a guest's brief files and come back byte for byte", async ({playwright}) => {
    test.setTimeout(120_000);
    const guest = await playwright.request.newContext({baseURL: capped, extraHTTPHeaders: {'x-country': 'us', 'x-language': 'en'}});
    const created = await guest.post('/api/orders', {
      data: {serviceId: 5, quantity: 1, customerName: 'Kim Minji', customerEmail: `capped.${Date.now()}@shop.test`, customerPhone: '+1 212 555 0100', agreeTerms: true, agreePrivacy: true},
    });
    expect(created.status()).toBe(201);
    const order = (await created.json()) as {orderId: string; guestToken: string};
    const started = await guest.post('/api/payments/start', {data: {orderId: order.orderId, token: order.guestToken}});
    const demo = new URL(((await started.json()) as {url: string}).url).searchParams;
    expect((await guest.post('/api/confirm', {data: {orderId: demo.get('orderId'), amount: demo.get('amount'), paymentKey: demo.get('paymentKey')}})).status()).toBe(200);

    const video = phoneVideo(60 * MB);
    const photo = await twelveMegapixels();
    expect(photo.length).toBeGreaterThan(4 * MB);

    // Through the app, the cap refuses the video before the app sees it.
    const streamed = await guest.post('/api/uploads', {headers: {'x-file-name': 'clip.mp4', 'x-order-token': order.guestToken}, data: video, timeout: 60_000});
    expect(streamed.status()).toBe(413);

    const files = [await direct(guest, order.guestToken, 'clip.mp4', 'video/mp4', video), await direct(guest, order.guestToken, 'IMG_0001.jpg', 'image/jpeg', photo)];
    expect(files.map((f) => f.contentType)).toEqual(['video/mp4', 'image/jpeg']);
    const brief = await guest.post('/api/project-briefs', {
      data: {serviceId: 5, style: ['modern'], colorTone: [], usage: ['sns'], fileIds: files.map((f) => f.id), orderId: order.orderId, orderToken: order.guestToken},
    });
    expect(brief.status()).toBe(201);

    for (const [file, bytes] of [
      [files[0]!, video],
      [files[1]!, photo],
    ] as const) {
      const back = await guest.get(`/uploads/${file.id}?token=${order.guestToken}`, {timeout: 60_000});
      expect(back.status()).toBe(200);
      expect(sha(Buffer.from(await back.body()))).toBe(sha(bytes));
    }
    // Someone else's ticket cannot be completed by another caller.
    const other = await playwright.request.newContext({baseURL: capped});
    const ticket = await guest.post('/api/uploads/direct', {headers: {'x-order-token': order.guestToken}, data: {name: 'x.jpg', size: 10, type: 'image/jpeg', purpose: 'brief'}});
    const stolen = await other.post('/api/uploads/direct/complete', {data: {ticket: ((await ticket.json()) as {ticket: string}).ticket}});
    expect(stolen.status()).toBe(401);
    // A ticket that was tampered with is refused in the caller's language.
    const forged = await guest.post('/api/uploads/direct/complete', {headers: {'x-order-token': order.guestToken, 'x-language': 'ko'}, data: {ticket: 'e30.forged'}});
    expect(forged.status()).toBe(422);
    expect(((await forged.json()) as {message: string}).message).toBe(messages('ko').Brief.upload.expired);
    await other.dispose();
    await guest.dispose();
  });
});
