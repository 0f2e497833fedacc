/**
 * Item pages that answer (docs/storefront.md#item-pages): the owner hides a review with a reason (audited) and it leaves
 * the page's data and JSON-LD; the delivered pictures of a review are public only while the buyer
 * allows it and the review is visible (anyone else's deliverables stay private); the owner's FAQ
 * per item and language (saved with an audit row, checked by zod, FAQPage JSON-LD); the studio's
 * median first reply over 30 days, said only from 5 replies on.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {registerUser} from '@/lib/auth/accounts';
import {allFaqs, faqJsonLd, faqSchema, itemFaqIn, saveFaq} from '@/lib/catalog/faq/faq';
import {postMessage} from '@/lib/orders/conversation';
import {quoteOrder} from '@/lib/orders/pricing';
import {MIN_REPLIES, studioReplyTime} from '@/lib/orders/reply-time/reply-time';
import {adminReviews, hideReview, reviewJsonLd, reviewSummary, writeReview} from '@/lib/orders/reviews/store';
import {isShownWork, itemWork} from '@/lib/orders/shown-work';
import {createOrder} from '@/lib/orders/store';
import {localStorage} from '@/lib/storage';
import {acceptUpload} from '@/lib/uploads/accept';
import {uploadQuota} from '@/lib/uploads/quota';
import {serveUpload} from '@/lib/uploads/serve';
import {MB} from '@/lib/uploads/types';
import {databaseKinds, openDatabase} from './databases';

const SECRET = 'integration-test-secret-0123456789abcdef';
const PNG = readFileSync(path.join(process.cwd(), 'tests', 'fixtures', 'uploads', 'logo.png'));
const stream = (data: Buffer) => new Blob([new Uint8Array(data)]).stream();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const OWNER = {id: null, email: 'owner@studio.test'};

for (const kind of databaseKinds) {
  test(`item pages that answer (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    const dir = mkdtempSync(path.join(tmpdir(), 'item-answers-'));
    t.after(() => rmSync(dir, {recursive: true, force: true}));
    const storage = localStorage(dir);
    const register = async (email: string) => {
      const r = await registerUser(db, {email, password: 'Str0ngEnough'});
      assert.ok(r.ok);
      return r.user;
    };
    const buyer = await register('minsu@cafe.kr');
    const admin = await db.user.update({where: {id: (await register('boss@studio.test')).id}, data: {role: 'ADMIN'}});
    const order = (
      await createOrder(db, {
        priced: quoteOrder(6, 'us'),
        customer: {name: 'Minsu Kim', email: 'minsu@cafe.kr', phone: '+1 555 0101'},
        country: 'us',
        language: 'en',
        user: {id: buyer.id},
        status: 'quote_review',
        secret: SECRET,
      })
    ).order;
    const other = (
      await createOrder(db, {
        priced: quoteOrder(6, 'us'),
        customer: {name: 'Jiwoo Park', email: 'jiwoo@example.org', phone: '+1 555 0102'},
        country: 'us',
        language: 'en',
        user: null,
        status: 'quote_review',
        secret: SECRET,
      })
    ).order;
    await db.order.updateMany({where: {id: {in: [order.id, other.id]}}, data: {status: 'completed'}});
    const t0 = new Date('2026-11-26T10:00:00Z');

    // The studio's deliveries: two rounds for the reviewed order (the last one is what a review shows), one for the other order.
    const upload = async (name: string) => {
      const r = await acceptUpload(db, storage, {
        ownerId: admin.id,
        name,
        body: stream(PNG),
        declaredBytes: PNG.length,
        deliverable: true,
        limits: {imageBytes: 10 * MB, videoBytes: 200 * MB},
        quota: uploadQuota({bytesPerDay: 50 * MB, filesPerDay: 50}),
      });
      assert.ok(r.ok);
      return r.upload.id;
    };
    const deliver = async (orderId: string, round: number, uploadIds: string[]) => db.delivery.create({data: {orderId, round, files: {create: uploadIds.map((uploadId) => ({uploadId}))}}});
    const draft = await upload('draft-1.png');
    const final = await upload('final.png');
    const otherFinal = await upload('other-final.png');
    await deliver(order.id, 1, [draft]);
    await deliver(order.id, 2, [final]);
    await deliver(other.id, 1, [otherFinal]);
    const anyone = async (id: string) => (await serveUpload(db, storage, {id, user: null, token: null, inline: true})).status;

    const written = await writeReview(db, {ref: order.id, user: buyer}, {itemId: order.items[0]!.id, rating: 5, text: 'Lovely work', showWork: true}, t0);
    assert.ok(written.ok);
    const reviewId = written.review.id;

    await t.test("showWork: the last delivery's picture is public and on the page; the draft, other orders' files and a review without permission stay private", async () => {
      const summary = await reviewSummary(db, 'service', '6');
      assert.deepEqual(
        summary.latest.map((r) => r.work),
        [[final]],
      );
      assert.deepEqual(await itemWork(db, 'service', '6'), [final], "the service's gallery: the last delivery's picture only");
      assert.deepEqual(await itemWork(db, 'service', '5'), [], 'another service shows none');
      assert.equal(await anyone(final), 200, 'the shown picture, to a visitor signed out');
      assert.equal(await anyone(draft), 404, 'an earlier draft is not what the buyer allowed to show');
      assert.equal(await anyone(otherFinal), 404, 'a delivery of an order without such a review');
      // The buyer withdraws the permission (within the 14 days): the picture is private again.
      assert.ok((await writeReview(db, {ref: order.id, user: buyer}, {itemId: order.items[0]!.id, rating: 5, text: 'Lovely work', showWork: false}, new Date(t0.getTime() + DAY))).ok);
      assert.equal(await anyone(final), 404);
      assert.deepEqual((await reviewSummary(db, 'service', '6')).latest[0]?.work, []);
      assert.deepEqual(await itemWork(db, 'service', '6'), [], 'withdrawn: gone from the gallery too');
      assert.equal((await serveUpload(db, storage, {id: final, user: buyer, token: null, inline: true})).status, 200, 'the buyer still sees their own delivery');
      assert.ok((await writeReview(db, {ref: order.id, user: buyer}, {itemId: order.items[0]!.id, rating: 5, text: 'Lovely work', showWork: true}, new Date(t0.getTime() + DAY))).ok);
      assert.equal(await isShownWork(db, final), true);
    });

    await t.test('hiding: audited with its reason; gone from the page data, the JSON-LD and the shown work; still listed for the owner with the reason', async () => {
      assert.equal(reviewJsonLd(await reviewSummary(db, 'service', '6')).aggregateRating !== undefined, true);
      const hidden = await hideReview(db, {id: admin.id, email: admin.email}, reviewId, 'Names a competitor', new Date(t0.getTime() + 2 * DAY));
      assert.ok(hidden.ok);
      const entry = await db.auditLog.findFirst({where: {action: 'review.hide', targetId: reviewId}});
      assert.equal(entry?.actorEmail, admin.email);
      assert.deepEqual((entry?.after as {reason: string}).reason, 'Names a competitor');
      const summary = await reviewSummary(db, 'service', '6');
      assert.equal(summary.count, 0);
      assert.deepEqual(summary.latest, []);
      assert.deepEqual(reviewJsonLd(summary), {}, 'no rating left in the JSON-LD');
      assert.equal(await anyone(final), 404, 'the picture of a hidden review is private again');
      const listed = (await adminReviews(db)).find((r) => r.id === reviewId);
      assert.equal(listed?.hiddenReason, 'Names a competitor');
      assert.equal(listed?.text, 'Lovely work', 'the text is kept as the buyer wrote it');
      assert.equal(listed?.orderNumber, order.number);
    });

    await t.test('FAQ: saved per language with an audit row, shown in its language only, as FAQPage JSON-LD; limits checked; unknown item refused', async () => {
      const faq = {en: [{q: 'Can I send a phone photo?', a: 'Yes, a sharp one in daylight.'}], ko: [{q: '휴대폰 사진도 되나요?', a: '네, 밝은 곳에서 선명하게 찍어 주세요.'}]};
      assert.ok(faqSchema.safeParse(faq).success);
      const saved = await saveFaq(db, OWNER, 'service', '6', faq);
      assert.ok(saved.ok);
      assert.deepEqual(await itemFaqIn(db, 'service', '6', 'ko'), faq.ko);
      assert.deepEqual(await itemFaqIn(db, 'service', '6', 'ja'), [], "no other language's answers on a Japanese page");
      assert.deepEqual(await itemFaqIn(db, 'template', '5', 'en'), []);
      assert.deepEqual((await allFaqs(db))['service:6'], faq);
      const entry = await db.auditLog.findFirst({where: {action: 'catalog.faq', targetId: 'service:6'}});
      assert.deepEqual(entry?.after, faq);
      assert.deepEqual(faqJsonLd(faq.en), {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [{'@type': 'Question', name: 'Can I send a phone photo?', acceptedAnswer: {'@type': 'Answer', text: 'Yes, a sharp one in daylight.'}}],
      });
      assert.equal(faqJsonLd([]), null);
      assert.equal(faqSchema.safeParse({en: [{q: 'Only a question', a: '  '}]}).success, false, 'an answer is required');
      assert.equal(faqSchema.safeParse({en: Array.from({length: 13}, () => ({q: 'q', a: 'a'}))}).success, false, 'at most 12 a language');
      assert.equal(faqSchema.safeParse({xx: []}).success, false, "only the shop's languages");
      assert.deepEqual(await saveFaq(db, OWNER, 'service', '999', faq), {ok: false, error: 'notFound'});
      assert.ok((await saveFaq(db, OWNER, 'service', '6', {en: []})).ok);
      assert.deepEqual(await itemFaqIn(db, 'service', '6', 'ko'), [], 'saving replaces every language');
    });

    await t.test("reply time: the median of the studio's first replies after buyer messages in 30 days, hidden below 5 replies", async () => {
      const now = new Date('2026-12-20T12:00:00Z');
      const at = (minutesBefore: number) => new Date(now.getTime() - minutesBefore * MINUTE);
      const say = (side: 'buyer' | 'studio', minutesBefore: number, orderId = order.id) =>
        postMessage(db, {orderId, side, authorId: side === 'studio' ? admin.id : buyer.id, text: `${side} ${minutesBefore}`, fileIds: [], now: at(minutesBefore)});
      // Out of the window: a reply 40 days ago does not count.
      await say('buyer', 40 * 24 * 60 + 600);
      await say('studio', 40 * 24 * 60);
      // Four replies in the window: 30, 60 (two buyer messages in a row wait from the first), 120, 10 minutes; a second studio message answers nothing new.
      await say('buyer', 10_000);
      await say('studio', 9_970);
      await say('studio', 9_960);
      await say('buyer', 8_000);
      await say('buyer', 7_990);
      await say('studio', 7_940);
      await say('buyer', 6_000, other.id);
      await say('studio', 5_880, other.id);
      await say('buyer', 5_000, other.id);
      await say('studio', 4_990, other.id);
      assert.equal(await studioReplyTime(db, now), null, `4 replies: fewer than ${MIN_REPLIES}, nothing is said`);
      // A buyer message still waiting counts nothing; the fifth reply (240 minutes) makes it: median of 10, 30, 60, 120, 240 = 60 minutes.
      await say('buyer', 3_000);
      assert.equal(await studioReplyTime(db, now), null);
      await say('studio', 2_760);
      assert.equal(await studioReplyTime(db, now), 60 * MINUTE);
    });
  });
}
