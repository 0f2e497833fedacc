/** @jest-environment jsdom */
/**
 * The error boundaries' recovery from a cut-short navigation payload (lib/navigation/recover):
 * when the error arrives while the address bar still shows the page the visitor clicked from, the
 * link they clicked is the address to load, not the page they are leaving.
 */
import {isCutShortPayload, recoveryAddress, TARGET_MS, watchNavigations} from '@/lib/navigation/recover';

const here = () => window.location.href;

function link(href: string, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  const label = document.createElement('span');
  label.textContent = 'Request a quote';
  anchor.append(label);
  document.body.append(anchor);
  return {anchor, label};
}

/** A click Next's Link would handle itself (it calls preventDefault), so jsdom does not navigate. */
function click(target: Element, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', {bubbles: true, cancelable: true, button: 0, ...init});
  target.addEventListener('click', (e) => e.preventDefault(), {once: true});
  target.dispatchEvent(event);
}

let stop: () => void;
beforeEach(() => {
  document.body.innerHTML = '';
  stop = watchNavigations();
});
afterEach(() => stop());

test('a link clicked a moment ago is the address to load, even when clicked on its label', () => {
  const {label} = link('/us/checkout/6');
  click(label);
  expect(recoveryAddress()).toBe(new URL('/us/checkout/6', here()).href);
});

test('once the moment has passed, the page itself is loaded again', () => {
  const {anchor} = link('/us/checkout/7');
  click(anchor);
  expect(recoveryAddress(Date.now() + TARGET_MS + 1)).toBe(here());
});

test('new tabs, downloads, modified clicks and other sites do not count as the navigation under way', () => {
  const before = recoveryAddress();
  click(link('/us/checkout/8', {target: '_blank'}).anchor);
  click(link('/us/brief.pdf', {download: ''}).anchor);
  click(link('/us/checkout/9').anchor, {ctrlKey: true});
  click(link('https://example.com/elsewhere').anchor);
  expect(recoveryAddress()).toBe(before);
});

test('after stop, clicks are no longer remembered', () => {
  stop();
  const {anchor} = link('/us/checkout/10');
  click(anchor);
  expect(recoveryAddress()).not.toBe(new URL('/us/checkout/10', here()).href);
  stop = watchNavigations();
});

test('only the cut-short payload errors are recovered this way', () => {
  expect(isCutShortPayload(new Error('Connection closed.'))).toBe(true);
  expect(isCutShortPayload(new Error('Minified React error #412; visit https://react.dev/errors/412'))).toBe(true);
  expect(isCutShortPayload(new Error('Cannot read properties of undefined'))).toBe(false);
});
