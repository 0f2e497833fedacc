/** @jest-environment jsdom */
import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';

type Answer = {ok: boolean; status: number; message: string; data: object};
const mockPlaceOrder = jest.fn<Promise<Answer>, unknown[]>(async () => ({ok: true, status: 201, message: '', data: {orderId: 'order-1', guestToken: 'token'}}));
const mockStartPayment = jest.fn<Promise<Answer>, unknown[]>(async () => ({ok: true, status: 200, message: '', data: {url: '#paid', demo: true}}));
jest.mock('@/lib/orders/actions', () => ({placeOrderAction: (...args: unknown[]) => mockPlaceOrder(...args), startPaymentAction: (...args: unknown[]) => mockStartPayment(...args)}));
const mockRequestLogin = jest.fn(async () => false as boolean);
jest.mock('@/lib/account/client', () => ({requestLogin: () => mockRequestLogin()}));
jest.mock('next/navigation', () => ({useRouter: () => ({refresh: () => undefined})}));
jest.mock('@tosspayments/tosspayments-sdk', () => ({ANONYMOUS: '@@ANONYMOUS', loadTossPayments: () => new Promise(() => undefined)}));
const mockToasts: {title: string}[] = [];
jest.mock('@/lib/toast', () => ({toast: (t: {title: string}) => mockToasts.push(t)}));

import CheckoutForm, {type CheckoutSelection} from '@/components/checkout/CheckoutForm';
import type {CheckoutTotal, CheckoutTotals} from '@/lib/checkout/totals';

const t = en.Checkout;
const SERVICE_1: CheckoutSelection = {kind: 'service', serviceId: 1, includedImages: 3, extraUnitAmount: 8_000};
/** The server's figures (lib/checkout/totals) for the quantities these tests reach. */
const figures = (product: number, extraImages = 0, extraAmount = 0): CheckoutTotal => ({product, extraImages, extraAmount, total: product + extraAmount});
const SERVICE_1_TOTALS: CheckoutTotals = {stepper: {min: 3, max: 100}, tiers: {}, quantities: {3: figures(30_000), 4: figures(30_000, 1, 8_000)}};
const TEMPLATE_12_TOTALS: CheckoutTotals = {stepper: {min: 1, max: 100}, tiers: {}, quantities: {1: figures(36_000)}};
const SIGNED_IN = {name: 'Minsu Kim', email: 'minsu@cafe.kr', phone: '010-1234-5678'};

function renderCheckout({
  selection = SERVICE_1,
  totals = SERVICE_1_TOTALS,
  prefill = null,
  widget = null,
  phone = true,
}: {selection?: CheckoutSelection; totals?: CheckoutTotals; prefill?: typeof SIGNED_IN | null; widget?: {clientKey: string; customerKey: string | null} | null; phone?: boolean} = {}) {
  return render(
    <CheckoutForm
      country="kr"
      lang="en"
      messages={{Checkout: en.Checkout, Consent: en.Consent}}
      selection={selection}
      totals={totals}
      currency="KRW"
      prefill={prefill}
      phone={phone}
      demo
      widget={widget}
      termsHref="/kr/terms"
      checkoutKey="kr:1"
    />,
  );
}

const payButton = () => screen.getByRole('button', {name: /^Pay /});
const total = () => screen.getByTestId('checkout-total');

beforeEach(() => {
  mockPlaceOrder.mockClear();
  mockStartPayment.mockClear();
  mockToasts.length = 0;
  sessionStorage.clear();
});

test('the image counter starts at the 3 images the price includes and never goes below them', async () => {
  const user = userEvent.setup();
  renderCheckout({prefill: SIGNED_IN});
  const counter = screen.getByRole('group', {name: t.images});
  expect(within(counter).getByRole('status')).toHaveTextContent('3');
  expect(within(counter).getByRole('button', {name: t.decrease})).toBeDisabled();
  expect(total()).toHaveTextContent('₩30,000');

  await user.click(within(counter).getByRole('button', {name: t.increase}));
  expect(within(counter).getByRole('status')).toHaveTextContent('4');
  expect(total()).toHaveTextContent('₩38,000');
  await user.click(within(counter).getByRole('button', {name: t.decrease}));
  expect(within(counter).getByRole('status')).toHaveTextContent('3');
  expect(within(counter).getByRole('button', {name: t.decrease})).toBeDisabled();
});

test('a template starts at one copy', () => {
  renderCheckout({selection: {kind: 'template', templateId: 12}, totals: TEMPLATE_12_TOTALS, prefill: SIGNED_IN});
  const counter = screen.getByRole('group', {name: t.copies});
  expect(within(counter).getByRole('status')).toHaveTextContent('1');
  expect(total()).toHaveTextContent('₩36,000');
});

