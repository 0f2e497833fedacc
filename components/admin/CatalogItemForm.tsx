'use client';
/**
 * One item of the price list: shown or hidden, KRW base (and extra-image fee), and each country's
 * own price in its major unit; an empty country field means "derived" (its suggestion is shown).
 * Saved through the catalogue command; the server checks everything again.
 */
import {useId, useState, type FormEvent, type ReactNode} from 'react';
import {useRouter} from 'next/navigation';
import {useTranslations} from 'next-intl';
import {updateCatalogAction} from '@/lib/catalog/actions';
import type {CatalogKind, ItemDetails, ItemTexts} from '@/lib/catalog/prices';
import type {TemplateCategory} from '@/lib/catalog/templates';
import type {Picture} from '@/lib/media/pictures';
import {PictureSlot} from './PictureSlot';
import {callAction} from '@/lib/commands/call';
import type {CountryCode, CurrencyCode} from '@/lib/countries';
import {LANGUAGES, languageEndonym, type Language} from '@/lib/i18n/languages';
import {toMinorUnits} from '@/lib/money';
import {toast} from '@/lib/toast';
import {buttonClass} from '@/components/ui/buttonClass';
import {keepTyped, SavedTextArea} from '@/components/ui/keepTyped';

export interface CatalogRow {
  kind: CatalogKind;
  id: string;
  name: string;
  active: boolean;
  priceKrw: number | null;
  extraImageKrw: number | null;
  countries: {code: CountryCode; name: string; currency: CurrencyCode; digits: 0 | 2; own: number | null; ownExtra: number | null; shown: string; shownExtra: string}[];
  texts: ItemTexts;
  details: ItemDetails;
  position: number;
  /** The template categories with their names (templates only). */
  categories: {value: TemplateCategory; label: string}[];
  /** The item's picture places (services: cover, before, after; templates: four images). */
  pictures: {slot: string; label: string; picture: Picture | null; fallback?: Picture}[];
}

interface TextFields {
  name: string;
  description: string;
  /** One feature per line. */
  features: string;
}

const FIELD = 'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm aria-[invalid=true]:border-red-600';
const major = (minor: number | null, digits: 0 | 2) => (minor === null ? '' : (minor / 10 ** digits).toFixed(digits));

