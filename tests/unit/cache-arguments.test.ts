/**
 * Cached functions ('use cache') are server references anyone can call with any arguments (a POST
 * naming the function's id, as a server action): those that take arguments check them before any
 * query (lib/cache/arguments), so a made-up kind or a 200 KB id touches no database, leaves no
 * cache entry and logs nothing it was given. The layer test lists them (tests/unit/layers.test.ts).
 */
import {itemFaq} from '@/lib/catalog/faq/read';
import {itemFaqIn} from '@/lib/catalog/faq/faq';
import {CacheArgumentError, checkCountry, checkItem, checkLanguage} from '@/lib/cache/arguments';
import {itemReviews} from '@/lib/orders/reviews/read';
import {reviewSummary} from '@/lib/orders/reviews/store';

const touched: string[] = [];
jest.mock('next/cache', () => ({cacheLife: jest.fn(), cacheTag: jest.fn()}));
jest.mock('@/lib/db', () => ({
  db: new Proxy(
    {},
    {
      get: (_target, key) => {
        touched.push(String(key));
        return new Proxy({}, {get: () => async () => null});
      },
    },
  ),
}));
jest.mock('@/lib/orders/reviews/store', () => ({reviewSummary: jest.fn(async () => ({average: null, count: 0, latest: []})), reviewTotals: jest.fn(), ratingsByItem: jest.fn()}));
jest.mock('@/lib/catalog/faq/faq', () => ({itemFaqIn: jest.fn(async () => [])}));

const summary = reviewSummary as jest.MockedFunction<typeof reviewSummary>;
const faq = itemFaqIn as jest.MockedFunction<typeof itemFaqIn>;
const huge = 'a.'.repeat(100_000);

beforeEach(() => {
  jest.clearAllMocks();
  touched.length = 0;
});

test('itemReviews with a bad type or id throws before any query, quoting nothing it was given', async () => {
  for (const [kind, id] of [
    ['user', '1'],
    ['service', huge],
    ['service', '0'],
    ['service', '1 OR 1=1'],
    ['package', 'not-a-package'],
    ['__proto__', 'sns'],
    [null, '1'],
    ['template', 12],
  ] as const) {
    const error = await itemReviews(kind as never, id as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CacheArgumentError);
    expect((error as Error).message.length).toBeLessThan(60);
  }
  expect(summary).not.toHaveBeenCalled();
  expect(touched).toEqual([]);
  // The pages' own calls still read.
  expect(await itemReviews('service', '4')).toEqual({average: null, count: 0, latest: []});
  expect(await itemReviews('package', 'sns')).toEqual({average: null, count: 0, latest: []});
  expect(summary).toHaveBeenCalledTimes(2);
});

test('itemFaq checks the kind, the id and the language before any query', async () => {
  for (const args of [
    ['service', '4', 'xx'],
    ['service', huge, 'en'],
    ['faq', '4', 'en'],
  ] as const) {
    await expect(itemFaq(...(args as unknown as Parameters<typeof itemFaq>))).rejects.toBeInstanceOf(CacheArgumentError);
  }
  expect(faq).not.toHaveBeenCalled();
  expect(touched).toEqual([]);
  expect(await itemFaq('template', '12', 'ko')).toEqual([]);
  expect(faq).toHaveBeenCalledTimes(1);
});

test('the checks: countries and languages of the shop only', () => {
  expect(() => checkCountry('kr')).not.toThrow();
  expect(() => checkCountry('zz')).toThrow(CacheArgumentError);
  expect(() => checkCountry({toString: () => 'kr'})).toThrow(CacheArgumentError);
  expect(() => checkLanguage('vi')).not.toThrow();
  expect(() => checkLanguage('constructor')).toThrow(CacheArgumentError);
  expect(() => checkItem('template', '123456')).not.toThrow();
  expect(() => checkItem('template', '1234567')).toThrow(CacheArgumentError);
});
