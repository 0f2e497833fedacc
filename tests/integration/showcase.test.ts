/**
 * Portfolio entries and testimonials (docs/admin.md) on both databases: saved, listed in the owner's
 * order, hidden ones only for the admin area, pictures must exist, deleting is audited, and the
 * database refuses a rating outside 1-5.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {deleteShowcaseItem, loadShowcase, savePortfolioEntry, saveTestimonial} from '@/lib/showcase/store';
import {portfolioInputSchema, testimonialInputSchema} from '@/lib/showcase/types';
import {databaseKinds, openDatabase} from './databases';

const OWNER = {id: null, email: 'owner@studio.test'};
const MISSING = '00000000-0000-4000-8000-000000000000';

for (const kind of databaseKinds) {
  test(`portfolio and testimonials (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    const media = (n: number) =>
      db.media.create({
        data: {storageKey: `${'ab'.repeat(15)}${String(n).padStart(2, '0')}`, contentType: 'image/webp', size: 100, width: 800, height: 1000, blurDataUrl: 'data:image/webp;base64,AA=='},
      });
    const [before, after, other] = await Promise.all([media(1), media(2), media(3)]);

    await t.test('a fresh install has none; entries are listed in order, hidden ones only for the admin area', async () => {
      assert.deepEqual(await loadShowcase(db, {shownOnly: true}), {portfolio: [], testimonials: []});
      const first = await savePortfolioEntry(
        db,
        {client: 'Cafe Onda, Seoul', serviceId: 4, title: {en: 'Pasta for a new menu', ko: '새 메뉴 파스타'}, beforeId: before.id, afterId: after.id, active: true, position: 2},
        OWNER,
      );
      const second = await savePortfolioEntry(db, {client: 'A cosmetics brand', serviceId: 9, title: {}, beforeId: null, afterId: other.id, active: true, position: 1}, OWNER);
      const hidden = await savePortfolioEntry(db, {client: 'Draft', serviceId: 11, title: {}, beforeId: null, afterId: other.id, active: false, position: 0}, OWNER);
      assert.ok(first.ok && second.ok && hidden.ok);
      const shown = await loadShowcase(db, {shownOnly: true});
      assert.deepEqual(
        shown.portfolio.map((e) => [e.client, e.category, e.before?.id ?? null, e.after.id]),
        [
          ['A cosmetics brand', 'design', null, other.id],
          ['Cafe Onda, Seoul', 'photo', before.id, after.id],
        ],
      );
      assert.equal((await loadShowcase(db, {shownOnly: false})).portfolio.length, 3);

      const renamed = await savePortfolioEntry(db, {id: first.id, client: 'Cafe Onda', serviceId: 4, title: {en: 'Pasta'}, beforeId: null, afterId: after.id, active: true, position: 0}, OWNER);
      assert.ok(renamed.ok);
      assert.deepEqual((await loadShowcase(db, {shownOnly: true})).portfolio[0]?.title, {en: 'Pasta'});
      assert.deepEqual(await savePortfolioEntry(db, {client: 'X', serviceId: 1, title: {}, beforeId: null, afterId: MISSING, active: true, position: 0}, OWNER), {ok: false, error: 'picture'});
      assert.deepEqual(await savePortfolioEntry(db, {id: MISSING, client: 'X', serviceId: 1, title: {}, beforeId: null, afterId: after.id, active: true, position: 0}, OWNER), {
        ok: false,
        error: 'unknown',
      });
      assert.ok(await deleteShowcaseItem(db, 'portfolio', hidden.id, OWNER));
      assert.equal(await deleteShowcaseItem(db, 'portfolio', hidden.id, OWNER), false);
      assert.deepEqual(
        (await db.auditLog.findMany({where: {targetType: 'portfolio'}, orderBy: {createdAt: 'asc'}})).map((a) => a.action),
        ['portfolio.create', 'portfolio.create', 'portfolio.create', 'portfolio.update', 'portfolio.delete'],
      );
    });

    await t.test('testimonials keep the language they were written in; the database refuses 0 or 6 stars', async () => {
      const saved = await saveTestimonial(
        db,
        {quote: '메뉴 사진 덕분에 주문이 늘었어요.', lang: 'ko', name: '김민수', business: '카페 온다', country: 'kr', rating: 5, active: true, position: 0},
        OWNER,
      );
      assert.ok(saved.ok);
      const [item] = (await loadShowcase(db, {shownOnly: true})).testimonials;
      assert.deepEqual(item && [item.lang, item.name, item.business, item.country, item.rating], ['ko', '김민수', '카페 온다', 'kr', 5]);
      await assert.rejects(db.testimonial.create({data: {quote: 'x', lang: 'en', name: 'x', country: 'us', rating: 6}}));
      await assert.rejects(db.testimonial.create({data: {quote: 'x', lang: 'en', name: 'x', country: 'us', rating: 0}}));
    });
  });
}

test('the input schemas refuse what the front page could not show', () => {
  const entry = {client: 'Cafe', serviceId: 4, title: {}, beforeId: null, afterId: '6f1c1b7e-8f3a-4a55-9d51-1f2d3c4b5a69', active: true, position: 0};
  assert.equal(portfolioInputSchema.safeParse(entry).success, true);
  assert.deepEqual(
    [
      {...entry, client: '  '},
      {...entry, serviceId: 14},
      {...entry, afterId: ''},
      {...entry, position: -1},
    ].map((e) => portfolioInputSchema.safeParse(e).success),
    [false, false, false, false],
  );
  const quote = {quote: 'Great work', lang: 'en', name: 'Pat', business: '', country: 'us', rating: 4, active: true, position: 0};
  assert.equal(testimonialInputSchema.safeParse(quote).success, true);
  assert.deepEqual(
    [
      {...quote, rating: 4.5},
      {...quote, lang: 'fr'},
      {...quote, quote: 'x'.repeat(601)},
    ].map((q) => testimonialInputSchema.safeParse(q).success),
    [false, false, false],
  );
});
