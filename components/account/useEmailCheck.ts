'use client';

import {useState} from 'react';
import type {UseFormGetValues, UseFormSetError} from 'react-hook-form';
import {useTranslations} from 'next-intl';
import {apiHeaders} from '@/lib/account/client';
import type {RegisterInput} from '@/lib/auth/schema';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {callApi} from '@/lib/http/client';
import {toast} from '@/lib/toast';

export type EmailState = 'none' | 'checking' | 'available' | 'taken';

interface Options {
  country: CountryCode;
  lang: Language;
  getValues: UseFormGetValues<RegisterInput>;
  setError: UseFormSetError<RegisterInput>;
}

/**
 * The sign-up's e-mail check: asks the server whether the typed address is free, says so in a
 * toast, and keeps the answer (sign-up waits for "available"; editing the address starts over).
 */
export function useEmailCheck({country, lang, getValues, setError}: Options) {
  const t = useTranslations('Auth');
  const [emailState, setEmailState] = useState<EmailState>('none');

  async function checkEmail() {
    const email = (getValues('email') ?? '').trim();
    if (!email) {
      toast({title: t('toast.enterEmail'), variant: 'destructive'});
      return;
    }
    setEmailState('checking');
    try {
      const answer = await callApi('POST /api/auth/check-email', {headers: apiHeaders(country, lang), json: {email}});
      if (answer.ok) {
        const {available} = answer.body;
        setEmailState(available ? 'available' : 'taken');
        toast(available ? {title: t('toast.emailAvailable')} : {title: t('toast.emailInUse'), variant: 'destructive'});
        return;
      }
      setEmailState('none');
      const body = answer.body;
      if (answer.status === 422) setError('email', {type: 'server', message: body.errors?.email ?? body.message});
      else toast({title: t('toast.checkFailed'), description: body.message, variant: 'destructive'});
    } catch {
      setEmailState('none');
      toast({title: t('toast.checkFailed'), description: t('toast.failedFallback'), variant: 'destructive'});
    }
  }

  return {emailState, setEmailState, checkEmail};
}
