'use client';
/**
 * The business details (settings tab): company, numbers, contact, social links and opening
 * hours. Checked here with the server's own schema, saved through the business command; every
 * page shows the change on its next request.
 */
import {useId, useState, type FormEvent} from 'react';
import {useRouter} from 'next/navigation';
import {useForm, useWatch} from 'react-hook-form';
import {useTranslations} from 'next-intl';
import {updateBusinessAction} from '@/lib/business/actions';
import {businessSchema, TAX_ID_COUNTRIES, type BusinessDetails} from '@/lib/business/details';
import {callAction} from '@/lib/commands/call';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {toast} from '@/lib/toast';
import {buttonClass} from '@/components/ui/buttonClass';
import {Field, INPUT} from '@/components/ui/Field';
import {useHydrated} from '@/components/ui/useHydrated';
import {keepTyped} from '@/components/ui/keepTyped';
import {registerWithDefaults} from '@/components/ui/registerWithDefaults';
import {KoreaChecklist, OpeningHours, PhoneList, SocialList} from './BusinessFields';

export interface BusinessFormLabels {
  countries: Record<CountryCode, string>;
  weekdays: string[];
}

type TextKey = 'companyName' | 'representative' | 'address' | 'registration' | 'email' | 'mailOrderNumber' | 'privacyOfficer' | 'hostingProvider';
const TEXTS: {key: TextKey; required?: boolean; type?: string; max: number; hint?: boolean}[] = [
  {key: 'companyName', required: true, max: 160},
  {key: 'representative', max: 120},
  {key: 'address', max: 300},
  {key: 'registration', max: 60, hint: true},
  {key: 'email', type: 'email', max: 254},
  {key: 'mailOrderNumber', max: 80},
  {key: 'privacyOfficer', max: 160},
  {key: 'hostingProvider', max: 120},
];

export function BusinessForm({initial, labels, country, lang}: {initial: BusinessDetails; labels: BusinessFormLabels; country: CountryCode; lang: Language}) {
  const t = useTranslations('Admin.business');
  const ta = useTranslations('Admin');
  const router = useRouter();
  const id = useId();
  const {register, control, setValue, getValues} = useForm<BusinessDetails>({defaultValues: initial});
  const field = registerWithDefaults(register, initial);
  // The values as typed, checked on every change with the server's own schema.
  const details = useWatch({control}) as BusinessDetails;
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // Buttons wait for the script (a press before it would be lost); fields take typing at once (react-hook-form keeps it, and keepTyped).
  const hydrated = useHydrated();
  const parsed = businessSchema.safeParse(details);
  /** The first part of each failing field's path ("phones", "hours"), for marking it. */
  const invalid = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0])));
  const parts = {id, control, register, details, hydrated};

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = businessSchema.safeParse(getValues());
    if (!checked.success) return;
    setBusy(true);
    const result = await callAction(() => updateBusinessAction({country, language: lang}, checked.data));
    setBusy(false);
    if (result.ok) {
      setServerErrors({});
      toast({title: ta('done'), description: result.message});
      router.refresh();
    } else {
      setServerErrors((result.data as {errors?: Record<string, string>} | undefined)?.errors ?? {});
      toast({title: result.status === 0 ? ta('error') : ta('failed'), description: result.status === 0 ? t('offline') : result.message, variant: 'destructive'});
    }
  }

  return (
    <form ref={keepTyped} onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-6 rounded-2xl border border-line bg-white p-5">
      <div>
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('intro')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXTS.map(({key, required, type, max, hint}) => (
          <Field
            key={key}
            id={`${id}-${key}`}
            label={t(key)}
            hint={hint ? t('registrationHint') : undefined}
            error={serverErrors[key]}
            invalid={invalid.has(key) || Boolean(serverErrors[key])}
            errorClassName="mt-1 text-xs text-red-700"
          >
            {(wiring) => <input {...wiring} type={type ?? 'text'} required={required} maxLength={max} className={INPUT} {...field.text(key)} />}
          </Field>
        ))}
      </div>

      <KoreaChecklist id={id} details={details} />

      <fieldset>
        <legend className="text-sm font-semibold">{t('taxIds')}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {TAX_ID_COUNTRIES.map((code) => (
            <Field key={code} id={`${id}-tax-${code}`} label={labels.countries[code]}>
              {(wiring) => <input {...wiring} maxLength={60} className={INPUT} {...field.text(`taxIds.${code}`)} />}
            </Field>
          ))}
        </div>
      </fieldset>

      <PhoneList {...parts} country={country} countries={labels.countries} />
      <SocialList {...parts} />
      <OpeningHours id={id} register={register} details={details} setValue={setValue} invalid={invalid.has('hours')} weekdays={labels.weekdays} />

      {parsed.success ? null : (
        <p role="alert" className="text-sm text-red-700">
          {t('invalid')}
        </p>
      )}
      <button type="submit" disabled={!hydrated || busy || !parsed.success} className={buttonClass({size: 'md'})}>
        {t('save')}
      </button>
    </form>
  );
}
