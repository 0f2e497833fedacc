/**
 * The admin area's reads ask who is reading before they touch the database: an anonymous
 * visitor or a customer gets AdminReadDenied and no query runs; an admin gets the rows.
 */
const currentUser = jest.fn();
const findMany = jest.fn();
const count = jest.fn();

jest.mock('@/lib/auth/guard', () => ({currentUser: () => currentUser()}));
jest.mock('@/lib/db', () => ({db: {user: {findMany: (...a: unknown[]) => findMany(...a)}, order: {findMany: (...a: unknown[]) => findMany(...a), count: (...a: unknown[]) => count(...a)}}}));

import {AdminReadDenied, adminQueries} from '@/lib/admin/queries';

beforeEach(() => {
  currentUser.mockReset();
  findMany.mockReset().mockResolvedValue([]);
  count.mockReset().mockResolvedValue(0);
});

test.each([
  ['an anonymous visitor', null],
  ['a customer', {id: 'u1', role: 'CUSTOMER'}],
])('%s is refused before any query runs', async (_who, user) => {
  currentUser.mockResolvedValue(user);
  await expect(adminQueries.members()).rejects.toBeInstanceOf(AdminReadDenied);
  await expect(adminQueries.orders({page: 1})).rejects.toBeInstanceOf(AdminReadDenied);
  expect(findMany).not.toHaveBeenCalled();
  expect(count).not.toHaveBeenCalled();
});

test('an admin reads the order list', async () => {
  currentUser.mockResolvedValue({id: 'a1', role: 'ADMIN'});
  const result = await adminQueries.orders({page: 1});
  expect(result).toMatchObject({orders: [], total: 0, page: 1, pages: 1});
  expect(count).toHaveBeenCalledTimes(1);
});
