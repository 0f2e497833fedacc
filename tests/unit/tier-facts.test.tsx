/** @jest-environment jsdom */
/**
 * Every tier number a buyer reads comes from the one source (lib/catalog/tiers/facts): the service
 * page's facts and tier table (and its phone tabs), the cards, the checkout's tier choice, the
 * brief, the order page and receipt (TierNote) and the order mails, in all five languages. Each
 * text is built by its component's own code from a tier's figures, and the numbers in it are
 * exactly the tier's, in the tier's order: no "1-2 days" of the service's defaults beside a
 * 3-day tier, no "1~2일" in the Korean brief of a 3-day order.
 */
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {createTranslator, NextIntlClientProvider} from 'next-intl';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import ja from '@/messages/ja.json';
import vi from '@/messages/vi.json';
import zh from '@/messages/zh.json';
import {SERVICES} from '@/lib/catalog/catalog';
import {factTexts, includedText, serviceFacts, tierFacts, type SayFacts} from '@/lib/catalog/tiers/facts';
import {pendingBriefs} from '@/lib/briefs/targets';
import {orderConfirmationMail} from '@/lib/mail/templates';
import {TierChoice} from '@/components/checkout/TierChoice';
import {TierNote} from '@/components/orders/TierNote';
import {TierTabs, type TierTab} from '@/components/items/TierTabs';

const MESSAGES = {en, ko, ja, vi, zh} as const;
const LANGS = Object.keys(MESSAGES) as (keyof typeof MESSAGES)[];
/** Service 1's catalogue defaults are 1-2 days and 1 revision: its tiers say otherwise. */
const SERVICE = SERVICES.find((s) => s.id === 1)!;
const TIERS = [
  {key: 'basic' as const, images: 3, revisions: 1, deliveryDays: 2, amount: 2_200},
  {key: 'standard' as const, images: 6, revisions: 2, deliveryDays: 3, amount: 4_000},
  {key: 'premium' as const, images: 12, revisions: 3, deliveryDays: 4, amount: 7_200},
];
const STANDARD = TIERS[1]!;

/** The numbers a text shows, in order (ASCII digits; every language here writes them so). */
const numbers = (text: string) => (text.match(/\d+/g) ?? []).map(Number);
const tiersOf = (lang: keyof typeof MESSAGES) => createTranslator({locale: lang, messages: MESSAGES[lang], namespace: 'Tiers'});
const sayIn = (lang: keyof typeof MESSAGES): SayFacts => {
  const t = tiersOf(lang);
  return (key, values) => t(key, values);
};

