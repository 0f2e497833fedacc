'use client';

/**
 * The admin area's actions (client leaves inside server-rendered pages). Each calls one server
 * action (lib/orders/actions, lib/briefs/actions, lib/admin/actions) that runs its command
 * (admin role, zod schema, transition table), shows its toast (the words in messages/*.json), and reloads the page's data.
 */
import {useEffect, useId, useRef, useState, type FormEvent} from 'react';
import {useRouter} from 'next/navigation';
import {useTranslations} from 'next-intl';
import {setRoleAction} from '@/lib/admin/actions';
import {changeBriefStatusAction} from '@/lib/briefs/actions';
import {markReadAction} from '@/lib/contact/actions';
import type {ActionResult} from '@/lib/commands/action';
import {callAction} from '@/lib/commands/call';
import type {CountryCode, CurrencyCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import type {OrderStatus} from '@/lib/orders/schema';
import {changeStatusAction, deliverAction, priceQuoteAction, refundAction, saveCommentsAction} from '@/lib/orders/actions';
import {currencyDigits, toMinorUnits} from '@/lib/money';
import {toast} from '@/lib/toast';
import {OrderStatusOptions} from '@/components/orders/OrderTimeline';
import {uploadFile} from '@/lib/uploads/client';
import {useHydrated} from '@/components/ui/useHydrated';
import {buttonClass} from '@/components/ui/buttonClass';
import {keepTyped, SavedTextArea} from '@/components/ui/keepTyped';

interface Where {
  country: CountryCode;
  lang: Language;
}

const BUTTON = buttonClass({size: 'md'});
const FIELD = 'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm';

/** Runs an action with a busy flag; toasts the outcome with the given titles; refreshes on success. */
function useAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<ActionResult>, titles: {ok: string; failed: string; error: string}, errorText: string, onAnswer?: (status: number) => void): Promise<boolean> {
    setBusy(true);
    const result = await callAction(action);
    setBusy(false);
    onAnswer?.(result.status);
    if (result.ok) toast({title: titles.ok, description: result.message});
    else if (result.status === 0) toast({title: titles.error, description: errorText, variant: 'destructive'});
    else if (result.status === 202) toast({title: titles.ok, description: result.message});
    else toast({title: titles.failed, description: result.message, variant: 'destructive'});
    if (result.ok || result.status === 202) router.refresh();
    return result.ok;
  }
  return {busy, run};
}

/**
 * The moves the transition table allows the studio from this status (the server checks again);
 * the reason goes into the order's history. Refunds are made with the refund form.
 */
