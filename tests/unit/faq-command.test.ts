/**
 * The FAQ command (lib/catalog/faq/commands) around its database step (tested on real databases in
 * tests/integration/item-answers.test.ts): admins only (401 signed out, 403 a customer, nothing
 * saved), 422 for an answerless question, 404 an unknown item, and the catalogue's cache tag
 * expired only when it saved, so the item's prerendered page shows the change.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createTranslator} from 'next-intl';
import {currentUser} from '@/lib/auth/guard';
import {expireTag} from '@/lib/cache/expire';
import {saveFaq} from '@/lib/catalog/faq/faq';
import {saveCatalogFaq} from '@/lib/catalog/faq/commands';
import {execute} from '@/lib/commands';

jest.mock('@/lib/auth/guard', () => ({currentUser: jest.fn()}));
jest.mock('@/lib/db', () => ({db: {}}));
jest.mock('@/lib/cache/expire', () => ({expireTag: jest.fn()}));
jest.mock('@/lib/catalog/faq/faq', () => ({...jest.requireActual('@/lib/catalog/faq/faq'), saveFaq: jest.fn()}));
jest.mock('next-intl/server', () => ({
  getTranslations: async ({locale, namespace}: {locale: 'en'; namespace: string}) =>
    createTranslator({locale, messages: JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')), namespace: namespace as never}),
}));

const en = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'));
const signedIn = currentUser as jest.MockedFunction<typeof currentUser>;
const save = saveFaq as jest.MockedFunction<typeof saveFaq>;
const where = {country: 'us' as const, language: 'en' as const};
const faq = {en: [{q: 'Can I send a phone photo?', a: 'Yes.'}]};
const as = (role: 'CUSTOMER' | 'ADMIN') => ({id: 'u1', email: 'someone@shop.test', role}) as unknown as Awaited<ReturnType<typeof currentUser>>;

beforeEach(() => {
  jest.clearAllMocks();
  signedIn.mockResolvedValue(null);
});

test('signed out 401, a customer 403: nothing saved, nothing expires', async () => {
  expect(await execute(saveCatalogFaq, {kind: 'services', id: '6', faq}, where)).toMatchObject({ok: false, status: 401});
  signedIn.mockResolvedValue(as('CUSTOMER'));
  expect(await execute(saveCatalogFaq, {kind: 'services', id: '6', faq}, where)).toMatchObject({ok: false, status: 403});
  expect(save).not.toHaveBeenCalled();
  expect(expireTag).not.toHaveBeenCalled();
});

test('an admin: a question without its answer is 422; an unknown item 404; a save expires the catalogue tag', async () => {
  const admin = as('ADMIN');
  signedIn.mockResolvedValue(admin);
  expect(await execute(saveCatalogFaq, {kind: 'services', id: '6', faq: {en: [{q: 'Only a question', a: ''}]}}, where)).toMatchObject({ok: false, status: 422});
  expect(save).not.toHaveBeenCalled();
  save.mockResolvedValue({ok: false, error: 'notFound'});
  expect(await execute(saveCatalogFaq, {kind: 'services', id: '999', faq}, where)).toMatchObject({ok: false, status: 404, message: en.Admin.server.catalogNotFound});
  expect(expireTag).not.toHaveBeenCalled();
  save.mockResolvedValue({ok: true, faq});
  expect(await execute(saveCatalogFaq, {kind: 'services', id: '6', faq}, where)).toMatchObject({ok: true, message: en.Admin.server.faqSaved, body: {faq}});
  expect(save).toHaveBeenLastCalledWith({}, admin, 'service', '6', faq);
  expect(expireTag).toHaveBeenCalledTimes(1);
  expect(expireTag).toHaveBeenCalledWith('catalog');
});