describe.each(LANGS)('in %s', (lang) => {
  const say = sayIn(lang);

  test("the service page's facts and its cards span the tiers, not the service's own defaults", () => {
    const facts = factTexts(serviceFacts(SERVICE, TIERS), say);
    expect(numbers(facts.delivery)).toEqual([2, 4]);
    expect(numbers(facts.revisions)).toEqual([1, 3]);
    // Without tiers the service says its own figures.
    const own = factTexts(serviceFacts(SERVICE, []), say);
    expect(numbers(own.delivery)).toEqual([...SERVICE.deliveryDays!]);
    expect(numbers(own.revisions)).toEqual([SERVICE.revisions]);
  });

  test("each tier's column (table and phone tabs) and its one-line summary say the tier's figures", () => {
    for (const tier of TIERS) {
      const facts = factTexts(tierFacts(tier), say);
      expect(numbers(facts.images!)).toEqual([tier.images]);
      expect(numbers(facts.revisions)).toEqual([tier.revisions]);
      expect(numbers(facts.delivery)).toEqual([tier.deliveryDays]);
      expect(numbers(includedText(tier, say))).toEqual([tier.images, tier.revisions, tier.deliveryDays]);
    }
  });

  test('the checkout offers each tier with its own figures', () => {
    render(
      <NextIntlClientProvider locale={lang} messages={{Checkout: MESSAGES[lang].Checkout, Tiers: MESSAGES[lang].Tiers}}>
        <TierChoice id="c" tiers={TIERS} chosen="standard" onChoose={() => undefined} money={(a) => `$${a / 100}`} />
      </NextIntlClientProvider>,
    );
    for (const tier of TIERS) {
      const radio = screen.getByRole('radio', {name: new RegExp(MESSAGES[lang].Tiers.names[tier.key])});
      expect(radio).toHaveAccessibleDescription(includedText(tier, say));
    }
  });

  test('the order page and the receipt say what the line was bought with', () => {
    const line = {tier: 'standard', tierImages: STANDARD.images, tierRevisions: STANDARD.revisions, tierDeliveryDays: STANDARD.deliveryDays};
    render(<TierNote line={line} t={tiersOf(lang) as never} />);
    const note = screen.getByTestId('order-line-tier').textContent!;
    expect(note).toContain(includedText(STANDARD, say));
    expect(numbers(note)).toEqual([6, 2, 3]);
  });

  test("the brief of a tier's order says the tier's working days", () => {
    const tb = createTranslator({locale: lang, messages: MESSAGES[lang], namespace: 'Brief'});
    const texts = {
      deliveryDays: (range: {from: number; to: number}) => tb('deliveryDays', range),
      deliveryDay: (count: number) => tb('deliveryDay', {count}),
      deliveryQuote: tb('deliveryQuote'),
      quote: tb('quotePrice'),
    };
    const order = {
      id: 'o1',
      status: 'order_received',
      currency: 'USD',
      items: [
        {id: 'l1', itemType: 'service', itemId: '1', title: 'Studio', lineAmount: 4_000, briefId: null, tier: 'standard', tierImages: 6, tierRevisions: 2, tierDeliveryDays: 3},
        {id: 'l2', itemType: 'service', itemId: '1', title: 'Studio', lineAmount: 2_200, briefId: null},
      ],
    };
    const [tiered, plain] = pendingBriefs(order, {country: 'us', lang}, texts, {orderPath: '/order/1'});
    expect(numbers(tiered!.delivery)).toEqual([3]);
    expect(numbers(plain!.delivery)).toEqual([...SERVICE.deliveryDays!]);
    if (lang === 'ko') expect(tiered!.delivery).toBe('영업일 기준 3일');
  });

  test('the order mail names the tier with the figures it was bought with', async () => {
    const mail = await orderConfirmationMail(
      {
        number: 'ORD-1',
        language: lang,
        country: 'us',
        currency: 'USD',
        amount: 4_000,
        customerName: 'Jamie Lee',
        customerEmail: 'jamie@shop.test',
        customerPhone: '+1 415 555 0142',
        items: [{title: 'Studio', quantity: 1, itemType: 'service', tier: 'standard', tierImages: 6, tierRevisions: 2, tierDeliveryDays: 3}],
      },
      'https://shop.test/o/1',
    );
    expect(mail.text).toContain(`Studio (${MESSAGES[lang].Tiers.names.standard}: ${includedText(STANDARD, say)})`);
  });
});

test('on a phone the tiers are tabs: arrows choose, the panel and "Continue ($X)" follow the chosen tier', async () => {
  const say = sayIn('en');
  const tabs: TierTab[] = TIERS.map((tier) => {
    const facts = factTexts(tierFacts(tier), say);
    const name = en.Tiers.names[tier.key];
    const price = `$${(tier.amount / 100).toFixed(2)}`;
    return {
      key: tier.key,
      name,
      price,
      images: facts.images!,
      revisions: facts.revisions,
      delivery: facts.delivery,
      href: `/us/checkout/1?tier=${tier.key}`,
      choose: `Choose ${name}`,
      continueText: `Continue (${price})`,
    };
  });
  const labels = {caption: 'Tiers of Studio compared', feature: en.Tiers.feature, price: en.Tiers.price, images: en.Tiers.images, revisions: en.Tiers.revisions, delivery: en.Tiers.delivery};
  const user = userEvent.setup();
  render(<TierTabs tabs={tabs} labels={labels} sticky />);
  const list = screen.getByRole('tablist', {name: labels.caption});
  // Starts at the middle tier.
  expect(within(list).getByRole('tab', {name: 'Standard'})).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('link', {name: 'Continue ($40.00)'})).toHaveAttribute('href', '/us/checkout/1?tier=standard');
  expect(within(screen.getByRole('tabpanel')).getByText('3 working days')).toBeInTheDocument();
  await user.click(within(list).getByRole('tab', {name: 'Standard'}));
  await user.keyboard('{ArrowRight}');
  expect(within(list).getByRole('tab', {name: 'Premium'})).toHaveFocus();
  expect(screen.getByRole('link', {name: 'Continue ($72.00)'})).toHaveAttribute('href', '/us/checkout/1?tier=premium');
  expect(within(screen.getByRole('tabpanel', {name: 'Premium'})).getByText('4 working days')).toBeInTheDocument();
  await user.keyboard('{Home}');
  expect(within(screen.getByRole('tabpanel', {name: 'Basic'})).getByText('3 images')).toBeInTheDocument();
});
