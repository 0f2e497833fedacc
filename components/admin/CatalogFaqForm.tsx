'use client';
/**
 * One item's questions and answers (docs/storefront.md#item-pages) in the Catalogue tab: per language, up to 12
 * pairs; the item's page shows its language's ones with FAQPage JSON-LD. Saved through the FAQ
 * command (admins only, checked by zod again, audited; the page's cache tag expires).
 */
import {useId, useMemo, useState, type FormEvent} from 'react';
import {useRouter} from 'next/navigation';
import {useFieldArray, useForm, useWatch, type Control, type UseFormRegister} from 'react-hook-form';
import {useTranslations} from 'next-intl';
import {saveFaqAction} from '@/lib/catalog/faq/actions';
import type {FaqEntry, ItemFaq} from '@/lib/catalog/faq/faq';
import type {CatalogKind} from '@/lib/catalog/prices';
import {callAction} from '@/lib/commands/call';
import type {CountryCode} from '@/lib/countries';
import {LANGUAGES, languageEndonym, type Language} from '@/lib/i18n/languages';
import {toast} from '@/lib/toast';
import {useHydrated} from '@/components/ui/useHydrated';
import {buttonClass} from '@/components/ui/buttonClass';
import {keepTyped, SavedTextArea} from '@/components/ui/keepTyped';
import {Field, INPUT} from '@/components/ui/Field';

/** The same limits the server checks (lib/catalog/faq), kept here so the form does not load zod. */
const MAX_ENTRIES = 12;
const QUESTION_MAX = 200;
const ANSWER_MAX = 1500;

interface FaqValues {
  faq: Record<Language, FaqEntry[]>;
}

/** Whether a question or an answer is still empty, in any language. */
const incomplete = (values: FaqValues) => LANGUAGES.some((l) => values.faq[l].some((e) => !e.q.trim() || !e.a.trim()));

export function CatalogFaqForm({kind, itemId, name, faq, country, lang}: {kind: CatalogKind; itemId: string; name: string; faq: ItemFaq; country: CountryCode; lang: Language}) {
  const t = useTranslations('Admin.faq');
  const ta = useTranslations('Admin');
  const router = useRouter();
  const id = useId();
  const initial = useMemo<FaqValues>(() => ({faq: Object.fromEntries(LANGUAGES.map((l) => [l, faq[l] ?? []])) as Record<Language, FaqEntry[]>}), [faq]);
  const {register, control, getValues} = useForm<FaqValues>({defaultValues: initial});
  const values = useWatch({control}) as FaqValues;
  const invalid = incomplete(values);
  const [busy, setBusy] = useState(false);
  // Pressed before the page's script runs, the browser would submit the form to the page itself: disabled until then.
  const hydrated = useHydrated();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const now = getValues();
    if (incomplete(now)) return;
    setBusy(true);
    const result = await callAction(() =>
      saveFaqAction({country, language: lang}, {kind, id: itemId, faq: Object.fromEntries(LANGUAGES.map((l) => [l, now.faq[l].map((e) => ({q: e.q.trim(), a: e.a.trim()}))]))}),
    );
    setBusy(false);
    if (result.ok) {
      toast({title: ta('done'), description: result.message});
      router.refresh();
    } else toast({title: result.status === 0 ? ta('error') : ta('failed'), description: result.status === 0 ? t('offline') : result.message, variant: 'destructive'});
  }

  return (
    <form ref={keepTyped} onSubmit={submit} aria-label={t('formLabel', {name})} className="space-y-3 border-t border-line px-5 py-4">
      <h3 className="text-sm font-semibold">{t('title')}</h3>
      <p className="text-xs text-muted">{t('hint')}</p>
      {LANGUAGES.map((l) => (
        <FaqLanguage key={l} id={id} l={l} open={l === lang} control={control} register={register} entries={values.faq[l]} hydrated={hydrated} />
      ))}
      {invalid ? (
        <p role="alert" className="text-sm text-red-700">
          {t('invalid')}
        </p>
      ) : null}
      <button type="submit" disabled={!hydrated || busy || invalid} className={buttonClass({size: 'md'})}>
        {t('save')}
      </button>
    </form>
  );
}

/** One language's questions and answers (the page's language open): each can be removed, and more added up to 12. */
function FaqLanguage({
  id,
  l,
  open,
  control,
  register,
  entries,
  hydrated,
}: {
  id: string;
  l: Language;
  open: boolean;
  control: Control<FaqValues>;
  register: UseFormRegister<FaqValues>;
  /** This language's entries as typed (watched). */
  entries: FaqEntry[];
  hydrated: boolean;
}) {
  const t = useTranslations('Admin.faq');
  const list = useFieldArray({control, name: `faq.${l}`});
  return (
    <details open={open} className="rounded-xl border border-line p-3">
      <summary className="cursor-pointer text-sm font-medium" lang={l}>
        {languageEndonym(l)} <span className="text-muted">({list.fields.length})</span>
      </summary>
      <div className="mt-2 space-y-3" lang={l}>
        {list.fields.map((entry, index) => (
          <fieldset key={entry.id} className="rounded-lg border border-line p-3">
            <legend className="px-1 text-xs font-semibold">{t('entry', {n: index + 1})}</legend>
            <Field id={`${id}-${l}-${index}-q`} label={t('question')} labelClassName="block text-sm font-medium" invalid={!(entries[index]?.q ?? '').trim()}>
              {(wiring) => <input {...wiring} required maxLength={QUESTION_MAX} defaultValue={entry.q} className={INPUT} {...register(`faq.${l}.${index}.q`)} />}
            </Field>
            <Field id={`${id}-${l}-${index}-a`} label={t('answer')} labelClassName="mt-2 block text-sm font-medium" invalid={!(entries[index]?.a ?? '').trim()}>
              {(wiring) => <SavedTextArea {...wiring} required maxLength={ANSWER_MAX} rows={3} defaultValue={entry.a} className={INPUT} {...register(`faq.${l}.${index}.a`)} />}
            </Field>
            <button type="button" onClick={() => list.remove(index)} className="mt-2 text-xs font-semibold text-red-700 underline">
              {t('remove', {n: index + 1})}
            </button>
          </fieldset>
        ))}
        <button
          type="button"
          disabled={!hydrated || list.fields.length >= MAX_ENTRIES}
          onClick={() => list.append({q: '', a: ''}, {shouldFocus: false})}
          className={buttonClass({variant: 'secondary', size: 'sm'})}
        >
          {t('add', {language: languageEndonym(l)})}
        </button>
      </div>
    </details>
  );
}
