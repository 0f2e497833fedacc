/** @jest-environment jsdom */
import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {HeaderFrame, SHADOW_AFTER_PX} from '@/components/layout/HeaderFrame';

function renderHeader(pinned?: React.ReactNode) {
  return render(<HeaderFrame brand={<a href="#home">Brand</a>} nav={<a href="#pricing">Pricing</a>} tools={<span>tools</span>} pinned={pinned} openLabel="Open menu" closeLabel="Close menu" />);
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', {value: y, configurable: true});
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

test('the header casts a shadow only after scrolling past 100 px', () => {
  renderHeader();
  const header = screen.getByRole('banner');
  scrollTo(SHADOW_AFTER_PX);
  expect(header).toHaveAttribute('data-scrolled', 'false');
  scrollTo(SHADOW_AFTER_PX + 1);
  expect(header).toHaveAttribute('data-scrolled', 'true');
  expect(header.className).toMatch(/shadow-md/);
  scrollTo(0);
  expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('the mobile menu opens and closes by button, Escape and following a link', async () => {
  const user = userEvent.setup();
  renderHeader();
  const toggle = screen.getByRole('button', {name: 'Open menu'});
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  expect(menu).not.toBeVisible();

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveAccessibleName('Close menu');
  expect(menu).toBeVisible();

  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await user.click(toggle);
  await user.click(menu.querySelector('a')!);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the cart is in the bar next to the menu button, outside the phone menu, once, with its count in its name', async () => {
  const user = userEvent.setup();
  renderHeader(<button type="button" aria-label="Cart (2)" />);
  const toggle = screen.getByRole('button', {name: 'Open menu'});
  const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  // With the menu closed the cart is there to press; it is not one of the menu's contents.
  const cart = screen.getByRole('button', {name: 'Cart (2)'});
  expect(cart).toBeVisible();
  expect(menu).not.toContainElement(cart);
  expect(cart.closest('header')).toBe(toggle.closest('header'));
  // It sits right before the menu button in the bar (reading and tab order).
  expect(cart.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  await user.click(toggle);
  expect(screen.getAllByRole('button', {name: 'Cart (2)'})).toHaveLength(1);
  expect(menu).not.toContainElement(screen.getByRole('button', {name: 'Cart (2)'}));
});
