/** @jest-environment jsdom */
/**
 * Tiers on the page (docs/admin.md#prices-and-the-catalogue): the comparison table (components/items/TierTable) is a real
 * table whose cells a screen reader announces with their tier and row, with a link per tier to its
 * checkout; the checkout (components/checkout/CheckoutForm) offers the tiers as radio buttons,
 * starts at the one the URL chose, totals the chosen tier's price and sends only its name.
 */
import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import {createTranslator} from 'next-intl';
import {TierTable, type TierColumn} from '@/components/items/TierTable';
import {TierNote} from '@/components/orders/TierNote';
import ko from '@/messages/ko.json';

type Answer = {ok: boolean; status: number; message: string; data: object};
const mockPlaceOrder = jest.fn<Promise<Answer>, unknown[]>(async () => ({ok: true, status: 201, message: '', data: {orderId: 'order-1', guestToken: 'token'}}));
jest.mock('@/lib/orders/actions', () => ({
  placeOrderAction: (...args: unknown[]) => mockPlaceOrder(...args),
  startPaymentAction: async () => ({ok: true, status: 200, message: '', data: {url: '#paid', demo: true}}),
}));
jest.mock('@/lib/account/client', () => ({requestLogin: async () => false}));
jest.mock('next/navigation', () => ({useRouter: () => ({refresh: () => undefined})}));
jest.mock('@tosspayments/tosspayments-sdk', () => ({ANONYMOUS: '@@ANONYMOUS', loadTossPayments: () => new Promise(() => undefined)}));
jest.mock('@/lib/toast', () => ({toast: () => undefined}));

import CheckoutForm from '@/components/checkout/CheckoutForm';

const T = en.Tiers;
const column = (key: string, name: string, price: string, images: number, revisions: number, days: number): TierColumn => ({
  key,
  name,
  price,
  images: `${images} images`,
  revisions: revisions === 0 ? 'None' : `${revisions} revisions`,
  delivery: `${days} working days`,
  href: `/en-us/checkout/4?tier=${key}`,
  choose: `Choose ${name}`,
});
const COLUMNS = [column('basic', 'Basic', '$88.00', 3, 0, 3), column('standard', 'Standard', '$146.00', 6, 2, 4), column('premium', 'Premium', '$249.00', 10, 3, 5)];
const LABELS = {caption: 'Tiers of Food studio compared', feature: T.feature, price: T.price, images: T.images, revisions: T.revisions, delivery: T.delivery};

