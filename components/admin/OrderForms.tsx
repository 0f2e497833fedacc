'use client';

/**
 * The order desk's forms (client leaves inside the server-rendered order page): status, comments,
 * delivery, refund and the quote's price, their fields on Field and react-hook-form (the delivery's
 * files are the browser's own file list). Each calls one server action (lib/orders/actions) that
 * runs its command (admin role, zod schema, transition table), shows its toast (the words in
 * messages/*.json), and reloads the page's data.
 */
import {useEffect, useId, useRef, useState, type FormEvent} from 'react';
import {useTranslations} from 'next-intl';
import {useForm, useWatch} from 'react-hook-form';
import {pageLocale, type CurrencyCode} from '@/lib/countries';
import type {OrderStatus} from '@/lib/orders/schema';
import {changeStatusAction, deliverAction, priceQuoteAction, refundAction, saveCommentsAction} from '@/lib/orders/actions';
import {currencyDigits, formatMoney, majorToMinor} from '@/lib/money';
import {toast} from '@/lib/toast';
import {OrderStatusOptions} from '@/components/orders/OrderTimeline';
import {uploadFile} from '@/lib/uploads/client';
import {useHydrated} from '@/components/ui/useHydrated';
import {buttonClass} from '@/components/ui/buttonClass';
import {keepTyped, SavedTextArea} from '@/components/ui/keepTyped';
import {Field, INPUT} from '@/components/ui/Field';
import {registerWithDefaults} from '@/components/ui/registerWithDefaults';
import {useAction, type Where} from './useAdminAction';

const BUTTON = buttonClass({size: 'md'});

/**
 * The moves the transition table allows the studio from this status (the server checks again);
 * the reason goes into the order's history. Refunds are made with the refund form.
 */
export function StatusForm({orderId, status, moves, country, lang}: {orderId: string; status: OrderStatus; moves: readonly OrderStatus[]} & Where) {
  const t = useTranslations('Admin');
  const id = useId();
  const defaults = {status: moves[0] ?? status, note: ''};
  const {register, control, getValues, setValue} = useForm<{status: OrderStatus; note: string}>({defaultValues: defaults});
  const field = registerWithDefaults(register, defaults);
  const next = useWatch({control, name: 'status'});
  const {busy, run} = useAction();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const {status: to, note} = getValues();
    const ok = await run(
      () => changeStatusAction({country, language: lang}, {id: orderId, status: to, note: note || undefined}),
      {ok: t('statusUpdated'), failed: t('statusFailed'), error: t('error')},
      t('statusError'),
    );
    if (ok) setValue('note', '');
  }
  return (
    <form ref={keepTyped} onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('changeStatus')}
      </h2>
      <Field id={`${id}-status`} label={t('newStatus')}>
        {(control) =>
          moves.length ? (
            <select {...control} className={INPUT} {...field.text('status')}>
              <OrderStatusOptions only={moves} />
            </select>
          ) : (
            <p id={control.id} className="mt-1 text-sm text-muted">
              {t('noMoves')}
            </p>
          )
        }
      </Field>
      <Field id={`${id}-note`} label={t('reason')}>
        {(control) => <input {...control} maxLength={500} className={INPUT} {...field.text('note')} />}
      </Field>
      <button type="submit" disabled={busy || !moves.includes(next)} className={BUTTON}>
        {t('saveStatus')}
      </button>
    </form>
  );
}

export function CommentsForm({orderId, comments, country, lang}: {orderId: string; comments: string} & Where) {
  const t = useTranslations('Admin');
  const id = useId();
  const defaults = {comments};
  const {register, getValues} = useForm<{comments: string}>({defaultValues: defaults});
  const field = registerWithDefaults(register, defaults);
  const {busy, run} = useAction();
  return (
    <form
      ref={keepTyped}
      onSubmit={(event) => {
        event.preventDefault();
        const text = getValues('comments');
        void run(() => saveCommentsAction({country, language: lang}, {id: orderId, comments: text}), {ok: t('commentsUpdated'), failed: t('commentsFailed'), error: t('error')}, t('commentsError'));
      }}
      className="space-y-3"
    >
      {/* The heading is the label: a Field's wrapper would change the form's spacing. */}
      <label htmlFor={`${id}-comments`} className="text-lg font-semibold">
        {t('comments')}
      </label>
      <SavedTextArea id={`${id}-comments`} maxLength={5000} rows={4} className={`${INPUT} min-h-20`} {...field.text('comments')} />
      <button type="submit" disabled={busy} className={BUTTON}>
        {t('saveComments')}
      </button>
    </form>
  );
}

