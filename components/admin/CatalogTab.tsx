import {getTranslations} from 'next-intl/server';
import {PACKAGE_IDS, SERVICES} from '@/lib/catalog/catalog';
import {catalogKey, CATALOG_KINDS, inCatalogOrder, itemText, pricesByCountry, serviceIn, templateIn, type CatalogKind, type ItemDetails} from '@/lib/catalog/prices';
import {TEMPLATE_CATEGORIES, TEMPLATES} from '@/lib/catalog/templates';
import {COUNTRIES, COUNTRY_CODES, countryName, pageLocale, type CountryCode} from '@/lib/countries';
import {adminQueries} from '@/lib/admin/queries';
import type {Language} from '@/lib/i18n/languages';
import {formatMoney} from '@/lib/money';
import {HERO_PARTS, SERVICE_SLOTS, TEMPLATE_IMAGES} from '@/lib/media/pictures';
import type {CatalogRow} from './CatalogItemForm';
import {CatalogFaqForm, CatalogItemForm, CatalogTiersForm} from './TabForms';
import {PictureSlot} from './PictureSlot';
import {defaultPicture} from '@/lib/media/defaults';

/**
 * The price list: every item with its visibility, KRW base and each country's price (set, or the
 * suggestion derived from the base). Read from the database itself, never from the page cache.
 */
export async function CatalogTab({country, lang}: {country: CountryCode; lang: Language}) {
  const t = await getTranslations('Admin.catalog');
  const tp = await getTranslations('Admin.pictures');
  const tt = await getTranslations('Templates');
  const {catalog, faqs} = await adminQueries.catalog();
  const ids: Record<CatalogKind, string[]> = {
    service: inCatalogOrder(catalog, 'service', SERVICES).map((s) => String(s.id)),
    package: inCatalogOrder(
      catalog,
      'package',
      PACKAGE_IDS.map((id) => ({id})),
    ).map((p) => p.id),
    template: inCatalogOrder(catalog, 'template', TEMPLATES).map((x) => String(x.id)),
  };

  /** What the form starts from: the catalogue's value, else the shape's (lib/catalog). */
  const detailsOf = (kind: CatalogKind, id: string): ItemDetails => {
    const service = kind === 'service' ? SERVICES.find((s) => String(s.id) === id) : undefined;
    const template = kind === 'template' ? TEMPLATES.find((x) => String(x.id) === id) : undefined;
    if (service) {
      const run = serviceIn(catalog, service);
      return {delivery: run.deliveryDays, revisions: run.revisions};
    }
    return template ? {category: templateIn(catalog, template).category} : {};
  };

  return (
    <div className="space-y-10">
      <p className="max-w-3xl text-sm text-muted">{t('intro')}</p>
      <section aria-labelledby="catalog-hero">
        <h2 id="catalog-hero" className="text-xl font-bold">
          {tp('heroTitle')}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-muted">{tp('heroHint')}</p>
        <div className="mt-4 grid gap-3 lg:grid-cols-2">
          {HERO_PARTS.map((part, i) => (
            <PictureSlot key={part} slot={`hero:${i}`} label={tp(part)} picture={catalog.pictures[`hero:${i}`] ?? null} fallback={defaultPicture(`hero:${i}`)} country={country} lang={lang} />
          ))}
        </div>
      </section>
      {CATALOG_KINDS.map((kind) => (
        <section key={kind} aria-labelledby={`catalog-${kind}`}>
          <h2 id={`catalog-${kind}`} className="text-xl font-bold">
            {t(`kinds.${kind}`)}
          </h2>
          <ul className="mt-4 space-y-3">
            {ids[kind].map((id) => {
              const entry = catalog.entries[catalogKey(kind, id)];
              if (!entry) return null;
              const prices = pricesByCountry(entry);
              const row: CatalogRow = {
                kind,
                id,
                name: itemText(catalog, kind, id, lang).name,
                texts: entry.texts,
                details: detailsOf(kind, id),
                position: entry.position,
                categories: TEMPLATE_CATEGORIES.map((value) => ({value, label: tt(`categories.${value}`)})),
                pictures:
                  kind === 'service'
                    ? SERVICE_SLOTS.map((part) => ({
                        slot: `service:${id}:${part}`,
                        label: tp(part),
                        picture: catalog.pictures[`service:${id}:${part}`] ?? null,
                        fallback: defaultPicture(`service:${id}:${part}`),
                      }))
                    : kind === 'template'
                      ? Array.from({length: TEMPLATE_IMAGES}, (_, i) => ({
                          slot: `template:${id}:${i}`,
                          label: tp('image', {n: i + 1}),
                          picture: catalog.pictures[`template:${id}:${i}`] ?? null,
                          fallback: defaultPicture(`template:${id}:${i}`, {country, lang}),
                        }))
                      : [{slot: `package:${id}:mockup`, label: tp('mockup'), picture: catalog.pictures[`package:${id}:mockup`] ?? null, fallback: defaultPicture(`package:${id}:mockup`)}],
                active: entry.active,
                priceKrw: entry.priceKrw,
                extraImageKrw: entry.extraImageKrw,
                countries: COUNTRY_CODES.map((code) => {
                  const price = prices[code];
                  const own = entry.prices[code];
                  const locale = pageLocale(code, lang);
                  const currency = COUNTRIES[code].currency;
                  return {
                    code,
                    name: countryName(code, lang),
                    currency,
                    digits: COUNTRIES[code].currencyDigits,
                    own: own?.amount ?? null,
                    ownExtra: own?.extraImage ?? null,
                    shown: price ? formatMoney({amount: price.amount, currency}, locale) : '',
                    shownExtra: price?.extraImage != null ? formatMoney({amount: price.extraImage, currency}, locale) : '',
                  };
                }),
              };
              return (
                <CatalogItemForm key={id} row={row} country={country} lang={lang}>
                  {kind === 'service' && entry.priceKrw !== null ? (
                    <CatalogTiersForm
                      itemId={id}
                      name={row.name}
                      tiers={entry.tiers ?? []}
                      countries={row.countries.map(({code, name, currency, digits}) => ({code, name, currency, digits}))}
                      country={country}
                      lang={lang}
                    />
                  ) : null}
                  <CatalogFaqForm kind={kind} itemId={id} name={row.name} faq={faqs[catalogKey(kind, id)] ?? {}} country={country} lang={lang} />
                </CatalogItemForm>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
