/**
 * Questions before buying (docs/storefront.md#questions-before-buying) on each database: a guest asks
 * by e-mail and gets a private link, an account asks as itself; only the asker (its link or its
 * account) and the studio reach the conversation (another guest's link, a stranger: nothing, the
 * page's 404); the studio answers and the asker is mailed; the asker's and the studio's mails are
 * queued in the message's own transaction; the per-address and per-e-mail limits and the studio's
 * mail budget hold.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {accountExport} from '@/lib/account/export';
import {deleteAccount} from '@/lib/account/store';
import {registerUser} from '@/lib/auth/accounts';
import {seedCatalog} from '@/lib/catalog/seed';
import {createPrismaClient} from '@/lib/db/client';
import {jobId, MAIL_QUEUE, enqueueMail, startJobs, type Jobs, type JobSettings} from '@/lib/jobs/queue';
import {composeMail, newsRef, type MailContext} from '@/lib/mail/jobs';
import type {StudioNews} from '@/lib/mail/templates';
import {LIMITS, limiter, memoryCounter} from '@/lib/rate-limit';
import type {Db} from '@/lib/db/transaction';
import {markThreadRead, readThread, studioThreads, studioUnreadCount} from '@/lib/orders/conversation';
import {askQuestionIn, postQuestionMessageIn, type QuestionDeps} from '@/lib/orders/questions/ask';
import {GUEST_QUESTION_TTL_MS, questionAccess, questionsOf, removeStaleGuestQuestions} from '@/lib/orders/questions/store';
import {askSchema} from '@/lib/orders/questions/schema';
import {databaseKinds} from './databases';

const SECRET = 'integration-test-secret-0123456789abcdef';
const FAST: JobSettings = {retryDelayS: 1, retryDelayMaxS: 1, retryLimit: 1, pollS: 0.5};
const ctx: MailContext = {appUrl: 'http://shop.test', secret: SECRET, adminLanguage: 'en', mailsPerHour: 5};

for (const kind of databaseKinds) {
  test(`questions before buying (${kind.name})`, async (t) => {
    const database = await kind.createMigrated();
    const db = createPrismaClient(database.target);
    await seedCatalog(db);
    // Queued, not worked: the test reads what the transaction left in the queue.
    const jobs: Jobs = await startJobs({target: database.target, prisma: db, settings: FAST, mail: async () => undefined, work: false});
    t.after(async () => {
      await jobs.stop(2_000);
      await db.$disconnect();
      await database.drop();
    });
    const queued = async (key: string) => (await jobs.boss.findJobs(MAIL_QUEUE, {id: jobId(`mail:${key}`)})).length;
    const studioNews: StudioNews[] = [];
    const deps = (over: Partial<QuestionDeps> = {}): QuestionDeps => ({
      limits: limiter(memoryCounter()),
      studioBudget: LIMITS.studioMails,
      async notifyStudio(news, tx: Db) {
        studioNews.push(news);
        await enqueueMail(tx, `studio:${newsRef(news).kind}:${studioNews.length}`, {type: 'studio', to: 'boss@studio.test', news: newsRef(news)});
      },
      ...over,
    });
    const register = async (email: string) => {
      const r = await registerUser(db, {email, password: 'Str0ngEnough'});
      assert.ok(r.ok);
      return r.user;
    };
    const buyer = await register('minsu@cafe.kr');
    const stranger = await register('someone@else.test');
    const admin = await db.user.update({where: {id: (await register('boss@studio.test')).id}, data: {role: 'ADMIN'}});
    const ask = (d: QuestionDeps, over: Partial<Parameters<typeof askQuestionIn>[2]> = {}) =>
      askQuestionIn(db, d, {
        serviceId: '4',
        text: 'Can the background be light blue?',
        email: 'ana@cafe.example',
        userId: null,
        country: 'us',
        language: 'en',
        address: '203.0.113.7',
        secret: SECRET,
        ...over,
      });

    await t.test('a guest asks: a private link, the question in its thread, the link mail and the studio mail queued with it', async () => {
      const d = deps();
      const asked = await ask(d);
      assert.ok(asked.ok && asked.token);
      const question = asked.question;
      assert.equal((await questionAccess(db, question.id, asked.token, null))?.side, 'buyer');
      assert.equal(await queued(`question-asked:${question.id}:first`), 1, 'the private link is mailed with the question');
      assert.equal(studioNews.at(-1)?.kind, 'question');
      assert.deepEqual(
        (await readThread(db, {questionId: question.id}, 'studio')).messages.map((m) => m.text),
        ['Can the background be light blue?'],
      );
      const inbox = await studioThreads(db);
      assert.ok(inbox.some((th) => th.kind === 'question' && th.questionId === question.id && th.unread === 1 && th.email === 'ana@cafe.example'));
      assert.equal(await studioUnreadCount(db), 1);
      // The mail carries the private link, composed when it is sent.
      const mail = await composeMail(db, {type: 'question', questionId: question.id, event: 'asked'}, ctx);
      assert.ok(mail?.text.includes(`http://shop.test/us/question/${asked.token}`), String(mail?.text));
      assert.equal(mail?.to, 'ana@cafe.example');
      // The studio's mail quotes the question and opens its page, where the studio answers.
      const studio = await composeMail(db, {type: 'studio', to: 'boss@studio.test', news: newsRef(studioNews.at(-1)!)}, ctx);
      assert.ok(
        studio?.text.includes(`http://shop.test/us/question/${question.id}`) && studio.text.includes('Can the background be light blue?') && studio.text.includes('ana@cafe.example'),
        String(studio?.text),
      );
    });

    await t.test("only the asker and the studio reach a question: another guest's link, a stranger, a signed-out caller get nothing", async () => {
      const mine = await ask(deps());
      const other = await ask(deps(), {email: 'other@guest.example', address: '198.51.100.9'});
      assert.ok(mine.ok && other.ok && mine.token && other.token);
      assert.equal(await questionAccess(db, mine.question.id, other.token, null), null, "another guest's link");
      assert.equal(await questionAccess(db, mine.question.id, `${mine.token.slice(0, -1)}x`, null), null, 'a changed link');
      assert.equal(await questionAccess(db, mine.question.id, null, stranger), null);
      assert.equal(await questionAccess(db, mine.question.id, null, null), null);
      assert.equal((await questionAccess(db, mine.question.id, null, admin))?.side, 'studio');
      const account = await ask(deps(), {userId: buyer.id, email: buyer.email, address: '192.0.2.1'});
      assert.ok(account.ok);
      assert.equal(account.token, null, "an account's question has no link: the account is the key");
      assert.equal((await questionAccess(db, account.question.id, null, buyer))?.side, 'buyer');
      assert.equal(await questionAccess(db, account.question.id, null, stranger), null);
      assert.equal(await queued(`question-asked:${account.question.id}:first`), 0, 'an account needs no link mail');
      // The account's own data export lists its questions, not anyone else's.
      const exported = await accountExport(db, buyer.id);
      assert.deepEqual(
        exported?.questions.map((q) => [q.service, q.messages.map((m) => m.text)]),
        [['4', ['Can the background be light blue?']]],
      );
    });

    await t.test('the studio answers: the asker is mailed, sees the answer unread until they read it', async () => {
      const d = deps();
      const asked = await ask(d, {userId: buyer.id, email: buyer.email, address: '192.0.2.2'});
      assert.ok(asked.ok);
      const answer = await postQuestionMessageIn(db, d, {question: asked.question, side: 'studio', writer: admin.id, authorId: admin.id, address: '192.0.2.200', text: 'Yes, light blue it is.'});
      assert.ok('ok' in answer && answer.ok && answer.mail);
      const thread = await readThread(db, {questionId: asked.question.id}, 'buyer');
      assert.equal(thread.unread, 1, "the asker's unread answer");
      await markThreadRead(db, {questionId: asked.question.id}, 'buyer');
      assert.equal((await readThread(db, {questionId: asked.question.id}, 'buyer')).unread, 0);
      const readAt = (await readThread(db, {questionId: asked.question.id}, 'studio')).otherReadAt;
      assert.ok(readAt && Date.parse(readAt) >= Date.parse(thread.messages[1]!.createdAt), 'the studio sees its answer read');
      assert.deepEqual(
        thread.messages.map((m) => [m.fromStudio, m.text]),
        [
          [false, 'Can the background be light blue?'],
          [true, 'Yes, light blue it is.'],
        ],
      );
      const jobsFor = await jobs.boss.findJobs(MAIL_QUEUE);
      assert.ok(
        jobsFor.some((j) => (j.data as {key: string}).key.startsWith(`question-answer:${asked.question.id}:`)),
        'the answer is mailed to the asker',
      );
      const mail = await composeMail(db, {type: 'question', questionId: asked.question.id, event: 'answer'}, ctx);
      assert.ok(mail?.text.includes(`/us/question/${asked.question.id}`) && !mail.text.includes('light blue'), "an account's link, the studio's words not quoted");
    });

    await t.test('a failing mail rolls the question back: no question, no message, no mail', async () => {
      const questions = await db.question.count();
      const messages = await db.orderMessage.count();
      const failing = deps({
        notifyStudio: async () => {
          throw new Error('queue down');
        },
      });
      await assert.rejects(ask(failing, {email: 'rollback@guest.example', address: '198.51.100.50'}), /queue down/);
      assert.equal(await db.question.count(), questions);
      assert.equal(await db.orderMessage.count(), messages);
      const all = await jobs.boss.findJobs(MAIL_QUEUE);
      assert.equal(all.filter((j) => JSON.stringify(j.data).includes('rollback@guest.example')).length, 0);
    });

    await t.test('limits: a few new questions an hour per e-mail and per address; the studio is mailed within its budget only', async () => {
      const d = deps({studioBudget: {...LIMITS.studioMails, name: 'studio-budget-test', max: 1}});
      const mailedBefore = studioNews.length;
      for (let i = 0; i < LIMITS.questionEmail.max; i++) assert.ok((await ask(d, {email: 'busy@guest.example', address: `198.51.100.${100 + i}`})).ok);
      const refused = await ask(d, {email: 'Busy@Guest.example', address: '198.51.100.120'});
      assert.ok(!refused.ok && refused.retryAfterS > 0, 'the same address, in another case, is refused');
      assert.equal(studioNews.length - mailedBefore, 1, 'past the budget the questions wait unread in the Inbox');
      const e = deps();
      for (let i = 0; i < LIMITS.questionIp.max; i++) assert.ok((await ask(e, {email: `ip-${i}@guest.example`, address: '198.51.100.77'})).ok);
      assert.equal((await ask(e, {email: 'ip-last@guest.example', address: '198.51.100.77'})).ok, false);
      // A guest's messages after the question: the per-thread limit of an order conversation (30 an hour).
      const f = deps();
      const asked = await ask(f, {email: 'chatty@guest.example', address: '198.51.100.88'});
      assert.ok(asked.ok);
      for (let i = 1; i <= LIMITS.orderMessages.max; i++) {
        const sent = await postQuestionMessageIn(db, f, {question: asked.question, side: 'buyer', writer: 'guest', authorId: null, address: `198.51.100.${i}`, text: `More ${i}`});
        assert.ok('ok' in sent, `message ${i}`);
      }
      const over = await postQuestionMessageIn(db, f, {question: asked.question, side: 'buyer', writer: 'guest', authorId: null, address: '198.51.100.250', text: 'One too many'});
      assert.ok('allowed' in over && !over.allowed);
    });

    await t.test("a deleted account's questions go with it; a guest's stay", async () => {
      const leaving = await register('leaving@cafe.kr');
      const asked = await ask(deps(), {userId: leaving.id, email: leaving.email, address: '192.0.2.30'});
      const guest = await ask(deps(), {email: 'stays@guest.example', address: '192.0.2.31'});
      assert.ok(asked.ok && guest.ok);
      assert.equal((await deleteAccount(db, leaving.id, {password: 'Str0ngEnough'})).ok, true);
      assert.equal(await db.question.count({where: {id: asked.question.id}}), 0);
      assert.equal(await db.orderMessage.count({where: {questionId: asked.question.id}}), 0);
      assert.equal(await db.question.count({where: {id: guest.question.id}}), 1);
    });

    await t.test("My page's list: the account's own questions, newest conversation first, answered or waiting, with what is unread", async () => {
      const d = deps();
      const lister = await register('lists@cafe.kr');
      const first = await ask(d, {userId: lister.id, email: lister.email, serviceId: '4', address: '192.0.2.40'});
      const second = await ask(d, {userId: lister.id, email: lister.email, serviceId: '1', address: '192.0.2.41'});
      assert.ok(first.ok && second.ok);
      assert.deepEqual(
        (await questionsOf(db, lister.id)).map((q) => [q.serviceId, q.answered, q.unreadMessages]),
        [
          ['1', false, 0],
          ['4', false, 0],
        ],
      );
      // The studio answers the older one: it moves to the top, answered and unread.
      const answer = await postQuestionMessageIn(db, d, {question: first.question, side: 'studio', writer: admin.id, authorId: admin.id, address: '192.0.2.201', text: 'Yes.'});
      assert.ok('ok' in answer && answer.ok);
      assert.deepEqual(
        (await questionsOf(db, lister.id)).map((q) => [q.serviceId, q.answered, q.unreadMessages]),
        [
          ['4', true, 1],
          ['1', false, 0],
        ],
      );
      assert.ok(!(await questionsOf(db, stranger.id)).some((q) => q.id === first.question.id || q.id === second.question.id), "nobody else's list shows them");
    });

    await t.test("a guest's question is removed once its last message is older than the keeping time; an account's and a recent one stay", async () => {
      const old = new Date(Date.now() - GUEST_QUESTION_TTL_MS - 24 * 60 * 60 * 1000);
      const backdate = async (id: string, lastMessageAt: Date) => {
        await db.question.update({where: {id}, data: {createdAt: old}});
        await db.orderThread.update({where: {questionId: id}, data: {lastMessageAt}});
      };
      const stale = await ask(deps(), {email: 'stale@guest.example', address: '192.0.2.50'});
      const talking = await ask(deps(), {email: 'talking@guest.example', address: '192.0.2.51'});
      const fresh = await ask(deps(), {email: 'fresh@guest.example', address: '192.0.2.52'});
      const account = await ask(deps(), {userId: buyer.id, email: buyer.email, address: '192.0.2.53'});
      assert.ok(stale.ok && talking.ok && fresh.ok && account.ok);
      await backdate(stale.question.id, old);
      await backdate(talking.question.id, new Date()); // asked long ago, written in today
      await backdate(account.question.id, old);
      assert.equal(await removeStaleGuestQuestions(db), 1);
      assert.equal(await db.question.count({where: {id: stale.question.id}}), 0);
      assert.equal(await db.orderMessage.count({where: {questionId: stale.question.id}}), 0, 'its messages go with it');
      assert.equal(await db.orderThread.count({where: {questionId: stale.question.id}}), 0, 'and its thread');
      assert.equal(await db.question.count({where: {id: {in: [talking.question.id, fresh.question.id, account.question.id]}}}), 3);
      assert.equal(await questionAccess(db, stale.question.id, stale.token, null), null, 'its link now answers 404');
      assert.equal(await removeStaleGuestQuestions(db), 0, 'run again, nothing more to remove');
    });

    await t.test('the schema: text 1-4000 characters, a valid e-mail when given', () => {
      assert.equal(askSchema.safeParse({serviceId: '4', text: '   '}).success, false);
      assert.equal(askSchema.safeParse({serviceId: '4', text: 'x'.repeat(4001)}).success, false);
      assert.equal(askSchema.safeParse({serviceId: '4', text: 'Hello', email: 'not-an-email'}).success, false);
      assert.equal(askSchema.safeParse({serviceId: '4', text: 'Hello', email: 'ana@cafe.example'}).success, true);
    });
  });
}
