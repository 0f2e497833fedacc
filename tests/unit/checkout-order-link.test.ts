/**
 * /{lang}/checkout?orderId=… (docs/storefront.md): who is sent to which order page (where Pay now is), who
 * is asked to log in, and who gets a 404. The order look-ups themselves are tested with the
 * database (tests/integration/orders.test.ts); here, the decision on top of them.
 */
import {currentUser} from '@/lib/auth/guard';
import {orderPaymentPage} from '@/lib/orders/access';
import {orderByGuestToken, orderForViewer} from '@/lib/orders/store';

jest.mock('@/lib/db', () => ({db: {}}));
jest.mock('@/lib/auth/guard', () => ({currentUser: jest.fn()}));
jest.mock('@/lib/orders/store', () => ({orderByGuestToken: jest.fn(), orderForViewer: jest.fn()}));

const ORDER = {id: '0b7f9a52-6a55-4d1c-9d0e-1f2a3b4c5d6e', number: 'SO-20261124-AB12CD', userId: 'owner'};
const GUEST = {id: '5e6f7a8b-1111-4222-8333-944455566677', number: 'SO-20261124-GUEST1', userId: null};
const TOKEN = 'guest-link-token-0123456789abcdef';

const signedIn = currentUser as jest.MockedFunction<typeof currentUser>;
const byToken = orderByGuestToken as jest.MockedFunction<typeof orderByGuestToken>;
const forViewer = orderForViewer as jest.MockedFunction<typeof orderForViewer>;
const as = (id: string, role: 'USER' | 'ADMIN' = 'USER') => ({id, role}) as Awaited<ReturnType<typeof currentUser>>;

beforeEach(() => {
  signedIn.mockResolvedValue(null);
  byToken.mockImplementation(async (_db, token) => (token === TOKEN ? GUEST : null) as never);
  forViewer.mockImplementation(async (_db, ref, viewer) => {
    const order = [ORDER, GUEST].find((o) => o.id === ref || o.number === ref);
    return (order && viewer && (viewer.role === 'ADMIN' || order.userId === viewer.id) ? order : null) as never;
  });
});

test("the owner, by the order's number or id, goes to the order's page by number", async () => {
  signedIn.mockResolvedValue(as('owner'));
  expect(await orderPaymentPage(ORDER.number)).toEqual({ref: ORDER.number});
  expect(await orderPaymentPage(ORDER.id)).toEqual({ref: ORDER.number});
});

test("a guest with the private link's token goes to the private link's page; the token alone works too", async () => {
  expect(await orderPaymentPage(GUEST.number, TOKEN)).toEqual({ref: TOKEN});
  expect(await orderPaymentPage(GUEST.id, TOKEN)).toEqual({ref: TOKEN});
  expect(await orderPaymentPage(TOKEN)).toEqual({ref: TOKEN});
});

test("someone else's order, or one that does not exist, is not found; a token of another order does not open it", async () => {
  signedIn.mockResolvedValue(as('stranger'));
  expect(await orderPaymentPage(ORDER.number)).toBeNull();
  expect(await orderPaymentPage(GUEST.number)).toBeNull();
  expect(await orderPaymentPage('SO-20261124-NOSUCH')).toBeNull();
  expect(await orderPaymentPage(ORDER.number, TOKEN)).toBeNull();
  expect(await orderPaymentPage('anything else')).toBeNull();
});

test('signed out without a token: log in first, whether or not the order exists; a ref that is no order reference is not found', async () => {
  expect(await orderPaymentPage(ORDER.number)).toEqual({login: true});
  expect(await orderPaymentPage('SO-20261124-NOSUCH')).toEqual({login: true});
  expect(await orderPaymentPage(ORDER.id)).toEqual({login: true});
  expect(await orderPaymentPage('../admin')).toBeNull();
});

test('an admin may open any order', async () => {
  signedIn.mockResolvedValue(as('studio', 'ADMIN'));
  expect(await orderPaymentPage(ORDER.number)).toEqual({ref: ORDER.number});
});
