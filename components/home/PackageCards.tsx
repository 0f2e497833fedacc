import {getTranslations} from 'next-intl/server';
import {PACKAGES} from '@/lib/catalog/catalog';
import {checkoutRest} from '@/lib/checkout/item';
import {type CountryCode, pageLocale} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {getCatalog} from '@/lib/catalog/read';
import {itemText, listedPackages, salePrice} from '@/lib/catalog/prices';
import {formatMoney} from '@/lib/money';
import {InfoDialog} from '@/components/ui/InfoDialog';

/** The three packages with price, contents and (on the packages page) who each is for. */
/** `headingLevel`: 3 under the front page's "Packages" section, 2 on the packages page (right under its h1). */
export async function PackageCards({country, lang, showAudience = false, headingLevel = 3}: {country: CountryCode; lang: Language; showAudience?: boolean; headingLevel?: 2 | 3}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = await getTranslations('Home');
  const tg = await getTranslations('Pages');
  const tpu = await getTranslations('Purchase');
  const catalog = await getCatalog();
  const listed = listedPackages(catalog).flatMap((id) => {
    const price = salePrice(catalog, 'package', id, country);
    return price ? [{id, price}] : [];
  });
  if (!listed.length) return null;
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {listed.map(({id, price: amount}) => {
        const text = itemText(catalog, 'package', id, lang);
        const name = text.name;
        const price = formatMoney(amount, pageLocale(country, lang));
        return (
        <li key={id} className={`relative flex flex-col rounded-2xl border bg-white p-8 ${PACKAGES[id].popular ? 'border-accent shadow-lg' : 'border-line'}`}>
          {PACKAGES[id].popular ? (
            <span className="absolute -top-3 left-8 rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-ink">{t('popular')}</span>
          ) : null}
          <Heading className="text-lg font-semibold">{name}</Heading>
          <p className="mt-2 text-sm text-muted">{text.description}</p>
          <p className="mt-6 text-3xl font-bold">{price}</p>
          <p className="text-xs text-muted">{t('perPackage')}</p>
          <ul className="mt-6 space-y-2 text-sm">
            {text.features.map((f) => (
              <li key={f} className="flex gap-2">
                <span aria-hidden="true" className="text-accent">✓</span>
                {f}
              </li>
            ))}
          </ul>
          {showAudience ? (
            <p className="mt-6 text-sm">
              <span className="font-semibold">{tg('packagesFor')}: </span>
              {tg(`for.${id}`)}
            </p>
          ) : null}
          <div className="mt-auto pt-6">
            <InfoDialog
              title={name}
              triggerText={t('selectPackage')}
              triggerLabel={t('selectPackageLabel', {name})}
              closeLabel={t('closeDialog')}
              action={{href: localizedPath(country, lang, checkoutRest.package(id)), label: tpu('buyNow')}}
            >
              <p className="mt-4 text-2xl font-bold">{price}</p>
              <p className="mt-1 text-xs text-muted">{t('perPackage')}</p>
              <p className="mt-4 text-sm text-muted">{t('packageNote')}</p>
            </InfoDialog>
          </div>
        </li>
        );
      })}
    </ul>
  );
}
