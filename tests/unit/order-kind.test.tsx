/** @jest-environment jsdom */
/**
 * An order's kind (lib/orders/kind) from its lines, and the words of its progress by kind: a
 * template is designed, a service is shot and edited, a package is both, in every language, on
 * the timeline (order page, My page) and in the status mail.
 */
import {render} from '@testing-library/react';
import {NextIntlClientProvider} from 'next-intl';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import ja from '@/messages/ja.json';
import zh from '@/messages/zh.json';
import vi from '@/messages/vi.json';
import {orderKind, type OrderKind} from '@/lib/orders/kind';
import {OrderTimeline, TIMELINE} from '@/components/orders/OrderTimeline';
import {orderUpdateMail} from '@/lib/mail/templates';
import type {Language} from '@/lib/i18n/languages';

const MESSAGES = {en, ko, ja, zh, vi} as const;
/** How each language says "shoot" (a photo shoot). */
const SHOOTING: Record<Language, RegExp> = {en: /shoot/i, ko: /촬영/, ja: /撮影/, zh: /拍摄/, vi: /chụp/i};
const LANGUAGES = Object.keys(MESSAGES) as Language[];

const lines = (...types: string[]) => ({items: types.map((itemType) => ({itemType}))});

test.each([
  [lines('template'), 'template'],
  [lines('template', 'template'), 'template'],
  [lines('service'), 'service'],
  [lines('package'), 'package'],
  [lines('template', 'service'), 'mixed'],
  [lines('package', 'template'), 'mixed'],
  [lines(), 'mixed'],
] as const)('orderKind(%j) is %s', (order, kind) => {
  expect(orderKind(order)).toBe(kind);
});

function timeline(lang: Language, kind: OrderKind, status: string) {
  return render(
    <NextIntlClientProvider locale={lang} messages={MESSAGES[lang]}>
      <OrderTimeline status={status} quote={false} kind={kind} />
    </NextIntlClientProvider>,
  ).container.textContent!;
}

describe.each(LANGUAGES)('%s', (lang) => {
  test("a template order's timeline never mentions shooting, at any step", () => {
    for (const status of TIMELINE) expect(timeline(lang, 'template', status)).not.toMatch(SHOOTING[lang]);
  });

  test("a service's and a package's work step says it is being shot and edited", () => {
    expect(timeline(lang, 'service', 'in_progress')).toMatch(SHOOTING[lang]);
    expect(timeline(lang, 'package', 'in_progress')).toMatch(SHOOTING[lang]);
    expect(timeline(lang, 'service', 'in_progress')).toContain(MESSAGES[lang].Order.workDescriptions.service);
    expect(timeline(lang, 'template', 'in_progress')).toContain(MESSAGES[lang].Order.workDescriptions.template);
  });

  test("the status mail of a template order in progress says it is being designed, a service's that it is shot", async () => {
    const mail = (itemType: string) =>
      orderUpdateMail(
        {
          number: 'SO-1',
          language: lang,
          country: 'us',
          currency: 'USD',
          amount: 2_600,
          customerName: 'Jamie Lee',
          customerEmail: 'jamie@shop.test',
          customerPhone: '+1 415 555 0142',
          items: [{title: 'Coffee shop', quantity: 1, itemType}],
        },
        {status: 'in_progress', delivered: false},
        'https://shop.test/o/1',
      );
    const template = await mail('template');
    expect(template.text).toContain(MESSAGES[lang].Order.workDescriptions.template);
    expect(`${template.subject} ${template.text}`).not.toMatch(SHOOTING[lang]);
    expect((await mail('service')).text).toMatch(SHOOTING[lang]);
  });
});
