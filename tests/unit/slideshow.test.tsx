/** @jest-environment jsdom */
import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {Slideshow} from '@/components/home/Slideshow';

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {}})) as unknown as typeof window.matchMedia;
}

const active = () => Array.from(document.querySelectorAll('[data-active="true"]')).map((el) => el.textContent);

function renderShow() {
  return render(
    <Slideshow label="Examples" pauseLabel="Pause" playLabel="Play">
      {['a', 'b', 'c'].map((s) => (
        <span key={s}>{s}</span>
      ))}
    </Slideshow>,
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('starts after 300 ms, then changes every second and loops', () => {
  mockReducedMotion(false);
  renderShow();
  expect(active()).toEqual(['a']);
  act(() => jest.advanceTimersByTime(299));
  expect(active()).toEqual(['a']);
  act(() => jest.advanceTimersByTime(1));
  expect(active()).toEqual(['b']);
  act(() => jest.advanceTimersByTime(1000));
  expect(active()).toEqual(['c']);
  act(() => jest.advanceTimersByTime(1000));
  expect(active()).toEqual(['a']);
});

test('can be paused and resumed', async () => {
  mockReducedMotion(false);
  const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
  renderShow();
  await user.click(screen.getByRole('button', {name: 'Pause'}));
  act(() => jest.advanceTimersByTime(5000));
  expect(active()).toEqual(['a']);
  await user.click(screen.getByRole('button', {name: 'Play'}));
  act(() => jest.advanceTimersByTime(300));
  expect(active()).toEqual(['b']);
});

test('stays still for visitors who prefer reduced motion', () => {
  mockReducedMotion(true);
  renderShow();
  act(() => jest.advanceTimersByTime(5000));
  expect(active()).toEqual(['a']);
});
