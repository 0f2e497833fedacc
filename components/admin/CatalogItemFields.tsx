'use client';
/** The catalogue item form's parts (components/admin/CatalogItemForm): prices, details and texts, on Field and react-hook-form. */
import {useTranslations} from 'next-intl';
import {LANGUAGES, languageEndonym, type Language} from '@/lib/i18n/languages';
import {Field, INPUT} from '@/components/ui/Field';
import {SavedTextArea} from '@/components/ui/keepTyped';
import type {registerWithDefaults} from '@/components/ui/registerWithDefaults';
import {featureLines, parseAmount, whole, type CatalogRow, type checkItem, type ItemValues} from './catalog-item-values';

interface Parts {
  id: string;
  row: CatalogRow;
  /** The values as typed (watched) and what is wrong with them. */
  values: ItemValues;
  check: ReturnType<typeof checkItem>;
  field: ReturnType<typeof registerWithDefaults<ItemValues>>;
}

const BOX = 'flex items-center gap-2 text-sm font-medium';

/** The KRW base (and extra-image fee), and each country's own price: empty means derived, its suggestion shown. */
export function PriceFields({id, row, values, check, field}: Parts) {
  const t = useTranslations('Admin.catalog');
  if (!check.priced) return <p className="text-sm text-muted">{t('quoteHint')}</p>;
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-base`} label={t('baseKrw')} invalid={!check.baseMinor}>
          {(wiring) => <input {...wiring} inputMode="numeric" required className={INPUT} {...field.text('base')} />}
        </Field>
        {check.hasExtra ? (
          <Field id={`${id}-extra`} label={t('extraKrw')} invalid={!check.extraMinor}>
            {(wiring) => <input {...wiring} inputMode="numeric" required className={INPUT} {...field.text('extraBase')} />}
          </Field>
        ) : null}
      </div>
      <fieldset>
        <legend className="text-sm font-semibold">{t('perCountry')}</legend>
        <p className="text-xs text-muted">{t('perCountryHint')}</p>
        <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {row.countries.map((c) => (
            <div key={c.code} className="rounded-xl border border-line p-3">
              <Field
                id={`${id}-${c.code}`}
                label={t('price', {country: c.name, currency: c.currency})}
                hint={c.own === null ? t('derivedNow', {price: c.shown}) : t('setNow', {price: c.shown})}
                invalid={parseAmount(values.own[c.code] ?? '', c.digits) === undefined}
              >
                {(wiring) => <input {...wiring} inputMode="decimal" placeholder={c.own === null ? c.shown : ''} className={INPUT} {...field.text(`own.${c.code}`)} />}
              </Field>
              {check.hasExtra ? (
                <Field
                  id={`${id}-${c.code}-extra`}
                  label={t('extraPrice', {currency: c.currency})}
                  labelClassName="mt-2 block text-sm font-medium"
                  invalid={parseAmount(values.ownExtra[c.code] ?? '', c.digits) === undefined}
                >
                  {(wiring) => <input {...wiring} inputMode="decimal" placeholder={c.ownExtra === null ? c.shownExtra : ''} className={INPUT} {...field.text(`ownExtra.${c.code}`)} />}
                </Field>
              ) : null}
            </div>
          ))}
        </div>
      </fieldset>
    </>
  );
}

/** Delivery and free revisions (services), the category (templates) and the order in the lists. */
export function DetailFields({id, row, values, check, field}: Parts) {
  const t = useTranslations('Admin.catalog');
  const number = (name: 'deliveryMin' | 'deliveryMax' | 'revisions' | 'position', label: string, invalid: boolean) => (
    <Field id={`${id}-${name}`} label={label} invalid={invalid}>
      {(wiring) => <input {...wiring} inputMode="numeric" className={INPUT} {...field.text(name)} />}
    </Field>
  );
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{t('details')}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {check.service ? (
          <>
            <label className={`${BOX} sm:col-span-2`}>
              <input type="checkbox" className="h-4 w-4" {...field.box('deliveryQuote')} />
              {t('deliveryQuote')}
            </label>
            {values.deliveryQuote ? null : (
              <>
                {number('deliveryMin', t('deliveryMin'), check.delivery?.[0] === null)}
                {number('deliveryMax', t('deliveryMax'), check.delivery?.[1] === null)}
              </>
            )}
            <label className={`${BOX} sm:col-span-2`}>
              <input type="checkbox" className="h-4 w-4" {...field.box('negotiable')} />
              {t('revisionsNegotiable')}
            </label>
            {values.negotiable ? null : number('revisions', t('revisions'), whole(values.revisions, 0, 20) === null)}
          </>
        ) : null}
        {row.kind === 'template' ? (
          <Field id={`${id}-category`} label={t('category')}>
            {(wiring) => (
              <select {...wiring} className={INPUT} {...field.text('category')}>
                {row.categories.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        {number('position', t('position'), whole(values.position, 0, 9999) === null)}
      </div>
    </fieldset>
  );
}

/** The item's name, description and (a service's) features in each language (the page's language open). */
export function LanguageTexts({id, row, values, field, lang}: Omit<Parts, 'check'> & {lang: Language}) {
  const t = useTranslations('Admin.catalog');
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{t('texts')}</legend>
      <div className="mt-2 space-y-2">
        {LANGUAGES.map((l) => (
          <details key={l} open={l === lang} className="rounded-xl border border-line p-3">
            <summary className="cursor-pointer text-sm font-medium" lang={l}>
              {languageEndonym(l)}
            </summary>
            <div className="mt-2 space-y-2" lang={l}>
              <Field id={`${id}-${l}-name`} label={t('textName')} labelClassName="block text-sm font-medium" invalid={values.texts[l].name.trim() === ''}>
                {(wiring) => <input {...wiring} maxLength={120} required className={INPUT} {...field.text(`texts.${l}.name`)} />}
              </Field>
              <Field id={`${id}-${l}-description`} label={t('textDescription')} labelClassName="block text-sm font-medium">
                {(wiring) => <SavedTextArea {...wiring} maxLength={600} rows={2} className={INPUT} {...field.text(`texts.${l}.description`)} />}
              </Field>
              {row.kind === 'template' || row.kind === 'package' ? null : (
                <Field id={`${id}-${l}-features`} label={t('textFeatures')} labelClassName="block text-sm font-medium" invalid={featureLines(values.texts[l].features).length > 8}>
                  {(wiring) => <SavedTextArea {...wiring} rows={3} className={INPUT} {...field.text(`texts.${l}.features`)} />}
                </Field>
              )}
            </div>
          </details>
        ))}
      </div>
    </fieldset>
  );
}
