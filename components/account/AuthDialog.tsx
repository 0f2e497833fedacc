'use client';

import {useId, useMemo, useState} from 'react';
import {Tabs} from 'radix-ui';
import {DialogContent, DialogRoot} from '@/components/ui/Dialog';
import {useForm, useWatch, type Resolver} from 'react-hook-form';
import {zodResolver} from '@hookform/resolvers/zod';
import {useTranslations} from 'next-intl';
import {displayName, familyNameFirst} from '@/lib/auth/display-name';
import {apiHeaders, setSessionUser} from '@/lib/account/client';
import {forgotPasswordSchema, loginSchema, registerSchema, type LoginInput, type RegisterInput} from '@/lib/auth/schema';
import {passwordProblem} from '@/lib/auth/password-rule';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {toast} from '@/lib/toast';
import {IntlScope, type ScopedMessages} from '@/components/i18n/IntlScope';
import {ConsentChecklist} from '@/components/consent/ConsentChecklist';
import {CONSENT_FIELDS, consentBoxes, consentForm, consentShape, type ConsentField} from '@/lib/privacy/consents';
import * as z from 'zod/mini';
import {INPUT, PasswordField, PasswordHints} from './PasswordField';
import {signInOrder, type SocialProvider} from '@/lib/auth/social';
import {ConnectForm, EmailClaimForm, SocialButtons} from './SocialSignIn';
import {callApi} from '@/lib/http/client';
import {buttonClass} from '@/components/ui/buttonClass';
import {Field} from '@/components/ui/Field';
import {useEmailCheck} from './useEmailCheck';

interface Props {
  messages: ScopedMessages;
  country: CountryCode;
  lang: Language;
  /** The sign-in services whose keys are set (Google, Kakao, Naver). */
  socialSignIn: SocialProvider[];
  /** Back from Kakao or Naver without an address (ask for one), or its confirmation link (confirm it). */
  socialStep?: SocialStep;
  onClose: () => void;
}

export interface SocialStep {
  /** failed: back from a sign-in with a service that did not complete (the login view says so). */
  kind: 'email' | 'connect' | 'failed';
  via: 'kakao' | 'naver' | null;
  /** The confirmation mail's token (connect). */
  token: string;
}

type View = 'login' | 'register' | 'forgot' | 'email' | 'connect';
const PRIMARY = buttonClass({className: 'w-full'});
const TAB = 'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-muted data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow';

/** The auth dialog (spec): login and sign-up tabs, and the forgot-password view. Loaded on first use. */
export default function ScopedAuthDialog({messages, ...props}: Props) {
  return (
    <IntlScope lang={props.lang} messages={messages}>
      <AuthDialog {...props} />
    </IntlScope>
  );
}

function AuthDialog({country, lang, socialSignIn, socialStep, onClose}: Omit<Props, 'messages'>) {
  const t = useTranslations('Auth');
  const [view, setView] = useState<View>(socialStep?.kind === 'email' || socialStep?.kind === 'connect' ? socialStep.kind : 'login');
  const service = socialStep?.via ? t(`social.${socialStep.via}`) : `${t('social.kakao')} / ${t('social.naver')}`;
  const titles: Record<View, string> = {login: t('dialogTitle'), register: t('dialogTitle'), forgot: t('forgotTitle'), email: t('social.emailTitle'), connect: t('social.connectTitle')};
  return (
    <DialogRoot defaultOpen onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="sm" title={titles[view]} closeLabel={t('close')}>
        {view === 'email' ? (
          <EmailClaimForm country={country} lang={lang} service={service} />
        ) : view === 'connect' ? (
          <ConnectForm country={country} lang={lang} service={service} token={socialStep?.token ?? ''} />
        ) : view === 'forgot' ? (
          <ForgotForm country={country} lang={lang} onBack={() => setView('login')} />
        ) : (
          <Tabs.Root value={view} onValueChange={(v) => setView(v as View)} className="mt-4">
            {socialStep?.kind === 'failed' ? (
              <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {t('social.failed')}
              </p>
            ) : null}
            <Tabs.List aria-label={t('dialogTitle')} className="flex gap-1 rounded-lg bg-paper p-1">
              <Tabs.Trigger value="login" className={TAB}>
                {t('loginTab')}
              </Tabs.Trigger>
              <Tabs.Trigger value="register" className={TAB}>
                {t('registerTab')}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login" className="mt-5">
              <LoginForm country={country} lang={lang} onDone={onClose} onForgot={() => setView('forgot')} />
            </Tabs.Content>
            <Tabs.Content value="register" className="mt-5">
              <RegisterForm country={country} lang={lang} onDone={onClose} />
            </Tabs.Content>
          </Tabs.Root>
        )}
        {(view === 'login' || view === 'register') && socialSignIn.length > 0 ? <SocialButtons providers={signInOrder(socialSignIn, country, lang)} /> : null}
      </DialogContent>
    </DialogRoot>
  );
}

function useErrorText() {
  const t = useTranslations('Auth.errors');
  return (key: string | undefined) => (!key ? undefined : t.has(key as 'emailInvalid') ? t(key as 'emailInvalid') : key);
}

