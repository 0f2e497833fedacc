'use client';

import {useEffect, useId, useRef, type ReactNode} from 'react';
import Link from 'next/link';
import {useForm} from 'react-hook-form';
import {zodResolver} from '@hookform/resolvers/zod';
import {useTranslations} from 'next-intl';
import {askedService} from '@/lib/contact/ask';
import {CONTACT_SERVICES, contactSchema, type ContactErrorKey, type ContactInput} from '@/lib/contact/schema';
import {localizedPath} from '@/lib/i18n/paths';
import {IN_PAGE_ACTION_EVENT} from '@/components/ui/lazy';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {toast} from '@/lib/toast';
import {IntlScope, type ScopedMessages} from '@/components/i18n/IntlScope';
import {callApi} from '@/lib/http/client';
import {buttonClass} from '@/components/ui/buttonClass';
import {Field, INPUT} from '@/components/ui/Field';

const FIELDS = ['name', 'email', 'company', 'service', 'message'] as const;
const EMPTY = {name: '', email: '', company: '', message: ''} as ContactInput;

export function ContactForm({country, lang}: {country: CountryCode; lang: Language}) {
  const t = useTranslations('Contact');
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    formState: {errors, isSubmitting},
    // No default values: the form may have been typed into before this code arrived (see
    // ContactFormIsland), and react-hook-form then takes each field's value from the page.
  } = useForm<ContactInput>({resolver: zodResolver(contactSchema)});

  // "Ask us about it" (a service's details): the address names the service (?ask=), on arrival or
  // when the dialog moved here within the page. The form starts as a consultation about it; a
  // message the visitor already wrote is left alone.
  const prefilled = useRef('');
  useEffect(() => {
    const prefill = () => {
      const service = askedService(window.location.search);
      const message = getValues('message') ?? '';
      if (!service || (message.trim() !== '' && message !== prefilled.current)) return;
      prefilled.current = t('askAbout', {service});
      setValue('service', 'consultation');
      setValue('message', prefilled.current);
    };
    prefill();
    // Arriving at #contact from another page, the browser jumped there before the sections above had
    // their real heights (they render as they near the screen), so the form may have slid away: bring it back.
    if (window.location.hash === '#contact') document.getElementById('contact')?.scrollIntoView();
    // Arriving from another page (the services page's dialog), this form mounts in the same commit
    // as the new page, before the router writes the new address: look again once it has.
    const again = window.setTimeout(prefill, 0);
    window.addEventListener(IN_PAGE_ACTION_EVENT, prefill);
    return () => {
      window.clearTimeout(again);
      window.removeEventListener(IN_PAGE_ACTION_EVENT, prefill);
    };
  }, [getValues, setValue, t]);

  const errorText = (key: string | undefined) => {
    if (!key) return undefined;
    const k = `errors.${key}` as `errors.${ContactErrorKey}`;
    return t.has(k) ? t(k) : key;
  };

  async function onSubmit(values: ContactInput) {
    try {
      const answer = await callApi('POST /api/contact', {headers: {'x-country': country, 'x-language': lang}, json: values});
      if (!answer.ok) {
        for (const [field, message] of Object.entries(answer.body.errors ?? {})) {
          if ((FIELDS as readonly string[]).includes(field)) setError(field as (typeof FIELDS)[number], {type: 'server', message});
        }
        toast({title: t('errorTitle'), description: answer.body.message ?? t('errorFallback'), variant: 'destructive'});
        return;
      }
      reset(EMPTY);
      toast({title: t('sentTitle'), description: answer.body.message});
    } catch {
      // Network failure: everything typed stays in the form.
      toast({title: t('errorTitle'), description: t('errorFallback'), variant: 'destructive'});
    }
  }

  /** A field's wiring: its id, whether it is invalid, and its error text (the server's, or the schema's key translated). */
  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${id}-${name}`,
    invalid: Boolean(errors[name]),
    error: errors[name]?.type === 'server' ? errors[name]?.message : errorText(errors[name]?.message),
  });

  const privacyLink = (chunks: ReactNode) => (
    <Link href={localizedPath(country, lang, '/privacy')} className="font-medium underline">
      {chunks}
    </Link>
  );

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={isSubmitting} className="mt-8 grid max-w-2xl gap-5 sm:grid-cols-2">
      <Field {...field('name')} label={t('name')}>
        {(control) => <input {...control} autoComplete="name" className={INPUT} {...register('name')} />}
      </Field>
      <Field {...field('email')} label={t('email')}>
        {(control) => <input {...control} type="email" autoComplete="email" className={INPUT} {...register('email')} />}
      </Field>
      <Field
        {...field('company')}
        label={
          <>
            {t('company')} <span className="font-normal text-muted">{t('optional')}</span>
          </>
        }
      >
        {(control) => <input {...control} autoComplete="organization" className={INPUT} {...register('company')} />}
      </Field>
      <Field {...field('service')} label={t('service')}>
        {(control) => (
          <select {...control} defaultValue="" className={INPUT} {...register('service')}>
            <option value="" disabled>
              {t('servicePlaceholder')}
            </option>
            {CONTACT_SERVICES.map((s) => (
              <option key={s} value={s}>
                {t(`services.${s}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field {...field('message')} label={t('message')} className="sm:col-span-2">
        {(control) => <textarea {...control} rows={5} className={`${INPUT} min-h-20`} {...register('message')} />}
      </Field>
      <div className="sm:col-span-2">
        <button type="submit" disabled={isSubmitting} className={buttonClass()}>
          {isSubmitting ? t('sending') : t('submit')}
        </button>
        <p className="mt-3 text-xs text-muted">{t.rich('privacyNote', {link: privacyLink})}</p>
      </div>
    </form>
  );
}

/** The form with its own texts (it loads lazily: see ContactFormIsland). */
export function ScopedContactForm({country, lang, messages}: {country: CountryCode; lang: Language; messages: ScopedMessages}) {
  return (
    <IntlScope lang={lang} messages={messages}>
      <ContactForm country={country} lang={lang} />
    </IntlScope>
  );
}
