/** @jest-environment jsdom */
import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';

type Values = Record<string, string | number>;
const fill = (text: string, values: Values = {}) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => (key: string, values?: Values) => fill((en as unknown as Record<string, Record<string, string>>)[namespace]![key]!, values),
}));
jest.mock('@/lib/catalog/read', () => ({catalogText: async () => ({name: 'Mint cosmetic'}), listedPrice: async () => ({amount: 36_000, currency: 'KRW'})}));
const mockAdd = jest.fn<Promise<object>, unknown[]>(async () => ({items: [], totalQuantity: 1, currency: 'KRW', amount: 36_000}));
jest.mock('@/lib/cart/client', () => ({addToCart: (...args: unknown[]) => mockAdd(...args)}));
const mockToasts: {title: string; description?: string}[] = [];
jest.mock('@/lib/toast', () => ({toast: (t: {title: string}) => mockToasts.push(t)}));

import {TemplatePurchase} from '@/components/purchase/TemplatePurchase';
import {findTemplate} from '@/lib/catalog/templates';

test('a template`s Buy Now goes straight to its checkout; Add to Cart sits beside it', async () => {
  const user = userEvent.setup();
  render(<div>{await TemplatePurchase({template: findTemplate(12)!, country: 'kr', lang: 'en', buyClass: '', cartClass: ''})}</div>);

  const buy = screen.getByRole('link', {name: 'Buy Now: Mint cosmetic'});
  expect(buy).toHaveAttribute('href', '/kr/en/checkout/template-12');
  expect(buy).not.toHaveAttribute('aria-haspopup');
  expect(screen.queryByRole('button', {name: /Buy Now/})).toBeNull();

  await user.click(screen.getByRole('button', {name: 'Add to Cart: Mint cosmetic'}));
  await waitFor(() => expect(mockAdd).toHaveBeenCalledWith('kr', 'en', {templateId: 12}));
  await waitFor(() => expect(mockToasts).toEqual([{title: en.Cart.added, description: 'Mint cosmetic is in your cart.'}]));
});