function FieldError({id, text}: {id: string; text?: string}) {
  return text ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {text}
    </p>
  ) : null;
}

function LoginForm({country, lang, onDone, onForgot}: {country: CountryCode; lang: Language; onDone: () => void; onForgot: () => void}) {
  const t = useTranslations('Auth');
  const id = useId();
  const errorText = useErrorText();
  const {register, handleSubmit, formState} = useForm<LoginInput>({resolver: zodResolver(loginSchema)});
  const {errors, isSubmitting} = formState;

  async function onSubmit(values: LoginInput) {
    try {
      const answer = await callApi('POST /api/auth/login', {headers: apiHeaders(country, lang), json: values});
      if (answer.ok) {
        setSessionUser(answer.body.user);
        toast({title: t('toast.loginSuccess'), description: t('toast.loginSuccessDescription', {name: displayName(answer.body.user, lang)})});
        onDone();
        return;
      }
      toast({title: t('toast.loginFailed'), description: answer.body.message ?? t('toast.failedFallback'), variant: 'destructive'});
    } catch {
      toast({title: t('toast.loginFailed'), description: t('toast.loginError'), variant: 'destructive'});
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={isSubmitting} className="space-y-4">
      <Field id={`${id}-email`} label={t('email')} invalid={Boolean(errors.email)} error={errorText(errors.email?.message)}>
        {(control) => <input {...control} type="email" autoComplete="email" className={INPUT} {...register('email')} />}
      </Field>
      <div>
        <PasswordField
          id={`${id}-password`}
          label={t('password')}
          autoComplete="current-password"
          aria-invalid={Boolean(errors.password) || undefined}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
          {...register('password')}
        />
        <FieldError id={`${id}-password-error`} text={errorText(errors.password?.message)} />
      </div>
      <button type="submit" disabled={isSubmitting} className={PRIMARY}>
        {isSubmitting ? t('submittingLogin') : t('submitLogin')}
      </button>
      <button type="button" onClick={onForgot} className="block w-full text-center text-sm font-medium text-accent hover:underline">
        {t('forgotLink')}
      </button>
    </form>
  );
}

function RegisterForm({country, lang, onDone}: {country: CountryCode; lang: Language; onDone: () => void}) {
  const t = useTranslations('Auth');
  const id = useId();
  const errorText = useErrorText();
  const [confirm, setConfirm] = useState('');
  // The sign-up's fields and the consents the page's country asks for (Korea: 전체 동의 and its boxes).
  const schema = useMemo(() => z.extend(registerSchema, consentShape(country, 'signup')), [country]);
  const {register, handleSubmit, control, getValues, setValue, setError, formState} = useForm<RegisterInput>({resolver: zodResolver(schema) as unknown as Resolver<RegisterInput>, mode: 'onTouched'});
  const {errors, isSubmitting} = formState;
  const {emailState, setEmailState, checkEmail} = useEmailCheck({country, lang, getValues, setError});
  const password = useWatch({control, name: 'password'}) ?? '';
  const [agreeTerms, agreePrivacy, agreeAge14, agreeMarketing] = useWatch({control, name: ['agreeTerms', 'agreePrivacy', 'agreeAge14', 'agreeMarketing']});
  const consentFields = consentBoxes(consentForm(country, 'signup')).map((kind) => CONSENT_FIELDS[kind]);
  const setAllConsents = (checked: boolean) => {
    for (const field of consentFields) setValue(field, checked, {shouldValidate: formState.isSubmitted});
  };
  const emailField = register('email', {onChange: () => setEmailState('none')});

  async function onSubmit(values: RegisterInput) {
    if (emailState !== 'available') {
      toast({title: t('toast.completeCheck'), variant: 'destructive'});
      return;
    }
    if (values.password !== confirm) return;
    // Empty optional fields are sent as absent (spec); the names are required (the schema checked them); the consents' ticks go as they are.
    const payload = Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'boolean' || (typeof v === 'string' && v.trim() !== '')));
    try {
      const answer = await callApi('POST /api/auth/register', {headers: apiHeaders(country, lang), json: payload});
      if (answer.ok) {
        setSessionUser(answer.body.user);
        toast({title: t('toast.welcome'), description: t('toast.welcomeDescription', {name: displayName(answer.body.user, lang)})});
        onDone();
        return;
      }
      if (answer.status === 409) setEmailState('taken');
      for (const [field, message] of Object.entries(answer.body.errors ?? {})) setError(field as keyof RegisterInput, {type: 'server', message});
      toast({title: t('toast.signupFailed'), description: answer.body.message ?? t('toast.failedFallback'), variant: 'destructive'});
    } catch {
      toast({title: t('toast.signupFailed'), description: t('toast.signupError'), variant: 'destructive'});
    }
  }

  const fieldError = (name: keyof RegisterInput) => (errors[name]?.type === 'server' ? errors[name]?.message : errorText(errors[name]?.message));
  /** A name field of the sign-up form (the given or the family name; their order depends on the language). */
  const nameField = (name: 'firstName' | 'lastName', suffix: string, autoComplete: string) => (
    <Field key={suffix} id={`${id}-${suffix}`} label={t(name)} invalid={Boolean(errors[name])} error={fieldError(name)}>
      {(control) => <input {...control} autoComplete={autoComplete} required maxLength={100} className={INPUT} {...register(name)} />}
    </Field>
  );
  const firstField = nameField('firstName', 'first', 'given-name');
  const lastField = nameField('lastName', 'last', 'family-name');

  const ready = emailState === 'available' && passwordProblem(password) === null && confirm === password;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={isSubmitting} className="space-y-4">
      <div>
        <label htmlFor={`${id}-email`} className="text-sm font-medium">
          {t('email')}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            className={INPUT}
            aria-invalid={Boolean(errors.email) || emailState === 'taken' || undefined}
            aria-describedby={`${id}-email-status`}
            {...emailField}
          />
          <button
            type="button"
            onClick={checkEmail}
            disabled={emailState === 'checking'}
            className="mt-1 shrink-0 rounded-lg border border-line px-3 text-sm font-semibold hover:bg-paper disabled:opacity-50"
          >
            {emailState === 'checking' ? t('checkingEmail') : t('checkEmail')}
          </button>
        </div>
        <div id={`${id}-email-status`} aria-live="polite">
          {emailState === 'available' ? <p className="mt-1 text-sm text-emerald-700">{t('emailIsAvailable')}</p> : null}
          {emailState === 'taken' ? <p className="mt-1 text-sm text-red-700">{t('emailIsTaken')}</p> : null}
          <FieldError id={`${id}-email-error`} text={fieldError('email')} />
        </div>
      </div>
      <div>
        <PasswordField
          id={`${id}-password`}
          label={t('password')}
          autoComplete="new-password"
          aria-describedby={`${id}-password-hints`}
          aria-invalid={Boolean(errors.password) || undefined}
          {...register('password')}
        />
        <PasswordHints id={`${id}-password-hints`} password={password} confirm={confirm} />
      </div>
      <PasswordField
        id={`${id}-confirm`}
        label={t('confirmPassword')}
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        aria-invalid={(confirm.length > 0 && confirm !== password) || undefined}
      />
      {/* Korean, Japanese and Chinese ask for the family name (성) first, as they write it. */}
      <div className="grid gap-4 sm:grid-cols-2">{familyNameFirst(lang) ? [lastField, firstField] : [firstField, lastField]}</div>
      <Field
        id={`${id}-phone`}
        label={
          <>
            {t('phone')} <span className="font-normal text-muted">{t('optional')}</span>
          </>
        }
        error={fieldError('phone')}
      >
        {(control) => <input {...control} type="tel" autoComplete="tel" className={INPUT} {...register('phone')} />}
      </Field>
      <ConsentChecklist
        country={country}
        lang={lang}
        place="signup"
        values={{agreeTerms, agreePrivacy, agreeAge14, agreeMarketing}}
        onAll={setAllConsents}
        box={(field) => register(field)}
        errors={Object.fromEntries(consentFields.map((field) => [field, fieldError(field)])) as Partial<Record<ConsentField, string>>}
      />
      <button type="submit" disabled={!ready || isSubmitting} className={PRIMARY}>
        {isSubmitting ? t('submittingRegister') : t('submitRegister')}
      </button>
    </form>
  );
}