export function StatusForm({orderId, status, moves, country, lang}: {orderId: string; status: OrderStatus; moves: readonly OrderStatus[]} & Where) {
  const t = useTranslations('Admin');
  const id = useId();
  const [next, setNext] = useState<OrderStatus>(moves[0] ?? status);
  const [note, setNote] = useState('');
  const {busy, run} = useAction();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const ok = await run(
      () => changeStatusAction({country, language: lang}, {id: orderId, status: next, note: note || undefined}),
      {ok: t('statusUpdated'), failed: t('statusFailed'), error: t('error')},
      t('statusError'),
    );
    if (ok) setNote('');
  }
  return (
    <form ref={keepTyped} onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('changeStatus')}
      </h2>
      <div>
        <label htmlFor={`${id}-status`} className="text-sm font-medium">
          {t('newStatus')}
        </label>
        {moves.length ? (
          <select id={`${id}-status`} value={next} onChange={(e) => setNext(e.target.value as OrderStatus)} className={FIELD}>
            <OrderStatusOptions only={moves} />
          </select>
        ) : (
          <p id={`${id}-status`} className="mt-1 text-sm text-muted">
            {t('noMoves')}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-note`} className="text-sm font-medium">
          {t('reason')}
        </label>
        <input id={`${id}-note`} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} className={FIELD} />
      </div>
      <button type="submit" disabled={busy || !moves.includes(next)} className={BUTTON}>
        {t('saveStatus')}
      </button>
    </form>
  );
}

export function CommentsForm({orderId, comments, country, lang}: {orderId: string; comments: string} & Where) {
  const t = useTranslations('Admin');
  const id = useId();
  const [text, setText] = useState(comments);
  const {busy, run} = useAction();
  return (
    <form
      ref={keepTyped}
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => saveCommentsAction({country, language: lang}, {id: orderId, comments: text}), {ok: t('commentsUpdated'), failed: t('commentsFailed'), error: t('error')}, t('commentsError'));
      }}
      className="space-y-3"
    >
      <label htmlFor={`${id}-comments`} className="text-lg font-semibold">
        {t('comments')}
      </label>
      <SavedTextArea id={`${id}-comments`} value={text} maxLength={5000} onChange={(e) => setText(e.target.value)} rows={4} className={`${FIELD} min-h-20`} />
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
      <div>
        <label htmlFor={`${id}-files`} className="text-sm font-medium">
          {t('deliverFiles')}
        </label>
        <input
          ref={filesInput}
          id={`${id}-files`}
          type="file"
          multiple
          accept="image/*,video/mp4,video/quicktime"
          onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
          className="mt-1 block w-full text-sm"
        />
      </div>
      <div>
        <label htmlFor={`${id}-note`} className="text-sm font-medium">
          {t('deliverNote')}
        </label>
        <textarea ref={noteInput} id={`${id}-note`} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} rows={2} className={`${FIELD} min-h-20`} />
      </div>
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

/** Refund by the terms through the provider; a deposited virtual account needs the customer's bank account. */
export function RefundForm({orderId, needsAccount, country, lang}: {orderId: string; needsAccount: boolean} & Where) {
  const t = useTranslations('Admin');
  const id = useId();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [override, setOverride] = useState(false);
  const [account, setAccount] = useState({bank: '', accountNumber: '', holderName: ''});
  // One key per refund the admin means: a double click or a retry of the same form refunds once.
  const [refundKey, setRefundKey] = useState(() => `refund-${crypto.randomUUID()}`);
  const {busy, run} = useAction();
  // Typed before this code runs, the reason would not be in its state: the fields wait for it (disabled).
  const hydrated = useHydrated();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {amount: amount ? Number(amount) : undefined, reason, override, refundKey, ...(needsAccount ? {refundAccount: account} : {})};
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
      setAmount('');
      setReason('');
    }
  }
  const input = (key: keyof typeof account, label: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
        {label}
      </label>
      <input id={`${id}-${key}`} required value={account[key]} onChange={(e) => setAccount({...account, [key]: e.target.value})} className={FIELD} />
    </div>
  );
  return (
    <form ref={keepTyped} onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('refundTitle')}
      </h2>
      <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-3 border-0 p-0">
        <div>
          <label htmlFor={`${id}-amount`} className="text-sm font-medium">
            {t('refundAmount')}
          </label>
          <input id={`${id}-amount`} inputMode="numeric" pattern="[0-9]*" value={amount} onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))} className={FIELD} />
        </div>
        <div>
          <label htmlFor={`${id}-reason`} className="text-sm font-medium">
            {t('refundReason')}
          </label>
          <input id={`${id}-reason`} required maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} className={FIELD} />
        </div>
        {needsAccount ? (
          <>
            {input('bank', t('refundBank'))}
            {input('accountNumber', t('refundAccount'))}
            {input('holderName', t('refundHolder'))}
          </>
        ) : null}
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={override} onChange={(e) => setOverride(e.target.checked)} className="h-4 w-4" />
          {t('refundOverride')}
        </label>
        <button type="submit" disabled={busy || !reason.trim()} className={BUTTON}>
          {t('refundButton')}
        </button>
      </fieldset>
    </form>
  );
}

export function RoleButton({userId, role, country, lang}: {userId: string; role: 'USER' | 'ADMIN'} & Where) {
  const t = useTranslations('Admin');
  const {busy, run} = useAction();
  const next = role === 'ADMIN' ? 'USER' : 'ADMIN';
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void run(() => setRoleAction({country, language: lang}, {id: userId, role: next}), {ok: t('done'), failed: t('failed'), error: t('error')}, t('statusError'))}
      className={buttonClass({variant: 'secondary', size: 'xs'})}
    >
      {role === 'ADMIN' ? t('revokeAdmin') : t('makeAdmin')}
    </button>
  );
}

/** In review, approve, reject; each disabled when the brief already has that status. */
export function BriefStatusButtons({briefId, status, country, lang}: {briefId: string; status: string} & Where) {
  const t = useTranslations('Admin');
  const {busy, run} = useAction();
  const buttons = [
    ['in_review', t('inReview')],
    ['approved', t('approve')],
    ['rejected', t('reject')],
  ] as const;
  return (
    <div className="flex flex-wrap gap-2">
      {buttons.map(([value, label]) => (
        <button
          key={value}
          type="button"
          disabled={busy || status === value}
          onClick={() =>
            void run(() => changeBriefStatusAction({country, language: lang}, {id: briefId, status: value}), {ok: t('statusUpdated'), failed: t('statusFailed'), error: t('error')}, t('statusError'))
          }
          className={buttonClass({variant: 'secondary', size: 'xs'})}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** The Inbox's read/unread switch for one message. */
export function ReadToggle({messageId, read, country, lang}: {messageId: string; read: boolean} & Where) {
  const t = useTranslations('Admin');
  const {busy, run} = useAction();
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void run(() => markReadAction({country, language: lang}, {id: messageId, read: !read}), {ok: t('done'), failed: t('failed'), error: t('error')}, t('statusError'))}
      className={buttonClass({variant: 'secondary', size: 'sm'})}
    >
      {read ? t('inbox.markUnread') : t('inbox.markRead')}
    </button>
  );
}

/** Prices a quote request: the amount in the order's currency, a note and a last day; the customer is mailed a pay link. */
export function QuoteForm({orderId, currency, country, lang}: {orderId: string; currency: CurrencyCode} & Where) {
  const t = useTranslations('Admin');
  const id = useId();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const {busy, run} = useAction();
  const digits = currencyDigits(currency);
  // What the admin types, in the currency's major unit, as minor units (no float arithmetic).
  const minor = toMinorUnits(amount, digits);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (minor === null) return;
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
      <div>
        <label htmlFor={`${id}-amount`} className="text-sm font-medium">
          {t('quoteAmount', {currency})}
        </label>
        <input
          id={`${id}-amount`}
          required
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-invalid={amount !== '' && minor === null ? true : undefined}
          className={FIELD}
        />
      </div>
      <div>
        <label htmlFor={`${id}-note`} className="text-sm font-medium">
          {t('quoteNote')}
        </label>
        <textarea id={`${id}-note`} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} rows={2} className={`${FIELD} min-h-20`} />
      </div>
      <div>
        <label htmlFor={`${id}-valid`} className="text-sm font-medium">
          {t('quoteValidUntil')}
        </label>
        <input id={`${id}-valid`} type="date" value={validUntil} onChange={(e) => setValidUntil(e.target.value)} className={FIELD} />
      </div>
      <button type="submit" disabled={busy || minor === null || minor <= 0} className={BUTTON}>
        {t('quoteButton')}
      </button>
    </form>
  );
}
