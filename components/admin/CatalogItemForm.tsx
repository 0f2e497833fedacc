'use client';
/**
 * One item of the price list: shown or hidden, KRW base (and extra-image fee), and each country's
 * own price in its major unit; an empty country field means "derived" (its suggestion is shown).
 * Saved through the catalogue command; the server checks everything again.
 */
import {useId, useMemo, useState, type FormEvent, type ReactNode} from 'react';
import {useRouter} from 'next/navigation';
import {useForm, useWatch} from 'react-hook-form';
import {useTranslations} from 'next-intl';
import {updateCatalogAction} from '@/lib/catalog/actions';
import {callAction} from '@/lib/commands/call';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {toast} from '@/lib/toast';
import {buttonClass} from '@/components/ui/buttonClass';
import {keepTyped} from '@/components/ui/keepTyped';
import {registerWithDefaults} from '@/components/ui/registerWithDefaults';
import {PictureSlot} from './PictureSlot';
import {DetailFields, LanguageTexts, PriceFields} from './CatalogItemFields';
import {checkItem, itemValues, type CatalogRow, type ItemValues} from './catalog-item-values';

export type {CatalogRow} from './catalog-item-values';

/** `children`: more of the item's forms, inside its disclosure (the FAQ form). */
export function CatalogItemForm({row, country, lang, children}: {row: CatalogRow; country: CountryCode; lang: Language; children?: ReactNode}) {
  const t = useTranslations('Admin.catalog');
  const ta = useTranslations('Admin');
  const router = useRouter();
  const id = useId();
  const initial = useMemo(() => itemValues(row), [row]);
  const {register, control, getValues} = useForm<ItemValues>({defaultValues: initial});
  const field = registerWithDefaults(register, initial);
  const values = useWatch({control}) as ItemValues;
  const check = checkItem(row, values);
  const [busy, setBusy] = useState(false);
  const parts = {id, row, values, check, field};

  async function submit(event: FormEvent) {
    event.preventDefault();
    const now = checkItem(row, getValues());
    if (now.invalid) return;
    setBusy(true);
    const result = await callAction(() => updateCatalogAction({country, language: lang}, now.update()));
    setBusy(false);
    if (result.ok) {
      toast({title: ta('done'), description: result.message});
      router.refresh();
    } else toast({title: result.status === 0 ? ta('error') : ta('failed'), description: result.status === 0 ? t('offline') : result.message, variant: 'destructive'});
  }

  return (
    <li className="rounded-2xl border border-line bg-white">
      <details>
        <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-3 px-5 py-3">
          <span className="font-semibold">{row.name}</span>
          <span className="text-sm text-muted">
            {row.active ? null : <span className="mr-3 rounded-full bg-line px-2 py-0.5 text-xs font-semibold text-ink">{t('hidden')}</span>}
            {check.priced ? row.countries.find((c) => c.code === country)?.shown : t('quote')}
          </span>
        </summary>
        <form ref={keepTyped} onSubmit={submit} aria-label={row.name} className="space-y-4 border-t border-line px-5 py-4">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="h-4 w-4" {...field.box('active')} />
            {t('active')}
          </label>
          <PriceFields {...parts} />
          <DetailFields {...parts} />
          <LanguageTexts {...parts} lang={lang} />
          {(
            [
              [check.pricesInvalid, 'invalid'],
              [check.detailsInvalid, 'detailsInvalid'],
              [check.textsInvalid, 'textsInvalid'],
            ] as const
          ).map(([shown, message]) =>
            shown ? (
              <p key={message} role="alert" className="text-sm text-red-700">
                {t(message)}
              </p>
            ) : null,
          )}
          <button type="submit" disabled={busy || check.invalid} className={buttonClass({size: 'md'})}>
            {t('save')}
          </button>
        </form>
        {row.pictures.length ? (
          <section aria-label={t('pictures', {name: row.name})} className="space-y-3 border-t border-line px-5 py-4">
            <h3 className="text-sm font-semibold">{t('picturesTitle')}</h3>
            <div className="grid gap-3 lg:grid-cols-2">
              {row.pictures.map((p) => (
                <PictureSlot key={p.slot} slot={p.slot} label={p.label} picture={p.picture} fallback={p.fallback} country={country} lang={lang} />
              ))}
            </div>
          </section>
        ) : null}
        {children}
      </details>
    </li>
  );
}
