/**
 * The tiers command (lib/catalog/tiers/commands) around its database step (tested on real
 * databases in tests/integration/tiers.test.ts): admins only (401 signed out, 403 a customer,
 * nothing saved), 422 for an invalid tier, 404 an unknown service, 409 a quote-priced one, and the
 * catalogue's cache tag expired only when it saved.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createTranslator} from 'next-intl';
import {currentUser} from '@/lib/auth/guard';
import {expireTag} from '@/lib/cache/expire';
import {saveTiers} from '@/lib/catalog/tiers/store';
import {saveServiceTiers} from '@/lib/catalog/tiers/commands';
import {TIER_MAX_AMOUNT, tierPrice, tiersSchema} from '@/lib/catalog/tiers/tiers';
import {COUNTRY_CODES} from '@/lib/countries';
import {execute} from '@/lib/commands';

jest.mock('@/lib/auth/guard', () => ({currentUser: jest.fn()}));
jest.mock('@/lib/db', () => ({db: {}}));
jest.mock('@/lib/cache/expire', () => ({expireTag: jest.fn()}));
jest.mock('@/lib/catalog/tiers/store', () => ({saveTiers: jest.fn()}));
jest.mock('next-intl/server', () => ({
  getTranslations: async ({locale, namespace}: {locale: 'en'; namespace: string}) =>
    createTranslator({locale, messages: JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')), namespace: namespace as never}),
}));

const en = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'));
const signedIn = currentUser as jest.MockedFunction<typeof currentUser>;
const save = saveTiers as jest.MockedFunction<typeof saveTiers>;
const where = {country: 'us' as const, language: 'en' as const};
const premium = {key: 'premium' as const, images: 10, revisions: 3, deliveryDays: 5, priceKrw: 320_000, prices: {us: 24_900}};
const as = (role: 'CUSTOMER' | 'ADMIN') => ({id: 'u1', email: 'someone@shop.test', role}) as unknown as Awaited<ReturnType<typeof currentUser>>;

beforeEach(() => {
  jest.clearAllMocks();
  signedIn.mockResolvedValue(null);
});

test('signed out 401, a customer 403: nothing saved, nothing expires', async () => {
  expect(await execute(saveServiceTiers, {kind: 'services', id: '4', tiers: [premium]}, where)).toMatchObject({ok: false, status: 401});
  signedIn.mockResolvedValue(as('CUSTOMER'));
  expect(await execute(saveServiceTiers, {kind: 'services', id: '4', tiers: [premium]}, where)).toMatchObject({ok: false, status: 403});
  expect(save).not.toHaveBeenCalled();
  expect(expireTag).not.toHaveBeenCalled();
});

test('a tier price that would not fit an order amount (32 bits) is refused with a translated error, a derived one too', async () => {
  signedIn.mockResolvedValue(as('ADMIN'));
  for (const tiers of [[{...premium, priceKrw: 3_000_000_000}], [{...premium, prices: {vn: 9_000_000_000}}], [{...premium, priceKrw: 200_000_000, prices: {}}]]) {
    expect(await execute(saveServiceTiers, {kind: 'services', id: '4', tiers}, where)).toMatchObject({ok: false, status: 422, body: {errors: {tiers: en.Admin.errors.priceTooHigh}}});
  }
  expect(save).not.toHaveBeenCalled();
  // At the cap in every country (own prices), the tier's order amount still fits Order.amount.
  const capped = {...premium, priceKrw: TIER_MAX_AMOUNT, prices: Object.fromEntries(COUNTRY_CODES.map((c) => [c, TIER_MAX_AMOUNT]))};
  expect(tiersSchema.safeParse([capped]).success).toBe(true);
  for (const country of COUNTRY_CODES) expect(tierPrice(capped, country).amount).toBeLessThanOrEqual(2_147_483_647);
});

test('an admin: invalid tiers are 422 with their field; unknown 404; quote-priced 409; a save expires the catalogue tag', async () => {
  const admin = as('ADMIN');
  signedIn.mockResolvedValue(admin);
  for (const tiers of [[{...premium, images: 0}], [{...premium, key: 'deluxe'}], [premium, premium], [{...premium, priceKrw: -1}]]) {
    expect(await execute(saveServiceTiers, {kind: 'services', id: '4', tiers}, where)).toMatchObject({ok: false, status: 422});
  }
  expect(await execute(saveServiceTiers, {kind: 'templates', id: '4', tiers: [premium]}, where)).toMatchObject({ok: false, status: 422});
  expect(save).not.toHaveBeenCalled();
  save.mockResolvedValueOnce({ok: false, error: 'notFound'});
  expect(await execute(saveServiceTiers, {kind: 'services', id: '99', tiers: [premium]}, where)).toMatchObject({ok: false, status: 404, message: en.Admin.server.catalogNotFound});
  save.mockResolvedValueOnce({ok: false, error: 'quote'});
  expect(await execute(saveServiceTiers, {kind: 'services', id: '6', tiers: [premium]}, where)).toMatchObject({ok: false, status: 409});
  expect(expireTag).not.toHaveBeenCalled();
  save.mockResolvedValueOnce({ok: true, tiers: [premium]});
  expect(await execute(saveServiceTiers, {kind: 'services', id: '4', tiers: [premium]}, where)).toMatchObject({ok: true, message: en.Tiers.admin.saved, body: {tiers: [premium]}});
  expect(save).toHaveBeenLastCalledWith({}, admin, '4', [premium]);
  expect(expireTag).toHaveBeenCalledWith('catalog');
});
