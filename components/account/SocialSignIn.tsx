'use client';

import {useId, useState} from 'react';
import {useForm} from 'react-hook-form';
import {zodResolver} from '@hookform/resolvers/zod';
import {useTranslations} from 'next-intl';
import {apiHeaders} from '@/lib/account/client';
import {forgotPasswordSchema} from '@/lib/auth/schema';
import type {SocialProvider} from '@/lib/auth/social';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {toast} from '@/lib/toast';
import {INPUT} from './PasswordField';
import {callApi} from '@/lib/http/client';
import {buttonClass} from '@/components/ui/buttonClass';

const PRIMARY = buttonClass({className: 'w-full'});
const BUTTON = 'inline-flex w-full items-center justify-center gap-2 rounded-xl px-6 py-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink';

/**
 * Each service's button in its brand's colours: Kakao yellow with black text; Naver's white button
 * with its green border and N (Naver's own white variant: white text on Naver green is 2.4:1,
 * under the 4.5:1 WCAG AA asks of text).
 */
const STYLE: Record<SocialProvider, string> = {
  google: `${BUTTON} border border-line bg-white text-ink hover:bg-paper`,
  kakao: `${BUTTON} bg-[#FEE500] text-black/85 hover:brightness-95`,
  naver: `${BUTTON} border border-[#03C75A] bg-white text-ink hover:bg-paper`,
};

function Symbol({provider}: {provider: SocialProvider}) {
  if (provider === 'kakao')
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
        <path d="M12 3C6.48 3 2 6.58 2 11c0 2.83 1.87 5.32 4.69 6.74l-.95 3.49c-.09.32.27.58.55.39l4.13-2.73c.52.07 1.05.11 1.58.11 5.52 0 10-3.58 10-8s-4.48-8-10-8z" />
      </svg>
    );
  if (provider === 'naver')
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="#03C75A">
        <path d="M16.27 12.85 7.44 0H0v24h7.73V11.15L16.56 24H24V0h-7.73z" />
      </svg>
    );
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
      <path fill="#4285F4" d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.76h3.56c2.08-1.92 3.28-4.74 3.28-8.09z" />
      <path fill="#34A853" d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.56-2.76c-.98.66-2.24 1.06-3.72 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.84 14.11A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.11V7.05H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.95l3.66-2.84z" />
      <path fill="#EA4335" d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.05l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z" />
    </svg>
  );
}

/** The sign-in buttons of the configured services, in the page's order (lib/auth/social, signInOrder). */
export function SocialButtons({providers}: {providers: SocialProvider[]}) {
  const t = useTranslations('Auth');
  const returnTo = encodeURIComponent(window.location.pathname);
  return (
    <div className="mt-5 border-t border-line pt-5 text-center">
      <p className="text-xs uppercase tracking-wide text-muted">{t('or')}</p>
      <div className="mt-3 space-y-2">
        {providers.map((provider) => (
          <a key={provider} href={`/api/auth/${provider}?returnTo=${returnTo}`} className={STYLE[provider]}>
            <Symbol provider={provider} />
            {t(provider)}
          </a>
        ))}
      </div>
    </div>
  );
}

/** Kakao or Naver gave no address it vouches for: the person's address, confirmed by mail before any account is made or joined. */
export function EmailClaimForm({country, lang, service}: {country: CountryCode; lang: Language; service: string}) {
  const t = useTranslations('Auth');
  const id = useId();
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const {register, handleSubmit, formState} = useForm<{email: string}>({resolver: zodResolver(forgotPasswordSchema)});
  const {errors, isSubmitting} = formState;

  async function onSubmit(values: {email: string}) {
    setProblem(null);
    try {
      const answer = await callApi('POST /api/auth/oauth/email', {headers: apiHeaders(country, lang), json: values});
      if (answer.ok) setSent(answer.body.message);
      else setProblem(answer.body.message ?? t('toast.failedFallback'));
    } catch {
      setProblem(t('toast.failedFallback'));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={isSubmitting} className="mt-4 space-y-4">
      <p className="text-sm text-muted">{t('social.emailIntro', {service})}</p>
      <div>
        <label htmlFor={`${id}-email`} className="text-sm font-medium">
          {t('email')}
        </label>
        <input id={`${id}-email`} type="email" autoComplete="email" className={INPUT} aria-invalid={Boolean(errors.email) || undefined} aria-describedby={`${id}-status`} {...register('email')} />
      </div>
      <div id={`${id}-status`} aria-live="polite">
        {errors.email ? (
          <p className="text-sm text-red-700">
            {t.has(`errors.${errors.email.message}` as 'errors.emailInvalid') ? t(`errors.${errors.email.message}` as 'errors.emailInvalid') : errors.email.message}
          </p>
        ) : null}
        {problem ? <p className="text-sm text-red-700">{problem}</p> : null}
        {sent !== null ? (
          <p className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800">
            {sent} {t('social.emailSentNote')}
          </p>
        ) : null}
      </div>
      <button type="submit" disabled={isSubmitting} className={PRIMARY}>
        {isSubmitting ? t('social.emailSending') : t('social.emailSubmit')}
      </button>
    </form>
  );
}

/** The confirmation mail's link: one button (opening a link changes nothing), then the sign-in with the service again. */
export function ConnectForm({country, lang, service, token}: {country: CountryCode; lang: Language; service: string; token: string}) {
  const t = useTranslations('Auth');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await callApi('POST /api/auth/oauth/confirm', {headers: apiHeaders(country, lang), json: {token, returnTo: window.location.pathname}});
      if (answer.ok) {
        toast({title: answer.body.message});
        window.location.assign(answer.body.next);
        return;
      }
      setProblem(answer.body.message ?? t('toast.failedFallback'));
    } catch {
      setProblem(t('toast.failedFallback'));
    }
    setBusy(false);
  }

  return (
    <div className="mt-4 space-y-4">
      <p className="text-sm text-muted">{t('social.connectIntro', {service})}</p>
      <div aria-live="polite">{problem ? <p className="text-sm text-red-700">{problem}</p> : null}</div>
      <button type="button" onClick={confirm} disabled={busy} className={PRIMARY}>
        {busy ? t('social.connecting') : t('social.connectSubmit')}
      </button>
    </div>
  );
}
