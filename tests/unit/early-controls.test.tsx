/** @jest-environment jsdom */
/**
 * Controls that work before the page's script runs (docs/storefront.md#what-a-visitor-can-do): their server HTML is a real
 * link or form (the browser follows or posts it), and once the script runs they act in place.
 */
import {fireEvent, render, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {AddToCartButton} from '@/components/cart/AddToCartButton';
import {BriefButton} from '@/components/briefs/BriefButton';
import {subscribeBriefs, type BriefTarget} from '@/lib/briefs/events';
import {InfoDialog} from '@/components/ui/InfoDialog';

jest.mock('@/lib/toast', () => ({toast: jest.fn()}));

const texts = {text: 'Add to Cart', label: 'Add to Cart: Perfume', added: 'Added to cart', addedDescription: 'Perfume is in your cart.', addFailed: 'Failed'};

test('Add to Cart is a form the browser can post without the script; with it, the item is added without leaving the page', async () => {
  const html = renderToString(<AddToCartButton country="us" lang="en" item={{templateId: 14}} texts={texts} className="" />);
  expect(html).toMatch(/<form[^>]*action="\/api\/cart\/form"[^>]*method="post"/);
  expect(html).toContain('name="templateId" value="14"');
  expect(html).toContain('name="country" value="us"');
  expect(html).toMatch(/<button type="submit"/);

  global.fetch = jest.fn(async () => ({ok: true, json: async () => ({success: true, totalQuantity: 1, items: []})})) as unknown as typeof fetch;
  render(<AddToCartButton country="us" lang="en" item={{packageId: 'sns'}} texts={texts} className="" />);
  const submitted = fireEvent.click(screen.getByRole('button', {name: 'Add to Cart: Perfume'}));
  // The script's handler took the submit: no navigation, one JSON call to the cart API.
  expect(submitted).toBe(true);
  await screen.findByRole('button', {name: 'Add to Cart: Perfume'});
  expect(global.fetch).toHaveBeenCalledWith('/api/cart', expect.objectContaining({method: 'POST', body: JSON.stringify({packageId: 'sns'})}));
});

const service: BriefTarget = {serviceId: 10, name: 'AI drone shot', price: 'Quote', delivery: 'By agreement'};

test('a brief button is a link to ?brief=<key> before the script runs, and a page loaded with it opens that brief once', () => {
  const html = renderToString(<BriefButton target={service} text="Write the project brief" label="Write the project brief: AI drone shot" />);
  expect(html).toMatch(/<a href="\?brief=service-10"[^>]*role="button"/);

  window.history.replaceState(null, '', '/us/checkout/10?brief=service-10&x=1');
  const opened: string[] = [];
  const stop = subscribeBriefs((target) => opened.push(target.name));
  render(
    <>
      <BriefButton target={{...service, serviceId: 3, name: 'Other'}} text="Brief" label="Brief: Other" />
      <BriefButton target={service} text="Write the project brief" label="Write the project brief: AI drone shot" />
    </>,
  );
  expect(opened).toEqual(['AI drone shot']);
  // The address is clean again; pressing it now opens the form in place (no navigation).
  expect(window.location.search).toBe('?x=1');
  const link = screen.getByRole('button', {name: 'Write the project brief: AI drone shot'});
  expect(fireEvent.click(link)).toBe(false);
  expect(fireEvent.keyDown(link, {key: ' '})).toBe(false);
  expect(opened).toEqual(['AI drone shot', 'AI drone shot', 'AI drone shot']);
  stop();
});

test('a details button is aria-disabled (and dimmed) in the server HTML, and enabled once its code runs', () => {
  const props = {title: 'Food photo', triggerText: 'View details', triggerLabel: 'View details: Food photo', closeLabel: 'Close', action: {href: '/us?ask=Food', label: 'Ask us'}, children: null};
  const html = renderToString(<InfoDialog {...props} />);
  expect(html).toContain('aria-disabled="true"');
  expect(html).toContain('aria-disabled:opacity-60');
  render(<InfoDialog {...props} />);
  expect(screen.getByRole('button', {name: 'View details: Food photo'})).not.toHaveAttribute('aria-disabled');
});

test('the cart is a link to the cart page before the script runs; back from the Add to Cart form (?cart=added) it shows the usual toast', async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {CartButton} = require('@/components/cart/CartButton') as typeof import('@/components/cart/CartButton');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {toast} = require('@/lib/toast') as {toast: jest.Mock};
  const props = {
    country: 'us' as const,
    lang: 'en' as const,
    label: 'Cart ({count})',
    messages: {Cart: {added: 'Added to cart', addFailed: 'Failed to add to cart', unknown: 'This item is no longer available.'}},
  };
  expect(renderToString(<CartButton {...props} />)).toMatch(/<a href="\/us\/checkout\/cart"[^>]*role="button"/);

  toast.mockClear();
  window.history.replaceState(null, '', '/us/template/3?cart=added');
  document.cookie = 'cart_count=1; path=/';
  render(<CartButton {...props} />);
  expect(await screen.findByRole('button', {name: 'Cart (1)'})).toBeInTheDocument();
  expect(toast).toHaveBeenCalledWith({title: 'Added to cart'});
  expect(window.location.search).toBe('');
});
