/**
 * The job queue (docs/operations.md#background-jobs) on each database the shop runs on: a paid
 * order's mails are queued in the payment's own transaction, wait out a mail server that refuses
 * connections and then arrive exactly once, each with one Message-ID on every attempt; a mail
 * about an order deleted since ends with a log line; scheduled work runs once per period across
 * two instances, never twice at once.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createPrismaClient, type PrismaClient} from '@/lib/db/client';
import {inTransaction} from '@/lib/db/transaction';
import {adminEmails} from '@/lib/env';
import {jobBacklog, openJobs} from '@/lib/jobs/admin';
import {cronAnswer} from '@/lib/jobs/cron';
import {DIGEST_QUEUE, enqueueDigestNews, enqueueMail, jobId, MAIL_QUEUE, startJobs, type Jobs, type JobSettings, type ScheduledJob} from '@/lib/jobs/queue';
import {digestJobHandler, mailJobHandler, messageIdFor, newsRef, queueOrderPaidMails, type MailContext} from '@/lib/mail/jobs';
import {studioMailGate} from '@/lib/mail/studio-digest';
import type {Mail} from '@/lib/mail';
import {LIMITS, limiter, memoryCounter} from '@/lib/rate-limit';
import {SEED_CATALOG} from '@/lib/catalog/seed';
import {priceOrder} from '@/lib/orders/pricing';
import {createOrder} from '@/lib/orders/store';
import {paymentProviders} from '@/lib/payments';
import {applyConfirmResult, confirmPayment, startPayment} from '@/lib/payments/flow';
import {startFakeSmtp} from '../fakes/smtp';
import {startFakeToss} from '../fakes/toss';
import {databaseKinds} from './databases';

const SECRET = 'integration-test-secret-0123456789abcdef';
/** Retries a second apart (the shop waits 30 s doubled up to an hour). */
const FAST: JobSettings = {retryDelayS: 1, retryDelayMaxS: 1, retryLimit: 100, pollS: 0.5};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

/** A port nothing listens on (a mail server that is down refuses connections on it). */
async function closedPort(): Promise<number> {
  const probe = await startFakeSmtp(mkdtempSync(path.join(tmpdir(), 'smtp-probe-')));
  await probe.close();
  return probe.port;
}

async function guestOrder(db: PrismaClient) {
  const priced = priceOrder([{type: 'service', id: 4, quantity: 1}], 'us', SEED_CATALOG);
  if (typeof priced === 'string') throw new Error(priced);
  const {order} = await createOrder(db, {priced, customer: {name: 'Ana Silva', email: 'ana@cafe.example', phone: '+1 555 0100'}, country: 'us', language: 'en', user: null, secret: SECRET});
  return order;
}

/** Starts a payment of the order with the demo provider and records the provider's "paid", as a confirm or webhook does. */
async function pay(db: PrismaClient, orderId: string) {
  const order = await db.order.findUniqueOrThrow({where: {id: orderId}, include: {items: true}});
  const started = await startPayment(db, order, {country: 'us', language: 'en', successUrl: 'http://shop.test/s', failUrl: 'http://shop.test/f'}, paymentProviders({}));
  assert.ok(started.ok, JSON.stringify(started));
  const payment = await db.payment.findFirstOrThrow({where: {orderId}});
  return applyConfirmResult(db, payment.id, {status: 'paid', method: 'card'});
}

