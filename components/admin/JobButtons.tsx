'use client';
/** Retry and Discard of one job in the Operations tab (admins only; the server checks again). */
import {useState} from 'react';
import {useRouter} from 'next/navigation';
import {useTranslations} from 'next-intl';
import {callAction} from '@/lib/commands/call';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {discardJobAction, retryJobAction} from '@/lib/jobs/actions';
import {toast} from '@/lib/toast';
import {buttonClass} from '@/components/ui/buttonClass';

export function JobButtons({id, queue, label, country, lang}: {id: string; queue: string; label: string; country: CountryCode; lang: Language}) {
  const t = useTranslations('Admin');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function act(action: typeof retryJobAction) {
    setBusy(true);
    const result = await callAction(() => action({country, language: lang}, {id, queue}));
    setBusy(false);
    if (result.ok) {
      toast({title: t('done'), description: result.message});
      router.refresh();
    } else toast({title: result.status === 0 ? t('error') : t('failed'), description: result.message, variant: 'destructive'});
  }
  return (
    <div role="group" aria-label={label} className="flex gap-2">
      <button type="button" disabled={busy} onClick={() => void act(retryJobAction)} className={buttonClass({size: 'sm'})}>
        {t('operations.retry')}
      </button>
      <button type="button" disabled={busy} onClick={() => void act(discardJobAction)} className={buttonClass({size: 'sm', variant: 'dangerOutline'})}>
        {t('operations.discard')}
      </button>
    </div>
  );
}
