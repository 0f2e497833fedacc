'use client';

import {useTranslations} from 'next-intl';
import type {UseFormRegister} from 'react-hook-form';
import {BRIEF_OPTIONS} from '@/lib/briefs/schema';
import type {BriefTarget} from '@/lib/briefs/events';
import type {ConsentField} from '@/lib/privacy/consents';
import {Field, INPUT} from '@/components/ui/Field';

export type BriefGroup = keyof typeof BRIEF_OPTIONS;
export type ContactField = 'customerName' | 'customerEmail' | 'customerPhone';
/** The brief form's values (react-hook-form). */
export type BriefValues = {style: string[]; colorTone: string[]; usage: string[]; additionalRequests: string; referenceNotes: string} & Record<ContactField, string> & Record<ConsentField, boolean>;

/** What the brief is for: the item, its price and its delivery. */
export function BriefSummary({target}: {target: BriefTarget}) {
  const t = useTranslations('Brief');
  return (
    <dl className="mt-4 grid grid-cols-3 gap-3 rounded-xl bg-paper p-4 text-sm">
      <div>
        <dt className="text-muted">{t(`item.${target.kind ?? 'service'}`)}</dt>
        <dd className="font-semibold">{target.name}</dd>
      </div>
      <div>
        <dt className="text-muted">{t('price')}</dt>
        <dd className="font-semibold">{target.price}</dd>
      </div>
      <div>
        <dt className="text-muted">{t('delivery')}</dt>
        <dd className="font-semibold">{target.delivery}</dd>
      </div>
    </dl>
  );
}

/** A guest's contact details for a quote request, with logging in offered beside them. */
export function BriefContact({id, register, errors, onLogIn}: {id: string; register: UseFormRegister<BriefValues>; errors: Partial<Record<ContactField, string>>; onLogIn: () => void}) {
  const t = useTranslations('Brief');
  const fields = [
    ['customerName', t('contact.name'), 'text', 'name'],
    ['customerEmail', t('contact.email'), 'email', 'email'],
    ['customerPhone', t('contact.phone'), 'tel', 'tel'],
  ] as const;
  return (
    <fieldset className="space-y-3 rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold">{t('contact.title')}</legend>
      <p className="text-sm text-muted">
        {t('contact.choice')}{' '}
        <button type="button" onClick={onLogIn} className="font-semibold text-ink underline underline-offset-4">
          {t('contact.logIn')}
        </button>
      </p>
      {fields.map(([name, label, type, autoComplete]) => (
        <Field key={name} id={`${id}-${name}`} label={label} error={errors[name]} errorClassName="mt-1 text-xs text-red-700">
          {(control) => <input {...control} type={type} autoComplete={autoComplete} required className={INPUT} {...register(name)} />}
        </Field>
      ))}
    </fieldset>
  );
}

const CHIP =
  'inline-flex cursor-pointer items-center gap-2 rounded-full border border-line px-3 py-1.5 text-sm has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-paper has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent';

/** The brief's choices (style, colour tone, usage) as chips, and its two texts. */
export function BriefOptions({id, register}: {id: string; register: UseFormRegister<BriefValues>}) {
  const t = useTranslations('Brief');
  const groups: {group: BriefGroup; legend: string}[] = [
    {group: 'style', legend: t('styleLegend')},
    {group: 'colorTone', legend: t('colorToneLegend')},
    {group: 'usage', legend: t('usageLegend')},
  ];
  return (
    <>
      <p className="text-sm font-medium">{t('optionsLegend')}</p>
      {groups.map(({group, legend}) => (
        <fieldset key={group}>
          <legend className="text-sm font-semibold">{legend}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {BRIEF_OPTIONS[group].map((option) => (
              <label key={option} className={CHIP}>
                <input type="checkbox" value={option} className="sr-only" {...register(group)} />
                {t(`options.${group}.${option}` as 'options.style.modern')}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <Field id={`${id}-requests`} label={t('additionalRequests')}>
        {(control) => <textarea {...control} rows={3} className={INPUT} {...register('additionalRequests')} />}
      </Field>
      <Field id={`${id}-notes`} label={t('referenceNotes')}>
        {(control) => <textarea {...control} rows={2} className={INPUT} {...register('referenceNotes')} />}
      </Field>
    </>
  );
}
