'use client';

import {useEffect, useId, useState} from 'react';
import {useWatch, type FieldErrors} from 'react-hook-form';
import {useFormatter, useTranslations} from 'next-intl';
import {missingSteps, type CheckoutFormInput, type CheckoutFormValues} from '@/lib/checkout/form';
import type {CheckoutTotals} from '@/lib/checkout/totals';
import {pageLocale, type CountryCode, type CurrencyCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {formatMoney} from '@/lib/money';
import type {CheckoutErrorKey, OrderInput} from '@/lib/orders/schema';
import {toast} from '@/lib/toast';
import {CONSENT_FIELDS, type ConsentField} from '@/lib/privacy/consents';
import {IntlScope, type ScopedMessages} from '@/components/i18n/IntlScope';
import {useHydrated} from '@/components/ui/useHydrated';
import {useCarriedPreview} from '@/components/preview/useCarriedPreview';
import {useTossWidget} from './useTossWidget';
import {NO_CASH_RECEIPT, type CashReceiptChoice} from './CashReceiptField';
import type {CheckoutSelection} from './selection';
import {orderedItem} from './ordered-item';
import {usePlaceOrder} from './usePlaceOrder';
import {useCheckoutForm} from './useCheckoutForm';
import {OrdererFields} from './OrdererFields';
import {TierChoice} from './TierChoice';
import {QuantityStepper} from './QuantityStepper';
import {OrderSummary} from './OrderSummary';
import {CheckoutConsents} from './CheckoutConsents';
import {PaymentMethod} from './PaymentMethod';
import {PayBar} from './PayBar';

export type {CheckoutSelection} from './selection';

interface Props {
  country: CountryCode;
  lang: Language;
  messages: ScopedMessages;
  selection: CheckoutSelection;
  /** Every total the buyer can reach here, computed by the server (lib/checkout/totals): the form looks its choice up. */
  totals: CheckoutTotals;
  currency: CurrencyCode;
  /** The signed-in customer's details (name, else username; e-mail; phone), or null for a visitor. */
  prefill: {name: string; email: string; phone: string} | null;
  /** Whether this order asks for a phone number: the server's rule (lib/checkout/phone) for what is bought. */
  phone: boolean;
  demo: boolean;
  /** Toss Payments (Korea): its widget renders on this page; null when the provider has a hosted page. */
  widget: {clientKey: string; customerKey: string | null} | null;
  termsHref: string;
  /** Identifies this checkout in the tab (sessionStorage), so a retry finds the same order. */
  checkoutKey: string;
}

export default function ScopedCheckoutForm({messages, ...props}: Props) {
  // The form arrives as server HTML before its code (CheckoutFormIsland): its controls stay
  // disabled until the code runs, so an early click is not swallowed.
  const hydrated = useHydrated();
  return (
    <IntlScope lang={props.lang} messages={messages}>
      <fieldset disabled={!hydrated} className="m-0 min-w-0 border-0 p-0">
        <CheckoutForm {...props} />
      </fieldset>
    </IntlScope>
  );
}

type Field = keyof CheckoutFormInput;

const isConsentField = (name: string): name is ConsentField => (Object.values(CONSENT_FIELDS) as string[]).includes(name);

/**
 * The checkout (also at /order-confirmation/{N} and /checkout{N}, docs/storefront.md), e-mail
 * first with no step before it: orderer (a guest may log in from beside the e-mail), tier or
 * quantity, summary with consents and payment method, Pay. The figures are the server's
 * (props.totals), looked up for the choice made here.
 */
function CheckoutForm({country, lang, selection, totals, currency, prefill, phone, demo, widget, termsHref, checkoutKey}: Omit<Props, 'messages'>) {
  const t = useTranslations('Checkout');
  const tc = useTranslations('Consent');
  const id = useId();
  const format = useFormatter();
  // A service's base price covers its included images: the counter starts there and never goes below (the server's range).
  const [quantity, setQuantity] = useState(totals.stepper?.min ?? 1);
  // A service with tiers is bought as one of them: the cheapest first, or the one the service page's table chose (?tier=).
  const tiers = selection.kind === 'service' ? (selection.tiers ?? []) : [];
  const [tierKey, setTierKey] = useState<string | null>(tiers[0]?.key ?? null);
  const tier = tiers.find((x) => x.key === tierKey) ?? null;
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('tier');
    // Reading the URL after hydration keeps the prerendered HTML identical for everyone; once, on arrival (the buyer's own choice after that).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (wanted && tiers.some((x) => x.key === wanted)) setTierKey(wanted);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The chosen option's figures: looked up, never computed here.
  const figures = tier ? totals.tiers[tier.key] : totals.quantities[quantity];
  if (!figures) throw new Error(`checkout: the server priced no total for ${tier ? `tier ${tier.key}` : `quantity ${quantity}`}`);
  // 현금영수증 (Toss only): checked on Pay with the server's own schema, sent with the payment's start.
  const [cashReceipt, setCashReceipt] = useState<CashReceiptChoice>(NO_CASH_RECEIPT);
  const [cashReceiptError, setCashReceiptError] = useState<string | undefined>();
  const carried = useCarriedPreview();
  const {register, handleSubmit, control, formState, getValues, setValue, logIn} = useCheckoutForm({country, prefill, phone, serviceId: selection.kind === 'service' ? selection.serviceId : null});
  /** A field's error, translated (the schema's messages are keys of Checkout.errors; the consents' of Consent.errors). */
  const errorIn = (found: FieldErrors<CheckoutFormInput>, name: Field) => {
    const key = found[name]?.message;
    if (!key) return undefined;
    return isConsentField(name) ? tc(`errors.${key}` as 'errors.invalid') : t(`errors.${key as CheckoutErrorKey}`);
  };
  const money = (amount: number) => formatMoney({amount, currency}, pageLocale(country, lang));

  const [customerName, customerEmail, customerPhone, agreeTerms, agreePrivacy, agreeAge14, agreeMarketing] = useWatch({
    control,
    name: ['customerName', 'customerEmail', 'customerPhone', 'agreeTerms', 'agreePrivacy', 'agreeAge14', 'agreeMarketing'],
  });
  const missing = missingSteps({customerName, customerEmail, customerPhone, agreeTerms, agreePrivacy, agreeAge14}, country, phone);
  const toss = useTossWidget(widget, figures.total, true);
  const {processing, widgetReady, place} = usePlaceOrder({id, country, lang, checkoutKey, widget, toss, cashReceipt, setCashReceiptError});
  // What Pay is waiting for, said next to it: the payment system (Pay is disabled until Toss's
  // widget has rendered), else what is still to fill in or tick.
  const payHint = !widgetReady
    ? toss.state.status === 'error'
      ? t('widgetLoadFailed')
      : t('widgetLoading')
    : missing.length
      ? t('missing', {
          list: format.list(
            missing.map((step) => t(`missingSteps.${step}`)),
            {type: 'conjunction'},
          ),
        })
      : null;

  /** Pressed with something missing: the fields say what (the first is focused), and a toast. */
  function onInvalid(found: FieldErrors<CheckoutFormInput>) {
    const fields = Object.keys(found) as Field[];
    const consentOnly = fields.every(isConsentField);
    const first = fields.map((name) => errorIn(found, name)).find(Boolean);
    // An address that is there but not an e-mail address is an "Email error", not a missing field.
    const badEmail = fields[0] === 'customerEmail' && getValues('customerEmail').trim() !== '';
    toast({title: consentOnly ? t('agreementTitle') : badEmail ? t('emailErrorTitle') : t('requiredTitle'), description: first, variant: 'destructive'});
  }

  async function onSubmit(values: CheckoutFormValues) {
    const order: OrderInput = {
      customerName: values.customerName,
      customerEmail: values.customerEmail,
      // Only where the order needs one (lib/checkout/phone): a number the form did not ask for is not sent.
      ...(phone ? {customerPhone: values.customerPhone} : {}),
      customerAddress: values.customerAddress,
      requirements: values.requirements,
      agreeTerms: true,
      agreePrivacy: true,
      // Korea's age check and the optional marketing box (lib/privacy/consents); the server checks and stores them.
      ...(country === 'kr' ? {agreeAge14: values.agreeAge14, agreeMarketing: values.agreeMarketing} : {}),
      ...orderedItem(selection, tier?.key ?? null, quantity),
      ...(carried.preview ? {previewId: carried.preview.id} : {}),
    };
    await place(order);
  }

  const extraPrice = selection.kind === 'service' ? money(selection.extraUnitAmount) : null;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} aria-busy={processing || formState.isSubmitting} className="min-w-0 space-y-6">
      <OrdererFields id={id} register={register} errorText={(name) => errorIn(formState.errors, name)} signedIn={Boolean(prefill)} phone={phone} onLogin={logIn} />
      {tiers.length ? (
        <TierChoice id={id} tiers={tiers} chosen={tierKey} onChoose={setTierKey} money={money} />
      ) : totals.stepper && (selection.kind === 'service' || selection.kind === 'template') ? (
        <QuantityStepper
          id={id}
          unit={selection.kind === 'service' ? 'images' : 'copies'}
          quantity={quantity}
          min={totals.stepper.min}
          max={totals.stepper.max}
          onChange={setQuantity}
          included={selection.kind === 'service' && extraPrice !== null ? {count: selection.includedImages, extraPrice} : null}
        />
      ) : null}
      <OrderSummary id={id} figures={figures} extraPrice={extraPrice} money={money} carried={carried} demo={demo}>
        <CheckoutConsents
          country={country}
          lang={lang}
          values={{agreeTerms, agreePrivacy, agreeAge14, agreeMarketing}}
          register={register}
          setValue={setValue}
          formState={formState}
          termsHref={termsHref}
        />
        {widget ? <PaymentMethod id={id} state={toss.state} cashReceipt={cashReceipt} onCashReceipt={setCashReceipt} cashReceiptError={cashReceiptError} /> : null}
      </OrderSummary>
      <PayBar id={id} country={country} total={money(figures.total)} processing={processing} disabled={processing || !widgetReady} hint={payHint} />
    </form>
  );
}
