'use client';
/**
 * Hides one review with the owner's reason (docs/orders.md#reviews): the text stays as the buyer wrote it (never
 * edited); the server checks the admin role and the reason again and audits the change.
 */
import {useId, useState, type FormEvent} from 'react';
import {useRouter} from 'next/navigation';
import {useTranslations} from 'next-intl';
import {callAction} from '@/lib/commands/call';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {hideReviewAction} from '@/lib/orders/review-actions';
import {toast} from '@/lib/toast';
import {buttonClass} from '@/components/ui/buttonClass';
import {keepTyped} from '@/components/ui/keepTyped';

const REASON_MAX = 500;

export function HideReviewForm({reviewId, label, country, lang}: {reviewId: string; label: string; country: CountryCode; lang: Language}) {
  const t = useTranslations('Admin');
  const router = useRouter();
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return;
    setBusy(true);
    const result = await callAction(() => hideReviewAction({country, language: lang}, {id: reviewId, reason: reason.trim()}));
    setBusy(false);
    if (result.ok) {
      toast({title: t('done'), description: result.message});
      router.refresh();
    } else toast({title: result.status === 0 ? t('error') : t('failed'), description: result.status === 0 ? t('reviews.offline') : result.message, variant: 'destructive'});
  }

  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-semibold underline decoration-line underline-offset-4">{t('reviews.hide')}</summary>
      <form ref={keepTyped} onSubmit={submit} aria-label={label} className="mt-2 space-y-2">
        <label htmlFor={`${id}-reason`} className="block text-sm font-medium">
          {t('reviews.reason')}
        </label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          maxLength={REASON_MAX}
          rows={2}
          aria-describedby={`${id}-hint`}
          className="block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm"
        />
        <p id={`${id}-hint`} className="text-xs text-muted">
          {t('reviews.reasonHint')}
        </p>
        <button type="submit" disabled={busy || !reason.trim()} className={buttonClass({size: 'md'})}>
          {t('reviews.hideSubmit')}
        </button>
      </form>
    </details>
  );
}
