'use client';

import {useId} from 'react';
import {useForm} from 'react-hook-form';
import {zodResolver} from '@hookform/resolvers/zod';
import {useTranslations} from 'next-intl';
import type {PublicUser} from '@/lib/auth/accounts';
import {apiHeaders} from '@/lib/account/client';
import {profileSchema, type ProfileInput} from '@/lib/auth/schema';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {toast} from '@/lib/toast';
import {INPUT} from '@/components/account/PasswordField';
import {familyNameFirst} from '@/lib/auth/display-name';
import {callApi} from '@/lib/http/client';
import {buttonClass} from '@/components/ui/buttonClass';
import {Field} from '@/components/ui/Field';

/** My page's edit form: its code (react-hook-form, zod) loads when the customer asks to edit, not with the page. */
export default function ProfileEdit({user, country, lang, onSaved, onCancel}: {user: PublicUser; country: CountryCode; lang: Language; onSaved: (user: PublicUser) => void; onCancel: () => void}) {
  const t = useTranslations('Profile');
  const te = useTranslations('Auth.errors');
  const id = useId();
  const {register, handleSubmit, setError, formState} = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: {username: user.username, firstName: user.firstName ?? '', lastName: user.lastName ?? '', phone: user.phone ?? ''},
  });
  const {errors, isSubmitting} = formState;
  const errorText = (name: keyof ProfileInput) => {
    const e = errors[name];
    if (!e?.message) return undefined;
    return e.type === 'server' ? e.message : te.has(e.message as 'tooLong') ? te(e.message as 'tooLong') : e.message;
  };

  async function onSubmit(values: ProfileInput) {
    try {
      const answer = await callApi('PUT /api/auth/profile', {headers: apiHeaders(country, lang), json: {...values, email: user.email}});
      if (answer.ok) {
        toast({title: t('saved'), description: answer.body.message});
        onSaved(answer.body.user);
        return;
      }
      for (const [field, message] of Object.entries(answer.body.errors ?? {})) setError(field as keyof ProfileInput, {type: 'server', message});
      toast({title: t('saveFailed'), description: answer.body.message, variant: 'destructive'});
    } catch {
      toast({title: t('errorTitle'), description: t('errorDescription'), variant: 'destructive'});
    }
  }

  type Field = {name: 'username' | 'firstName' | 'lastName' | 'phone'; label: string; type?: string; autoComplete: string};
  const first: Field = {name: 'firstName', label: t('firstName'), autoComplete: 'given-name'};
  const last: Field = {name: 'lastName', label: t('lastName'), autoComplete: 'family-name'};
  const fields: Field[] = [
    {name: 'username', label: t('username'), autoComplete: 'username'},
    ...(familyNameFirst(lang) ? [last, first] : [first, last]),
    {name: 'phone', label: t('phone'), type: 'tel', autoComplete: 'tel'},
  ];
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={isSubmitting} className="mt-8 space-y-4 rounded-2xl border border-line bg-white p-6">
      <div>
        <label htmlFor={`${id}-email`} className="text-sm font-medium">
          {t('email')}
        </label>
        <input id={`${id}-email`} value={user.email} readOnly aria-readonly="true" className={`${INPUT} bg-paper text-muted`} />
      </div>
      {fields.map((f) => (
        <Field key={f.name} id={`${id}-${f.name}`} label={f.label} invalid={Boolean(errors[f.name])} error={errorText(f.name)}>
          {(control) => <input {...control} type={f.type ?? 'text'} autoComplete={f.autoComplete} className={INPUT} {...register(f.name)} />}
        </Field>
      ))}
      <div className="flex gap-3 pt-2">
        <button type="submit" disabled={isSubmitting} className={buttonClass()}>
          {isSubmitting ? t('saving') : t('save')}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass({variant: 'secondary'})}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
