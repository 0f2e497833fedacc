'use client';

import {useEffect, useId, useMemo, useState} from 'react';
import {useRouter} from 'next/navigation';
import {useForm, useWatch, type FieldErrors} from 'react-hook-form';
import {zodResolver} from '@hookform/resolvers/zod';
import {useFormatter, useTranslations} from 'next-intl';
import {requestLogin} from '@/lib/account/client';
import {checkoutFormSchema, missingSteps, type CheckoutFormInput, type CheckoutFormValues} from '@/lib/checkout/form';
import {callAction} from '@/lib/commands/call';
import {pageLocale, type CountryCode, type CurrencyCode} from '@/lib/countries';
import {consumerTax} from '@/lib/tax-wording';
import type {Language} from '@/lib/i18n/languages';
import {formatMoney} from '@/lib/money';
import {INCLUDED_IMAGES, MAX_QUANTITY} from '@/lib/orders/pricing';
import type {ShownTier} from '@/lib/catalog/tiers';
import {placeOrderAction, startPaymentAction} from '@/lib/orders/actions';
import type {CheckoutErrorKey, OrderInput} from '@/lib/orders/schema';
import {toast} from '@/lib/toast';
import {CONSENT_FIELDS, consentBoxes, consentForm, type ConsentField} from '@/lib/privacy/consents';
import {IntlScope, type ScopedMessages} from '@/components/i18n/IntlScope';
import {ConsentChecklist} from '@/components/consent/ConsentChecklist';
import {useHydrated} from '@/components/ui/useHydrated';
import {useCarriedPreview} from '@/components/preview/useCarriedPreview';
import {AGREEMENT_ID, PAYMENT_METHODS_ID, tossErrorCode, useTossWidget, type TossPaymentRequest} from './useTossWidget';
import {CashReceiptField, cashReceiptOf, NO_CASH_RECEIPT, type CashReceiptChoice} from './CashReceiptField';

/** What is being bought, with the unit prices the server computed for display. */
export type CheckoutSelection =
  | {kind: 'service'; serviceId: number; unitAmount: number; extraUnitAmount: number; tiers?: ShownTier[]}
  | {kind: 'template'; templateId: number; unitAmount: number}
  | {kind: 'package'; packageId: string; unitAmount: number}
  | {kind: 'cart'; amount: number};

