import {IntentLink} from '@/components/ui/IntentLink';
import {getTranslations} from 'next-intl/server';
import {PACKAGES, type PackageId} from '@/lib/catalog/catalog';
import {checkoutRest} from '@/lib/checkout/item';
import {type CountryCode, pageLocale} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {getCatalog} from '@/lib/catalog/read';
import {itemText, listedPackages, salePrice, shownPicture} from '@/lib/catalog/prices';
import {altText} from '@/lib/media/pictures';
import {ShopImage} from '@/components/media/ShopImage';
import {PackageIcon} from './PackageIcon';
import {formatMoney} from '@/lib/money';
import {consumerTax} from '@/lib/tax-wording';
import {InfoDialog} from '@/components/ui/InfoDialog';
import {AddToCartButton} from '@/components/cart/AddToCartButton';
import {addToCartTexts} from '@/components/cart/addToCartTexts';
import {itemRatings} from '@/lib/orders/reviews/read';
import {ItemRating} from '@/components/reviews/ItemRating';
import {CheckList} from '@/components/ui/CheckList';
import {PackageContentItems, packageSummary} from '@/components/items/packageContents';

/** The three packages with price, contents and (on the packages page) who each is for. */
/** `headingLevel`: 3 under the front page's "Packages" section, 2 on the packages page (right under its h1). */
/** `preloadFirst` (the packages page): the first card's picture, a phone's largest paint there, is fetched with the page, not once laid out. */
/** Every package picture shows in the same 4:3 box (cropped to fill it), so the cards stay even side by side. */
/** Side by side, each card's parts (picture and name, description, price and saving, contents, who it is for, actions) are rows of one grid, so they line up across the cards. */
export const PICTURE_BOXES: Record<PackageId, string> = {sns: '4 / 3', delivery: '4 / 3', ecommerce: '4 / 3'};

export async function PackageCards({
  country,
  lang,
  showAudience = false,
  headingLevel = 3,
  preloadFirst = false,
}: {
  country: CountryCode;
  lang: Language;
  showAudience?: boolean;
  headingLevel?: 2 | 3;
  preloadFirst?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = await getTranslations('Home');
  const tg = await getTranslations('Pages');
  const tpu = await getTranslations('Purchase');
  const [catalog, ratings] = await Promise.all([getCatalog(), itemRatings()]);
  const cartTexts = await addToCartTexts();
  const listed = (
    await Promise.all(
      listedPackages(catalog).map(async (id) => {
        const price = salePrice(catalog, 'package', id, country);
        return price ? [{id, price, summary: await packageSummary(catalog, id, country, lang)}] : [];
      }),
    )
  ).flat();
  if (!listed.length) return null;
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-3">
      {listed.map(({id, price: amount, summary}, index) => {
        const text = itemText(catalog, 'package', id, lang);
        const name = text.name;
        const price = formatMoney(amount, pageLocale(country, lang));
        const mockup = shownPicture(catalog, `package:${id}:mockup`);
        return (
          <li
            key={id}
            className={`relative flex flex-col rounded-2xl border bg-white p-8 md:grid md:grid-rows-subgrid md:gap-y-0 ${showAudience ? 'md:row-span-6' : 'md:row-span-5'} ${PACKAGES[id].popular ? 'border-accent shadow-lg' : 'border-line'}`}
          >
            {PACKAGES[id].popular ? <span className="absolute -top-3 left-8 rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-ink">{t('popular')}</span> : null}
            <div>
              {mockup ? (
                <div style={{aspectRatio: PICTURE_BOXES[id]}} className="-mx-8 -mt-8 mb-6 overflow-hidden rounded-t-2xl [&_img]:h-full [&_img]:w-full [&_img]:object-cover">
                  <ShopImage picture={mockup} alt={altText(mockup, lang, name)} sizes="(min-width: 768px) 360px, 100vw" preload={preloadFirst && index === 0} />
                </div>
              ) : null}
              <PackageIcon id={id} className="h-8 w-8 text-accent" />
              <Heading className="mt-3 text-lg font-semibold">
                {/* The package's own page: picture, FAQ, reviews. */}
                <IntentLink href={localizedPath(country, lang, `/packages/${id}`)} className="hover:underline">
                  {name}
                </IntentLink>
              </Heading>
              <ItemRating rating={ratings[`package:${id}`]} className="mt-1" />
            </div>
            <p className="mt-2 text-sm text-muted">{text.description}</p>
            <div className="mt-6">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="text-3xl font-bold">{price}</span>
                {summary.badge ? <span className="rounded-full border border-accent px-2.5 py-0.5 text-xs font-semibold text-accent">{summary.badge}</span> : null}
              </p>
              <p className="text-xs text-muted">{t('perPackage', {tax: consumerTax(country)})}</p>
              {summary.saving && showAudience ? <p className="mt-2 text-sm">{summary.saving}</p> : null}
            </div>
            {/* The front page's cards set their lines a little closer: the page keeps to its height budget (tests/e2e/home.spec.ts). */}
            <CheckList className={`text-sm ${showAudience ? 'mt-6 space-y-2' : 'mt-5 space-y-1.5'}`}>
              <PackageContentItems summary={summary} />
            </CheckList>
            {showAudience ? (
              <p className="mt-6 text-sm">
                <span className="font-semibold">{tg('packagesFor')}: </span>
                {tg(`for.${id}`)}
              </p>
            ) : null}
            {/* The highlighted package's choice is the page's loud action; the others are outlined, adding to the cart a quiet link. */}
            <div className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-2 pt-6">
              <InfoDialog
                title={name}
                triggerText={t('selectPackage')}
                triggerLabel={t('selectPackageLabel', {name})}
                triggerClassName={`rounded-full px-5 py-2.5 text-sm font-semibold ${PACKAGES[id].popular ? 'bg-accent text-accent-ink hover:opacity-90' : 'border border-ink hover:bg-paper'}`}
                closeLabel={t('closeDialog')}
                action={{href: localizedPath(country, lang, checkoutRest.package(id)), label: tpu('buyNow')}}
              >
                <p className="mt-4 text-2xl font-bold">{price}</p>
                <p className="mt-1 text-xs text-muted">{t('perPackage', {tax: consumerTax(country)})}</p>
                {summary.saving ? <p className="mt-3 text-sm">{summary.saving}</p> : null}
                <p className="mt-4 text-sm text-muted">{t('packageNote')}</p>
              </InfoDialog>
              <AddToCartButton
                country={country}
                lang={lang}
                item={{packageId: id}}
                texts={cartTexts(name)}
                className="text-sm font-semibold underline decoration-line underline-offset-4 hover:decoration-ink disabled:opacity-50"
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
