'use client';

import {useState} from 'react';
import {useRouter} from 'next/navigation';
import {useTranslations} from 'next-intl';
import {refreshSession, sessionUser} from '@/lib/account/client';
import {requestQuoteAction, submitBriefAction} from '@/lib/briefs/actions';
import {briefSchema} from '@/lib/briefs/schema';
import type {BriefTarget} from '@/lib/briefs/events';
import {callAction} from '@/lib/commands/call';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {consentSchema, type ConsentField} from '@/lib/privacy/consents';
import {toast} from '@/lib/toast';
import type {BriefValues, ContactField} from './BriefFields';
import type {useBriefFiles} from './useBriefFiles';

/** A guest's quote request once its order exists: a retry sends the brief to it rather than asking again. */
export interface GuestQuote {
  orderId: string;
  orderItemId: string | null;
  token: string;
  orderUrl: string;
}

interface Options {
  country: CountryCode;
  lang: Language;
  target: BriefTarget;
  /** A guest may ask for a quote with their contact details (no order yet, not signed in). */
  offerGuest: boolean;
  files: ReturnType<typeof useBriefFiles>;
  guestQuote: GuestQuote | null;
  setGuestQuote: (quote: GuestQuote) => void;
  logIn: () => Promise<void>;
  onClose: () => void;
}

/**
 * Sending the brief: a choice made, the consents a quote request needs, an account or an order
 * link (else the login dialog), a guest's quote request first, the files, then the brief; home or
 * back to its order afterwards. Nothing typed or chosen is lost when a step fails.
 */
export function useSendBrief({country, lang, target, offerGuest, files, guestQuote, setGuestQuote, logIn, onClose}: Options) {
  const t = useTranslations('Brief');
  const tc = useTranslations('Consent');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [consentErrors, setConsentErrors] = useState<Partial<Record<ConsentField, string>>>({});
  const [contactErrors, setContactErrors] = useState<Partial<Record<ContactField, string>>>({});
  const where = {country, language: lang};

  /** A guest's quote request (the order the brief then goes with), or the one already made. */
  async function requestQuote(values: BriefValues): Promise<GuestQuote> {
    if (guestQuote) return guestQuote;
    const {customerName, customerEmail, customerPhone, agreeTerms, agreePrivacy, agreeAge14, agreeMarketing} = values;
    const started = await callAction(() =>
      requestQuoteAction(where, {serviceId: target.serviceId ?? 0, customerName, customerEmail, customerPhone, agreeTerms, agreePrivacy, agreeAge14, agreeMarketing}),
    );
    if (!started.ok || !started.data?.guestToken) {
      setContactErrors(started.ok ? {} : ((started.data?.errors ?? {}) as Partial<Record<ContactField, string>>));
      setConsentErrors(started.ok ? {} : ((started.data?.errors ?? {}) as Partial<Record<ConsentField, string>>));
      throw new Error(started.message);
    }
    setContactErrors({});
    const quote = {orderId: started.data.orderId, orderItemId: started.data.orderItemId, token: started.data.guestToken, orderUrl: started.data.orderUrl};
    setGuestQuote(quote);
    return quote;
  }

  /** Whether the brief may be sent as it is; says what is missing when not. */
  function ready(values: BriefValues): boolean {
    if (values.style.length + values.colorTone.length + values.usage.length === 0) {
      toast({title: t('selectRequired'), description: t('selectRequiredDescription'), variant: 'destructive'});
      return false;
    }
    if (target.orderId) return true;
    // A quote request (no order yet) carries the consents the page's country asks for.
    const agreed = consentSchema(country, 'quote').safeParse(values);
    const found = agreed.success ? {} : Object.fromEntries(agreed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    setConsentErrors(found);
    if (!agreed.success) toast({title: t('failedTitle'), description: tc(`errors.${Object.values(found)[0]}` as 'errors.invalid'), variant: 'destructive'});
    return agreed.success;
  }

  async function send(values: BriefValues) {
    if (!ready(values)) return;
    // A guest's order link is enough for that order's brief, and a guest may ask for a quote with
    // their contact details; anything else needs an account (the login-required toast).
    const user = sessionUser() ?? (await refreshSession());
    const guest = offerGuest && !user;
    if (!target.orderToken && !guest && !user) {
      toast({title: t('loginRequired'), variant: 'destructive'});
      await logIn();
      return;
    }
    setBusy(true);
    try {
      const quote = guest ? await requestQuote(values) : null;
      const fileIds = await files.uploadAll(quote?.token ?? target.orderToken);
      if (!fileIds) throw new Error(t('failedFiles'));
      const payload = briefSchema.parse({
        ...(quote
          ? {orderId: quote.orderId, orderItemId: quote.orderItemId ?? undefined, orderToken: quote.token}
          : target.orderId
            ? {orderId: target.orderId, orderItemId: target.orderItemId, orderToken: target.orderToken}
            : {serviceId: target.serviceId}),
        ...values,
        fileIds,
      });
      const sent = await callAction(() => submitBriefAction(where, payload));
      if (!sent.ok) throw new Error(sent.message);
      const title = quote ? t('quoteRequestedTitle') : {started: t('startedTitle'), sent: t('sentTitle'), quote: t('quoteRequestedTitle')}[sent.data?.outcome ?? 'sent'];
      toast({title, description: quote ? t('quoteRequestedDescription') : sent.message || undefined});
      onClose();
      // Home, or back to the order it was written for (a guest's quote: its private page); a client navigation keeps the toast.
      const home = quote?.orderUrl ?? target.returnTo ?? localizedPath(country, lang);
      if (window.location.pathname !== home) router.push(home);
      else {
        // Back on the order's page: it shows the brief it now has.
        window.scrollTo({top: 0});
        router.refresh();
      }
    } catch (error) {
      // Nothing typed or chosen is lost: the form stays open as it was.
      toast({title: t('failedTitle'), description: error instanceof Error && error.message && error.message !== 'network' ? error.message : t('failedDescription'), variant: 'destructive'});
    } finally {
      setBusy(false);
    }
  }

  return {send, busy, consentErrors, contactErrors};
}
