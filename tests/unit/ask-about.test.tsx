/** @jest-environment jsdom */
/**
 * "Ask us about it" in a service's details (it was once dead on /{country}/services). The dialog's
 * action leads to the front page's contact form with the service named; the form starts as a
 * consultation about it. On the front page itself the dialog moves there without a reload.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {act, render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {NextIntlClientProvider} from 'next-intl';
import {askHref, askedService} from '@/lib/contact/ask';
import {ContactForm} from '@/components/contact/ContactForm';
import InfoDialogView from '@/components/ui/InfoDialogView';
import {IN_PAGE_ACTION_EVENT} from '@/components/ui/lazy';

jest.mock('next/link', () => jest.requireActual('./next-link-mock'));

const en = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'));

function contactForm() {
  return render(
    <NextIntlClientProvider locale="en" messages={{Contact: en.Contact}}>
      <ContactForm country="us" lang="en" />
    </NextIntlClientProvider>,
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

test('the link names the service for the front page, and the address gives back one short line', () => {
  const href = askHref('/kr/ja', 'Food studio & menu');
  expect(href).toBe('/kr/ja?ask=Food+studio+%26+menu#contact');
  expect(askedService(new URL(href, 'https://shop.test').search)).toBe('Food studio & menu');
  expect(askedService('?ask=%0Aline%0D%0Atwo')).toBe('line two');
  expect(askedService('?ask=' + 'x'.repeat(500))).toHaveLength(120);
  expect(askedService('?other=1')).toBeNull();
});

test('arriving from /services, the contact form is a consultation about the service', async () => {
  window.history.replaceState(null, '', askHref('/us', 'Food studio'));
  contactForm();
  await waitFor(() => expect(screen.getByLabelText(en.Contact.message)).toHaveValue('I have a question about Food studio.'));
  expect(screen.getByLabelText(en.Contact.service)).toHaveValue('consultation');
  // The privacy policy is one click away from the form.
  expect(screen.getByRole('link', {name: 'privacy policy'})).toHaveAttribute('href', '/us/privacy');
});

test('on the front page the dialog moves to the form without a reload; a message already written is kept', async () => {
  window.history.replaceState(null, '', '/us');
  const section = document.createElement('section');
  section.id = 'contact';
  document.body.appendChild(section);
  Element.prototype.scrollIntoView = jest.fn();
  contactForm();
  const heard = jest.fn();
  window.addEventListener(IN_PAGE_ACTION_EVENT, heard);
  render(
    <InfoDialogView title="Food studio" triggerText="Details" triggerLabel="Details of Food studio" closeLabel="Close" action={{href: askHref('/us', 'Food studio'), label: en.Home.askAbout}}>
      <p>Details</p>
    </InfoDialogView>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('link', {name: en.Home.askAbout}));
  expect(heard).toHaveBeenCalledTimes(1);
  expect(window.location.pathname + window.location.search + window.location.hash).toBe('/us?ask=Food+studio#contact');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByLabelText(en.Contact.message)).toHaveValue('I have a question about Food studio.'));
  await waitFor(() => expect(section).toHaveFocus());

  // The visitor writes their own message; asking about another service leaves it alone.
  const message = screen.getByLabelText(en.Contact.message);
  await user.clear(message);
  await user.type(message, 'Hello');
  act(() => {
    window.history.pushState(null, '', askHref('/us', 'Video ads'));
    window.dispatchEvent(new Event(IN_PAGE_ACTION_EVENT));
  });
  expect(message).toHaveValue('Hello');
  window.removeEventListener(IN_PAGE_ACTION_EVENT, heard);
  section.remove();
});