test('Pay says next to it what is still missing, and the list shrinks as the visitor fills it in', async () => {
  const user = userEvent.setup();
  renderCheckout();
  expect(payButton()).toBeEnabled();
  // A Korean checkout (in English here) also asks for the age check (docs/korea.md#consents-동의).
  expect(payButton()).toHaveAccessibleDescription(
    'Still needed to pay: your e-mail, your name, your phone number, consent to the terms of use, consent to the privacy policy, and confirmation that you are 14 or older.',
  );

  await user.type(screen.getByLabelText(t.name), 'Sam Park');
  await user.type(screen.getByLabelText(t.email), 'sam@shop.test');
  await user.type(screen.getByLabelText(t.phone), '+1 212 555 0199');
  await user.click(screen.getByRole('checkbox', {name: /terms of use/}));
  expect(payButton()).toHaveAccessibleDescription('Still needed to pay: consent to the privacy policy and confirmation that you are 14 or older.');
  await user.click(screen.getByRole('checkbox', {name: /privacy policy/}));
  expect(payButton()).toHaveAccessibleDescription('Still needed to pay: confirmation that you are 14 or older.');
  // The optional marketing box is never waited for.
  await user.click(screen.getByRole('checkbox', {name: /14 years/}));
  expect(payButton()).not.toHaveAccessibleDescription();
});

test('the form starts with the e-mail field, with Log in beside it, and no step before it', () => {
  renderCheckout();
  const fields = screen.getAllByRole('textbox');
  expect(fields[0]).toBe(screen.getByLabelText(t.email));
  expect(screen.getByLabelText(t.email)).toHaveAccessibleDescription(t.guestNote);
  expect(screen.getByRole('button', {name: t.login})).toBeInTheDocument();
  // No discount line when there is no discount.
  expect(screen.queryByText(/discount/i)).toBeNull();
});

test('pressing Pay with something missing focuses the first missing field and shows each field its own error; nothing is ordered', async () => {
  const user = userEvent.setup();
  renderCheckout();
  await user.click(payButton());

  const email = screen.getByLabelText(t.email);
  await waitFor(() => expect(email).toHaveFocus());
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription(`${t.guestNote} ${t.errors.emailInvalid}`);
  const name = screen.getByLabelText(t.name);
  expect(name).toHaveAttribute('aria-invalid', 'true');
  // Name's own message, not one about the whole group.
  expect(name).toHaveAccessibleDescription(t.errors.nameRequired);
  expect(t.errors.nameRequired).not.toMatch(/e-?mail|phone/i);
  expect(screen.getByLabelText(t.phone)).toHaveAccessibleDescription(t.errors.phoneRequired);
  expect(mockToasts.map((x) => x.title)).toEqual([t.requiredTitle]);
  expect(mockPlaceOrder).not.toHaveBeenCalled();

  // With the details in, the consents are what is missing: the first one gets the focus.
  await user.type(name, 'Sam Park');
  await user.type(screen.getByLabelText(t.email), 'sam@shop.test');
  await user.type(screen.getByLabelText(t.phone), '+1 212 555 0199');
  await user.click(payButton());
  const terms = screen.getByRole('checkbox', {name: /terms of use/});
  await waitFor(() => expect(terms).toHaveFocus());
  expect(terms).toHaveAccessibleDescription(en.Consent.errors.termsRequired);
  expect(mockToasts.map((x) => x.title)).toEqual([t.requiredTitle, t.agreementTitle]);
  expect(mockPlaceOrder).not.toHaveBeenCalled();
});

test('a complete form orders the service with the 3 included images (the server prices it)', async () => {
  const user = userEvent.setup();
  renderCheckout({prefill: SIGNED_IN});
  await user.click(screen.getByRole('checkbox', {name: /terms of use/}));
  await user.click(screen.getByRole('checkbox', {name: /privacy policy/}));
  await user.click(screen.getByRole('checkbox', {name: /14 years/}));
  await user.click(payButton());
  await waitFor(() => expect(mockPlaceOrder).toHaveBeenCalledTimes(1));
  const [page, body] = mockPlaceOrder.mock.calls[0]!;
  expect(page).toEqual({country: 'kr', language: 'en'});
  expect(body).toMatchObject({serviceId: 1, quantity: 3, customerName: 'Minsu Kim', customerEmail: 'minsu@cafe.kr', agreeTerms: true, agreePrivacy: true, agreeAge14: true, agreeMarketing: false});
  expect(body).not.toHaveProperty('totalAmount');
});

test('while the Toss widget is not ready, Pay is disabled and says why', async () => {
  renderCheckout({prefill: SIGNED_IN, widget: {clientKey: 'test_gck', customerKey: 'user-1'}});
  expect(payButton()).toBeDisabled();
  expect(payButton()).toHaveAccessibleDescription(t.widgetLoading);
});

