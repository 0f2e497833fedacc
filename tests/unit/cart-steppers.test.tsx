/**
 * @jest-environment jsdom
 *
 * The cart drawer (docs/payments.md, PATCH /api/cart/{id}): each line with its thumbnail and, for a template, a quantity stepper whose
 * buttons name the item; the server decides the quantity (1-100 a line; a package stays at one).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {CartLine, CartView} from '@/lib/cart/store';
import {cartQuantitySchema} from '@/lib/orders/schema';

const mockLoad = jest.fn();
const mockSet = jest.fn();
jest.mock('@/lib/cart/client', () => ({
  loadCart: (...args: unknown[]) => mockLoad(...args),
  setCartItemQuantity: (...args: unknown[]) => mockSet(...args),
  removeCartItem: jest.fn(),
  clearCartRequest: jest.fn(),
}));
jest.mock('@/lib/toast', () => ({toast: jest.fn()}));
jest.mock('next/link', () => jest.requireActual('./next-link-mock'));

import CartDialog from '@/components/cart/CartDialog';

const en = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'));

const line = (over: Partial<CartLine> & Pick<CartLine, 'id' | 'title' | 'quantity'>): CartLine =>
  ({
    itemId: '1',
    unitAmount: 1000,
    lineAmount: 1000 * over.quantity,
    thumb: {src: '/templates/1-menuFront.0123456789.webp', width: 560, height: 792},
    maxQuantity: 100,
    itemType: 'template',
    templateId: 1,
    ...over,
  }) as CartLine;
const view = (items: CartLine[]): CartView => ({items, totalQuantity: items.reduce((n, i) => n + i.quantity, 0), currency: 'USD', amount: items.reduce((n, i) => n + i.lineAmount, 0)});

beforeEach(() => {
  mockLoad.mockReset();
  mockSet.mockReset();
});

test('a line shows its thumbnail; + and - ask the server and show what it answers; - stops at one, + at 100', async () => {
  const pasta = line({id: 'a', title: 'Gourmet pasta', quantity: 1});
  const sushi = line({id: 'b', itemId: '2', title: 'Traditional sushi', quantity: 100, templateId: 2});
  const pkg = line({id: 'c', itemId: 'sns', title: 'SNS package', quantity: 1, maxQuantity: 1, itemType: 'package', packageId: 'sns', thumb: null} as never);
  mockLoad.mockResolvedValue(view([pasta, sushi, pkg]));
  mockSet.mockResolvedValue(view([{...pasta, quantity: 2, lineAmount: 2000}, sushi, pkg]));
  render(<CartDialog country="us" lang="en" messages={{Cart: en.Cart}} onClose={() => {}} />);

  const group = await screen.findByRole('group', {name: 'Quantity of Gourmet pasta'});
  const row = group.closest('li')!;
  expect(row.querySelector('img')?.getAttribute('src')).toBe('/templates/1-menuFront.0123456789.webp');
  expect(within(group).getByRole('button', {name: 'One fewer Gourmet pasta'})).toBeDisabled();
  await userEvent.click(within(group).getByRole('button', {name: 'One more Gourmet pasta'}));
  expect(mockSet).toHaveBeenCalledWith('us', 'en', 'a', 2);
  expect(await within(group).findByText('2')).toBeInTheDocument();
  expect(within(row).getByText('$20.00')).toBeInTheDocument();
  expect(within(group).getByRole('button', {name: 'One fewer Gourmet pasta'})).toBeEnabled();

  // 100 is the most a line holds: + is off.
  const full = screen.getByRole('group', {name: 'Quantity of Traditional sushi'});
  expect(within(full).getByRole('button', {name: 'One more Traditional sushi'})).toBeDisabled();
  // A package is bought once: no stepper.
  expect(screen.queryByRole('group', {name: 'Quantity of SNS package'})).toBeNull();
});

test('a refused change leaves the quantity as it was', async () => {
  mockLoad.mockResolvedValue(view([line({id: 'a', title: 'Gourmet pasta', quantity: 3})]));
  mockSet.mockRejectedValue(new Error('422'));
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(<CartDialog country="us" lang="en" messages={{Cart: en.Cart}} onClose={() => {}} />);
  const group = await screen.findByRole('group', {name: 'Quantity of Gourmet pasta'});
  await userEvent.click(within(group).getByRole('button', {name: 'One more Gourmet pasta'}));
  expect(mockSet).toHaveBeenCalledWith('us', 'en', 'a', 4);
  expect(within(group).getByText('3')).toBeInTheDocument();
  expect(logged).toHaveBeenCalled();
  logged.mockRestore();
});

test.each([
  [{quantity: 1}, true],
  [{quantity: 100}, true],
  [{quantity: 0}, false],
  [{quantity: 101}, false],
  [{quantity: 1.5}, false],
  [{quantity: '2'}, false],
  [{}, false],
])('PATCH /api/cart/{id} %j -> %s', (body, valid) => {
  expect(cartQuantitySchema.safeParse(body).success).toBe(valid);
});
