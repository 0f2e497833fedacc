'use client';
/**
 * The showcase tab's forms: one portfolio entry (client, service, caption in five languages,
 * before and after pictures, shown or not, order) and one testimonial (quote and its language,
 * name, business, country, stars). Checked here with the server's schemas and saved or deleted
 * through the showcase commands; the front page shows the change on its next request.
 */
import {useId, useState, type FormEvent, type ReactNode} from 'react';
import {useRouter} from 'next/navigation';
import {useTranslations} from 'next-intl';
import {useForm, useWatch} from 'react-hook-form';
import {callAction} from '@/lib/commands/call';
import type {ActionResult} from '@/lib/commands/action';
import {COUNTRY_CODES, type CountryCode} from '@/lib/countries';
import {LANGUAGES, languageEndonym, type Language} from '@/lib/i18n/languages';
import {deleteShowcaseAction, savePortfolioAction, saveTestimonialAction} from '@/lib/showcase/actions';
import {portfolioInputSchema, testimonialInputSchema, type PortfolioInput, type TestimonialInput} from '@/lib/showcase/types';
import {toast} from '@/lib/toast';
import {PictureField} from './PictureField';
import {buttonClass} from '@/components/ui/buttonClass';
import {keepTyped, SavedTextArea} from '@/components/ui/keepTyped';
import {Field, INPUT} from '@/components/ui/Field';
import {registerWithDefaults} from '@/components/ui/registerWithDefaults';

const PRIMARY = buttonClass({size: 'md'});
const SECONDARY = buttonClass({variant: 'secondary', size: 'md'});

interface Page {
  country: CountryCode;
  lang: Language;
}

/** Sends a save or delete and reports it; refreshes the tab on success. */
function useSubmit(page: Page) {
  const ta = useTranslations('Admin');
  const t = useTranslations('Admin.showcase');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function send(call: () => Promise<ActionResult>, onDone?: () => void) {
    setBusy(true);
    const result = await callAction(call);
    setBusy(false);
    if (result.ok) {
      toast({title: ta('done'), description: result.message});
      onDone?.();
      router.refresh();
    } else toast({title: result.status === 0 ? ta('error') : ta('failed'), description: result.status === 0 ? t('offline') : result.message, variant: 'destructive'});
  }
  return {busy, send, where: {country: page.country, language: page.lang}};
}

function Shell({title, children, open}: {title: string; children: ReactNode; open?: boolean}) {
  return (
    <li className="rounded-2xl border border-line bg-white">
      <details open={open}>
        <summary className="cursor-pointer px-5 py-3 font-semibold">{title}</summary>
        <div className="border-t border-line px-5 py-4">{children}</div>
      </details>
    </li>
  );
}

