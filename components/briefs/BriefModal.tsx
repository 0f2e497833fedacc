'use client';

import {useEffect, useId, useState} from 'react';
import {DialogClose, DialogContent, DialogRoot} from '@/components/ui/Dialog';
import {buttonClass} from '@/components/ui/buttonClass';
import {useForm, useWatch} from 'react-hook-form';
import {useCarriedQuestion} from '@/components/questions/carried';
import {useTranslations} from 'next-intl';
import {requestLogin, sessionUser, subscribeSession} from '@/lib/account/client';
import type {BriefTarget} from '@/lib/briefs/events';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {toast} from '@/lib/toast';
import {IntlScope, type ScopedMessages} from '@/components/i18n/IntlScope';
import {ConsentChecklist} from '@/components/consent/ConsentChecklist';
import {CONSENT_FIELDS, consentBoxes, consentForm} from '@/lib/privacy/consents';
import {BriefContact, BriefOptions, BriefSummary, type BriefValues} from './BriefFields';
import {BriefFiles} from './BriefFiles';
import {useBriefFiles} from './useBriefFiles';
import {useSendBrief, type GuestQuote} from './useSendBrief';

interface Props {
  country: CountryCode;
  lang: Language;
  messages: ScopedMessages;
  limits: {image: number; video: number};
  target: BriefTarget;
  onClose: () => void;
}

const DEFAULTS: BriefValues = {
  style: [],
  colorTone: [],
  usage: [],
  additionalRequests: '',
  referenceNotes: '',
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  agreeTerms: false,
  agreePrivacy: false,
  agreeAge14: false,
  agreeMarketing: false,
};

export default function ScopedBriefModal({messages, ...props}: Props) {
  return (
    <IntlScope lang={props.lang} messages={messages}>
      <BriefModal {...props} />
    </IntlScope>
  );
}

/** The project brief: service summary, options, texts, files with progress; an account, an order link or a guest's contact details to send it. */
function BriefModal({country, lang, limits, target, onClose}: Omit<Props, 'messages'>) {
  const t = useTranslations('Brief');
  const id = useId();
  const {register, handleSubmit, control, setValue} = useForm<BriefValues>({defaultValues: DEFAULTS});
  // A question asked before buying, carried from its conversation into a quote request: its additional requests (components/questions/carried).
  useCarriedQuestion(target.orderId ? null : (target.serviceId ?? null), (text) => setValue('additionalRequests', text));
  // A quote request (no order yet) carries the consents the page's country asks for (Korea: 전체 동의 and its boxes).
  const quoteRequest = !target.orderId;
  const [agreeTerms, agreePrivacy, agreeAge14, agreeMarketing] = useWatch({control, name: ['agreeTerms', 'agreePrivacy', 'agreeAge14', 'agreeMarketing']});
  const consentFields = consentBoxes(consentForm(country, 'quote')).map((k) => CONSENT_FIELDS[k]);
  const setAllConsents = (checked: boolean) => consentFields.forEach((field) => setValue(field, checked));
  // A quote request without an account: one path, the visitor's contact details are in the form
  // (no login wall); logging in is offered beside them, not required.
  const [signedIn, setSignedIn] = useState(() => Boolean(sessionUser()));
  useEffect(() => subscribeSession((user) => setSignedIn(Boolean(user))), []);
  const [guestQuote, setGuestQuote] = useState<GuestQuote | null>(null);
  const offerGuest = !target.orderId && !signedIn;
  const [open, setOpen] = useState(true);
  // The order link's token the files and the brief go with (a guest's order, or the quote just requested).
  const files = useBriefFiles({lang, limits, orderToken: guestQuote?.token ?? target.orderToken});

  /** The form steps aside for the login dialog and comes back as it was. */
  async function logIn() {
    setOpen(false);
    await requestLogin();
    setOpen(true);
  }
  const {send, busy, consentErrors, contactErrors} = useSendBrief({country, lang, target, offerGuest, files, guestQuote, setGuestQuote, logIn, onClose});

  function close(open: boolean) {
    if (open || busy) return;
    // After payment, closing means "write later": the brief can be written from My page.
    toast(target.afterPayment ? {title: t('writeLaterToast'), description: target.orderToken ? t('writeLaterGuest') : t('writeLaterDescription')} : {title: t('cancelled')});
    onClose();
  }

  return (
    <DialogRoot open={open} onOpenChange={close}>
      <DialogContent width="xl" title={t('title')} closeLabel={t('close')}>
        <BriefSummary target={target} />
        <form noValidate onSubmit={handleSubmit(send)} aria-busy={busy} className="mt-5 space-y-5">
          {offerGuest ? <BriefContact id={id} register={register} errors={contactErrors} onLogIn={() => void logIn()} /> : null}
          <BriefOptions id={id} register={register} />
          <BriefFiles id={id} kind={target.kind ?? 'service'} lang={lang} busy={busy} files={files} />
          {quoteRequest ? (
            <ConsentChecklist
              country={country}
              lang={lang}
              place="quote"
              values={{agreeTerms, agreePrivacy, agreeAge14, agreeMarketing}}
              onAll={setAllConsents}
              box={(field) => register(field)}
              errors={consentErrors}
            />
          ) : (
            <p className="text-xs text-muted">
              {t.rich('privacyNote', {
                link: (chunks) => (
                  <a href={localizedPath(country, lang, '/privacy')} target="_blank" className="font-medium underline">
                    {chunks}
                  </a>
                ),
              })}
            </p>
          )}
          <div className="flex gap-3">
            <button type="submit" disabled={busy} className={buttonClass()}>
              {busy ? t('submitting') : target.orderId ? t('submitBrief') : t('submit')}
            </button>
            <DialogClose disabled={busy} className={buttonClass({variant: 'secondary'})}>
              {target.afterPayment ? t('writeLater') : t('cancel')}
            </DialogClose>
          </div>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
