/**
 * The review commands (lib/orders/reviews/commands) around their database steps (tested on real
 * databases in tests/integration/reviews.test.ts): 409 with its code before completion and after
 * the 14 days, 404 for anyone else, 422 for a rating outside 1-5, admins only for hiding, and the
 * catalogue's cache tag expired only when a review was written or hidden.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createTranslator} from 'next-intl';
import {currentUser} from '@/lib/auth/guard';
import {expireTag} from '@/lib/cache/expire';
import {execute} from '@/lib/commands';
import {hideOrderReview, reviewOrderLine} from '@/lib/orders/reviews/commands';
import {hideReview, writeReview} from '@/lib/orders/reviews/store';

jest.mock('@/lib/auth/guard', () => ({currentUser: jest.fn()}));
jest.mock('@/lib/db', () => ({db: {}}));
jest.mock('@/lib/cache/expire', () => ({expireTag: jest.fn()}));
jest.mock('@/lib/orders/reviews/store', () => ({...jest.requireActual('@/lib/orders/reviews/store'), writeReview: jest.fn(), hideReview: jest.fn()}));
jest.mock('next-intl/server', () => ({
  getTranslations: async ({locale, namespace}: {locale: 'en'; namespace: string}) =>
    createTranslator({locale, messages: JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')), namespace: namespace as never}),
}));

const en = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'));
const signedIn = currentUser as jest.MockedFunction<typeof currentUser>;
const write = writeReview as jest.MockedFunction<typeof writeReview>;
const hide = hideReview as jest.MockedFunction<typeof hideReview>;
const where = {country: 'us' as const, language: 'en' as const};
const LINE = '11111111-1111-4111-8111-111111111111';
const at = new Date('2026-11-26T10:00:00Z');
const review = {id: 'r1', orderItemId: LINE, rating: 5, text: 'Great', showWork: true, createdAt: at, updatedAt: at} as unknown as Extract<
  Awaited<ReturnType<typeof writeReview>>,
  {ok: true}
>['review'];

beforeEach(() => {
  jest.clearAllMocks();
  signedIn.mockResolvedValue(null);
});

test('before the order is completed: 409 with its code and reason; nothing expires', async () => {
  write.mockResolvedValue({ok: false, error: 'notCompleted'});
  const outcome = await execute(reviewOrderLine, {id: 'order-1', itemId: LINE, rating: 5, text: 'Great', token: 'guest-token'}, where);
  expect(outcome).toMatchObject({ok: false, status: 409, message: en.Checkout.server.reviewNotCompleted, body: {code: 'notCompleted'}});
  expect(write).toHaveBeenCalledWith({}, {ref: 'order-1', token: 'guest-token', user: null}, {itemId: LINE, rating: 5, text: 'Great', showWork: undefined});
  expect(expireTag).not.toHaveBeenCalled();
});

test('after the 14 days: 409 editClosed; a stranger or an unknown line: 404', async () => {
  write.mockResolvedValue({ok: false, error: 'editClosed'});
  expect(await execute(reviewOrderLine, {id: 'o', itemId: LINE, rating: 3, text: 'x'}, where)).toMatchObject({status: 409, message: en.Checkout.server.reviewEditClosed, body: {code: 'editClosed'}});
  write.mockResolvedValue({ok: false, error: 'notFound'});
  expect(await execute(reviewOrderLine, {id: 'o', itemId: LINE, rating: 3, text: 'x'}, where)).toMatchObject({status: 404, message: en.Checkout.server.notFound});
  write.mockClear();
  expect(await execute(reviewOrderLine, {id: 'o', itemId: 'not-a-line', rating: 3, text: 'x'}, where)).toMatchObject({status: 404});
  expect(write).not.toHaveBeenCalled();
});

test('a rating outside 1-5 or an empty text is a 422 naming the field', async () => {
  const outcome = await execute(reviewOrderLine, {id: 'o', itemId: LINE, rating: 6, text: ' '}, where);
  expect(outcome).toMatchObject({ok: false, status: 422});
  expect(Object.keys((outcome as {body: {errors: object}}).body.errors).sort()).toEqual(['rating', 'text']);
  expect(write).not.toHaveBeenCalled();
});

test('a first review is 201, a change 200; both expire the catalogue tag so item pages show it', async () => {
  write.mockResolvedValue({ok: true, created: true, review});
  expect(await execute(reviewOrderLine, {id: 'o', itemId: LINE, rating: 5, text: 'Great', showWork: true}, where)).toMatchObject({
    ok: true,
    status: 201,
    message: en.Checkout.server.reviewSaved,
    body: {review: {itemId: LINE, rating: 5, showWork: true}},
  });
  write.mockResolvedValue({ok: true, created: false, review});
  expect(await execute(reviewOrderLine, {id: 'o', itemId: LINE, rating: 5, text: 'Great'}, where)).toMatchObject({ok: true, status: 200});
  expect(expireTag).toHaveBeenCalledTimes(2);
  expect(expireTag).toHaveBeenCalledWith('catalog');
});

test('hiding: signed out 401, a customer 403, an admin hides with a reason', async () => {
  expect(await execute(hideOrderReview, {id: LINE, reason: 'Spam'}, where)).toMatchObject({status: 401});
  signedIn.mockResolvedValue({id: 'u1', email: 'buyer@shop.test', role: 'CUSTOMER'} as unknown as Awaited<ReturnType<typeof currentUser>>);
  expect(await execute(hideOrderReview, {id: LINE, reason: 'Spam'}, where)).toMatchObject({status: 403});
  expect(hide).not.toHaveBeenCalled();
  const admin = {id: 'a1', email: 'boss@studio.test', role: 'ADMIN'} as unknown as Awaited<ReturnType<typeof currentUser>>;
  signedIn.mockResolvedValue(admin);
  expect(await execute(hideOrderReview, {id: LINE, reason: ' '}, where)).toMatchObject({status: 422});
  hide.mockResolvedValue({ok: true, review} as Awaited<ReturnType<typeof hideReview>>);
  expect(await execute(hideOrderReview, {id: LINE, reason: 'Names a competitor'}, where)).toMatchObject({ok: true, message: en.Checkout.server.reviewHidden});
  expect(hide).toHaveBeenCalledWith({}, admin, LINE, 'Names a competitor');
  expect(expireTag).toHaveBeenCalledWith('catalog');
});
