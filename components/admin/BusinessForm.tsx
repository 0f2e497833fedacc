'use client';
/**
 * The business details (settings tab): company, numbers, contact, social links and opening
 * hours. Checked here with the server's own schema, saved through the business command; every
 * page shows the change on its next request.
 */
import {useId, useState, type FormEvent} from 'react';
import {useRouter} from 'next/navigation';
import {useTranslations} from 'next-intl';
import {updateBusinessAction} from '@/lib/business/actions';
import {businessSchema, missingKoreanFields, PHONE, TAX_ID_COUNTRIES, WEEKDAYS, type BusinessDetails} from '@/lib/business/details';
import {callAction} from '@/lib/commands/call';
import {COUNTRY_CODES, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {toast} from '@/lib/toast';
import {buttonClass} from '@/components/ui/buttonClass';
import {useHydrated} from '@/components/ui/useHydrated';
import {keepTyped} from '@/components/ui/keepTyped';

const FIELD = 'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm aria-[invalid=true]:border-red-600';
const SMALL_BUTTON = buttonClass({variant: 'secondary', size: 'xs'});
/** Zones offered in the picker (any IANA zone can be typed). */
const ZONES = ['Asia/Seoul', 'America/New_York', 'America/Los_Angeles', 'Australia/Sydney', 'Asia/Ho_Chi_Minh', 'Asia/Shanghai', 'Asia/Kuala_Lumpur', 'UTC'];

export interface BusinessFormLabels {
  countries: Record<CountryCode, string>;
  weekdays: string[];
}

export function BusinessForm({initial, labels, country, lang}: {initial: BusinessDetails; labels: BusinessFormLabels; country: CountryCode; lang: Language}) {
  const t = useTranslations('Admin.business');
  const ta = useTranslations('Admin');
  const ts = useTranslations('Seller');
  const router = useRouter();
  const id = useId();
  const [details, setDetails] = useState<BusinessDetails>(initial);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // Buttons wait for the script (a press before it would be lost); fields take typing at once (keepTyped).
  const hydrated = useHydrated();
  const parsed = businessSchema.safeParse(details);
  /** The first part of each failing field's path ("phones", "hours"), for marking it. */
  const invalid = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0])));
  const set = <K extends keyof BusinessDetails>(key: K, value: BusinessDetails[K]) => setDetails({...details, [key]: value});
  // What the Korean footer and receipts still lack (as typed, before saving).
  const missing = missingKoreanFields(details);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!parsed.success) return;
    setBusy(true);
    const result = await callAction(() => updateBusinessAction({country, language: lang}, parsed.data));
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

  const text = (
    key: 'companyName' | 'representative' | 'address' | 'registration' | 'email' | 'mailOrderNumber' | 'privacyOfficer' | 'hostingProvider',
    options: {required?: boolean; type?: string; max: number; hint?: string},
  ) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
        {t(key)}
      </label>
      <input
        id={`${id}-${key}`}
        type={options.type ?? 'text'}
        required={options.required}
        maxLength={options.max}
        value={details[key] ?? ''}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={invalid.has(key) || Boolean(serverErrors[key]) || undefined}
        aria-describedby={[options.hint ? `${id}-${key}-hint` : '', serverErrors[key] ? `${id}-${key}-error` : ''].filter(Boolean).join(' ') || undefined}
        className={FIELD}
      />
      {options.hint ? (
        <p id={`${id}-${key}-hint`} className="mt-1 text-xs text-muted">
          {options.hint}
        </p>
      ) : null}
      {serverErrors[key] ? (
        <p id={`${id}-${key}-error`} className="mt-1 text-xs text-red-700">
          {serverErrors[key]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form ref={keepTyped} onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-6 rounded-2xl border border-line bg-white p-5">
      <div>
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('intro')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('companyName', {required: true, max: 160})}
        {text('representative', {max: 120})}
        {text('address', {max: 300})}
        {text('registration', {max: 60, hint: t('registrationHint')})}
        {text('email', {type: 'email', max: 254})}
        {text('mailOrderNumber', {max: 80})}
        {text('privacyOfficer', {max: 160})}
        {text('hostingProvider', {max: 120})}
      </div>

      <section aria-labelledby={`${id}-korea`} className={`rounded-xl border p-4 text-sm ${missing.length ? 'border-amber-400 bg-amber-50' : 'border-line'}`}>
        <h3 id={`${id}-korea`} className="font-semibold">
          {t('koreaTitle')}
        </h3>
        <p className="mt-1 text-muted">{t('koreaIntro')}</p>
        {missing.length ? (
          <>
            <p className="mt-2 font-medium">{t('koreaMissing')}</p>
            <ul aria-label={t('koreaMissing')} className="mt-1 list-disc pl-5">
              {missing.map((field) => (
                <li key={field}>{ts(field)}</li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-2 font-medium">{t('koreaComplete')}</p>
        )}
      </section>

      <fieldset>
        <legend className="text-sm font-semibold">{t('taxIds')}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {TAX_ID_COUNTRIES.map((code) => (
            <label key={code} className="text-sm font-medium">
              {labels.countries[code]}
              <input value={details.taxIds[code] ?? ''} maxLength={60} onChange={(e) => set('taxIds', {...details.taxIds, [code]: e.target.value})} className={FIELD} />
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="text-sm font-semibold">{t('phones')}</legend>
        <ul className="mt-2 space-y-2">
          {details.phones.map((phone, i) => (
            <li key={i} className="flex flex-wrap items-end gap-2">
              <label className="text-sm font-medium">
                {t('phoneCountry')}
                <select
                  value={phone.country}
                  onChange={(e) =>
                    set(
                      'phones',
                      details.phones.map((p, j) => (j === i ? {...p, country: e.target.value as CountryCode} : p)),
                    )
                  }
                  className={FIELD}
                >
                  {COUNTRY_CODES.map((code) => (
                    <option key={code} value={code}>
                      {labels.countries[code]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="min-w-48 flex-1 text-sm font-medium">
                {t('phoneNumber')}
                <input
                  type="tel"
                  value={phone.number}
                  maxLength={40}
                  onChange={(e) =>
                    set(
                      'phones',
                      details.phones.map((p, j) => (j === i ? {...p, number: e.target.value} : p)),
                    )
                  }
                  aria-invalid={!PHONE.test(phone.number.trim()) || undefined}
                  className={FIELD}
                />
              </label>
              <button
                type="button"
                disabled={!hydrated}
                className={SMALL_BUTTON}
                onClick={() =>
                  set(
                    'phones',
                    details.phones.filter((_, j) => j !== i),
                  )
                }
              >
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
        {details.phones.length < 6 ? (
          <button type="button" disabled={!hydrated} className={`mt-2 ${SMALL_BUTTON}`} onClick={() => set('phones', [...details.phones, {country, number: ''}])}>
            {t('addPhone')}
          </button>
        ) : null}
      </fieldset>

      <fieldset>
        <legend className="text-sm font-semibold">{t('social')}</legend>
        <ul className="mt-2 space-y-2">
          {details.social.map((link, i) => (
            <li key={i} className="flex flex-wrap items-end gap-2">
              <label className="text-sm font-medium">
                {t('socialLabel')}
                <input
                  value={link.label}
                  maxLength={40}
                  onChange={(e) =>
                    set(
                      'social',
                      details.social.map((l, j) => (j === i ? {...l, label: e.target.value} : l)),
                    )
                  }
                  className={FIELD}
                />
              </label>
              <label className="min-w-48 flex-1 text-sm font-medium">
                {t('socialUrl')}
                <input
                  type="url"
                  value={link.url}
                  placeholder="https://"
                  onChange={(e) =>
                    set(
                      'social',
                      details.social.map((l, j) => (j === i ? {...l, url: e.target.value} : l)),
                    )
                  }
                  aria-invalid={!link.url.startsWith('https://') || undefined}
                  className={FIELD}
                />
              </label>
              <button
                type="button"
                disabled={!hydrated}
                className={SMALL_BUTTON}
                onClick={() =>
                  set(
                    'social',
                    details.social.filter((_, j) => j !== i),
                  )
                }
              >
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
        {details.social.length < 6 ? (
          <button type="button" disabled={!hydrated} className={`mt-2 ${SMALL_BUTTON}`} onClick={() => set('social', [...details.social, {label: '', url: ''}])}>
            {t('addSocial')}
          </button>
        ) : null}
      </fieldset>

      <fieldset>
        <legend className="text-sm font-semibold">{t('hours')}</legend>
        <p className="text-xs text-muted">{t('hoursHint')}</p>
        <label className="mt-2 block max-w-xs text-sm font-medium">
          {t('timeZone')}
          <input
            list={`${id}-zones`}
            value={details.hours.timeZone}
            onChange={(e) => set('hours', {...details.hours, timeZone: e.target.value.trim()})}
            aria-invalid={invalid.has('hours') || undefined}
            className={FIELD}
          />
          <datalist id={`${id}-zones`}>
            {ZONES.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </label>
        <ul className="mt-3 space-y-2">
          {WEEKDAYS.map((d) => {
            const opening = details.hours.days[d] ?? null;
            const setDay = (value: typeof opening) => set('hours', {...details.hours, days: details.hours.days.map((o, j) => (j === d ? value : o))});
            return (
              <li key={d} className="flex flex-wrap items-center gap-3">
                <label className="flex w-32 items-center gap-2 text-sm font-medium">
                  <input type="checkbox" checked={opening !== null} onChange={(e) => setDay(e.target.checked ? {open: '09:00', close: '18:00'} : null)} className="h-4 w-4" />
                  {labels.weekdays[d]}
                </label>
                {opening ? (
                  <>
                    <label className="text-sm">
                      <span className="sr-only">{t('opens', {day: labels.weekdays[d] ?? ''})}</span>
                      <input type="time" value={opening.open} required onChange={(e) => setDay({...opening, open: e.target.value})} className="rounded-lg border border-line px-2 py-1 text-sm" />
                    </label>
                    <span aria-hidden="true">–</span>
                    <label className="text-sm">
                      <span className="sr-only">{t('closes', {day: labels.weekdays[d] ?? ''})}</span>
                      <input type="time" value={opening.close} required onChange={(e) => setDay({...opening, close: e.target.value})} className="rounded-lg border border-line px-2 py-1 text-sm" />
                    </label>
                  </>
                ) : (
                  <span className="text-sm text-muted">{t('closed')}</span>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>

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