interface Props {
  country: CountryCode;
  lang: Language;
  messages: ScopedMessages;
  selection: CheckoutSelection;
  currency: CurrencyCode;
  /** The signed-in customer's details (name, else username; e-mail; phone), or null for a visitor. */
  prefill: {name: string; email: string; phone: string} | null;
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

/** A short, stable fingerprint of what is being ordered: the same checkout gets the same key. */
function fingerprint(value: unknown): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(value)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

function idempotencyKey(checkoutKey: string, payload: unknown): string {
  const storageKey = `checkout:${checkoutKey}`;
  let base = sessionStorage.getItem(storageKey);
  if (!base) {
    base = crypto.randomUUID().replaceAll('-', '');
    sessionStorage.setItem(storageKey, base);
  }
  return `${base}-${fingerprint(payload)}`;
}

/** The checkout (also at /order-confirmation/{N} and /checkout{N}, docs/storefront.md): orderer, quantity, consents, summary, pay. */
function CheckoutForm({country, lang, selection, currency, prefill, demo, widget, termsHref, checkoutKey}: Omit<Props, 'messages'>) {
  const t = useTranslations('Checkout');
  const tc = useTranslations('Consent');
  const tt = useTranslations('Tiers');
  const id = useId();
  const router = useRouter();
  const format = useFormatter();
  const [asGuest, setAsGuest] = useState(false);
  // A service's base price covers INCLUDED_IMAGES images: the counter starts there and never goes below.
  const minQuantity = selection.kind === 'service' ? INCLUDED_IMAGES : 1;
  const [quantity, setQuantity] = useState(minQuantity);
  const [processing, setProcessing] = useState(false);
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
  // 현금영수증 (Toss only): checked on Pay with the server's own schema, sent with the payment's start.
  const [cashReceipt, setCashReceipt] = useState<CashReceiptChoice>(NO_CASH_RECEIPT);
  const [cashReceiptError, setCashReceiptError] = useState<string | undefined>();
  const carried = useCarriedPreview();
  // Pay stays pressable: pressing it with something missing shows each field's error and focuses
  // the first one (react-hook-form's shouldFocusError, in the order the fields are on the page).
  const schema = useMemo(() => checkoutFormSchema(country), [country]);
  const {register, handleSubmit, control, formState, getValues, setValue} = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      customerName: prefill?.name ?? '',
      customerEmail: prefill?.email ?? '',
      customerPhone: prefill?.phone ?? '',
      customerAddress: '',
      requirements: '',
      agreeTerms: false,
      agreePrivacy: false,
      agreeAge14: false,
      agreeMarketing: false,
    },
  });
  // Logged in from this page (its own Log in, or the header's): the refreshed page brings the
  // customer's details after the form was made, so they fill what is still empty, as for a
  // buyer who arrived signed in; what was typed and the quantity stay.
  useEffect(() => {
    if (!prefill) return;
    const details = [
      ['customerName', prefill.name],
      ['customerEmail', prefill.email],
      ['customerPhone', prefill.phone],
    ] as const;
    for (const [name, value] of details) if (value && !getValues(name)) setValue(name, value, {shouldValidate: formState.isSubmitted});
  }, [prefill, getValues, setValue, formState.isSubmitted]);
  /** A field's error, translated (the schema's messages are keys of Checkout.errors; the consents' of Consent.errors). */
  const errorIn = (found: FieldErrors<CheckoutFormInput>, name: Field) => {
    const key = found[name]?.message;
    if (!key) return undefined;
    return isConsentField(name) ? tc(`errors.${key}` as 'errors.invalid') : t(`errors.${key as CheckoutErrorKey}`);
  };
  const errorText = (name: Field) => errorIn(formState.errors, name);
  const money = (amount: number) => formatMoney({amount, currency}, pageLocale(country, lang));

  const extraImages = selection.kind === 'service' && !tier ? Math.max(0, quantity - INCLUDED_IMAGES) : 0;
  const productAmount =
    selection.kind === 'service'
      ? tier
        ? tier.amount
        : selection.unitAmount
      : selection.kind === 'template'
        ? selection.unitAmount * quantity
        : selection.kind === 'package'
          ? selection.unitAmount
          : selection.amount;
  const total = productAmount + (selection.kind === 'service' ? extraImages * selection.extraUnitAmount : 0);

  const [customerName, customerEmail, customerPhone, agreeTerms, agreePrivacy, agreeAge14, agreeMarketing] = useWatch({
    control,
    name: ['customerName', 'customerEmail', 'customerPhone', 'agreeTerms', 'agreePrivacy', 'agreeAge14', 'agreeMarketing'],
  });
  const missing = missingSteps({customerName, customerEmail, customerPhone, agreeTerms, agreePrivacy, agreeAge14}, country);
  const toss = useTossWidget(widget, total, Boolean(prefill || asGuest));
  const widgetReady = !widget || toss.state.status === 'ready';
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

  if (!prefill && !asGuest) {
    return (
      <section aria-labelledby={`${id}-who`} className="rounded-2xl border border-line bg-white p-6">
        <h2 id={`${id}-who`} className="text-lg font-semibold">
          {t('signedOutTitle')}
        </h2>
        <p className="mt-2 text-sm text-muted">{t('signedOutText')}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={async () => {
              // After logging in the page reloads its data: the form comes back filled in.
              if (await requestLogin()) router.refresh();
            }}
            className="rounded-full bg-ink px-6 py-3 text-sm font-semibold text-paper hover:bg-ink/90"
          >
            {t('login')}
          </button>
          <button type="button" onClick={() => setAsGuest(true)} className="rounded-full border border-line px-6 py-3 text-sm font-semibold hover:bg-paper">
            {t('guest')}
          </button>
        </div>
      </section>
    );
  }

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
      customerPhone: values.customerPhone,
      customerAddress: values.customerAddress,
      requirements: values.requirements,
      agreeTerms: true,
      agreePrivacy: true,
      // Korea's age check and the optional marketing box (lib/privacy/consents); the server checks and stores them.
      ...(country === 'kr' ? {agreeAge14: values.agreeAge14, agreeMarketing: values.agreeMarketing} : {}),
      // A tier is sent by its name only: the server prices it (never an amount from here).
      ...(selection.kind === 'service' ? (tier ? {serviceId: selection.serviceId, tier: tier.key} : {serviceId: selection.serviceId, quantity}) : {}),
      ...(selection.kind === 'template' ? {templateId: selection.templateId, quantity} : {}),
      ...(selection.kind === 'package' ? {packageId: selection.packageId} : {}),
      ...(selection.kind === 'cart' ? {fromCart: true} : {}),
      ...(carried.preview ? {previewId: carried.preview.id} : {}),
    };
    if (!widgetReady) {
      toast({title: t('paymentFailed'), description: t('widgetNotReady'), variant: 'destructive'});
      return;
    }
    const receipt = widget ? cashReceiptOf(cashReceipt) : ({ok: true, value: undefined} as const);
    setCashReceiptError(receipt.ok ? undefined : receipt.error);
    if (!receipt.ok) {
      // By its id: the number field is focused from the submit handler, never read during render.
      document.getElementById(`${id}-cash-receipt-number`)?.focus();
      toast({title: t('requiredTitle'), description: t(`errors.${receipt.error}` as 'errors.invalid'), variant: 'destructive'});
      return;
    }
    setProcessing(true);
    try {
      const body = {...order, idempotencyKey: idempotencyKey(checkoutKey, order)};
      const page = {country, language: lang};
      const created = await callAction(() => placeOrderAction(page, body));
      if (!created.ok || !created.data?.orderId) {
        toast({title: t('orderFailed'), description: created.message || t('orderFailedDescription'), variant: 'destructive'});
        setProcessing(false);
        return;
      }
      const {orderId, guestToken} = created.data;
      const started = await callAction(() => startPaymentAction(page, {orderId, token: guestToken, ...(receipt.value ? {cashReceipt: receipt.value} : {})}));
      const payment = started.ok ? started.data : undefined;
      if (payment?.widget && widget) {
        await payWithWidget(payment.widget);
        return;
      }
      if (!payment?.url) {
        toast({title: t('paymentFailed'), description: started.message || t('paymentFailedDescription'), variant: 'destructive'});
        setProcessing(false);
        return;
      }
      window.location.assign(payment.url);
    } catch {
      toast({title: t('paymentFailed'), description: t('paymentFailedDescription'), variant: 'destructive'});
      setProcessing(false);
    }
  }

  /** Hands over to Toss, which redirects to our success or fail page; a rejection stays here with its message. */
  async function payWithWidget(start: Omit<TossPaymentRequest, 'orderId'> & {providerOrderId: string}) {
    try {
      const {providerOrderId, ...request} = start;
      await toss.request({...request, orderId: providerOrderId});
    } catch (error) {
      const code = tossErrorCode(error);
      if (code === 'USER_CANCEL') toast({title: t('cancelled'), description: t('cancelledDescription')});
      else if (code === 'NOT_RENDERED_PAYMENT_METHODS_UI') toast({title: t('paymentFailed'), description: t('notRendered'), variant: 'destructive'});
      else if (code === 'NOT_SELECTED_PAYMENT_METHOD') toast({title: t('paymentFailed'), description: t('selectMethod'), variant: 'destructive'});
      else toast({title: t('paymentFailed'), description: (error instanceof Error && error.message) || t('paymentFailedDescription'), variant: 'destructive'});
      setProcessing(false);
    }
  }

  // scroll-mb: a field focused (or scrolled to for its error) is not left under the sticky Pay bar.
  const input = 'mt-1 block w-full scroll-mb-44 rounded-lg border border-line bg-white px-3 py-2 text-sm aria-[invalid=true]:border-red-600';
  const field = (name: 'customerName' | 'customerEmail' | 'customerPhone' | 'customerAddress', label: string, type: string, autoComplete: string, required: boolean) => {
    const error = errorText(name);
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          type={type}
          autoComplete={autoComplete}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          className={input}
          {...register(name)}
        />
        {error ? (
          <p id={`${id}-${name}-error`} className="mt-1 text-xs text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  // The country's consent boxes (Korea: 전체 동의 over four boxes); 전체 동의 sets them all.
  const consentFields = consentBoxes(consentForm(country, 'checkout')).map((kind) => CONSENT_FIELDS[kind]);
  const setAllConsents = (checked: boolean) => {
    for (const field of consentFields) setValue(field, checked, {shouldValidate: formState.isSubmitted});
  };
  const consentErrors = Object.fromEntries(consentFields.map((field) => [field, formState.errors[field]?.message])) as Partial<Record<ConsentField, string>>;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} aria-busy={processing || formState.isSubmitting} className="min-w-0 space-y-6">
      <section aria-labelledby={`${id}-orderer`} className="space-y-4 rounded-2xl border border-line bg-white p-6">
        <h2 id={`${id}-orderer`} className="text-lg font-semibold">
          {t('orderer')}
        </h2>
        {!prefill ? <p className="rounded-lg bg-paper p-3 text-sm">{t('guestNote')}</p> : null}
        {field('customerName', t('name'), 'text', 'name', true)}
        {field('customerEmail', t('email'), 'email', 'email', true)}
        {field('customerPhone', t('phone'), 'tel', 'tel', true)}
        {field('customerAddress', t('address'), 'text', 'street-address', false)}
        <div>
          <label htmlFor={`${id}-requirements`} className="text-sm font-medium">
            {t('requirements')}
          </label>
          <textarea
            id={`${id}-requirements`}
            rows={3}
            aria-invalid={errorText('requirements') ? true : undefined}
            aria-describedby={errorText('requirements') ? `${id}-requirements-error` : undefined}
            className={`${input} min-h-20`}
            {...register('requirements')}
          />
          {errorText('requirements') ? (
            <p id={`${id}-requirements-error`} className="mt-1 text-xs text-red-700">
              {errorText('requirements')}
            </p>
          ) : null}
        </div>
      </section>

      {tiers.length ? (
        <section aria-labelledby={`${id}-details`} className="rounded-2xl border border-line bg-white p-6">
          <h2 id={`${id}-details`} className="text-lg font-semibold">
            {t('orderDetails')}
          </h2>
          <fieldset className="mt-4">
            <legend className="text-sm font-medium">{tt('legend')}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-3">
              {tiers.map((x) => (
                <label
                  key={x.key}
                  className="flex cursor-pointer flex-col rounded-xl border border-line p-3 text-sm has-[:checked]:border-ink has-[:checked]:ring-1 has-[:checked]:ring-ink has-[:focus-visible]:outline-2"
                >
                  <span className="flex items-center gap-2">
                    <input type="radio" name={`${id}-tier`} value={x.key} checked={tierKey === x.key} onChange={() => setTierKey(x.key)} aria-describedby={`${id}-tier-${x.key}`} />
                    <span className="font-semibold">{tt(`names.${x.key}` as 'names.basic')}</span>
                    <span className="ml-auto font-semibold">{money(x.amount)}</span>
                  </span>
                  <span id={`${id}-tier-${x.key}`} className="mt-1 text-xs text-muted">
                    {tt('included', {images: x.images, revisions: x.revisions, days: x.deliveryDays})}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </section>
      ) : selection.kind === 'service' || selection.kind === 'template' ? (
        <section aria-labelledby={`${id}-details`} className="rounded-2xl border border-line bg-white p-6">
          <h2 id={`${id}-details`} className="text-lg font-semibold">
            {t('orderDetails')}
          </h2>
          <div className="mt-4 flex items-center gap-3">
            <span id={`${id}-qty-label`} className="text-sm font-medium">
              {selection.kind === 'service' ? t('images') : t('copies')}
            </span>
            <div role="group" aria-labelledby={`${id}-qty-label`} className="inline-flex items-center rounded-full border border-line">
              <button
                type="button"
                aria-label={t('decrease')}
                disabled={quantity <= minQuantity}
                onClick={() => setQuantity((q) => Math.max(minQuantity, q - 1))}
                className="h-11 w-11 rounded-l-full text-lg disabled:opacity-40"
              >
                −
              </button>
              <output aria-live="polite" className="min-w-10 text-center font-semibold">
                {quantity}
              </output>
              <button
                type="button"
                aria-label={t('increase')}
                disabled={quantity >= MAX_QUANTITY}
                onClick={() => setQuantity((q) => Math.min(MAX_QUANTITY, q + 1))}
                className="h-11 w-11 rounded-r-full text-lg disabled:opacity-40"
              >
                +
              </button>
            </div>
          </div>
          {selection.kind === 'service' ? <p className="mt-3 text-sm text-muted">{t('includedImages', {count: INCLUDED_IMAGES, price: money(selection.extraUnitAmount)})}</p> : null}
          <p className="mt-1 text-sm text-muted">{t('maxQuantity', {max: MAX_QUANTITY})}</p>
        </section>
      ) : null}

      <section aria-labelledby={`${id}-summary`} className="rounded-2xl border border-line bg-white p-6">
        {carried.preview ? (
          <div className="mb-5 flex items-center gap-3 rounded-xl border border-line bg-paper p-3" data-testid="carried-photo">
            {/* eslint-disable-next-line @next/next/no-img-element -- the visitor's private preview, never cached */}
            <img src={carried.preview.image} alt={t('productPhoto.alt')} className="h-16 w-13 rounded-md object-cover" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold">{t('productPhoto.title')}</p>
              <p className="truncate text-muted">{carried.preview.photo.name}</p>
              <p className="text-xs text-muted">{t('productPhoto.note')}</p>
            </div>
            <button type="button" onClick={carried.remove} className="rounded-full border border-line bg-white px-3 py-1 text-xs font-semibold hover:bg-paper">
              {t('productPhoto.remove')}
            </button>
          </div>
        ) : null}
        <h2 id={`${id}-summary`} className="text-lg font-semibold">
          {t('paymentSummary')}
        </h2>
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between">
            <dt>{t('productAmount')}</dt>
            <dd>{money(productAmount)}</dd>
          </div>
          {selection.kind === 'service' && extraImages > 0 ? (
            <div className="flex justify-between">
              <dt>{t('extraCost', {count: extraImages, price: money(selection.extraUnitAmount)})}</dt>
              <dd>{money(extraImages * selection.extraUnitAmount)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between">
            <dt>{t('discount')}</dt>
            <dd>{money(0)}</dd>
          </div>
        </dl>
        <div className="mt-5 space-y-3">
          <ConsentChecklist
            country={country}
            lang={lang}
            place="checkout"
            values={{agreeTerms, agreePrivacy, agreeAge14, agreeMarketing}}
            onAll={setAllConsents}
            box={(field) => register(field)}
            errors={consentErrors}
            termsHref={termsHref}
          />
        </div>
        {widget ? (
          <div className="mt-5">
            <h3 className="text-sm font-semibold">{t('paymentMethod')}</h3>
            {toss.state.status === 'loading' ? (
              <p role="status" className="mt-3 flex items-center gap-2 text-sm text-muted">
                <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-line border-t-ink motion-reduce:animate-none" />
                {t('widgetLoading')}
              </p>
            ) : null}
            <div id={PAYMENT_METHODS_ID} className="mt-2" />
            <div id={AGREEMENT_ID} />
            <CashReceiptField value={cashReceipt} onChange={setCashReceipt} error={cashReceiptError} numberId={`${id}-cash-receipt-number`} />
            {toss.state.status === 'error' ? (
              <div role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-700">
                <p>{toss.state.reason === 'dom' ? t('widgetDomError') : t('widgetLoadFailed')}</p>
                <button type="button" onClick={() => window.location.reload()} className="mt-2 rounded-full border border-red-300 bg-white px-4 py-1.5 text-sm font-semibold">
                  {t('reload')}
                </button>
              </div>
            ) : null}
          </div>
        ) : null}
        {demo ? (
          <p role="note" className="mt-5 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-900">
            {t('demoNotice')}
          </p>
        ) : null}
        <ul className="mt-5 list-disc space-y-1 pl-5 text-xs text-muted">
          <li>{t('noticeStart')}</li>
          <li>{t('noticeRefund')}</li>
          <li>{t('noticeRevisions')}</li>
        </ul>
      </section>

      {/* The total panel is sticky. The total and Pay stay in view while the form scrolls: a bar
          along the bottom of the screen on phones, a card at the bottom of the form's column on wider
          screens; at the end of the form it rests under the summary. */}
      <div
        data-testid="checkout-pay-bar"
        className="sticky bottom-0 z-10 -mx-4 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-6px_16px_rgba(0,0,0,0.06)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-6 sm:py-4"
      >
        <div className="flex items-baseline justify-between gap-4 text-lg font-bold">
          <span>{t('total', {tax: consumerTax(country)})}</span>
          <span data-testid="checkout-total">{money(total)}</span>
        </div>
        <button
          type="submit"
          disabled={processing || !widgetReady}
          aria-describedby={payHint ? `${id}-pay-hint` : undefined}
          className="mt-3 w-full rounded-full bg-ink px-6 py-3 text-sm font-semibold text-paper hover:bg-ink/90 disabled:opacity-50"
        >
          {processing ? t('processing') : t('pay', {amount: money(total)})}
        </button>
        {payHint ? (
          <p id={`${id}-pay-hint`} className="mt-2 text-center text-sm text-muted">
            {payHint}
          </p>
        ) : null}
      </div>
    </form>
  );
}
