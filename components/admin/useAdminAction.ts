/** The admin area's client actions: run one server action with a busy flag, toast its outcome (the words in messages/*.json) and reload the page's data. */
import {useState} from 'react';
import {useRouter} from 'next/navigation';
import type {ActionResult} from '@/lib/commands/action';
import {callAction} from '@/lib/commands/call';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {toast} from '@/lib/toast';

export interface Where {
  country: CountryCode;
  lang: Language;
}

/** Runs an action with a busy flag; toasts the outcome with the given titles; refreshes on success. */
export function useAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<ActionResult>, titles: {ok: string; failed: string; error: string}, errorText: string, onAnswer?: (status: number) => void): Promise<boolean> {
    setBusy(true);
    const result = await callAction(action);
    setBusy(false);
    onAnswer?.(result.status);
    if (result.ok) toast({title: titles.ok, description: result.message});
    else if (result.status === 0) toast({title: titles.error, description: errorText, variant: 'destructive'});
    else if (result.status === 202) toast({title: titles.ok, description: result.message});
    else toast({title: titles.failed, description: result.message, variant: 'destructive'});
    if (result.ok || result.status === 202) router.refresh();
    return result.ok;
  }
  return {busy, run};
}
