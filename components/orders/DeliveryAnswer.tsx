'use client';

import {useId, useState} from 'react';
import {useRouter} from 'next/navigation';
import {useTranslations} from 'next-intl';
import {callAction} from '@/lib/commands/call';
import type {CountryCode} from '@/lib/countries';
import {acceptDraftAction, requestRevisionAction} from '@/lib/orders/actions';
import type {Language} from '@/lib/i18n/languages';
import {toast} from '@/lib/toast';
import {IntlScope, type ScopedMessages} from '@/components/i18n/IntlScope';

interface Props {
  orderId: string;
  /** The guest link's token, for a guest's order. */
  token: string | null;
  country: CountryCode;
  lang: Language;
  messages: ScopedMessages;
}

export default function ScopedDeliveryAnswer({messages, ...props}: Props) {
  return (
    <IntlScope lang={props.lang} messages={messages}>
      <DeliveryAnswer {...props} />
    </IntlScope>
  );
}

/** The customer's answer to a delivered draft: accept it (completed) or ask for a revision with a comment. */
function DeliveryAnswer({orderId, token, country, lang}: Omit<Props, 'messages'>) {
  const t = useTranslations('Order');
  const id = useId();
  const router = useRouter();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);

  async function answer(kind: 'accept' | 'revision') {
    setBusy(true);
    const page = {country, language: lang};
    const result = await callAction(() => (kind === 'accept' ? acceptDraftAction(page, {id: orderId, token: token ?? undefined}) : requestRevisionAction(page, {id: orderId, comment, token: token ?? undefined})));
    setBusy(false);
    toast(result.ok ? {title: result.message || t('answerTitle')} : {title: t('answerFailed'), description: result.message || undefined, variant: 'destructive'});
    if (result.ok) {
      setComment('');
      router.refresh();
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-2xl border border-line bg-white p-5">
      <h3 id={`${id}-title`} className="font-semibold">
        {t('answerTitle')}
      </h3>
      <button type="button" disabled={busy} onClick={() => answer('accept')} className="mt-4 rounded-full bg-ink px-6 py-2.5 text-sm font-semibold text-paper hover:bg-ink/90 disabled:opacity-50">
        {busy ? t('sending') : t('accept')}
      </button>
      <div className="mt-5">
        <label htmlFor={`${id}-comment`} className="text-sm font-medium">
          {t('revisionLabel')}
        </label>
        <textarea id={`${id}-comment`} value={comment} onChange={(e) => setComment(e.target.value)} maxLength={2000} rows={3} className="mt-1 block min-h-20 w-full rounded-lg border border-line px-3 py-2 text-sm" />
        <button type="button" disabled={busy || !comment.trim()} onClick={() => answer('revision')} className="mt-3 rounded-full border border-line px-6 py-2.5 text-sm font-semibold hover:bg-paper disabled:opacity-50">
          {t('requestRevision')}
        </button>
      </div>
    </section>
  );
}