export function PortfolioEntryForm({initial, services, page, open}: {initial: PortfolioInput | null; services: {id: number; name: string}[]; page: Page; open?: boolean}) {
  const t = useTranslations('Admin.showcase');
  const id = useId();
  const blank: PortfolioInput = {client: '', serviceId: services[0]?.id ?? 1, title: {}, beforeId: null, afterId: '', active: true, position: 0};
  const [entry, setEntry] = useState<PortfolioInput>(initial ?? blank);
  const [uploading, setUploading] = useState(false);
  const {busy, send, where} = useSubmit(page);
  const parsed = portfolioInputSchema.safeParse(entry);
  const set = <K extends keyof PortfolioInput>(key: K, value: PortfolioInput[K]) => setEntry({...entry, [key]: value});
  const title = initial ? `${initial.client} · ${services.find((s) => s.id === initial.serviceId)?.name ?? ''}` : t('newEntry');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (parsed.success) void send(() => savePortfolioAction(where, parsed.data), initial ? undefined : () => setEntry(blank));
  }

  return (
    <Shell title={title} open={open}>
      <form ref={keepTyped} onSubmit={submit} aria-label={title} className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="text-sm font-medium">
            {t('client')}
            <input value={entry.client} required maxLength={80} onChange={(e) => set('client', e.target.value)} className={INPUT} />
          </label>
          <label className="text-sm font-medium">
            {t('service')}
            <select value={entry.serviceId} onChange={(e) => set('serviceId', Number(e.target.value))} className={INPUT}>
              {services.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset>
          <legend className="text-sm font-semibold">{t('caption')}</legend>
          <p className="text-xs text-muted">{t('captionHint')}</p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {LANGUAGES.map((l) => (
              <label key={l} className="text-sm font-medium">
                {languageEndonym(l)}
                <input lang={l} value={entry.title[l] ?? ''} maxLength={160} onChange={(e) => set('title', {...entry.title, [l]: e.target.value})} className={INPUT} />
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-3 lg:grid-cols-2">
          <PictureField label={t('before')} mediaId={entry.beforeId} onChange={(m) => set('beforeId', m)} onBusy={setUploading} lang={page.lang} />
          <PictureField label={t('after')} mediaId={entry.afterId || null} onChange={(m) => set('afterId', m)} onBusy={setUploading} lang={page.lang} required />
        </div>
        {entry.beforeId ? (
          <button type="button" className={SECONDARY} onClick={() => set('beforeId', null)}>
            {t('noBefore')}
          </button>
        ) : null}
        <Common active={entry.active} position={entry.position} onActive={(v) => set('active', v)} onPosition={(v) => set('position', v)} id={id} />
        {parsed.success ? null : (
          <p role="alert" className="text-sm text-red-700">
            {t('entryInvalid')}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={busy || uploading || !parsed.success} className={PRIMARY}>
            {initial ? t('save') : t('add')}
          </button>
          {initial?.id ? (
            <button type="button" disabled={busy} className={SECONDARY} onClick={() => void send(() => deleteShowcaseAction(where, {kind: 'portfolio', id: initial.id!}))}>
              {t('delete')}
            </button>
          ) : null}
        </div>
      </form>
    </Shell>
  );
}

export function TestimonialForm({initial, countries, page, open}: {initial: TestimonialInput | null; countries: Record<CountryCode, string>; page: Page; open?: boolean}) {
  const t = useTranslations('Admin.showcase');
  const id = useId();
  const blank: TestimonialInput = {quote: '', lang: page.lang, name: '', business: '', country: page.country, rating: 5, active: true, position: 0};
  const defaults = initial ?? blank;
  const {register, control, setValue, reset} = useForm<TestimonialInput>({defaultValues: defaults});
  const field = registerWithDefaults(register, defaults);
  const item = useWatch({control}) as TestimonialInput;
  const {busy, send, where} = useSubmit(page);
  const parsed = testimonialInputSchema.safeParse(item);
  const title = initial ? `${initial.name}${initial.business ? ` · ${initial.business}` : ''}` : t('newTestimonial');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (parsed.success) void send(() => saveTestimonialAction(where, parsed.data), initial ? undefined : () => reset(blank));
  }

  return (
    <Shell title={title} open={open}>
      <form ref={keepTyped} onSubmit={submit} aria-label={title} className="space-y-4">
        <Field id={`${id}-quote`} label={t('quote')} labelClassName="block text-sm font-medium">
          {(control) => <SavedTextArea {...control} lang={item.lang} required maxLength={600} rows={3} className={INPUT} {...field.text('quote')} />}
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={`${id}-lang`} label={t('quoteLanguage')}>
            {(control) => (
              <select {...control} className={INPUT} {...field.text('lang')}>
                {LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {languageEndonym(l)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={`${id}-rating`} label={t('rating')}>
            {(control) => (
              <select {...control} className={INPUT} {...field.text('rating', {setValueAs: Number})}>
                {[5, 4, 3, 2, 1].map((n) => (
                  <option key={n} value={n}>
                    {t('stars', {count: n})}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={`${id}-name`} label={t('name')}>
            {(control) => <input {...control} required maxLength={80} className={INPUT} {...field.text('name')} />}
          </Field>
          <Field id={`${id}-business`} label={t('business')}>
            {(control) => <input {...control} maxLength={120} className={INPUT} {...field.text('business')} />}
          </Field>
          <Field id={`${id}-country`} label={t('country')}>
            {(control) => (
              <select {...control} className={INPUT} {...field.text('country')}>
                {COUNTRY_CODES.map((code) => (
                  <option key={code} value={code}>
                    {countries[code]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Common active={item.active} position={item.position} onActive={(v) => setValue('active', v)} onPosition={(v) => setValue('position', v)} id={id} />
        {parsed.success ? null : (
          <p role="alert" className="text-sm text-red-700">
            {t('testimonialInvalid')}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={busy || !parsed.success} className={PRIMARY}>
            {initial ? t('save') : t('add')}
          </button>
          {initial?.id ? (
            <button type="button" disabled={busy} className={SECONDARY} onClick={() => void send(() => deleteShowcaseAction(where, {kind: 'testimonial', id: initial.id!}))}>
              {t('delete')}
            </button>
          ) : null}
        </div>
      </form>
    </Shell>
  );
}

/** Shown on the front page or not, and the place in the list. */
function Common({active, position, onActive, onPosition, id}: {active: boolean; position: number; onActive: (v: boolean) => void; onPosition: (v: number) => void; id: string}) {
  const t = useTranslations('Admin.showcase');
  return (
    <div className="flex flex-wrap items-end gap-6">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={active} onChange={(e) => onActive(e.target.checked)} className="h-4 w-4" />
        {t('shown')}
      </label>
      <Field id={`${id}-position`} label={t('position')}>
        {(control) => (
          <input
            {...control}
            type="number"
            min={0}
            max={9999}
            value={position}
            onChange={(e) => onPosition(Math.max(0, Math.min(9999, Math.trunc(Number(e.target.value) || 0))))}
            className={`${INPUT} w-28`}
          />
        )}
      </Field>
    </div>
  );
}