describe('the comparison table', () => {
  test('one column per tier and one row per thing compared, with headers that name each cell', () => {
    render(<TierTable columns={COLUMNS} labels={LABELS} />);
    const table = screen.getByRole('table', {name: LABELS.caption});
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([T.feature, 'Basic', 'Standard', 'Premium']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([T.price, T.images, T.revisions, T.delivery]);
    const rows = within(table).getAllByRole('row');
    const cells = (label: string) =>
      within(rows.find((r) => within(r).queryByRole('rowheader', {name: label}))!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(T.price)).toEqual(['$88.00', '$146.00', '$249.00']);
    expect(cells(T.images)).toEqual(['3 images', '6 images', '10 images']);
    expect(cells(T.revisions)).toEqual(['None', '2 revisions', '3 revisions']);
    expect(cells(T.delivery)).toEqual(['3 working days', '4 working days', '5 working days']);
    // Headers carry their scope, so a screen reader says "Premium, Images: 10 images".
    for (const h of within(table).getAllByRole('columnheader')) expect(h).toHaveAttribute('scope', 'col');
    for (const h of within(table).getAllByRole('rowheader')) expect(h).toHaveAttribute('scope', 'row');
  });

  test('each tier is chosen by a link to its checkout; the table scrolls in a focusable, labelled region', () => {
    render(<TierTable columns={COLUMNS} labels={LABELS} />);
    expect(screen.getByRole('link', {name: 'Choose Premium'})).toHaveAttribute('href', '/en-us/checkout/4?tier=premium');
    expect(screen.getByRole('link', {name: 'Choose Basic'})).toHaveAttribute('href', '/en-us/checkout/4?tier=basic');
    expect(screen.getByRole('region', {name: LABELS.caption})).toHaveAttribute('tabindex', '0');
  });

  test('a service without tiers shows no table', () => {
    const {container} = render(<TierTable columns={[]} labels={LABELS} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('choosing a tier at the checkout', () => {
  const selection = {
    kind: 'service' as const,
    serviceId: 4,
    includedImages: 3,
    extraUnitAmount: 40_000,
    tiers: [
      {key: 'basic' as const, images: 3, revisions: 1, deliveryDays: 3, amount: 120_000},
      {key: 'standard' as const, images: 6, revisions: 2, deliveryDays: 4, amount: 200_000},
      {key: 'premium' as const, images: 10, revisions: 3, deliveryDays: 5, amount: 320_000},
    ],
  };
  const tierTotal = (amount: number) => ({product: amount, extraImages: 0, extraAmount: 0, total: amount});
  const totals = {stepper: null, tiers: {basic: tierTotal(120_000), standard: tierTotal(200_000), premium: tierTotal(320_000)}, quantities: {}};
  const renderCheckout = () =>
    render(
      <CheckoutForm
        country="kr"
        lang="en"
        messages={{Checkout: en.Checkout, Consent: en.Consent, Tiers: {names: T.names, legend: T.legend, included: T.included}}}
        selection={selection}
        totals={totals}
        currency="KRW"
        prefill={{name: 'Minsu Kim', email: 'minsu@cafe.kr', phone: '010-1234-5678'}}
        phone
        demo
        widget={null}
        termsHref="/kr/terms"
        checkoutKey="kr:4"
      />,
    );

  afterEach(() => window.history.replaceState(null, '', '/'));

  test("the URL's tier is chosen, the total is its price, no image counter; Pay sends the tier's name and no amount", async () => {
    window.history.replaceState(null, '', '/ko-kr/checkout/4?tier=premium');
    const user = userEvent.setup();
    renderCheckout();
    const group = screen.getByRole('group', {name: T.legend});
    await waitFor(() => expect(within(group).getByRole('radio', {name: /Premium/})).toBeChecked());
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₩320,000');
    expect(within(group).getByRole('radio', {name: /Premium/})).toHaveAccessibleDescription('10 images, 3 free revisions, delivered in 5 working days');
    expect(screen.queryByRole('group', {name: en.Checkout.images})).toBeNull();

    await user.click(within(group).getByRole('radio', {name: /Standard/}));
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₩200,000');
    await user.click(within(group).getByRole('radio', {name: /Premium/}));
    await user.click(screen.getByRole('checkbox', {name: /terms of use/}));
    await user.click(screen.getByRole('checkbox', {name: /privacy policy/}));
    await user.click(screen.getByRole('checkbox', {name: /14 years/}));
    await user.click(screen.getByRole('button', {name: /^Pay /}));
    await waitFor(() => expect(mockPlaceOrder).toHaveBeenCalledTimes(1));
    const body = mockPlaceOrder.mock.calls[0]![1] as Record<string, unknown>;
    expect(body).toMatchObject({serviceId: 4, tier: 'premium'});
    expect(body).not.toHaveProperty('quantity');
    expect(body).not.toHaveProperty('totalAmount');
  });

  test('without a tier in the URL the cheapest is chosen; an unknown one is ignored', async () => {
    window.history.replaceState(null, '', '/ko-kr/checkout/4?tier=deluxe');
    renderCheckout();
    expect(screen.getByRole('radio', {name: /Basic/})).toBeChecked();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₩120,000');
  });
});

describe("an order line's tier (order page, admin, receipt)", () => {
  test("names the tier and what it included as bought, in the page's language; nothing without a tier", () => {
    const t = createTranslator({locale: 'ko', messages: ko, namespace: 'Tiers'}) as unknown as Parameters<typeof TierNote>[0]['t'];
    const {rerender, container} = render(<TierNote line={{tier: 'premium', tierImages: 10, tierRevisions: 3, tierDeliveryDays: 5}} t={t} />);
    expect(screen.getByTestId('order-line-tier')).toHaveTextContent('프리미엄 · 이미지 10장, 무료 수정 3회, 작업 기간 영업일 5일');
    rerender(<TierNote line={{tier: null}} t={t} />);
    expect(container).toBeEmptyDOMElement();
  });
});
