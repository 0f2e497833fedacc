'use client';

import {useId, useState} from 'react';
import {useRouter} from 'next/navigation';
import {useTranslations} from 'next-intl';
import {callAction} from '@/lib/commands/call';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {reviewOrderLineAction} from '@/lib/orders/reviews/actions';
import {toast} from '@/lib/toast';
import {IntlScope, type ScopedMessages} from '@/components/i18n/IntlScope';
import {useHydrated} from '@/components/ui/useHydrated';
import {buttonClass} from '@/components/ui/buttonClass';
import {keepTyped} from '@/components/ui/keepTyped';

interface Props {
  orderId: string;
  /** The order line reviewed (`itemId` of POST /api/orders/{id}/review). */
  itemId: string;
  title: string;
  token: string | null;
  country: CountryCode;
  lang: Language;
  /** The buyer's review of this line so far, if any. */
  review: {rating: number; text: string; showWork: boolean} | null;
  /** False once the 14 days to change it have passed: the review is shown, not the form. */
  editable: boolean;
  messages: ScopedMessages;
}

export default function ScopedReviewForm({messages, ...props}: Props) {
  return (
    <IntlScope lang={props.lang} messages={messages}>
      <ReviewForm {...props} />
    </IntlScope>
  );
}

/**
 * The buyer's rating of one line of their completed order: 1-5 as native radio buttons (arrow
 * keys move between them), a labelled text, and whether the delivered picture may be shown.
 */
function ReviewForm({orderId, itemId, title, token, country, lang, review, editable}: Omit<Props, 'messages'>) {
  const t = useTranslations('Order.review');
  const id = useId();
  const router = useRouter();
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [text, setText] = useState(review?.text ?? '');
  const [showWork, setShowWork] = useState(review?.showWork ?? false);
  const [busy, setBusy] = useState(false);
  // Sent before this code runs, the browser would submit the form to the page itself: Send waits for it.
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);

  if (!editable && review) {
    return (
      <section aria-labelledby={`${id}-title`} className="mt-4 rounded-2xl border border-line bg-white p-5 text-sm">
        <h3 id={`${id}-title`} className="font-semibold">
          {t('title', {item: title})}
        </h3>
        <p className="mt-2">{t('stars', {rating: review.rating})}</p>
        <p className="mt-1 whitespace-pre-line">{review.text}</p>
        <p className="mt-2 text-muted">{t('closed')}</p>
      </section>
    );
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!rating) {
      setError(t('ratingRequired'));
      return;
    }
    if (!text.trim()) {
      setError(t('textRequired'));
      return;
    }
    setError(null);
    setBusy(true);
    const result = await callAction(() => reviewOrderLineAction({country, language: lang}, {id: orderId, itemId, rating, text, showWork, token: token ?? undefined}));
    setBusy(false);
    toast(result.ok ? {title: result.message || t('saved')} : {title: t('failed'), description: result.message || undefined, variant: 'destructive'});
    if (result.ok) router.refresh();
  }

  return (
    <form ref={keepTyped} onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} className="mt-4 rounded-2xl border border-line bg-white p-5" noValidate>
      <h3 id={`${id}-title`} className="font-semibold">
        {t('title', {item: title})}
      </h3>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium">{t('ratingLabel')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-1 rounded-full border border-line px-3 py-1.5 text-sm has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-paper has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
            >
              <input type="radio" name={`${id}-rating`} value={value} checked={rating === value} onChange={() => setRating(value)} className="sr-only" />
              <span aria-hidden="true">★</span>
              <span>{t('starsOption', {rating: value})}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={`${id}-text`} className="mt-4 block text-sm font-medium">
        {t('textLabel')}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={2000}
        rows={4}
        required
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 w-full rounded-lg border border-line p-3 text-sm"
      />
      <label className="mt-3 flex items-center gap-2 text-sm">
        <input type="checkbox" checked={showWork} onChange={(e) => setShowWork(e.target.checked)} />
        {t('showWork')}
      </label>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <p className="mt-2 text-xs text-muted">{t('editHint')}</p>
      <button type="submit" disabled={busy || !hydrated} className={buttonClass({size: 'lgSlim', className: 'mt-4'})}>
        {busy ? t('sending') : review ? t('update') : t('submit')}
      </button>
    </form>
  );
}