function ForgotForm({country, lang, onBack}: {country: CountryCode; lang: Language; onBack: () => void}) {
  const t = useTranslations('Auth');
  const id = useId();
  const errorText = useErrorText();
  const {register, handleSubmit, formState} = useForm<{email: string}>({resolver: zodResolver(forgotPasswordSchema)});
  const {errors, isSubmitting} = formState;

  async function onSubmit(values: {email: string}) {
    try {
      const answer = await callApi('POST /api/auth/forgot-password', {headers: apiHeaders(country, lang), json: values});
      if (answer.ok) {
        toast({title: t('toast.emailSent'), description: answer.body.message});
        onBack();
        return;
      }
      toast({title: t('toast.forgotFailed'), description: answer.body.message ?? t('toast.failedFallback'), variant: 'destructive'});
    } catch {
      toast({title: t('toast.forgotFailed'), description: t('toast.failedFallback'), variant: 'destructive'});
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={isSubmitting} className="mt-4 space-y-4">
      <p className="text-sm text-muted">{t('forgotDescription')}</p>
      <Field id={`${id}-email`} label={t('email')} invalid={Boolean(errors.email)} error={errorText(errors.email?.message)}>
        {(control) => <input {...control} type="email" autoComplete="email" className={INPUT} {...register('email')} />}
      </Field>
      <button type="submit" disabled={isSubmitting} className={PRIMARY}>
        {isSubmitting ? t('sendingLink') : t('sendLink')}
      </button>
      <button type="button" onClick={onBack} className="block w-full text-center text-sm font-medium text-accent hover:underline">
        {t('backToLogin')}
      </button>
    </form>
  );
}
