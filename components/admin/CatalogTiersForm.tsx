'use client';
/**
 * A service's tiers in the Catalogue tab (docs/admin.md#prices-and-the-catalogue): Basic, Standard and
 * Premium, each offered or not, with its images, free revisions, delivery days, KRW price and, per
 * country, a price of its own (empty: the KRW price derived to the market's price points, shown
 * as the placeholder). Saved through the tiers command (admins only, checked by zod again,
 * audited; the catalogue's cache tag expires).
 */
import {useId, useMemo, useState, type FormEvent} from 'react';
import {useRouter} from 'next/navigation';
import {useForm, useWatch} from 'react-hook-form';
import {useTranslations} from 'next-intl';
import {saveTiersAction} from '@/lib/catalog/tiers/actions';
import {TIER_KEYS, type Tier, type TierKey} from '@/lib/catalog/tiers/shapes';
import {callAction} from '@/lib/commands/call';
import {pageLocale, type CountryCode, type CurrencyCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {derivedPrice, formatMoney, toMinorUnits} from '@/lib/money';
import {toast} from '@/lib/toast';
import {useHydrated} from '@/components/ui/useHydrated';
import {buttonClass} from '@/components/ui/buttonClass';
import {keepTyped} from '@/components/ui/keepTyped';
import {Field, INPUT} from '@/components/ui/Field';
import {registerWithDefaults} from '@/components/ui/registerWithDefaults';

export interface TierCountry {
  code: CountryCode;
  name: string;
  currency: CurrencyCode;
  digits: 0 | 2;
}

/** One tier as typed: whether it is offered, and its numbers and country prices as text. */
interface Draft {
  offered: boolean;
  images: string;
  revisions: string;
  deliveryDays: string;
  priceKrw: string;
  prices: Record<string, string>;
}
type Drafts = Record<TierKey, Draft>;

const major = (minor: number, digits: 0 | 2) => (minor / 10 ** digits).toFixed(digits);
const whole = (text: string, min: number, max: number): number | null => (/^\d{1,6}$/.test(text.trim()) && Number(text) >= min && Number(text) <= max ? Number(text) : null);

/** The form's starting values: the saved tiers, and empty fields for a tier not offered. */
function draftsOf(tiers: Tier[], countries: TierCountry[]): Drafts {
  return Object.fromEntries(
    TIER_KEYS.map((key) => {
      const tier = tiers.find((x) => x.key === key);
      return [
        key,
        {
          offered: Boolean(tier),
          images: tier ? String(tier.images) : '',
          revisions: tier ? String(tier.revisions) : '',
          deliveryDays: tier ? String(tier.deliveryDays) : '',
          priceKrw: tier ? String(tier.priceKrw) : '',
          prices: Object.fromEntries(countries.map((c) => [c.code, tier?.prices[c.code] !== undefined ? major(tier.prices[c.code]!, c.digits) : ''])),
        },
      ];
    }),
  ) as Drafts;
}

/** A draft as the command takes it (whole numbers, prices in minor units), or null while a field is not a valid value. */
function parseTier(key: TierKey, d: Draft, countries: TierCountry[]): Tier | null {
  const images = whole(d.images, 1, 100);
  const revisions = whole(d.revisions, 0, 20);
  const deliveryDays = whole(d.deliveryDays, 1, 90);
  const priceKrw = toMinorUnits(d.priceKrw, 0);
  if (images === null || revisions === null || deliveryDays === null || !priceKrw) return null;
  const prices: Partial<Record<CountryCode, number>> = {};
  for (const c of countries) {
    const text = d.prices[c.code] ?? '';
    if (!text.trim()) continue;
    const minor = toMinorUnits(text, c.digits);
    if (!minor) return null;
    prices[c.code] = minor;
  }
  return {key, images, revisions, deliveryDays, priceKrw, prices};
}

/** The tiers offered, parsed (null where one is not valid yet). */
const offeredTiers = (drafts: Drafts, countries: TierCountry[]) => TIER_KEYS.filter((key) => drafts[key].offered).map((key) => parseTier(key, drafts[key], countries));

export function CatalogTiersForm({itemId, name, tiers, countries, country, lang}: {itemId: string; name: string; tiers: Tier[]; countries: TierCountry[]; country: CountryCode; lang: Language}) {
  const t = useTranslations('Tiers');
  const ta = useTranslations('Admin');
  const router = useRouter();
  const id = useId();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const initial = useMemo(() => draftsOf(tiers, countries), [tiers, countries]);
  const {register, control, getValues} = useForm<Drafts>({defaultValues: initial});
  const field = registerWithDefaults(register, initial);
  const drafts = useWatch({control}) as Drafts;
  const invalid = offeredTiers(drafts, countries).some((tier) => tier === null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const offered = offeredTiers(getValues(), countries);
    if (!offered.every((tier): tier is Tier => tier !== null)) return;
    setBusy(true);
    const result = await callAction(() => saveTiersAction({country, language: lang}, {kind: 'services', id: itemId, tiers: offered}));
    setBusy(false);
    if (result.ok) {
      toast({title: ta('done'), description: result.message});
      router.refresh();
    } else toast({title: result.status === 0 ? ta('error') : ta('failed'), description: result.status === 0 ? t('admin.offline') : result.message, variant: 'destructive'});
  }

  return (
    <form ref={keepTyped} onSubmit={submit} aria-label={t('admin.formLabel', {name})} className="space-y-3 border-t border-line px-5 py-4">
      <h3 className="text-sm font-semibold">{t('admin.title')}</h3>
      <p className="text-xs text-muted">{t('admin.hint')}</p>
      <div className="grid gap-3 lg:grid-cols-3">
        {TIER_KEYS.map((key) => (
          <TierFields key={key} id={id} tier={key} draft={drafts[key]} countries={countries} field={field} lang={lang} />
        ))}
      </div>
      {invalid ? (
        <p role="alert" className="text-sm text-red-700">
          {t('admin.invalid')}
        </p>
      ) : null}
      <button type="submit" disabled={!hydrated || busy || invalid} className={buttonClass({size: 'md'})}>
        {t('admin.save')}
      </button>
    </form>
  );
}

/** One tier: offered or not, and when it is, its numbers and (folded) each country's own price with the derived one suggested. */
function TierFields({
  id,
  tier,
  draft: d,
  countries,
  field,
  lang,
}: {
  id: string;
  tier: TierKey;
  /** The tier as typed (watched). */
  draft: Draft;
  countries: TierCountry[];
  field: ReturnType<typeof registerWithDefaults<Drafts>>;
  lang: Language;
}) {
  const t = useTranslations('Tiers');
  const tierName = t(`names.${tier}`);
  const krw = toMinorUnits(d.priceKrw, 0);
  const number = (name: 'images' | 'revisions' | 'deliveryDays' | 'priceKrw', label: string, ok: boolean) => (
    <Field id={`${id}-${tier}-${name}`} label={label} labelClassName="block text-sm font-medium" invalid={!ok}>
      {(wiring) => <input {...wiring} inputMode="numeric" required className={INPUT} {...field.text(`${tier}.${name}`)} />}
    </Field>
  );
  return (
    <fieldset className="rounded-xl border border-line p-3">
      <legend className="px-1 text-sm font-semibold">{tierName}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...field.box(`${tier}.offered`)} />
        {t('admin.offer', {tier: tierName})}
      </label>
      {d.offered ? (
        <div className="mt-2 space-y-2">
          {number('images', t('admin.images'), whole(d.images, 1, 100) !== null)}
          {number('revisions', t('admin.revisions'), whole(d.revisions, 0, 20) !== null)}
          {number('deliveryDays', t('admin.deliveryDays'), whole(d.deliveryDays, 1, 90) !== null)}
          {number('priceKrw', t('admin.priceKrw'), Boolean(krw))}
          <details className="rounded-lg border border-line p-2">
            <summary className="cursor-pointer text-xs font-medium">{t('price')}</summary>
            <div className="mt-2 space-y-2">
              {countries
                .filter((c) => c.currency !== 'KRW')
                .map((c) => {
                  const text = d.prices[c.code] ?? '';
                  const ok = !text.trim() || Boolean(toMinorUnits(text, c.digits));
                  const suggested = krw ? formatMoney(derivedPrice(krw, c.code), pageLocale(c.code, lang)) : '';
                  return (
                    <Field
                      key={c.code}
                      id={`${id}-${tier}-${c.code}`}
                      label={t('admin.countryPrice', {country: c.name, currency: c.currency})}
                      labelClassName="block text-xs font-medium"
                      invalid={!ok}
                    >
                      {(wiring) => (
                        <input
                          {...wiring}
                          inputMode="decimal"
                          placeholder={suggested ? t('admin.suggested', {price: suggested}) : undefined}
                          className={INPUT}
                          {...field.text(`${tier}.prices.${c.code}`)}
                        />
                      )}
                    </Field>
                  );
                })}
            </div>
          </details>
        </div>
      ) : null}
    </fieldset>
  );
}
