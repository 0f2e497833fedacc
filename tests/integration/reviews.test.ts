/**
 * Verified reviews (docs/orders.md#reviews): only the buyer of a completed order (its account, or the guest
 * link's holder) may rate its lines, once per line, changeable for 14 days; a stranger gets 404;
 * the owner hides a review with a reason (audited); item pages average only visible reviews, and
 * their JSON-LD carries ratings only when there are real reviews.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {registerUser} from '@/lib/auth/accounts';
import {quoteOrder} from '@/lib/orders/pricing';
import {hideReview, orderReviews, ratingsByItem, REVIEW_EDIT_MS, reviewJsonLd, reviewSchema, reviewSummary, reviewTotals, writeReview} from '@/lib/orders/reviews/store';
import {createOrder} from '@/lib/orders/store';
import {databaseKinds, openDatabase} from './databases';

const SECRET = 'integration-test-secret-0123456789abcdef';
const DAY = 24 * 60 * 60 * 1000;

for (const kind of databaseKinds) {
  test(`verified reviews (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    const register = async (email: string) => {
      const r = await registerUser(db, {email, password: 'Str0ngEnough'});
      assert.ok(r.ok);
      return r.user;
    };
    const buyer = await register('minsu@cafe.kr');
    const stranger = await register('someone@else.test');
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
    const guest = await createOrder(db, {
      priced: quoteOrder(6, 'kr'),
      customer: {name: 'Jiwoo Park', email: 'jiwoo@example.org', phone: '010-1234-5678'},
      country: 'kr',
      language: 'ko',
      user: null,
      status: 'quote_review',
      secret: SECRET,
    });
    const line = order.items[0]!.id;
    const guestLine = guest.order.items[0]!.id;
    const complete = (id: string) => db.order.update({where: {id}, data: {status: 'completed'}});
    const t0 = new Date('2026-11-26T10:00:00Z');
    const later = (days: number) => new Date(t0.getTime() + days * DAY);
    const asBuyer = {ref: order.id, user: buyer};

    await t.test('before the buyer accepted the final delivery: 409 (notCompleted); a stranger or signed-out caller: 404 whatever the state', async () => {
      assert.deepEqual(await writeReview(db, asBuyer, {itemId: line, rating: 5, text: 'Lovely'}, t0), {ok: false, error: 'notCompleted'});
      assert.deepEqual(await writeReview(db, {ref: order.id, user: stranger}, {itemId: line, rating: 5, text: 'x'}, t0), {ok: false, error: 'notFound'});
      assert.deepEqual(await writeReview(db, {ref: order.id, user: null}, {itemId: line, rating: 5, text: 'x'}, t0), {ok: false, error: 'notFound'});
      await complete(order.id);
      await complete(guest.order.id);
      assert.deepEqual(await writeReview(db, {ref: order.id, user: stranger}, {itemId: line, rating: 1, text: 'x'}, t0), {ok: false, error: 'notFound'});
      // The studio's admin is not the buyer of someone else's order: it cannot write its reviews.
      assert.deepEqual(await writeReview(db, {ref: order.id, user: admin}, {itemId: line, rating: 5, text: 'x'}, t0), {ok: false, error: 'notFound'});
      // A line of another order is no line of this one.
      assert.deepEqual(await writeReview(db, asBuyer, {itemId: guestLine, rating: 5, text: 'x'}, t0), {ok: false, error: 'notFound'});
    });

    await t.test('the rating is 1-5 and the text is required and limited', () => {
      assert.equal(reviewSchema.safeParse({itemId: line, rating: 0, text: 'ok'}).success, false);
      assert.equal(reviewSchema.safeParse({itemId: line, rating: 6, text: 'ok'}).success, false);
      assert.equal(reviewSchema.safeParse({itemId: line, rating: 4.5, text: 'ok'}).success, false);
      assert.equal(reviewSchema.safeParse({itemId: line, rating: 4, text: '   '}).success, false);
      assert.equal(reviewSchema.safeParse({itemId: line, rating: 4, text: 'x'.repeat(2001)}).success, false);
      assert.equal(reviewSchema.safeParse({itemId: line, rating: 4, text: 'Good', showWork: true}).success, true);
    });

    await t.test('one review per line: writing again changes it, for 14 days after it was written', async () => {
      const first = await writeReview(db, asBuyer, {itemId: line, rating: 3, text: 'Fine', showWork: true}, t0);
      assert.ok(first.ok && first.created);
      assert.equal(first.review.authorName, 'Minsu', 'only the given name is published');
      const changed = await writeReview(db, asBuyer, {itemId: line, rating: 4, text: 'Better after the revision'}, later(13));
      assert.ok(changed.ok && !changed.created);
      assert.equal(changed.review.id, first.review.id);
      assert.equal(await db.orderReview.count({where: {orderItemId: line}}), 1);
      assert.deepEqual(await writeReview(db, asBuyer, {itemId: line, rating: 1, text: 'Too late'}, new Date(t0.getTime() + REVIEW_EDIT_MS + 1000)), {ok: false, error: 'editClosed'});
      assert.equal((await orderReviews(db, order.id, later(13)))?.get(line)?.editable, true, 'the order page offers the form for 14 days');
      assert.equal((await orderReviews(db, order.id, later(15)))?.get(line)?.editable, false);
      const kept = await db.orderReview.findUniqueOrThrow({where: {orderItemId: line}});
      assert.deepEqual([kept.rating, kept.text, kept.showWork], [4, 'Better after the revision', false]);
    });

    await t.test("a guest reviews with the order link's token; a wrong token is a 404", async () => {
      assert.deepEqual(await writeReview(db, {ref: guest.order.id, token: `${guest.guestToken!.slice(0, -1)}x`, user: null}, {itemId: guestLine, rating: 5, text: 'x'}, t0), {
        ok: false,
        error: 'notFound',
      });
      assert.deepEqual(
        await writeReview(db, {ref: order.id, token: guest.guestToken, user: null}, {itemId: line, rating: 5, text: 'x'}, t0),
        {ok: false, error: 'notFound'},
        "one order's token opens no other",
      );
      const written = await writeReview(db, {ref: guest.order.number, token: guest.guestToken, user: null}, {itemId: guestLine, rating: 5, text: '최고예요'}, later(1));
      assert.ok(written.ok && written.created);
    });

    await t.test('item pages average the visible reviews; the JSON-LD has ratings only from real reviews', async () => {
      const summary = await reviewSummary(db, 'service', '6');
      assert.equal(summary.count, 2);
      assert.equal(summary.average, 4.5);
      assert.deepEqual(
        summary.latest.map((r) => [r.rating, r.text, r.country, r.tier]),
        [
          [5, '최고예요', 'kr', null],
          [4, 'Better after the revision', 'us', null],
        ],
        "each with the buyer's country (and the tier bought: none on a quote)",
      );
      assert.deepEqual(await reviewTotals(db), {average: 4.5, count: 2});
      assert.deepEqual(await ratingsByItem(db), {'service:6': {average: 4.5, count: 2}}, 'the cards: only reviewed items');
      const ld = reviewJsonLd(summary) as {aggregateRating: {ratingValue: number; reviewCount: number}; review: unknown[]};
      assert.deepEqual([ld.aggregateRating.ratingValue, ld.aggregateRating.reviewCount, ld.review.length], [4.5, 2, 2]);

      const none = await reviewSummary(db, 'service', '5');
      assert.deepEqual(none, {average: null, count: 0, latest: []});
      assert.deepEqual(reviewJsonLd(none), {}, 'no invented rating on an item nobody reviewed');
    });

    await t.test('the owner hides a review with a reason, audited; its text is kept, the pages stop counting it', async () => {
      const review = await db.orderReview.findUniqueOrThrow({where: {orderItemId: guestLine}});
      const hidden = await hideReview(db, admin, review.id, 'Names a competitor', later(2));
      assert.ok(hidden.ok);
      assert.equal(hidden.review.text, '최고예요');
      const entry = await db.auditLog.findFirstOrThrow({where: {targetType: 'review', targetId: review.id}});
      assert.deepEqual([entry.action, entry.actorEmail, (entry.after as {reason: string}).reason], ['review.hide', 'boss@studio.test', 'Names a competitor']);
      const summary = await reviewSummary(db, 'service', '6');
      assert.deepEqual([summary.count, summary.average, summary.latest.length], [1, 4, 1]);
      assert.deepEqual(await reviewTotals(db), {average: 4, count: 1});
      assert.deepEqual(await ratingsByItem(db), {'service:6': {average: 4, count: 1}});
      assert.deepEqual(await hideReview(db, admin, '00000000-0000-4000-8000-000000000000', 'x'), {ok: false, error: 'notFound'});
    });
  });
}
