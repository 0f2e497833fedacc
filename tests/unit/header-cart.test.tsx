/** @jest-environment jsdom */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {render, screen, within} from '@testing-library/react';
import {createTranslator} from 'next-intl';
import {Header} from '@/components/layout/Header';

// The header is a server component: its texts come from next-intl/server (here: the real ko messages).
jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({locale: 'ko', messages: JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'ko.json'), 'utf8')), namespace: namespace as never}),
}));
jest.mock('next/link', () => jest.requireActual('./next-link-mock'));

const ko = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'ko.json'), 'utf8'));

test('the cart button is in the header bar, not in the phone menu; the account stays with the other tools', async () => {
  const cartLabel = ko.Cart.open.replace('{count}', '3');
  render(await Header({country: 'kr', lang: 'ko', cartSlot: <button type="button" aria-label={cartLabel} />, accountSlot: <button type="button">{ko.Auth.login}</button>}));
  const toggle = screen.getByRole('button', {name: ko.Nav.openMenu});
  const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  const carts = screen.getAllByRole('button', {name: cartLabel});
  expect(carts).toHaveLength(1);
  expect(menu).not.toContainElement(carts[0]!);
  expect(carts[0]).toBeVisible();
  // The phone menu still holds the country and language switchers and the login.
  expect(within(menu).getByText(ko.Auth.login, {selector: 'button'})).toBeInTheDocument();
  expect(within(menu).getByText('KR · ₩', {selector: 'button'})).toBeInTheDocument();
});
