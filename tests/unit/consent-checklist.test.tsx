/** @jest-environment jsdom */
/**
 * The consents as each country's form asks for them (docs/korea.md#consents-동의): on Korean pages 전체 동의
 * ticks and unticks every box and follows the boxes ticked one by one; other countries keep their
 * checkout's two boxes and the sign-up's sentence.
 */
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useForm, useWatch} from 'react-hook-form';
import {NextIntlClientProvider} from 'next-intl';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import {ConsentChecklist} from '@/components/consent/ConsentChecklist';
import type {CountryCode} from '@/lib/countries';
import {CONSENT_FIELDS, consentBoxes, consentForm, type ConsentField, type ConsentPlace} from '@/lib/privacy/consents';

type Values = Record<ConsentField, boolean>;

/** A form holding the boxes, as the sign-up, checkout and quote forms do (react-hook-form). */
function Form({country, place}: {country: CountryCode; place: ConsentPlace}) {
  const {register, control, setValue} = useForm<Values>({defaultValues: {agreeTerms: false, agreePrivacy: false, agreeAge14: false, agreeMarketing: false}});
  const [agreeTerms, agreePrivacy, agreeAge14, agreeMarketing] = useWatch({control, name: ['agreeTerms', 'agreePrivacy', 'agreeAge14', 'agreeMarketing']});
  const fields = consentBoxes(consentForm(country, place)).map((kind) => CONSENT_FIELDS[kind]);
  return (
    <ConsentChecklist
      country={country}
      lang={country === 'kr' ? 'ko' : 'en'}
      place={place}
      values={{agreeTerms, agreePrivacy, agreeAge14, agreeMarketing}}
      onAll={(checked) => fields.forEach((field) => setValue(field, checked))}
      box={(field) => register(field)}
    />
  );
}

function renderForm(country: CountryCode, place: ConsentPlace) {
  const messages = country === 'kr' ? ko : en;
  render(
    <NextIntlClientProvider locale={country === 'kr' ? 'ko' : 'en'} messages={messages}>
      <Form country={country} place={place} />
    </NextIntlClientProvider>,
  );
}

const K = ko.Consent;

test('Korean sign-up: 전체 동의 ticks every box, the optional one too, and unticks them all again', async () => {
  const user = userEvent.setup();
  renderForm('kr', 'signup');
  const all = screen.getByRole('checkbox', {name: new RegExp(K.all)});
  const boxes = [/이용약관/, /개인정보 수집·이용/, /만 14세 이상/, /마케팅 정보 수신/].map((name) => screen.getByRole('checkbox', {name}));
  expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false, false]);
  // Required boxes say so, the marketing one says it is optional.
  expect(boxes[0]).toHaveAccessibleName(/^\(필수\) 이용약관 동의/);
  expect(boxes[2]).toHaveAccessibleName('(필수) 만 14세 이상입니다');
  expect(boxes[3]).toHaveAccessibleName(/^\(선택\) 마케팅 정보 수신 동의/);

  await user.click(all);
  for (const box of boxes) expect(box).toBeChecked();
  expect(all).toBeChecked();

  await user.click(all);
  for (const box of boxes) expect(box).not.toBeChecked();
  expect(all).not.toBeChecked();
});

test('전체 동의 follows the boxes: ticked when each one is, unticked (part-way) when one is taken back', async () => {
  const user = userEvent.setup();
  renderForm('kr', 'checkout');
  const all = screen.getByRole('checkbox', {name: new RegExp(K.all)}) as HTMLInputElement;
  const boxes = screen.getAllByRole('checkbox').filter((box) => box !== all);
  expect(boxes).toHaveLength(4);
  for (const box of boxes) await user.click(box);
  expect(all).toBeChecked();
  expect(all.indeterminate).toBe(false);

  await user.click(screen.getByRole('checkbox', {name: /마케팅 정보 수신/}));
  expect(all).not.toBeChecked();
  expect(all.indeterminate).toBe(true);
  // The checkout's terms box names the refund rules; its link opens the terms.
  const terms = screen.getByRole('checkbox', {name: /이용약관 및 환불 규정/});
  expect(within(terms.closest('label')!).getByRole('link')).toHaveAttribute('href', '/kr/terms');
});

test('other countries keep their form: the checkout two boxes without 전체 동의, the sign-up its sentence', () => {
  renderForm('us', 'checkout');
  expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  expect(screen.queryByRole('checkbox', {name: new RegExp(en.Consent.all)})).toBeNull();
  expect(screen.getByRole('checkbox', {name: /terms of use/})).toBeInTheDocument();
  expect(screen.getByRole('checkbox', {name: /privacy policy/})).toBeInTheDocument();
});

test('the US sign-up shows the sentence that signing up agrees to, with both policies linked', () => {
  renderForm('us', 'signup');
  expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  expect(screen.getByRole('link', {name: 'terms of use'})).toHaveAttribute('href', '/us/terms');
  expect(screen.getByRole('link', {name: 'privacy policy'})).toHaveAttribute('href', '/us/privacy');
});
