/** @jest-environment jsdom */
import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {HeaderFrame, SHADOW_AFTER_PX} from '@/components/layout/HeaderFrame';

function renderHeader() {
  return render(
    <HeaderFrame
      brand={<a href="#home">Brand</a>}
      nav={<a href="#pricing">Pricing</a>}
      tools={<span>tools</span>}
      openLabel="Open menu"
      closeLabel="Close menu"
    />,
  );
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
