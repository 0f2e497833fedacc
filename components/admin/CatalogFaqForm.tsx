'use client';
/**
 * One item's questions and answers (docs/storefront.md#item-pages) in the Catalogue tab: per language, up to 12
 * pairs; the item's page shows its language's ones with FAQPage JSON-LD. Saved through the FAQ
 * command (admins only, checked by zod again, audited; the page's cache tag expires).
 */
import {useId, useState, type FormEvent} from 'react';
import {useRouter} from 'next/navigation';
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
import {INPUT} from '@/components/ui/Field';

/** The same limits the server checks (lib/catalog/faq), kept here so the form does not load zod. */
const MAX_ENTRIES = 12;
const QUESTION_MAX = 200;
const ANSWER_MAX = 1500;

export function CatalogFaqForm({kind, itemId, name, faq, country, lang}: {kind: CatalogKind; itemId: string; name: string; faq: ItemFaq; country: CountryCode; lang: Language}) {
  const t = useTranslations('Admin.faq');
  const ta = useTranslations('Admin');
  const router = useRouter();
  const id = useId();
  const [entries, setEntries] = useState<Record<Language, FaqEntry[]>>(() => Object.fromEntries(LANGUAGES.map((l) => [l, faq[l] ?? []])) as Record<Language, FaqEntry[]>);
  const [busy, setBusy] = useState(false);
  // Pressed before the page's script runs, the browser would submit the form to the page itself: disabled until then.
  const hydrated = useHydrated();
  const change = (l: Language, index: number, field: keyof FaqEntry, value: string) => setEntries({...entries, [l]: entries[l].map((e, i) => (i === index ? {...e, [field]: value} : e))});
  const invalid = LANGUAGES.some((l) => entries[l].some((e) => !e.q.trim() || !e.a.trim()));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (invalid) return;
    setBusy(true);
    const result = await callAction(() =>
      saveFaqAction({country, language: lang}, {kind, id: itemId, faq: Object.fromEntries(LANGUAGES.map((l) => [l, entries[l].map((e) => ({q: e.q.trim(), a: e.a.trim()}))]))}),
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
        <details key={l} open={l === lang} className="rounded-xl border border-line p-3">
          <summary className="cursor-pointer text-sm font-medium" lang={l}>
            {languageEndonym(l)} <span className="text-muted">({entries[l].length})</span>
          </summary>
          <div className="mt-2 space-y-3" lang={l}>
            {entries[l].map((entry, index) => (
              <fieldset key={index} className="rounded-lg border border-line p-3">
                <legend className="px-1 text-xs font-semibold">{t('entry', {n: index + 1})}</legend>
                <label htmlFor={`${id}-${l}-${index}-q`} className="block text-sm font-medium">
                  {t('question')}
                </label>
                <input
                  id={`${id}-${l}-${index}-q`}
                  value={entry.q}
                  onChange={(e) => change(l, index, 'q', e.target.value)}
                  required
                  maxLength={QUESTION_MAX}
                  aria-invalid={!entry.q.trim() || undefined}
                  className={INPUT}
                />
                <label htmlFor={`${id}-${l}-${index}-a`} className="mt-2 block text-sm font-medium">
                  {t('answer')}
                </label>
                <SavedTextArea
                  id={`${id}-${l}-${index}-a`}
                  value={entry.a}
                  onChange={(e) => change(l, index, 'a', e.target.value)}
                  required
                  maxLength={ANSWER_MAX}
                  rows={3}
                  aria-invalid={!entry.a.trim() || undefined}
                  className={INPUT}
                />
                <button type="button" onClick={() => setEntries({...entries, [l]: entries[l].filter((_, i) => i !== index)})} className="mt-2 text-xs font-semibold text-red-700 underline">
                  {t('remove', {n: index + 1})}
                </button>
              </fieldset>
            ))}
            <button
              type="button"
              disabled={!hydrated || entries[l].length >= MAX_ENTRIES}
              onClick={() => setEntries({...entries, [l]: [...entries[l], {q: '', a: ''}]})}
              className={buttonClass({variant: 'secondary', size: 'sm'})}
            >
              {t('add', {language: languageEndonym(l)})}
            </button>
          </div>
        </details>
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
