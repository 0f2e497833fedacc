'use client';

import {useId, useState} from 'react';
import {useRouter} from 'next/navigation';
import {AlertDialog} from 'radix-ui';
import {useTranslations} from 'next-intl';
import {callAction} from '@/lib/commands/call';
import type {CountryCode} from '@/lib/countries';
import {acceptDraftAction, requestRevisionAction} from '@/lib/orders/actions';
import type {Language} from '@/lib/i18n/languages';
import {toast} from '@/lib/toast';
import {IntlScope, type ScopedMessages} from '@/components/i18n/IntlScope';
import {AlertDialogContent} from '@/components/ui/AlertDialog';
import {buttonClass} from '@/components/ui/buttonClass';
import {useHydrated} from '@/components/ui/useHydrated';
import {keepTyped} from '@/components/ui/keepTyped';

interface Props {
  orderId: string;
  /** The guest link's token, for a guest's order. */
  token: string | null;
  country: CountryCode;
  lang: Language;
  /** Free revisions the order still has (accepting gives them up: the confirmation says so). */
  freeRevisionsLeft: number;
  messages: ScopedMessages;
}

export default function ScopedDeliveryAnswer({messages, ...props}: Props) {
  return (
    <IntlScope lang={props.lang} messages={messages}>
      <DeliveryAnswer {...props} />
    </IntlScope>
  );
}

/**
 * The customer's answer to a delivered draft: accept it (completed) or ask for a revision with a
 * comment. Accepting is final, so it is confirmed first in a dialog that says what it means.
 */
function DeliveryAnswer({orderId, token, country, lang, freeRevisionsLeft}: Omit<Props, 'messages'>) {
  const t = useTranslations('Order');
  const id = useId();
  const router = useRouter();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  // Until the page's script runs, Accept would not open its confirmation: it says so (aria-disabled).
  const hydrated = useHydrated();

  async function answer(kind: 'accept' | 'revision') {
    setBusy(true);
    const page = {country, language: lang};
    const result = await callAction(() =>
      kind === 'accept' ? acceptDraftAction(page, {id: orderId, token: token ?? undefined}) : requestRevisionAction(page, {id: orderId, comment, token: token ?? undefined}),
    );
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
      <AlertDialog.Root>
        <AlertDialog.Trigger disabled={busy} aria-disabled={!hydrated || undefined} className={buttonClass({size: 'lgSlim', className: 'mt-4'})}>
          {busy ? t('sending') : t('accept')}
        </AlertDialog.Trigger>
        {/* Radix focuses Cancel on open, keeps focus inside, Escape cancels, focus returns to the trigger. */}
        <AlertDialogContent title={t('acceptConfirmTitle')}>
          <AlertDialog.Description asChild>
            <div className="mt-3 space-y-2 text-sm">
              <p>{t('acceptConfirmText')}</p>
              <p>{t('freeRevisionsLeft', {count: freeRevisionsLeft})}</p>
            </div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass({variant: 'secondary', size: 'lgSlim'})}>{t('acceptCancel')}</AlertDialog.Cancel>
            <AlertDialog.Action onClick={() => void answer('accept')} className={buttonClass({size: 'lgSlim'})}>
              {t('acceptConfirmButton')}
            </AlertDialog.Action>
          </div>
        </AlertDialogContent>
      </AlertDialog.Root>
      <div ref={keepTyped} className="mt-5">
        <label htmlFor={`${id}-comment`} className="text-sm font-medium">
          {t('revisionLabel')}
        </label>
        <textarea
          id={`${id}-comment`}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          maxLength={2000}
          rows={3}
          className="mt-1 block min-h-20 w-full rounded-lg border border-line px-3 py-2 text-sm"
        />
        <button type="button" disabled={busy || !comment.trim()} onClick={() => answer('revision')} className={buttonClass({variant: 'secondary', size: 'lgSlim', className: 'mt-3'})}>
          {t('requestRevision')}
        </button>
      </div>
    </section>
  );
}
