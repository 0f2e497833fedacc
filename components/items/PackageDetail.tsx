import {IntentLink} from '@/components/ui/IntentLink';
import {getTranslations} from 'next-intl/server';
import {PACKAGES, type PackageId} from '@/lib/catalog/catalog';
import {itemText, salePrice, shownPicture} from '@/lib/catalog/prices';
import {getCatalog} from '@/lib/catalog/read';
import {itemFaq} from '@/lib/catalog/faq/read';
import {checkoutRest} from '@/lib/checkout/item';
import {pageLocale, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {altText, pictureUrl} from '@/lib/media/pictures';
import {formatMoney} from '@/lib/money';
import {itemReviews} from '@/lib/orders/reviews/read';
import {shopReplyTime} from '@/lib/orders/reply-time/read';
import {reviewJsonLd} from '@/lib/orders/reviews/store';
import {site} from '@/lib/site';
import {consumerTax} from '@/lib/tax-wording';
import {AddToCartButton} from '@/components/cart/AddToCartButton';
import {addToCartTexts} from '@/components/cart/addToCartTexts';
import {PackageIcon} from '@/components/home/PackageIcon';
import {GALLERY_SIZES, ShopImage} from '@/components/media/ShopImage';
import {ItemReviews} from '@/components/reviews/ItemReviews';
import {ItemRating} from '@/components/reviews/ItemRating';
import {JsonLd} from '@/components/seo/JsonLd';
import {productJsonLd} from '@/lib/catalog/product-json-ld';
import {ItemFacts} from './ItemFacts';
import {ItemFaq} from './ItemFaq';
import {ItemGallery} from './ItemGallery';
import {buttonClass} from '@/components/ui/buttonClass';
import {CheckList} from '@/components/ui/CheckList';
import {PackageContentItems, packageSummary} from './packageContents';

/**
 * A package's own page (docs/storefront.md#item-pages): its picture (zoomable), price, what it holds, the
 * studio's usual reply time, the owner's FAQ and the verified reviews. Prerendered; every read is
 * cached under the catalogue's tag.
 */
export async function PackageDetail({id, country, lang}: {id: PackageId; country: CountryCode; lang: Language}) {
  const t = await getTranslations('ItemPage');
  const th = await getTranslations('Home');
  const tg = await getTranslations('Pages');
  const tpu = await getTranslations('Purchase');
  const catalog = await getCatalog();
  const [reviews, faq, replyMs, cartTexts] = await Promise.all([itemReviews('package', id), itemFaq('package', id, lang), shopReplyTime(), addToCartTexts()]);
  const {name, description} = itemText(catalog, 'package', id, lang);
  const summary = await packageSummary(catalog, id, country, lang);
  const price = salePrice(catalog, 'package', id, country);
  const money = price ? formatMoney({amount: price.amount, currency: price.currency}, pageLocale(country, lang)) : null;
  const url = new URL(localizedPath(country, lang, `/packages/${id}`), site.url).toString();
  const mockup = shownPicture(catalog, `package:${id}:mockup`);
  const jsonLd = {
    ...productJsonLd({
      name,
      description,
      url,
      brand: site.name,
      images: mockup ? [new URL(pictureUrl(mockup), site.url).toString()] : [],
      price: price ? {amount: price.amount, currency: price.currency} : null,
    }),
    ...reviewJsonLd(reviews),
  };

  return (
    <article className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <JsonLd data={jsonLd} />
      <IntentLink href={localizedPath(country, lang, '/packages')} className="text-sm font-medium text-muted hover:text-ink">
        <span aria-hidden="true">← </span>
        {t('backToPackages')}
      </IntentLink>
      <div className="mt-8 grid gap-10 md:grid-cols-2">
        {mockup ? (
          <ItemGallery
            slides={[
              {
                key: 'mockup',
                showLabel: t('showPicture', {n: 1, total: 1, label: name}),
                zoomLabel: t('zoomLabel', {label: name}),
                main: <ShopImage picture={mockup} alt={altText(mockup, lang, name)} sizes={GALLERY_SIZES.main} preload />,
                thumb: null,
                zoom: <ShopImage picture={mockup} alt={altText(mockup, lang, name)} sizes={GALLERY_SIZES.zoom} />,
              },
            ]}
            label={t('galleryLabel', {name})}
            zoomText={t('zoom')}
            closeText={t('close')}
          />
        ) : (
          <div className="flex aspect-[4/3] items-center justify-center rounded-3xl border border-line bg-white">
            <PackageIcon id={id} className="h-24 w-24 text-accent" />
          </div>
        )}
        <div>
          {PACKAGES[id].popular ? <span className="rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-ink">{th('popular')}</span> : null}
          <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{name}</h1>
          <ItemRating rating={reviews.count && reviews.average !== null ? {average: reviews.average, count: reviews.count} : undefined} className="mt-2" />
          <p className="mt-4 text-lg text-muted">{description}</p>
          {money ? (
            <>
              <p className="mt-6 text-3xl font-bold">{money}</p>
              <p className="text-xs text-muted">{th('perPackage', {tax: consumerTax(country)})}</p>
              {summary.saving ? <p className="mt-2 text-sm">{summary.saving}</p> : null}
            </>
          ) : null}
          <p className="mt-4 text-sm">
            <span className="font-semibold">{tg('packagesFor')}: </span>
            {tg(`for.${id}`)}
          </p>
          <ItemFacts replyMs={replyMs} />
          <h2 className="mt-8 font-semibold">{th('featuresList')}</h2>
          <CheckList className="mt-3 space-y-2 text-sm">
            <PackageContentItems summary={summary} />
          </CheckList>
          {money ? (
            <div className="mt-8 flex flex-wrap items-center gap-x-5 gap-y-3">
              <IntentLink href={localizedPath(country, lang, checkoutRest.package(id))} className={buttonClass({variant: 'accent', size: 'xl', className: 'inline-block'})}>
                {tpu('buyNow')}
              </IntentLink>
              <AddToCartButton
                country={country}
                lang={lang}
                item={{packageId: id}}
                texts={cartTexts(name)}
                className="text-sm font-semibold underline decoration-line underline-offset-4 hover:decoration-ink disabled:opacity-50"
              />
            </div>
          ) : null}
          <p className="mt-4 text-sm text-muted">{th('packageNote')}</p>
        </div>
      </div>
      <ItemFaq entries={faq} />
      <ItemReviews summary={reviews} country={country} lang={lang} />
    </article>
  );
}