/** Uploads the files (as deliverables), then delivers them as the order's next draft. */
export function DeliverForm({orderId, country, lang}: {orderId: string} & Where) {
  const t = useTranslations('Admin');
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [note, setNote] = useState('');
  const [progress, setProgress] = useState<string | null>(null);
  const {busy, run} = useAction();
  const filesInput = useRef<HTMLInputElement>(null);
  const noteInput = useRef<HTMLTextAreaElement>(null);
  // The page streams in before its code runs: files chosen or a note typed by then are kept (the
  // button would otherwise stay disabled with the files showing as chosen).
  useEffect(() => {
    const chosen = filesInput.current?.files;
    if (chosen?.length) setFiles(Array.from(chosen));
    if (noteInput.current?.value) setNote(noteInput.current.value);
  }, []);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const ids: string[] = [];
    for (const file of files) {
      setProgress(t('delivering', {name: file.name}));
      const sent = await uploadFile(file, lang, () => {}, {deliverable: true});
      if ('error' in sent) {
        setProgress(null);
        toast({title: t('failed'), description: `${file.name}: ${sent.error}`, variant: 'destructive'});
        return;
      }
      ids.push(sent.id);
    }
    setProgress(null);
    const ok = await run(
      () => deliverAction({country, language: lang}, {id: orderId, uploadIds: ids, note: note || undefined}),
      {ok: t('done'), failed: t('failed'), error: t('error')},
      t('statusError'),
    );
    if (ok) {
      setFiles([]);
      setNote('');
      form.reset();
    }
  }
  return (
    <form ref={keepTyped} onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('deliverTitle')}
      </h2>
      <Field id={`${id}-files`} label={t('deliverFiles')}>
        {(control) => (
          <input
            ref={filesInput}
            {...control}
            type="file"
            multiple
            accept="image/*,video/mp4,video/quicktime"
            onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
            className="mt-1 block w-full text-sm"
          />
        )}
      </Field>
      <Field id={`${id}-note`} label={t('deliverNote')}>
        {(control) => <textarea ref={noteInput} {...control} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} rows={2} className={`${INPUT} min-h-20`} />}
      </Field>
      {progress ? (
        <p role="status" className="text-sm text-muted">
          {progress}
        </p>
      ) : null}
      <button type="submit" disabled={busy || progress !== null || files.length === 0} className={BUTTON}>
        {t('deliverButton')}
      </button>
    </form>
  );
}

/**
 * Refund by the terms through the provider; a deposited virtual account needs the customer's bank
 * account. The amount is typed in the order's currency and major units ("12.50", "$12.50", ₩ without
 * decimals) and sent in minor units, as the server keeps money (majorToMinor in lib/money).
 */
