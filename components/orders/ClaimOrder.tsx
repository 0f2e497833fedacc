'use client';

import {useState} from 'react';
import {useRouter} from 'next/navigation';
import {callAction} from '@/lib/commands/call';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {claimOrderAction} from '@/lib/orders/actions';
import {toast} from '@/lib/toast';
import {buttonClass} from '@/components/ui/buttonClass';
import {useHydrated} from '@/components/ui/useHydrated';

interface Texts {
  offer: string;
  button: string;
  failed: string;
}

/** "Add to my account" for a guest order opened through its link by the account with its e-mail. */
export default function ClaimOrder({orderId, token, country, lang, texts}: {orderId: string; token: string; country: CountryCode; lang: Language; texts: Texts}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  async function claim() {
    setBusy(true);
    const result = await callAction(() => claimOrderAction({country, language: lang}, {id: orderId, token}));
    setBusy(false);
    if (result.ok) {
      toast({title: result.message || texts.button});
      router.refresh();
    } else toast({title: texts.failed, description: result.message || undefined, variant: 'destructive'});
  }
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 p-3 text-sm">
      <p>{texts.offer}</p>
      <button type="button" onClick={claim} disabled={busy} aria-disabled={!hydrated || undefined} className={buttonClass({size: 'md'})}>
        {texts.button}
      </button>
    </div>
  );
}
