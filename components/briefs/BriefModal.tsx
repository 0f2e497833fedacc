'use client';

import {useEffect, useId, useState} from 'react';
import {DialogClose, DialogContent, DialogRoot} from '@/components/ui/Dialog';
import {buttonClass} from '@/components/ui/buttonClass';
import {Field} from '@/components/ui/Field';
import {useRouter} from 'next/navigation';
import {useForm, useWatch} from 'react-hook-form';
import {useTranslations} from 'next-intl';
import {refreshSession, requestLogin, sessionUser, subscribeSession} from '@/lib/account/client';
import {requestQuoteAction, submitBriefAction} from '@/lib/briefs/actions';
import {BRIEF_OPTIONS, briefSchema} from '@/lib/briefs/schema';
import type {BriefTarget} from '@/lib/briefs/events';
import {callAction} from '@/lib/commands/call';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {toast} from '@/lib/toast';
import {formatFileSize} from '@/lib/uploads/types';
import {IntlScope, type ScopedMessages} from '@/components/i18n/IntlScope';
import {ConsentChecklist} from '@/components/consent/ConsentChecklist';
import {CONSENT_FIELDS, consentBoxes, consentForm, consentSchema, type ConsentField} from '@/lib/privacy/consents';
import {uploadFile} from '@/lib/uploads/client';
import {FILE_INPUT_CLASS} from '@/components/ui/fileInput';

interface Props {
  country: CountryCode;
  lang: Language;
  messages: ScopedMessages;
  limits: {image: number; video: number};
  target: BriefTarget;
  onClose: () => void;
}

type Group = keyof typeof BRIEF_OPTIONS;
type Values = {style: string[]; colorTone: string[]; usage: string[]; additionalRequests: string; referenceNotes: string; customerName: string; customerEmail: string; customerPhone: string} & Record<
  ConsentField,
  boolean
>;
type ContactField = 'customerName' | 'customerEmail' | 'customerPhone';
/** A guest's quote request once its order exists: a retry sends the brief to it rather than asking again. */
interface GuestQuote {
  orderId: string;
  orderItemId: string | null;
  token: string;
  orderUrl: string;
}
interface Picked {
  key: string;
  file: File;
  preview?: string;
  progress: number | null;
  uploadedId?: string;
  error?: string;
}

let pickedCount = 0;

export default function ScopedBriefModal({messages, ...props}: Props) {
  return (
    <IntlScope lang={props.lang} messages={messages}>
      <BriefModal {...props} />
    </IntlScope>
  );
}