for (const kind of databaseKinds) {
  test(`a paid order's mails wait out a mail server that refuses connections, then arrive exactly once (${kind.name})`, async (t) => {
    const database = await kind.createMigrated();
    const db = createPrismaClient(database.target);
    const inbox = mkdtempSync(path.join(tmpdir(), 'smtp-inbox-'));
    const port = await closedPort();
    const ctx: MailContext = {
      appUrl: 'http://shop.test',
      secret: SECRET,
      adminLanguage: 'en',
      mailsPerHour: 5,
      settings: {smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Shop <no-reply@shop.test>', outboxDir: '/nonexistent'},
    };
    const jobs: Jobs = await startJobs({target: database.target, prisma: db, settings: FAST, mail: mailJobHandler(db, ctx)});
    const smtp: {server?: Awaited<ReturnType<typeof startFakeSmtp>>} = {};
    t.after(async () => {
      await jobs.stop(2_000);
      await smtp.server?.close();
      await db.$disconnect();
      await database.drop();
      rmSync(inbox, {recursive: true, force: true});
    });
    const mails = () => readdirSync(inbox).filter((f) => f.endsWith('.eml'));

    const order = await guestOrder(db);
    const paid = await pay(db, order.id);
    assert.ok(paid.ok && paid.newlyPaid);
    const expected = 1 + adminEmails.length;
    // While the mail server is down the mails are retried, not lost.
    const retried = await until('a retry', async () => {
      const [job] = await jobs.boss.findJobs(MAIL_QUEUE, {id: jobId(`mail:order-paid:${order.id}`)});
      // Read between two attempts (during one it is 'active').
      return job && job.retryCount >= 2 && job.state === 'retry' ? job : undefined;
    });
    assert.equal(retried.state, 'retry');
    assert.equal(mails().length, 0);
    // The same payment told again (a webhook after the confirm): nothing more is queued.
    const again = await pay(db, order.id).catch(() => null);
    assert.ok(!again || !again.ok || !again.newlyPaid);

    // The mail server comes back on its port: every mail arrives, once.
    smtp.server = await startFakeSmtp(inbox, port);
    await until('the mails', async () => mails().length >= expected);
    await sleep(3_000);
    assert.equal(mails().length, expected, 'each mail exactly once');
    const confirmation = mails()
      .map((f) => readFileSync(path.join(inbox, f), 'utf8'))
      .find((m) => /^To: ana@cafe\.example$/m.test(m));
    assert.ok(confirmation, 'the buyer has their confirmation');
    assert.match(confirmation, new RegExp(`^Message-ID: ${messageIdFor(`order-paid:${order.id}`, ctx.appUrl).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'im'));
    assert.match(confirmation, new RegExp(order.number));
  });

  test(`a mail is queued with its change or not at all, and one about a deleted order ends without retries (${kind.name})`, async (t) => {
    const database = await kind.createMigrated();
    const db = createPrismaClient(database.target);
    const sent: string[] = [];
    const ctx: MailContext = {appUrl: 'http://shop.test', secret: SECRET, adminLanguage: 'en', mailsPerHour: 5};
    const jobs = await startJobs({
      target: database.target,
      prisma: db,
      settings: FAST,
      mail: mailJobHandler(db, ctx, async (mail) => {
        sent.push(mail.kind);
        return 'smtp';
      }),
    });
    const warnings: string[] = [];
    const warn = t.mock.method(console, 'warn', (...args: unknown[]) => void warnings.push(args.join(' ')));
    t.after(async () => {
      warn.mock.restore();
      await jobs.stop(2_000);
      await db.$disconnect();
      await database.drop();
    });
    const order = await guestOrder(db);
    // A change that rolls back takes its mails with it.
    await assert.rejects(
      inTransaction(db, async (tx) => {
        await queueOrderPaidMails(tx, order.id, ['studio@shop.test']);
        throw new Error('the payment did not commit');
      }),
    );
    assert.deepEqual(await jobs.boss.findJobs(MAIL_QUEUE, {id: jobId(`mail:order-paid:${order.id}`)}), []);
    // One that commits has them; the same event queued again changes nothing.
    await inTransaction(db, (tx) => queueOrderPaidMails(tx, order.id, ['studio@shop.test']));
    assert.equal(await enqueueMail(db, `order-paid:${order.id}`, {type: 'order-confirmation', orderId: order.id}), false);
    await until('two mails', async () => sent.length >= 2);
    assert.deepEqual(sent.sort(), ['new-order', 'order-confirmation']);

    // A status mail for an order that is gone by the time it is sent: a log line, the job done.
    const gone = await guestOrder(db);
    await enqueueMail(db, `order-update:${gone.id}`, {type: 'order-update', orderId: gone.id, status: 'in_progress', delivered: false});
    await db.order.delete({where: {id: gone.id}});
    const done = await until('the job', async () => {
      const [job] = await jobs.boss.findJobs(MAIL_QUEUE, {id: jobId(`mail:order-update:${gone.id}`)});
      return job?.state === 'completed' ? job : undefined;
    });
    assert.equal(done.retryCount, 0);
    assert.ok(
      warnings.some((w) => w.includes(gone.id) && w.includes('no longer exists')),
      warnings.join('\n'),
    );
    assert.equal(sent.length, 2);
  });

  test(`a burst of mails is sent at once, not one mail per poll; one refused mail retries alone (${kind.name})`, async (t) => {
    const database = await kind.createMigrated();
    const db = createPrismaClient(database.target);
    const ctx: MailContext = {appUrl: 'http://shop.test', secret: SECRET, adminLanguage: 'en', mailsPerHour: 5};
    const sent: string[] = [];
    const refused = new Set(['burst-7@shop.test']);
    // A slow poll (2 s): one mail per poll would take a minute for thirty.
    const settings: JobSettings = {...FAST, pollS: 2};
    const jobs = await startJobs({
      target: database.target,
      prisma: db,
      settings,
      mail: mailJobHandler(db, ctx, async (mail) => {
        if (refused.has(mail.to)) throw new Error('550 mailbox unavailable');
        sent.push(mail.to);
        return 'smtp';
      }),
    });
    t.after(async () => {
      await jobs.stop(2_000);
      await db.$disconnect();
      await database.drop();
    });
    const started = Date.now();
    for (let i = 0; i < 30; i++) await enqueueMail(db, `burst:${i}`, {type: 'composed', mail: {to: `burst-${i}@shop.test`, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>', kind: 'welcome'}});
    await until('29 mails', async () => sent.length >= 29, 60_000);
    const polls = (Date.now() - started) / 1000 / settings.pollS;
    assert.ok(polls < 5, `29 mails took ${polls.toFixed(1)} poll intervals`);
    // The refused one is retried on its own; the others are not sent again.
    refused.clear();
    await until('the refused mail', async () => sent.includes('burst-7@shop.test'), 30_000);
    await sleep(1_000);
    assert.equal(sent.length, 30);
    assert.equal(new Set(sent).size, 30, 'each mail once');
  });

  test(`studio news past the hour's budget waits in the queue, not in the process: after a restart one digest per studio address lists it all (${kind.name})`, async (t) => {
    const database = await kind.createMigrated();
    const db = createPrismaClient(database.target);
    const studio = ['studio@shop.test', 'owner@shop.test'];
    const ctx: MailContext = {appUrl: 'http://shop.test', secret: SECRET, adminLanguage: 'en', mailsPerHour: 2};
    const sent: Mail[] = [];
    const capture = mailJobHandler(db, ctx, async (mail) => {
      sent.push(mail);
      return 'smtp';
    });
    // The first process queues, and stops (a deploy) before the hour ends.
    const first = await startJobs({target: database.target, prisma: db, settings: FAST, mail: capture, digest: digestJobHandler(db, studio), work: false});
    const gate = studioMailGate(
      limiter(memoryCounter()),
      {
        send: async (news) => void sent.push({to: 'now', subject: news.kind, text: '', html: '', kind: 'now'}),
        wait: async (kind, news) => void (await enqueueDigestNews(db, {kind, news: newsRef(news)}, 1, first)),
      },
      {...LIMITS.studioMails, max: 2},
    );
    const names = ['Mina', 'Joon', 'Hae', 'Dara', 'Sol'];
    const outcomes = [];
    for (const name of names)
      outcomes.push(await gate.notify({kind: 'contact', message: {name, email: `${name.toLowerCase()}@cafe.example`, company: null, service: 'basic', message: 'Hello', country: 'us'}}));
    assert.deepEqual(outcomes, ['sent', 'sent', 'digest', 'digest', 'digest']);
    assert.equal((await first.boss.findJobs(DIGEST_QUEUE)).length, 3);
    await first.stop(2_000);

    // The next process sends the digest: one per studio address, listing the three that waited.
    const second = await startJobs({target: database.target, prisma: db, settings: FAST, mail: capture, digest: digestJobHandler(db, studio)});
    t.after(async () => {
      await second.stop(2_000);
      await db.$disconnect();
      await database.drop();
    });
    const digests = () => sent.filter((m) => m.kind !== 'now');
    await until('the digests', async () => digests().length >= studio.length);
    await sleep(2_000);
    assert.equal(digests().length, studio.length, 'one digest per studio address, once');
    assert.deepEqual(
      digests()
        .map((m) => m.to)
        .sort(),
      [...studio].sort(),
    );
    for (const mail of digests()) {
      for (const name of names.slice(2)) assert.match(mail.text, new RegExp(name));
      for (const name of names.slice(0, 2)) assert.doesNotMatch(mail.text, new RegExp(name));
    }
  });

  test(`scheduled work asked for by two instances' cron runs once per period, never twice at once; a wrong secret is refused (${kind.name})`, async (t) => {
    const database = await kind.createMigrated();
    // Two instances on PostgreSQL: two clients, two queues.
    const dbs = kind.name === 'PGlite' ? [createPrismaClient(database.target)] : [createPrismaClient(database.target), createPrismaClient(database.target)];
    const runs: {at: number; end: number}[] = [];
    let running = 0;
    let overlapped = false;
    // A 2-second period (the shop's are minutes): the job takes 300 ms.
    const tick: ScheduledJob = {
      name: 'tick',
      everyMinutes: 2 / 60,
      run: async () => {
        running++;
        if (running > 1) overlapped = true;
        const at = Date.now();
        await sleep(300);
        runs.push({at, end: Date.now()});
        running--;
      },
    };
    // The embedded database is one process's: there, one queue with two crons calling at once.
    const instances: Jobs[] = [];
    for (const db of dbs) instances.push(await startJobs({target: database.target, prisma: db, settings: FAST, mail: async () => undefined, scheduled: [tick], work: false}));
    const callers = instances.length === 2 ? instances : [instances[0]!, instances[0]!];
    t.after(async () => {
      for (const jobs of instances) await jobs.stop(2_000);
      for (const db of dbs) await db.$disconnect();
      await database.drop();
    });
    const SECRET_TOKEN = 'cron-secret-0123456789';
    const call = (jobs: Jobs, name: string, authorization?: string) =>
      cronAnswer(new Request(`http://shop.test/api/cron/${name}`, {method: 'POST', headers: authorization ? {authorization} : {}}), name, SECRET_TOKEN, async () => jobs);

    assert.equal((await call(instances[0]!, 'tick')).status, 401);
    assert.equal((await call(instances[0]!, 'tick', 'Bearer wrong-secret-0123456789')).status, 401);
    assert.equal((await call(instances[0]!, 'tick', SECRET_TOKEN)).status, 401, 'the bare secret is not a bearer token');
    assert.equal(runs.length, 0, 'nothing ran for a refused call');
    assert.equal((await call(instances[0]!, 'nothing', `Bearer ${SECRET_TOKEN}`)).status, 404);

    // Both instances' cron call every 100 ms for 9 seconds.
    const started = Date.now();
    const answers: unknown[] = [];
    await Promise.all(
      callers.map(async (jobs) => {
        while (Date.now() - started < 9_000) {
          const answer = await call(jobs, 'tick', `Bearer ${SECRET_TOKEN}`);
          assert.equal(answer.status, 200);
          answers.push(await answer.json());
          await sleep(100);
        }
      }),
    );
    assert.ok(!overlapped, 'never two at once');
    const periods = runs.map((r) => Math.floor(r.at / 2_000));
    assert.equal(new Set(periods).size, periods.length, `once per period: ${periods.join(', ')}`);
    assert.ok(runs.length >= 4 && runs.length <= 6, `one run in each 2-second period of 9 seconds: ${runs.length}`);
    assert.ok(
      answers.some((a) => (a as {ran: boolean}).ran === false),
      'the other calls in a period run nothing',
    );
  });
  test(`a confirmation still open at the provider is answered "being confirmed" at the deadline and finishes without the buyer (${kind.name})`, async (t) => {
    const database = await kind.createMigrated();
    const db = createPrismaClient(database.target);
    const toss = await startFakeToss();
    t.after(async () => {
      await toss.close();
      await db.$disconnect();
      await database.drop();
    });
    const providers = paymentProviders({toss: {secretKey: toss.secretKey, clientKey: 'test_gck_fake', baseUrl: toss.url, timeoutMs: 20_000}});
    const priced = priceOrder([{type: 'service', id: 4, quantity: 1}], 'kr', SEED_CATALOG);
    if (typeof priced === 'string') throw new Error(priced);
    const {order} = await createOrder(db, {priced, customer: {name: '김민수', email: 'minsu@cafe.kr', phone: '010-1234-5678'}, country: 'kr', language: 'ko', user: null, secret: SECRET});
    const started = await startPayment(db, order, {country: 'kr', language: 'ko', successUrl: 'http://shop.test/s', failUrl: 'http://shop.test/f'}, providers);
    assert.ok(started.ok && started.start.kind === 'widget');
    const orderId = started.start.providerOrderId;
    const paymentKey = toss.authorize({orderId, amount: order.amount});
    const input = {orderId, amount: order.amount, paymentKey};
    // Toss takes 4 s to answer; the buyer's confirm waits 1 s.
    toss.behave({delayMs: 4_000});
    const answer = await confirmPayment(db, input, {providers, waitMs: 1_000});
    assert.deepEqual(answer, {ok: false, code: 'PAYMENT_PENDING', pending: true});
    const payment = await db.payment.findFirstOrThrow({where: {orderId: order.id}});
    assert.equal(payment.status, 'authorizing', 'answered before the provider did');
    // The confirmation finishes without the buyer: paid, once.
    await until('the payment', async () => (await db.payment.findUniqueOrThrow({where: {id: payment.id}})).status === 'succeeded', 20_000);
    assert.equal((await db.order.findUniqueOrThrow({where: {id: order.id}})).status, 'order_received');
    // The page asking again is told it is paid.
    const again = await confirmPayment(db, input, {providers, waitMs: 1_000});
    assert.ok(again.ok);
    assert.equal(toss.requests.filter((r) => r.path === '/v1/payments/confirm').length, 1);
  });
  test(`a mail that keeps failing is kept as failed and listed for the owner with its order and error; Retry sends it (${kind.name})`, async (t) => {
    const database = await kind.createMigrated();
    const db = createPrismaClient(database.target);
    let smtpUp = false;
    const sent: string[] = [];
    const ctx: MailContext = {appUrl: 'http://shop.test', secret: SECRET, adminLanguage: 'en', mailsPerHour: 5};
    const jobs = await startJobs({
      target: database.target,
      prisma: db,
      settings: {...FAST, retryLimit: 1},
      mail: mailJobHandler(db, ctx, async (mail) => {
        if (!smtpUp) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        sent.push(mail.to);
        return 'smtp';
      }),
    });
    t.after(async () => {
      await jobs.stop(2_000);
      await db.$disconnect();
      await database.drop();
    });
    const order = await guestOrder(db);
    await enqueueMail(db, `order-update:${order.id}:1`, {type: 'order-update', orderId: order.id, status: 'in_progress', delivered: false});
    assert.ok((await jobBacklog(db))!.due >= 0);
    const failed = await until('the failed mail', async () => (await openJobs(db)).find((j) => j.state === 'failed'));
    assert.equal(failed.kind, 'order-update');
    assert.equal(failed.orderNumber, order.number);
    assert.equal(failed.attempts, 2);
    assert.match(failed.lastError ?? '', /ECONNREFUSED/);
    assert.equal(failed.nextTry, null);
    assert.deepEqual(sent, []);
    // The mail server is back; the owner retries it.
    smtpUp = true;
    await jobs.boss.retry(failed.queue, failed.id);
    await until('the mail', async () => sent.length === 1);
    assert.deepEqual(sent, ['ana@cafe.example']);
    await until('an empty list', async () => (await openJobs(db)).length === 0);
    assert.deepEqual(await jobBacklog(db), {due: 0, oldestDueS: 0});
  });
  test(`the queue starts again on a database that already has it, with changed settings (a restart) (${kind.name})`, async (t) => {
    const database = await kind.createMigrated();
    const db = createPrismaClient(database.target);
    t.after(async () => {
      await db.$disconnect();
      await database.drop();
    });
    const first = await startJobs({target: database.target, prisma: db, settings: FAST, mail: async () => undefined});
    await first.stop(1_000);
    const sent: string[] = [];
    const again = await startJobs({target: database.target, prisma: db, settings: {...FAST, retryLimit: 3, retryDelayMaxS: 5}, mail: async (job) => void sent.push(job.data.key)});
    t.after(() => again.stop(1_000));
    await enqueueMail(db, 'after-restart', {type: 'composed', mail: {to: 'a@b.example', subject: 's', text: 't', html: 'h', kind: 'test'}});
    await until('the mail', async () => sent.length === 1);
    assert.deepEqual(sent, ['after-restart']);
  });
}