export function RefundForm({orderId, needsAccount, currency, country, lang}: {orderId: string; needsAccount: boolean; currency: CurrencyCode} & Where) {
  const t = useTranslations('Admin');
  const id = useId();
  const defaults: RefundValues = {amount: '', reason: '', override: false, account: {bank: '', accountNumber: '', holderName: ''}};
  const {register, control, getValues, setValue} = useForm<RefundValues>({defaultValues: defaults});
  const field = registerWithDefaults(register, defaults);
  const reason = useWatch({control, name: 'reason'});
  const typed = useWatch({control, name: 'amount'});
  const money = (amount: number) => formatMoney({amount, currency}, pageLocale(country, lang));
  const example = money(currencyDigits(currency) ? 1_250 : 12_500);
  // Empty refunds the most the terms allow; anything typed must be an amount of this currency.
  const minor = typed.trim() ? majorToMinor(typed, currency) : null;
  const wrong = typed.trim() !== '' && (minor === null || minor <= 0);
  // One key per refund the admin means: a double click or a retry of the same form refunds once.
  const [refundKey, setRefundKey] = useState(() => `refund-${crypto.randomUUID()}`);
  const {busy, run} = useAction();
  // Typed before this code runs, the reason would not be in its state: the fields wait for it (disabled).
  const hydrated = useHydrated();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const {amount, reason, override, account} = getValues();
    const inMinor = amount.trim() ? majorToMinor(amount, currency) : undefined;
    if (inMinor === null || inMinor === 0) return;
    const body = {amount: inMinor, reason, override, refundKey, ...(needsAccount ? {refundAccount: account} : {})};
    // The same key is kept only while the outcome is open (no answer, or still with the provider):
    // sending it again then cannot refund twice. After a definite answer the next refund is new.
    let settled = false;
    const ok = await run(
      () => refundAction({country, language: lang}, {id: orderId, ...body}),
      {ok: t('done'), failed: t('failed'), error: t('error')},
      t('statusError'),
      (status) => {
        settled = status !== 0 && status !== 202;
      },
    );
    if (settled) setRefundKey(`refund-${crypto.randomUUID()}`);
    if (ok) {
      setValue('amount', '');
      setValue('reason', '');
    }
  }
  const accountField = (key: keyof RefundValues['account'], label: string) => (
    <Field id={`${id}-${key}`} label={label}>
      {(control) => <input {...control} required className={INPUT} {...field.text(`account.${key}`)} />}
    </Field>
  );
  return (
    <form ref={keepTyped} onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('refundTitle')}
      </h2>
      <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-3 border-0 p-0">
        <Field
          id={`${id}-amount`}
          label={t('refundAmount', {currency, example})}
          hint={minor ? t('refundAmountIs', {amount: money(minor)}) : undefined}
          error={wrong ? t('refundAmountInvalid', {currency, example}) : undefined}
        >
          {(control) => <input {...control} inputMode="decimal" className={INPUT} {...field.text('amount')} />}
        </Field>
        <Field id={`${id}-reason`} label={t('refundReason')}>
          {(control) => <input {...control} required maxLength={200} className={INPUT} {...field.text('reason')} />}
        </Field>
        {needsAccount ? (
          <>
            {accountField('bank', t('refundBank'))}
            {accountField('accountNumber', t('refundAccount'))}
            {accountField('holderName', t('refundHolder'))}
          </>
        ) : null}
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="h-4 w-4" {...field.box('override')} />
          {t('refundOverride')}
        </label>
        <button type="submit" disabled={busy || !reason.trim() || wrong} className={BUTTON}>
          {t('refundButton')}
        </button>
      </fieldset>
    </form>
  );
}

interface RefundValues {
  /** The amount as typed, in the order's currency and major units; empty for the most the terms allow. */
  amount: string;
  reason: string;
  override: boolean;
  /** The customer's bank account, for a deposited virtual account. */
  account: {bank: string; accountNumber: string; holderName: string};
}

/** Prices a quote request: the amount in the order's currency, a note and a last day; the customer is mailed a pay link. */
export function QuoteForm({orderId, currency, country, lang}: {orderId: string; currency: CurrencyCode} & Where) {
  const t = useTranslations('Admin');
  const id = useId();
  const defaults = {amount: '', note: '', validUntil: ''};
  const {register, control, getValues} = useForm<typeof defaults>({defaultValues: defaults});
  const field = registerWithDefaults(register, defaults);
  const amount = useWatch({control, name: 'amount'});
  const {busy, run} = useAction();
  // What the admin types, in the currency's major unit, as minor units (no float arithmetic).
  const minor = majorToMinor(amount, currency);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (minor === null) return;
    const {note, validUntil} = getValues();
    await run(
      () => priceQuoteAction({country, language: lang}, {id: orderId, amount: minor, note: note || undefined, validUntil: validUntil || undefined}),
      {ok: t('done'), failed: t('failed'), error: t('error')},
      t('statusError'),
    );
  }
  return (
    <form ref={keepTyped} onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('quoteTitle')}
      </h2>
      <Field id={`${id}-amount`} label={t('quoteAmount', {currency})} invalid={amount !== '' && minor === null}>
        {(control) => <input {...control} required inputMode="decimal" className={INPUT} {...field.text('amount')} />}
      </Field>
      <Field id={`${id}-note`} label={t('quoteNote')}>
        {(control) => <textarea {...control} maxLength={1000} rows={2} className={`${INPUT} min-h-20`} {...field.text('note')} />}
      </Field>
      <Field id={`${id}-valid`} label={t('quoteValidUntil')}>
        {(control) => <input {...control} type="date" className={INPUT} {...field.text('validUntil')} />}
      </Field>
      <button type="submit" disabled={busy || minor === null || minor <= 0} className={BUTTON}>
        {t('quoteButton')}
      </button>
    </form>
  );
}