/** `children`: more of the item's forms, inside its disclosure (the FAQ form). */
export function CatalogItemForm({row, country, lang, children}: {row: CatalogRow; country: CountryCode; lang: Language; children?: ReactNode}) {
  const t = useTranslations('Admin.catalog');
  const ta = useTranslations('Admin');
  const router = useRouter();
  const id = useId();
  const priced = row.priceKrw !== null;
  const hasExtra = row.extraImageKrw !== null;
  const [active, setActive] = useState(row.active);
  const [base, setBase] = useState(major(row.priceKrw, 0));
  const [extraBase, setExtraBase] = useState(major(row.extraImageKrw, 0));
  const [own, setOwn] = useState<Record<string, string>>(() => Object.fromEntries(row.countries.map((c) => [c.code, major(c.own, c.digits)])));
  const [ownExtra, setOwnExtra] = useState<Record<string, string>>(() => Object.fromEntries(row.countries.map((c) => [c.code, major(c.ownExtra, c.digits)])));
  const [texts, setTexts] = useState<Record<Language, TextFields>>(
    () =>
      Object.fromEntries(LANGUAGES.map((l) => [l, {name: row.texts[l]?.name ?? '', description: row.texts[l]?.description ?? '', features: (row.texts[l]?.features ?? []).join('\n')}])) as Record<
        Language,
        TextFields
      >,
  );
  const [deliveryQuote, setDeliveryQuote] = useState(row.details.delivery === null);
  const [deliveryMin, setDeliveryMin] = useState(String(row.details.delivery?.[0] ?? ''));
  const [deliveryMax, setDeliveryMax] = useState(String(row.details.delivery?.[1] ?? ''));
  const [negotiable, setNegotiable] = useState(row.details.revisions === null);
  const [revisions, setRevisions] = useState(String(row.details.revisions ?? 1));
  const [category, setCategory] = useState<TemplateCategory | undefined>(row.details.category);
  const [position, setPosition] = useState(String(row.position));
  const [busy, setBusy] = useState(false);
  const setText = (l: Language, field: keyof TextFields, value: string) => setTexts({...texts, [l]: {...texts[l], [field]: value}});
  const featureLines = (l: Language) =>
    texts[l].features
      .split('\n')
      .map((f) => f.trim())
      .filter(Boolean);
  const textsInvalid = LANGUAGES.some((l) => texts[l].name.trim() === '' || featureLines(l).length > 8);

  /** A typed amount as minor units: null for empty (derived), undefined when it is not an amount. */
  const parse = (text: string, digits: 0 | 2): number | null | undefined => {
    if (text.trim() === '') return null;
    const minor = toMinorUnits(text, digits);
    return minor !== null && minor > 0 ? minor : undefined;
  };
  const baseMinor = parse(base, 0);
  const extraMinor = parse(extraBase, 0);
  const pricesInvalid =
    (priced && !baseMinor) || (hasExtra && !extraMinor) || row.countries.some((c) => parse(own[c.code] ?? '', c.digits) === undefined || parse(ownExtra[c.code] ?? '', c.digits) === undefined);
  const whole = (text: string, min: number, max: number) => (/^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max ? Number(text) : null);
  const service = row.kind === 'service';
  const delivery = deliveryQuote ? null : ([whole(deliveryMin, 1, 90), whole(deliveryMax, 1, 90)] as const);
  const detailsInvalid =
    whole(position, 0, 9999) === null ||
    (service && delivery !== null && (delivery[0] === null || delivery[1] === null || delivery[0] > delivery[1])) ||
    (service && !negotiable && whole(revisions, 0, 20) === null);
  const invalid = pricesInvalid || textsInvalid || detailsInvalid;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (invalid) return;
    const prices = priced ? Object.fromEntries(row.countries.map((c) => [c.code, parse(own[c.code] ?? '', c.digits) ?? null])) : undefined;
    const extraImagePrices = hasExtra ? Object.fromEntries(row.countries.map((c) => [c.code, parse(ownExtra[c.code] ?? '', c.digits) ?? null])) : undefined;
    setBusy(true);
    const result = await callAction(() =>
      updateCatalogAction(
        {country, language: lang},
        {
          kind: row.kind,
          id: row.id,
          active,
          position: whole(position, 0, 9999) ?? row.position,
          ...(service ? {details: {delivery: delivery === null ? null : [delivery[0]!, delivery[1]!], revisions: negotiable ? null : whole(revisions, 0, 20)}} : {}),
          ...(row.kind === 'template' && category ? {details: {category}} : {}),
          texts: Object.fromEntries(LANGUAGES.map((l) => [l, {name: texts[l].name.trim(), description: texts[l].description.trim(), features: row.kind === 'template' ? [] : featureLines(l)}])),
          ...(priced ? {priceKrw: baseMinor ?? undefined, prices} : {}),
          ...(hasExtra ? {extraImageKrw: extraMinor ?? undefined, extraImagePrices} : {}),
        },
      ),
    );
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
            {priced ? row.countries.find((c) => c.code === country)?.shown : t('quote')}
          </span>
        </summary>
        <form ref={keepTyped} onSubmit={submit} aria-label={row.name} className="space-y-4 border-t border-line px-5 py-4">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} className="h-4 w-4" />
            {t('active')}
          </label>
          {priced ? (
            <>
              <div className="grid gap-3 sm:grid-cols-2">
                <div>
                  <label htmlFor={`${id}-base`} className="text-sm font-medium">
                    {t('baseKrw')}
                  </label>
                  <input id={`${id}-base`} inputMode="numeric" required value={base} onChange={(e) => setBase(e.target.value)} aria-invalid={!baseMinor || undefined} className={FIELD} />
                </div>
                {hasExtra ? (
                  <div>
                    <label htmlFor={`${id}-extra`} className="text-sm font-medium">
                      {t('extraKrw')}
                    </label>
                    <input id={`${id}-extra`} inputMode="numeric" required value={extraBase} onChange={(e) => setExtraBase(e.target.value)} aria-invalid={!extraMinor || undefined} className={FIELD} />
                  </div>
                ) : null}
              </div>
              <fieldset>
                <legend className="text-sm font-semibold">{t('perCountry')}</legend>
                <p className="text-xs text-muted">{t('perCountryHint')}</p>
                <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  {row.countries.map((c) => {
                    const value = own[c.code] ?? '';
                    const extraValue = ownExtra[c.code] ?? '';
                    return (
                      <div key={c.code} className="rounded-xl border border-line p-3">
                        <label htmlFor={`${id}-${c.code}`} className="text-sm font-medium">
                          {t('price', {country: c.name, currency: c.currency})}
                        </label>
                        <input
                          id={`${id}-${c.code}`}
                          inputMode="decimal"
                          value={value}
                          placeholder={c.own === null ? c.shown : ''}
                          onChange={(e) => setOwn({...own, [c.code]: e.target.value})}
                          aria-invalid={parse(value, c.digits) === undefined || undefined}
                          aria-describedby={`${id}-${c.code}-now`}
                          className={FIELD}
                        />
                        <p id={`${id}-${c.code}-now`} className="mt-1 text-xs text-muted">
                          {c.own === null ? t('derivedNow', {price: c.shown}) : t('setNow', {price: c.shown})}
                        </p>
                        {hasExtra ? (
                          <>
                            <label htmlFor={`${id}-${c.code}-extra`} className="mt-2 block text-sm font-medium">
                              {t('extraPrice', {currency: c.currency})}
                            </label>
                            <input
                              id={`${id}-${c.code}-extra`}
                              inputMode="decimal"
                              value={extraValue}
                              placeholder={c.ownExtra === null ? c.shownExtra : ''}
                              onChange={(e) => setOwnExtra({...ownExtra, [c.code]: e.target.value})}
                              aria-invalid={parse(extraValue, c.digits) === undefined || undefined}
                              className={FIELD}
                            />
                          </>
                        ) : null}
                      </div>
                    );
                  })}
                </div>
              </fieldset>
            </>
          ) : (
            <p className="text-sm text-muted">{t('quoteHint')}</p>
          )}
          <fieldset>
            <legend className="text-sm font-semibold">{t('details')}</legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              {service ? (
                <>
                  <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
                    <input type="checkbox" checked={deliveryQuote} onChange={(e) => setDeliveryQuote(e.target.checked)} className="h-4 w-4" />
                    {t('deliveryQuote')}
                  </label>
                  {deliveryQuote ? null : (
                    <>
                      <label className="text-sm font-medium">
                        {t('deliveryMin')}
                        <input inputMode="numeric" value={deliveryMin} onChange={(e) => setDeliveryMin(e.target.value)} aria-invalid={delivery?.[0] === null || undefined} className={FIELD} />
                      </label>
                      <label className="text-sm font-medium">
                        {t('deliveryMax')}
                        <input inputMode="numeric" value={deliveryMax} onChange={(e) => setDeliveryMax(e.target.value)} aria-invalid={delivery?.[1] === null || undefined} className={FIELD} />
                      </label>
                    </>
                  )}
                  <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
                    <input type="checkbox" checked={negotiable} onChange={(e) => setNegotiable(e.target.checked)} className="h-4 w-4" />
                    {t('revisionsNegotiable')}
                  </label>
                  {negotiable ? null : (
                    <label className="text-sm font-medium">
                      {t('revisions')}
                      <input inputMode="numeric" value={revisions} onChange={(e) => setRevisions(e.target.value)} aria-invalid={whole(revisions, 0, 20) === null || undefined} className={FIELD} />
                    </label>
                  )}
                </>
              ) : null}
              {row.kind === 'template' ? (
                <label className="text-sm font-medium">
                  {t('category')}
                  <select value={category} onChange={(e) => setCategory(e.target.value as TemplateCategory)} className={FIELD}>
                    {row.categories.map((c) => (
                      <option key={c.value} value={c.value}>
                        {c.label}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
              <label className="text-sm font-medium">
                {t('position')}
                <input inputMode="numeric" value={position} onChange={(e) => setPosition(e.target.value)} aria-invalid={whole(position, 0, 9999) === null || undefined} className={FIELD} />
              </label>
            </div>
          </fieldset>
          <fieldset>
            <legend className="text-sm font-semibold">{t('texts')}</legend>
            <div className="mt-2 space-y-2">
              {LANGUAGES.map((l) => (
                <details key={l} open={l === lang} className="rounded-xl border border-line p-3">
                  <summary className="cursor-pointer text-sm font-medium" lang={l}>
                    {languageEndonym(l)}
                  </summary>
                  <div className="mt-2 space-y-2" lang={l}>
                    <label className="block text-sm font-medium">
                      {t('textName')}
                      <input
                        value={texts[l].name}
                        onChange={(e) => setText(l, 'name', e.target.value)}
                        maxLength={120}
                        required
                        aria-invalid={texts[l].name.trim() === '' || undefined}
                        className={FIELD}
                      />
                    </label>
                    <label className="block text-sm font-medium">
                      {t('textDescription')}
                      <SavedTextArea value={texts[l].description} onChange={(e) => setText(l, 'description', e.target.value)} maxLength={600} rows={2} className={FIELD} />
                    </label>
                    {row.kind === 'template' ? null : (
                      <label className="block text-sm font-medium">
                        {t('textFeatures')}
                        <SavedTextArea
                          value={texts[l].features}
                          onChange={(e) => setText(l, 'features', e.target.value)}
                          rows={3}
                          aria-invalid={featureLines(l).length > 8 || undefined}
                          className={FIELD}
                        />
                      </label>
                    )}
                  </div>
                </details>
              ))}
            </div>
          </fieldset>
          {pricesInvalid ? (
            <p role="alert" className="text-sm text-red-700">
              {t('invalid')}
            </p>
          ) : null}
          {detailsInvalid ? (
            <p role="alert" className="text-sm text-red-700">
              {t('detailsInvalid')}
            </p>
          ) : null}
          {textsInvalid ? (
            <p role="alert" className="text-sm text-red-700">
              {t('textsInvalid')}
            </p>
          ) : null}
          <button type="submit" disabled={busy || invalid} className={buttonClass({size: 'md'})}>
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
