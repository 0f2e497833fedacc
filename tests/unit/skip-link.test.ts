/** @jest-environment jsdom */
/**
 * The skip link ("Skip to content", the page's first Tab) is left to the browser: its fragment
 * navigation moves the keyboard's next Tab into the page. The in-page jumps (lib/home/jump) would
 * only scroll, and the next Tab went on through the header.
 */
import {samePageSection} from '@/lib/home/jump';

function clickOn(html: string) {
  document.body.innerHTML = `${html}<main id="main"><section id="pricing"></section></main>`;
  const link = document.querySelector('a')!;
  const event = new MouseEvent('click', {bubbles: true, button: 0});
  Object.defineProperty(event, 'target', {value: link});
  return samePageSection(event);
}

test('the skip link is not taken over by the in-page jump', () => {
  expect(clickOn('<a href="#main" data-skip-link>Skip to content</a>')).toBeNull();
});

test('a link to a section of the page still is', () => {
  expect(clickOn('<a href="#pricing">Pricing</a>')?.hash).toBe('#pricing');
});
