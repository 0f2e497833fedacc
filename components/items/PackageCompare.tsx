import {getTranslations} from 'next-intl/server';
import {IntentLink} from '@/components/ui/IntentLink';
import {itemText, listedPackages, salePrice} from '@/lib/catalog/prices';
import {getCatalog} from '@/lib/catalog/read';
import {checkoutRest} from '@/lib/checkout/item';
import {pageLocale, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {formatMoney} from '@/lib/money';
import {PackageContentItems, packageSummary} from './packageContents';

/**
 * The packages side by side (docs/storefront.md): a real table, one column per package (its name a
 * column header), rows for the price (the one money formatter), what the priced parts cost bought
 * separately and the saving (lib/catalog/package-contents, a dash where there is none), what each
 * includes (the same contents as the cards), who it is for and a Buy link. Scrolls sideways in a focusable,
 * labelled region on a narrow screen. Nothing with fewer than two packages on sale.
 */
export async function PackageCompare({country, lang}: {country: CountryCode; lang: Language}) {
  const catalog = await getCatalog();
  const packages = (
    await Promise.all(
      listedPackages(catalog).map(async (id) => {
        const price = salePrice(catalog, 'package', id, country);
        return price ? [{id, price, text: itemText(catalog, 'package', id, lang), summary: await packageSummary(catalog, id, country, lang)}] : [];
      }),
    )
  ).flat();
  if (packages.length < 2) return null;
  const tg = await getTranslations('Pages');
  const tpu = await getTranslations('Purchase');
  return (
    <section aria-labelledby="package-compare" className="mt-14">
      <h2 id="package-compare" className="text-2xl font-bold tracking-tight">
        {tg('compare.title')}
      </h2>
      <div role="region" aria-label={tg('compare.title')} tabIndex={0} className="mt-6 overflow-x-auto rounded-2xl border border-line bg-white focus-visible:outline-2 focus-visible:outline-offset-2">
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="px-4 py-3 font-medium text-muted">
                {tg('compare.feature')}
              </th>
              {packages.map((p) => (
                <th key={p.id} scope="col" className="px-4 py-3 font-semibold">
                  {p.text.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-line">
              <th scope="row" className="px-4 py-3 font-medium text-muted">
                {tg('compare.price')}
              </th>
              {packages.map((p) => (
                <td key={p.id} className="px-4 py-3 text-base font-bold">
                  {formatMoney(p.price, pageLocale(country, lang))}
                </td>
              ))}
            </tr>
            <tr className="border-b border-line align-top">
              <th scope="row" className="px-4 py-3 font-medium text-muted">
                {tg('compareRows.separate')}
                <span className="block text-xs font-normal">{tg('compareRows.separateNote')}</span>
              </th>
              {packages.map((p) => (
                <td key={p.id} className="px-4 py-3">
                  {p.summary.separateMoney ?? '–'}
                </td>
              ))}
            </tr>
            <tr className="border-b border-line">
              <th scope="row" className="px-4 py-3 font-medium text-muted">
                {tg('compareRows.saving')}
              </th>
              {packages.map((p) => (
                <td key={p.id} className="px-4 py-3 font-semibold">
                  {p.summary.savingMoney ? (p.summary.value?.atLeast ? tg('compareRows.atLeast', {saving: p.summary.savingMoney}) : p.summary.savingMoney) : '–'}
                </td>
              ))}
            </tr>
            <tr className="border-b border-line align-top">
              <th scope="row" className="px-4 py-3 font-medium text-muted">
                {tg('compare.includes')}
              </th>
              {packages.map((p) => (
                <td key={p.id} className="px-4 py-3">
                  <ul className="space-y-1">
                    <PackageContentItems summary={p.summary} />
                  </ul>
                </td>
              ))}
            </tr>
            <tr className="border-b border-line align-top">
              <th scope="row" className="px-4 py-3 font-medium text-muted">
                {tg('packagesFor')}
              </th>
              {packages.map((p) => (
                <td key={p.id} className="px-4 py-3">
                  {tg(`for.${p.id}`)}
                </td>
              ))}
            </tr>
            <tr>
              <td className="px-4 py-3" />
              {packages.map((p) => (
                <td key={p.id} className="px-4 py-3">
                  <IntentLink
                    href={localizedPath(country, lang, checkoutRest.package(p.id))}
                    aria-label={tg('compare.buyLabel', {name: p.text.name})}
                    className="font-semibold underline decoration-line underline-offset-4 hover:decoration-ink"
                  >
                    {tpu('buyNow')}
                  </IntentLink>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
