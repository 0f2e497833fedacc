'use client';

import {useId, useState, type FormEvent} from 'react';
import {useTranslations} from 'next-intl';
import {callAction} from '@/lib/commands/call';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {askQuestionAction} from '@/lib/orders/questions/actions';
import {MESSAGE_MAX_CHARS} from '@/lib/orders/messages/shapes';
import {IntlScope, type ScopedMessages} from '@/components/i18n/IntlScope';
import {DialogContent, DialogRoot, DialogTrigger} from '@/components/ui/Dialog';
import {buttonClass} from '@/components/ui/buttonClass';
import {INPUT} from '@/components/ui/Field';
import {useHydrated} from '@/components/ui/useHydrated';

interface Props {
  serviceId: number;
  /** The service's name, in the page's language. */
  service: string;
  country: CountryCode;
  lang: Language;
  messages: ScopedMessages;
}

export default function AskQuestion({messages, ...props}: Props) {
  return (
    <IntlScope lang={props.lang} messages={messages}>
      <Ask {...props} />
    </IntlScope>
  );
}

type Sent = {questionId: string; token: string | null; email: string};

/**
 * "Ask about this service" (docs/storefront.md#questions-before-buying): a dialog with the question
 * and, for a guest, the e-mail the private link goes to (a signed-in visitor's account address is
 * used instead). Sent, it says where the answer will be and links to the conversation.
 */
function Ask({serviceId, service, country, lang}: Omit<Props, 'messages'>) {
  const t = useTranslations('Question');
  const id = useId();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{email?: string; text?: string; form?: string}>({});
  const [sent, setSent] = useState<Sent | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!text.trim()) return setErrors({text: t('required')});
    if (text.trim().length > MESSAGE_MAX_CHARS) return setErrors({text: t('tooLong', {max: MESSAGE_MAX_CHARS})});
    setBusy(true);
    setErrors({});
    const result = await callAction(() => askQuestionAction({country, language: lang}, {serviceId: String(serviceId), text, email: email.trim() || undefined}));
    setBusy(false);
    if (!result.ok) {
      const fields = (result.data as {errors?: Record<string, string>} | undefined)?.errors ?? {};
      return setErrors({email: fields.email, text: fields.text, form: fields.email || fields.text ? undefined : result.status === 0 ? t('network') : result.message || t('failed')});
    }
    const body = result.data as {questionId: string; token: string | null};
    setSent({questionId: body.questionId, token: body.token, email: email.trim()});
  }

  const described = (field: 'email' | 'text', hint?: boolean) => [hint ? `${id}-${field}-hint` : '', errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <DialogTrigger className="text-sm font-semibold underline decoration-line underline-offset-4 hover:decoration-ink">{t('ask')}</DialogTrigger>
      <DialogContent title={t('title', {service})} closeLabel={t('close')}>
        {sent ? (
          <div role="status" className="mt-4 space-y-4">
            <p className="font-semibold">{t('sentTitle')}</p>
            <p className="text-sm text-muted">{sent.token ? t('sentGuest', {email: sent.email}) : t('sentAccount')}</p>
            <a href={localizedPath(country, lang, `/question/${sent.token ?? sent.questionId}`)} className={buttonClass({size: 'sm'})}>
              {t('open')}
            </a>
          </div>
        ) : (
          <form onSubmit={(e) => void submit(e)} className="mt-4 space-y-4" noValidate>
            <p className="text-sm text-muted">{t('intro')}</p>
            <div>
              <label htmlFor={`${id}-email`} className="text-sm font-medium">
                {t('email')}
              </label>
              <input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={described('email', true)}
                className={INPUT}
              />
              <p id={`${id}-email-hint`} className="mt-1 text-xs text-muted">
                {t('emailHint')}
              </p>
              {errors.email ? (
                <p id={`${id}-email-error`} className="mt-1 text-sm text-red-700">
                  {errors.email}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor={`${id}-text`} className="text-sm font-medium">
                {t('message')}
              </label>
              <textarea
                id={`${id}-text`}
                rows={5}
                value={text}
                onChange={(e) => setText(e.target.value)}
                aria-invalid={errors.text ? true : undefined}
                aria-describedby={described('text')}
                className={INPUT}
              />
              {errors.text ? (
                <p id={`${id}-text-error`} className="mt-1 text-sm text-red-700">
                  {errors.text}
                </p>
              ) : null}
            </div>
            {errors.form ? (
              <p role="alert" className="text-sm text-red-700">
                {errors.form}
              </p>
            ) : null}
            <button type="submit" disabled={busy || !hydrated} className={buttonClass({size: 'lgSlim'})}>
              {busy ? t('sending') : t('send')}
            </button>
          </form>
        )}
      </DialogContent>
    </DialogRoot>
  );
}
