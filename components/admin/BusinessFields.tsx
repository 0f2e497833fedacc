'use client';
/** The business form's parts (components/admin/BusinessForm): the Korean checklist, phones, social links and opening hours. */
import {useFieldArray, type Control, type UseFormRegister, type UseFormSetValue} from 'react-hook-form';
import {useTranslations} from 'next-intl';
import {PHONE, WEEKDAYS, type BusinessDetails} from '@/lib/business/details';
import {missingSellerDetails} from '@/lib/business/seller';
import {COUNTRY_CODES, type CountryCode} from '@/lib/countries';
import {buttonClass} from '@/components/ui/buttonClass';
import {Field, INPUT} from '@/components/ui/Field';

const SMALL_BUTTON = buttonClass({variant: 'secondary', size: 'xs'});
/** Zones offered in the picker (any IANA zone can be typed). */
const ZONES = ['Asia/Seoul', 'America/New_York', 'America/Los_Angeles', 'Australia/Sydney', 'Asia/Ho_Chi_Minh', 'Asia/Shanghai', 'Asia/Kuala_Lumpur', 'UTC'];
const TIME = 'rounded-lg border border-line px-2 py-1 text-sm';

interface Parts {
  id: string;
  control: Control<BusinessDetails>;
  register: UseFormRegister<BusinessDetails>;
  /** The form's values as typed (watched). */
  details: BusinessDetails;
  /** Buttons wait for the script (a press before it would be lost). */
  hydrated: boolean;
}

/** What the Korean footer and receipts still lack (as typed, before saving). */
export function KoreaChecklist({id, details}: {id: string; details: BusinessDetails}) {
  const t = useTranslations('Admin.business');
  const ts = useTranslations('Seller');
  const missing = missingSellerDetails(details, 'kr');
  return (
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
  );
}

/** The studio's phone numbers, each with its country (up to six). */
export function PhoneList({id, control, register, details, hydrated, country, countries}: Parts & {country: CountryCode; countries: Record<CountryCode, string>}) {
  const t = useTranslations('Admin.business');
  const phones = useFieldArray({control, name: 'phones'});
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{t('phones')}</legend>
      <ul className="mt-2 space-y-2">
        {phones.fields.map((phone, i) => (
          <li key={phone.id} className="flex flex-wrap items-end gap-2">
            <Field id={`${id}-phone-${i}-country`} label={t('phoneCountry')}>
              {(wiring) => (
                <select {...wiring} defaultValue={phone.country} className={INPUT} {...register(`phones.${i}.country`)}>
                  {COUNTRY_CODES.map((code) => (
                    <option key={code} value={code}>
                      {countries[code]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id={`${id}-phone-${i}-number`} label={t('phoneNumber')} invalid={!PHONE.test((details.phones[i]?.number ?? '').trim())} className="min-w-48 flex-1">
              {(wiring) => <input {...wiring} type="tel" maxLength={40} defaultValue={phone.number} className={INPUT} {...register(`phones.${i}.number`)} />}
            </Field>
            <button type="button" disabled={!hydrated} className={SMALL_BUTTON} onClick={() => phones.remove(i)}>
              {t('remove')}
            </button>
          </li>
        ))}
      </ul>
      {phones.fields.length < 6 ? (
        <button type="button" disabled={!hydrated} className={`mt-2 ${SMALL_BUTTON}`} onClick={() => phones.append({country, number: ''}, {shouldFocus: false})}>
          {t('addPhone')}
        </button>
      ) : null}
    </fieldset>
  );
}

/** The studio's social links: a label and an https address each (up to six). */
export function SocialList({id, control, register, details, hydrated}: Parts) {
  const t = useTranslations('Admin.business');
  const social = useFieldArray({control, name: 'social'});
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{t('social')}</legend>
      <ul className="mt-2 space-y-2">
        {social.fields.map((link, i) => (
          <li key={link.id} className="flex flex-wrap items-end gap-2">
            <Field id={`${id}-social-${i}-label`} label={t('socialLabel')}>
              {(wiring) => <input {...wiring} maxLength={40} defaultValue={link.label} className={INPUT} {...register(`social.${i}.label`)} />}
            </Field>
            <Field id={`${id}-social-${i}-url`} label={t('socialUrl')} invalid={!(details.social[i]?.url ?? '').startsWith('https://')} className="min-w-48 flex-1">
              {(wiring) => <input {...wiring} type="url" placeholder="https://" defaultValue={link.url} className={INPUT} {...register(`social.${i}.url`)} />}
            </Field>
            <button type="button" disabled={!hydrated} className={SMALL_BUTTON} onClick={() => social.remove(i)}>
              {t('remove')}
            </button>
          </li>
        ))}
      </ul>
      {social.fields.length < 6 ? (
        <button type="button" disabled={!hydrated} className={`mt-2 ${SMALL_BUTTON}`} onClick={() => social.append({label: '', url: ''}, {shouldFocus: false})}>
          {t('addSocial')}
        </button>
      ) : null}
    </fieldset>
  );
}

/** The opening hours: the studio's time zone, and each weekday open (from, to) or closed. */
export function OpeningHours({
  id,
  register,
  details,
  setValue,
  invalid,
  weekdays,
}: Omit<Parts, 'control' | 'hydrated'> & {setValue: UseFormSetValue<BusinessDetails>; invalid: boolean; weekdays: string[]}) {
  const t = useTranslations('Admin.business');
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{t('hours')}</legend>
      <p className="text-xs text-muted">{t('hoursHint')}</p>
      <Field id={`${id}-zone`} label={t('timeZone')} invalid={invalid} className="mt-2 max-w-xs">
        {(wiring) => <input {...wiring} list={`${id}-zones`} defaultValue={details.hours.timeZone} className={INPUT} {...register('hours.timeZone', {setValueAs: (v: string) => v.trim()})} />}
      </Field>
      <datalist id={`${id}-zones`}>
        {ZONES.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <ul className="mt-3 space-y-2">
        {WEEKDAYS.map((d) => {
          const opening = details.hours.days[d] ?? null;
          const day = weekdays[d] ?? '';
          return (
            <li key={d} className="flex flex-wrap items-center gap-3">
              <label className="flex w-32 items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  checked={opening !== null}
                  onChange={(e) => setValue(`hours.days.${d}`, e.target.checked ? {open: '09:00', close: '18:00'} : null, {shouldDirty: true})}
                  className="h-4 w-4"
                />
                {day}
              </label>
              {opening ? (
                <>
                  <Field id={`${id}-day-${d}-open`} label={t('opens', {day})} labelClassName="sr-only" className="text-sm">
                    {(wiring) => <input {...wiring} type="time" required defaultValue={opening.open} className={TIME} {...register(`hours.days.${d}.open`)} />}
                  </Field>
                  <span aria-hidden="true">–</span>
                  <Field id={`${id}-day-${d}-close`} label={t('closes', {day})} labelClassName="sr-only" className="text-sm">
                    {(wiring) => <input {...wiring} type="time" required defaultValue={opening.close} className={TIME} {...register(`hours.days.${d}.close`)} />}
                  </Field>
                </>
              ) : (
                <span className="text-sm text-muted">{t('closed')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