/** The project brief (spec): service summary, options, texts, files with progress; login to send. */
function BriefModal({country, lang, limits, target, onClose}: Omit<Props, 'messages'>) {
  const t = useTranslations('Brief');
  const tc = useTranslations('Consent');
  const id = useId();
  const kind = target.kind ?? 'service';
  const {register, handleSubmit, control, setValue} = useForm<Values>({
    defaultValues: {
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
    },
  });
  // A quote request (no order yet) carries the consents the page's country asks for (Korea: 전체 동의 and its boxes).
  const quoteRequest = !target.orderId;
  const [agreeTerms, agreePrivacy, agreeAge14, agreeMarketing] = useWatch({control, name: ['agreeTerms', 'agreePrivacy', 'agreeAge14', 'agreeMarketing']});
  const [consentErrors, setConsentErrors] = useState<Partial<Record<ConsentField, string>>>({});
  const consentFields = consentBoxes(consentForm(country, 'quote')).map((k) => CONSENT_FIELDS[k]);
  const setAllConsents = (checked: boolean) => consentFields.forEach((field) => setValue(field, checked));
  // A quote request without an account: one path, the visitor's contact details are in the form
  // (no login wall); logging in is offered beside them, not required.
  const [signedIn, setSignedIn] = useState(() => Boolean(sessionUser()));
  useEffect(() => subscribeSession((user) => setSignedIn(Boolean(user))), []);
  const [contactErrors, setContactErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [guestQuote, setGuestQuote] = useState<GuestQuote | null>(null);
  // The order link's token the files and the brief go with (a guest's order, or the quote just requested).
  const orderToken = guestQuote?.token ?? target.orderToken;
  const offerGuest = !target.orderId && !signedIn;
  const [files, setFiles] = useState<Picked[]>([]);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(true);
  const router = useRouter();
  const sizeText = {image: formatFileSize(limits.image, lang), video: formatFileSize(limits.video, lang)};

  // Previews are object URLs: released when their file is removed and when the form closes.
  const [previews] = useState(() => new Set<string>());
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  // Signed in, a file starts uploading as soon as it is picked; submit waits for what is still on its way.
  const [uploads] = useState(() => new Map<string, Promise<string | null>>());
  function startUpload(picked: Picked, token: string | undefined = orderToken): Promise<string | null> {
    update(picked.key, {progress: 0, error: undefined});
    const sending = uploadFile(picked.file, lang, (fraction) => update(picked.key, {progress: fraction}), {orderToken: token}).then((result) => {
      if ('error' in result) {
        uploads.delete(picked.key);
        update(picked.key, {progress: null, error: result.error === 'network' ? t('failedDescription') : result.error});
        return null;
      }
      update(picked.key, {progress: 1, uploadedId: result.id});
      return result.id;
    });
    uploads.set(picked.key, sending);
    return sending;
  }

  const removeFile = (picked: Picked) => {
    if (picked.preview) {
      URL.revokeObjectURL(picked.preview);
      previews.delete(picked.preview);
    }
    const sending = uploads.get(picked.key);
    uploads.delete(picked.key);
    // An upload no brief will use is deleted from the studio's storage.
    void sending?.then((uploadedId) => {
      if (uploadedId) void fetch(`/uploads/${uploadedId}${orderToken ? `?token=${encodeURIComponent(orderToken)}` : ''}`, {method: 'DELETE'});
    });
    setFiles((current) => current.filter((x) => x.key !== picked.key));
  };

  function addFiles(list: FileList | null) {
    const added: Picked[] = [];
    for (const file of Array.from(list ?? [])) {
      const kind = file.type.startsWith('image/') ? 'image' : file.type.startsWith('video/') ? 'video' : null;
      if (!kind) {
        toast({title: t('fileWrongType', {name: file.name}), variant: 'destructive'});
        continue;
      }
      if (file.size > limits[kind]) {
        toast({title: t('fileTooLarge', {name: file.name, ...sizeText}), variant: 'destructive'});
        continue;
      }
      const preview = kind === 'image' ? URL.createObjectURL(file) : undefined;
      if (preview) previews.add(preview);
      added.push({key: String(++pickedCount), file, progress: null, preview});
    }
    setFiles((current) => [...current, ...added]);
    if (orderToken || sessionUser()) added.forEach((picked) => startUpload(picked));
  }

  function update(key: string, change: Partial<Picked>) {
    setFiles((current) => current.map((f) => (f.key === key ? {...f, ...change} : f)));
  }

  async function onSubmit(values: Values) {
    if (values.style.length + values.colorTone.length + values.usage.length === 0) {
      toast({title: t('selectRequired'), description: t('selectRequiredDescription'), variant: 'destructive'});
      return;
    }
    if (quoteRequest) {
      const agreed = consentSchema(country, 'quote').safeParse(values);
      const found = agreed.success ? {} : Object.fromEntries(agreed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
      setConsentErrors(found);
      if (!agreed.success) {
        toast({title: t('failedTitle'), description: tc(`errors.${Object.values(found)[0]}` as 'errors.invalid'), variant: 'destructive'});
        return;
      }
    }
    // A guest's order link is enough for that order's brief, and a guest may ask for a quote with
    // their contact details; anything else needs an account (the login-required toast).
    const user = sessionUser() ?? (await refreshSession());
    const guest = offerGuest && !user;
    if (!target.orderToken && !guest && !user) {
      // The form steps aside for the login dialog and comes back as it was.
      toast({title: t('loginRequired'), variant: 'destructive'});
      await logIn();
      return;
    }
    setBusy(true);
    try {
      let quote = guest ? guestQuote : null;
      if (guest && !quote) {
        const started = await callAction(() =>
          requestQuoteAction(
            {country, language: lang},
            {
              serviceId: target.serviceId ?? 0,
              customerName: values.customerName,
              customerEmail: values.customerEmail,
              customerPhone: values.customerPhone,
              agreeTerms: values.agreeTerms,
              agreePrivacy: values.agreePrivacy,
              agreeAge14: values.agreeAge14,
              agreeMarketing: values.agreeMarketing,
            },
          ),
        );
        if (!started.ok || !started.data?.guestToken) {
          setContactErrors(started.ok ? {} : ((started.data?.errors ?? {}) as Partial<Record<ContactField, string>>));
          setConsentErrors(started.ok ? {} : ((started.data?.errors ?? {}) as Partial<Record<ConsentField, string>>));
          throw new Error(started.message);
        }
        setContactErrors({});
        quote = {orderId: started.data.orderId, orderItemId: started.data.orderItemId, token: started.data.guestToken, orderUrl: started.data.orderUrl};
        setGuestQuote(quote);
      }
      const token = quote?.token ?? target.orderToken;
      // Files picked before logging in (or before the guest's request existed), and failed ones (retried), upload now.
      const ids = await Promise.all(files.map((picked) => uploads.get(picked.key) ?? startUpload(picked, token)));
      if (ids.some((uploadedId) => uploadedId === null)) throw new Error(t('failedFiles'));
      const payload = briefSchema.parse({
        ...(quote
          ? {orderId: quote.orderId, orderItemId: quote.orderItemId ?? undefined, orderToken: quote.token}
          : target.orderId
            ? {orderId: target.orderId, orderItemId: target.orderItemId, orderToken: target.orderToken}
            : {serviceId: target.serviceId}),
        ...values,
        fileIds: ids.filter((x) => x !== null),
      });
      const sent = await callAction(() => submitBriefAction({country, language: lang}, payload));
      if (!sent.ok) throw new Error(sent.message);
      const title = quote ? t('quoteRequestedTitle') : {started: t('startedTitle'), sent: t('sentTitle'), quote: t('quoteRequestedTitle')}[sent.data?.outcome ?? 'sent'];
      toast({title, description: quote ? t('quoteRequestedDescription') : sent.message || undefined});
      onClose();
      // Home (spec), or back to the order it was written for (a guest's quote: its private page); a client navigation keeps the toast.
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

  /** The form steps aside for the login dialog and comes back as it was. */
  async function logIn() {
    setOpen(false);
    await requestLogin();
    setOpen(true);
  }

  function close(open: boolean) {
    if (open || busy) return;
    // After payment, closing means "write later": the brief can be written from My page.
    toast(target.afterPayment ? {title: t('writeLaterToast'), description: target.orderToken ? t('writeLaterGuest') : t('writeLaterDescription')} : {title: t('cancelled')});
    onClose();
  }

  const groups: {group: Group; legend: string}[] = [
    {group: 'style', legend: t('styleLegend')},
    {group: 'colorTone', legend: t('colorToneLegend')},
    {group: 'usage', legend: t('usageLegend')},
  ];
  const chip =
    'inline-flex cursor-pointer items-center gap-2 rounded-full border border-line px-3 py-1.5 text-sm has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-paper has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent';
  const textarea = 'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm';

  return (
    <DialogRoot open={open} onOpenChange={close}>
      <DialogContent width="xl" title={t('title')} closeLabel={t('close')}>
        <dl className="mt-4 grid grid-cols-3 gap-3 rounded-xl bg-paper p-4 text-sm">
          <div>
            <dt className="text-muted">{t(`item.${kind}`)}</dt>
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
        <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={busy} className="mt-5 space-y-5">
          {offerGuest ? (
            <fieldset className="space-y-3 rounded-xl border border-line p-4">
              <legend className="px-1 text-sm font-semibold">{t('contact.title')}</legend>
              <p className="text-sm text-muted">
                {t('contact.choice')}{' '}
                <button type="button" onClick={() => void logIn()} className="font-semibold text-ink underline underline-offset-4">
                  {t('contact.logIn')}
                </button>
              </p>
              {(
                [
                  ['customerName', t('contact.name'), 'text', 'name'],
                  ['customerEmail', t('contact.email'), 'email', 'email'],
                  ['customerPhone', t('contact.phone'), 'tel', 'tel'],
                ] as const
              ).map(([name, label, type, autoComplete]) => (
                <Field key={name} id={`${id}-${name}`} label={label} error={contactErrors[name]} errorClassName="mt-1 text-xs text-red-700">
                  {(control) => <input {...control} type={type} autoComplete={autoComplete} required className={textarea} {...register(name)} />}
                </Field>
              ))}
            </fieldset>
          ) : null}
          <p className="text-sm font-medium">{t('optionsLegend')}</p>
          {groups.map(({group, legend}) => (
            <fieldset key={group}>
              <legend className="text-sm font-semibold">{legend}</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {BRIEF_OPTIONS[group].map((option) => (
                  <label key={option} className={chip}>
                    <input type="checkbox" value={option} className="sr-only" {...register(group)} />
                    {t(`options.${group}.${option}` as 'options.style.modern')}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <Field id={`${id}-requests`} label={t('additionalRequests')}>
            {(control) => <textarea {...control} rows={3} className={textarea} {...register('additionalRequests')} />}
          </Field>
          <Field id={`${id}-notes`} label={t('referenceNotes')}>
            {(control) => <textarea {...control} rows={2} className={textarea} {...register('referenceNotes')} />}
          </Field>
          <div>
            <label htmlFor={`${id}-files`} className="text-sm font-medium">
              {t(`filesFor.${kind}`)}
            </label>
            <p id={`${id}-files-hint`} className="text-xs text-muted">
              {t('filesHint', sizeText)}
            </p>
            <input
              id={`${id}-files`}
              type="file"
              multiple
              accept="image/*,video/*"
              aria-describedby={`${id}-files-hint`}
              disabled={busy}
              onChange={(e) => {
                addFiles(e.target.files);
                e.target.value = '';
              }}
              className={`mt-2 ${FILE_INPUT_CLASS}`}
            />
            {files.length > 0 ? (
              <ul className="mt-3 space-y-2">
                {files.map((f) => (
                  <li key={f.key} className="flex items-center gap-3 rounded-lg border border-line p-2 text-sm">
                    {f.preview ? (
                      // eslint-disable-next-line @next/next/no-img-element -- a local object URL preview, not a site image
                      <img src={f.preview} alt="" className="h-10 w-10 shrink-0 rounded object-cover" />
                    ) : (
                      <span aria-hidden="true" className="grid h-10 w-10 shrink-0 place-items-center rounded bg-paper text-xs">
                        ▶
                      </span>
                    )}
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium">{f.file.name}</p>
                      <p className="text-xs text-muted">{formatFileSize(f.file.size, lang)}</p>
                      {f.progress !== null ? <progress className="mt-1 h-1.5 w-full" max={1} value={f.progress} aria-label={t('uploading', {name: f.file.name})} /> : null}
                      {f.error ? <p className="text-xs text-red-700">{f.error}</p> : null}
                    </div>
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => removeFile(f)}
                      aria-label={t('remove', {name: f.file.name})}
                      className="rounded px-2 py-1 text-lg leading-none text-muted hover:text-ink disabled:opacity-40"
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
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