test('logging in on the page (spec 6.6): the details that arrive fill what is still empty, what was typed stays', async () => {
  const user = userEvent.setup();
  const {rerender} = renderCheckout();
  // Signed out: the form at once; the buyer logs in from beside the e-mail and the page comes back with their details.
  mockRequestLogin.mockResolvedValueOnce(true);
  await user.click(screen.getByRole('button', {name: t.login}));
  expect(mockRequestLogin).toHaveBeenCalledTimes(1);
  const props = {
    country: 'kr',
    lang: 'en',
    messages: {Checkout: en.Checkout, Consent: en.Consent},
    selection: SERVICE_1,
    totals: SERVICE_1_TOTALS,
    currency: 'KRW',
    phone: true,
    demo: true,
    widget: null,
    termsHref: '/kr/terms',
    checkoutKey: 'kr:1',
  } as const;
  rerender(<CheckoutForm {...props} prefill={SIGNED_IN} />);
  expect(await screen.findByLabelText(t.name)).toHaveValue(SIGNED_IN.name);
  expect(screen.getByLabelText(t.email)).toHaveValue(SIGNED_IN.email);
  expect(screen.getByLabelText(t.phone)).toHaveValue(SIGNED_IN.phone);
  // The Log in button is gone: the focus is on the first field, not lost.
  expect(screen.queryByRole('button', {name: t.login})).toBeNull();
  await waitFor(() => expect(screen.getByLabelText(t.email)).toHaveFocus());

  // A guest who typed a name and then logged in (the header's Log in) keeps the name.
  rerender(<CheckoutForm {...props} checkoutKey="kr:2" prefill={null} key="guest" />);
  await user.type(screen.getByLabelText(t.name), 'Typed Name');
  rerender(<CheckoutForm {...props} checkoutKey="kr:2" prefill={SIGNED_IN} key="guest" />);
  await waitFor(() => expect(screen.getByLabelText(t.email)).toHaveValue(SIGNED_IN.email));
  expect(screen.getByLabelText(t.name)).toHaveValue('Typed Name');
});

test('an e-mail address that is there but wrong gets the spec\'s "Email error" toast (5.25)', async () => {
  const user = userEvent.setup();
  renderCheckout({prefill: {...SIGNED_IN, email: 'minsu@'}});
  await user.click(screen.getByRole('checkbox', {name: /terms/i}));
  await user.click(screen.getByRole('checkbox', {name: /privacy/i}));
  await user.click(payButton());
  await waitFor(() => expect(mockToasts.at(-1)).toMatchObject({title: t.emailErrorTitle, description: t.errors.emailInvalid}));
  expect(mockPlaceOrder).not.toHaveBeenCalled();
});

test('an order that needs no phone number (a template) has no phone field and is sent without one', async () => {
  const user = userEvent.setup();
  renderCheckout({selection: {kind: 'template', templateId: 12}, totals: TEMPLATE_12_TOTALS, phone: false});
  expect(screen.queryByLabelText(t.phone)).toBeNull();
  await user.type(screen.getByLabelText(t.email), 'sam@shop.test');
  await user.type(screen.getByLabelText(t.name), 'Sam Park');
  expect(payButton()).toHaveAccessibleDescription('Still needed to pay: consent to the terms of use, consent to the privacy policy, and confirmation that you are 14 or older.');
  await user.click(screen.getByRole('checkbox', {name: /terms of use/}));
  await user.click(screen.getByRole('checkbox', {name: /privacy policy/}));
  await user.click(screen.getByRole('checkbox', {name: /14 years/}));
  await user.click(payButton());
  await waitFor(() => expect(mockPlaceOrder).toHaveBeenCalledTimes(1));
  const body = mockPlaceOrder.mock.calls[0]![1] as Record<string, unknown>;
  expect(body).toMatchObject({templateId: 12, quantity: 1, customerName: 'Sam Park', customerEmail: 'sam@shop.test'});
  expect(body).not.toHaveProperty('customerPhone');
});

test('a signed-in customer whose account has no phone number is taken to the phone field after logging in', async () => {
  const user = userEvent.setup();
  const {rerender} = renderCheckout();
  mockRequestLogin.mockResolvedValueOnce(true);
  await user.click(screen.getByRole('button', {name: t.login}));
  await waitFor(() => expect(mockRequestLogin).toHaveBeenCalled());
  rerender(
    <CheckoutForm
      country="kr"
      lang="en"
      messages={{Checkout: en.Checkout, Consent: en.Consent}}
      selection={SERVICE_1}
      totals={SERVICE_1_TOTALS}
      currency="KRW"
      prefill={{...SIGNED_IN, phone: ''}}
      phone
      demo
      widget={null}
      termsHref="/kr/terms"
      checkoutKey="kr:1"
    />,
  );
  await waitFor(() => expect(screen.getByLabelText(t.phone)).toHaveFocus());
  expect(screen.getByLabelText(t.email)).toHaveValue(SIGNED_IN.email);
});
