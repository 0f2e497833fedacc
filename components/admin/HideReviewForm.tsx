'use client';
/**
 * Hides one review with the owner's reason (docs/orders.md#reviews): the text stays as the buyer wrote it (never
 * edited); the server checks the admin role and the reason again and audits the change.
 */
import {useId, useState, type FormEvent} from 'react';
import {useForm, useWatch} from 'react-hook-form';
import {useRouter} from 'next/navigation';
import {useTranslations} from 'next-intl';
import {callAction} from '@/lib/commands/call';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {hideReviewAction} from '@/lib/orders/reviews/actions';
import {toast} from '@/lib/toast';
import {buttonClass} from '@/components/ui/buttonClass';
import {keepTyped} from '@/components/ui/keepTyped';
import {Field, INPUT} from '@/components/ui/Field';
import {registerWithDefaults} from '@/components/ui/registerWithDefaults';

const REASON_MAX = 500;

export function HideReviewForm({reviewId, label, country, lang}: {reviewId: string; label: string; country: CountryCode; lang: Language}) {
  const t = useTranslations('Admin');
  const router = useRouter();
  const id = useId();
  const defaults = {reason: ''};
  const {register, control} = useForm<{reason: string}>({defaultValues: defaults});
  const field = registerWithDefaults(register, defaults);
  const reason = useWatch({control, name: 'reason'});
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
        <Field id={`${id}-reason`} label={t('reviews.reason')} hint={t('reviews.reasonHint')} className="space-y-2" labelClassName="block text-sm font-medium" hintClassName="text-xs text-muted">
          {(control) => <textarea {...control} required maxLength={REASON_MAX} rows={2} className={INPUT} {...field.text('reason')} />}
        </Field>
        <button type="submit" disabled={busy || !reason.trim()} className={buttonClass({size: 'md'})}>
          {t('reviews.hideSubmit')}
        </button>
      </form>
    </details>
  );
}
