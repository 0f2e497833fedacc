'use client';
/**
 * A service's tiers in the Catalogue tab (docs/admin.md#prices-and-the-catalogue): Basic, Standard and
 * Premium, each offered or not, with its images, free revisions, delivery days, KRW price and, per
 * country, a price of its own (empty: the KRW price derived to the market's price points, shown
 * as the placeholder). Saved through the tiers command (admins only, checked by zod again,
 * audited; the catalogue's cache tag expires).
 */
import {useId, useState, type FormEvent} from 'react';
import {useRouter} from 'next/navigation';
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
import {INPUT} from '@/components/ui/Field';

export interface TierCountry {
  code: CountryCode;
  name: string;
  currency: CurrencyCode;
  digits: 0 | 2;
}

interface Draft {
  offered: boolean;
  images: string;
  revisions: string;
  deliveryDays: string;
  priceKrw: string;
  prices: Record<string, string>;
}

const major = (minor: number, digits: 0 | 2) => (minor / 10 ** digits).toFixed(digits);
const whole = (text: string, min: number, max: number): number | null => (/^\d{1,6}$/.test(text.trim()) && Number(text) >= min && Number(text) <= max ? Number(text) : null);

export function CatalogTiersForm({itemId, name, tiers, countries, country, lang}: {itemId: string; name: string; tiers: Tier[]; countries: TierCountry[]; country: CountryCode; lang: Language}) {
  const t = useTranslations('Tiers');
  const ta = useTranslations('Admin');
  const router = useRouter();
  const id = useId();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [drafts, setDrafts] = useState<Record<TierKey, Draft>>(
    () =>
      Object.fromEntries(
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
      ) as Record<TierKey, Draft>,
  );
  const change = (key: TierKey, patch: Partial<Draft>) => setDrafts({...drafts, [key]: {...drafts[key], ...patch}});

  /** A draft as the command takes it, or null while a field is not a valid value. */
  const parsed = (key: TierKey): Tier | null => {
    const d = drafts[key];
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
  };
  const offered = TIER_KEYS.filter((key) => drafts[key].offered);
  const invalid = offered.some((key) => parsed(key) === null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (invalid) return;
    setBusy(true);
    const result = await callAction(() => saveTiersAction({country, language: lang}, {kind: 'services', id: itemId, tiers: offered.map((key) => parsed(key)!)}));
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
        {TIER_KEYS.map((key) => {
          const d = drafts[key];
          const tierName = t(`names.${key}`);
          const krw = toMinorUnits(d.priceKrw, 0);
          const number = (field: 'images' | 'revisions' | 'deliveryDays' | 'priceKrw', label: string, ok: boolean) => (
            <div>
              <label htmlFor={`${id}-${key}-${field}`} className="block text-sm font-medium">
                {label}
              </label>
              <input
                id={`${id}-${key}-${field}`}
                inputMode="numeric"
                value={d[field]}
                onChange={(e) => change(key, {[field]: e.target.value})}
                required
                aria-invalid={!ok || undefined}
                className={INPUT}
              />
            </div>
          );
          return (
            <fieldset key={key} className="rounded-xl border border-line p-3">
              <legend className="px-1 text-sm font-semibold">{tierName}</legend>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={d.offered} onChange={(e) => change(key, {offered: e.target.checked})} />
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
                            <div key={c.code}>
                              <label htmlFor={`${id}-${key}-${c.code}`} className="block text-xs font-medium">
                                {t('admin.countryPrice', {country: c.name, currency: c.currency})}
                              </label>
                              <input
                                id={`${id}-${key}-${c.code}`}
                                inputMode="decimal"
                                value={text}
                                placeholder={suggested ? t('admin.suggested', {price: suggested}) : undefined}
                                onChange={(e) => change(key, {prices: {...d.prices, [c.code]: e.target.value}})}
                                aria-invalid={!ok || undefined}
                                className={INPUT}
                              />
                            </div>
                          );
                        })}
                    </div>
                  </details>
                </div>
              ) : null}
            </fieldset>
          );
        })}
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
