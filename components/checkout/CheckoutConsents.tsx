'use client';

import type {FormState, UseFormRegister, UseFormSetValue} from 'react-hook-form';
import type {CheckoutFormInput} from '@/lib/checkout/form';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {CONSENT_FIELDS, consentBoxes, consentForm, type ConsentField, type ConsentValues} from '@/lib/privacy/consents';
import {ConsentChecklist} from '@/components/consent/ConsentChecklist';

interface Props {
  country: CountryCode;
  lang: Language;
  /** The boxes' current ticks (the form's watched values). */
  values: ConsentValues;
  register: UseFormRegister<CheckoutFormInput>;
  setValue: UseFormSetValue<CheckoutFormInput>;
  formState: FormState<CheckoutFormInput>;
  termsHref: string;
}

/** The checkout's consent boxes, as the country asks for them (Korea: 전체 동의 over four boxes); 전체 동의 sets them all. */
export function CheckoutConsents({country, lang, values, register, setValue, formState, termsHref}: Props) {
  const consentFields = consentBoxes(consentForm(country, 'checkout')).map((kind) => CONSENT_FIELDS[kind]);
  const setAllConsents = (checked: boolean) => {
    for (const field of consentFields) setValue(field, checked, {shouldValidate: formState.isSubmitted});
  };
  const consentErrors = Object.fromEntries(consentFields.map((field) => [field, formState.errors[field]?.message])) as Partial<Record<ConsentField, string>>;
  return (
    <div className="mt-5 space-y-3">
      <ConsentChecklist country={country} lang={lang} place="checkout" values={values} onAll={setAllConsents} box={(field) => register(field)} errors={consentErrors} termsHref={termsHref} />
    </div>
  );
}
