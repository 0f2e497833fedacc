'use client';

/**
 * The admin area's actions (client leaves inside server-rendered pages). Each sends one request
 * the server checks (admin role, zod schema), shows the spec's toast, and reloads the page's data.
 */
import {useId, useState, type FormEvent} from 'react';
import {useRouter} from 'next/navigation';
import {useTranslations} from 'next-intl';
import {sendJson} from '@/lib/account/client';
import {toast} from '@/lib/toast';
import {OrderStatusOptions} from '@/components/orders/OrderTimeline';
import {uploadFile} from '@/lib/uploads/client';

interface Where {
  country: string;
  lang: string;
}

const BUTTON = 'rounded-full bg-ink px-5 py-2 text-sm font-semibold text-paper hover:bg-ink/90 disabled:opacity-50';
const FIELD = 'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm';

/** Runs a request with a busy flag; toasts the outcome with the given titles; refreshes on success. */
function useAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function run(request: () => ReturnType<typeof sendJson>, titles: {ok: string; failed: string; error: string}, errorText: string, onAnswer?: (status: number) => void): Promise<boolean> {
    setBusy(true);
    const result = await request();
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
export function StatusForm({orderId, status, moves, country, lang}: {orderId: string; status: string; moves: readonly string[]} & Where) {
  const t = useTranslations('Admin');
  const id = useId();
  const [next, setNext] = useState(moves[0] ?? status);
  const [note, setNote] = useState('');
  const {busy, run} = useAction();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const ok = await run(() => sendJson(`/api/orders/${orderId}/status`, 'PATCH', {status: next, note: note || undefined}, country, lang), {ok: t('statusUpdated'), failed: t('statusFailed'), error: t('error')}, t('statusError'));
    if (ok) setNote('');
  }
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('changeStatus')}
      </h2>
      <div>
        <label htmlFor={`${id}-status`} className="text-sm font-medium">
          {t('newStatus')}
        </label>
        {moves.length ? (
          <select id={`${id}-status`} value={next} onChange={(e) => setNext(e.target.value)} className={FIELD}>
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
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => sendJson(`/api/orders/${orderId}/comments`, 'PATCH', {comments: text}, country, lang), {ok: t('commentsUpdated'), failed: t('commentsFailed'), error: t('error')}, t('commentsError'));
      }}
      className="space-y-3"
    >
      <label htmlFor={`${id}-comments`} className="text-lg font-semibold">
        {t('comments')}
      </label>
      <textarea id={`${id}-comments`} value={text} maxLength={5000} onChange={(e) => setText(e.target.value)} rows={4} className={`${FIELD} min-h-20`} />
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
    const ok = await run(() => sendJson(`/api/orders/${orderId}/deliverables`, 'POST', {uploadIds: ids, note: note || undefined}, country, lang), {ok: t('done'), failed: t('failed'), error: t('error')}, t('statusError'));
    if (ok) {
      setFiles([]);
      setNote('');
      form.reset();
    }
  }
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('deliverTitle')}
      </h2>
      <div>
        <label htmlFor={`${id}-files`} className="text-sm font-medium">
          {t('deliverFiles')}
        </label>
        <input id={`${id}-files`} type="file" multiple accept="image/*,video/mp4,video/quicktime" onChange={(e) => setFiles(Array.from(e.target.files ?? []))} className="mt-1 block w-full text-sm" />
      </div>
      <div>
        <label htmlFor={`${id}-note`} className="text-sm font-medium">
          {t('deliverNote')}
        </label>
        <textarea id={`${id}-note`} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} rows={2} className={`${FIELD} min-h-20`} />
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
  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {amount: amount ? Number(amount) : undefined, reason, override, refundKey, ...(needsAccount ? {refundAccount: account} : {})};
    // The same key is kept only while the outcome is open (no answer, or still with the provider):
    // sending it again then cannot refund twice. After a definite answer the next refund is new.
    let settled = false;
    const ok = await run(() => sendJson(`/api/orders/${orderId}/refund`, 'POST', body, country, lang), {ok: t('done'), failed: t('failed'), error: t('error')}, t('statusError'), (status) => {
      settled = status !== 0 && status !== 202;
    });
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
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('refundTitle')}
      </h2>
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
      onClick={() => void run(() => sendJson(`/api/admin/users/${userId}/role`, 'PATCH', {role: next}, country, lang), {ok: t('done'), failed: t('failed'), error: t('error')}, t('statusError'))}
      className="rounded-full border border-line px-3 py-1 text-xs font-semibold hover:bg-paper disabled:opacity-50"
    >
      {role === 'ADMIN' ? t('revokeAdmin') : t('makeAdmin')}
    </button>
  );
}

/** Spec: in_review, approve, reject; each disabled when the brief already has that status. */
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
          onClick={() => void run(() => sendJson(`/api/project-briefs/${briefId}/status`, 'PATCH', {status: value}, country, lang), {ok: t('statusUpdated'), failed: t('statusFailed'), error: t('error')}, t('statusError'))}
          className="rounded-full border border-line px-3 py-1 text-xs font-semibold hover:bg-paper disabled:opacity-40"
        >
          {label}
        </button>
      ))}
    </div>
  );
}
