import type {ReactNode} from 'react';
import {IntentLink} from '@/components/ui/IntentLink';
import {getTranslations} from 'next-intl/server';
import type {Service} from '@/lib/catalog/catalog';
import {entryOf, itemText, salePrice, serviceCover, serviceIn, servicePicture} from '@/lib/catalog/prices';
import {getCatalog} from '@/lib/catalog/read';
import {itemFaq} from '@/lib/catalog/faq-read';
import {checkoutRest} from '@/lib/checkout/item';
import {askHref} from '@/lib/contact/ask';
import {pageLocale, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {altText, pictureUrl, type Picture} from '@/lib/media/pictures';
import {formatMoney} from '@/lib/money';
import {itemReviews} from '@/lib/orders/review-read';
import {shopReplyTime} from '@/lib/orders/reply-time-read';
import {reviewJsonLd} from '@/lib/orders/reviews';
import {site} from '@/lib/site';
import {BeforeAfter} from '@/components/home/BeforeAfter';
import {GALLERY_SIZES, ShopImage} from '@/components/media/ShopImage';
import {ItemReviews} from '@/components/reviews/ItemReviews';
import {ItemRating} from '@/components/reviews/ItemRating';
import {JsonLd} from '@/components/seo/JsonLd';
import {productJsonLd} from '@/lib/catalog/product-json-ld';
import {ServiceTypeCard} from '@/components/items/ServiceTypeCard';
import {ItemFacts} from './ItemFacts';
import {ServiceTiers} from './ServiceTiers';
import {shownTiers} from '@/lib/catalog/tiers';
import {ItemFaq} from './ItemFaq';
import {ItemGallery, type GallerySlide} from './ItemGallery';
import {buttonClass} from '@/components/ui/buttonClass';

const {main: MAIN_SIZES, thumb: THUMB_SIZES, zoom: ZOOM_SIZES} = GALLERY_SIZES;

/**
 * A service's own page (docs/storefront.md#item-pages): its gallery (the before/after pair where it has one,
 * then the cover), price, delivery and revisions, the studio's usual reply time, the owner's FAQ
 * and the verified reviews. Prerendered; every read is cached under the catalogue's tag.
 */
export async function ServiceDetail({service: shape, country, lang}: {service: Service; country: CountryCode; lang: Language}) {
  const t = await getTranslations('ItemPage');
  const th = await getTranslations('Home');
  const tpu = await getTranslations('Purchase');
  const catalog = await getCatalog();
  const service = serviceIn(catalog, shape);
  const id = String(service.id);
  const [reviews, faq, replyMs] = await Promise.all([itemReviews('service', id), itemFaq('service', id, lang), shopReplyTime()]);
  const {name, description, features} = itemText(catalog, 'service', service.id, lang);
  const price = service.quote ? null : salePrice(catalog, 'service', service.id, country);
  // A service with tiers is bought as one of them (the checkout starts at the cheapest): its price reads "From" the cheapest.
  const tiers = price ? shownTiers(entryOf(catalog, 'service', service.id)?.tiers ?? [], country) : [];
  const lowest = tiers.length ? Math.min(...tiers.map((x) => x.amount)) : null;
  const highest = tiers.length ? Math.max(...tiers.map((x) => x.amount)) : null;
  const tt = await getTranslations('Tiers');
  const format = (amount: number) => formatMoney({amount, currency: price!.currency}, pageLocale(country, lang));
  const money = price ? (lowest !== null ? tt('from', {price: format(lowest)}) : format(price.amount)) : null;
  const url = new URL(localizedPath(country, lang, `/services/${id}`), site.url).toString();

  const before = servicePicture(catalog, service.id, 'before');
  const after = servicePicture(catalog, service.id, 'after');
  const cover = serviceCover(catalog, service.id);
  const picture = (p: Picture, label: string, sizes: string, preload = false) => <ShopImage picture={p} alt={altText(p, lang, `${name} · ${label}`)} sizes={sizes} preload={preload} />;
  // No photograph of this service yet (and none uploaded): its type card, never a drawing posing as one.
  const typeCard = () => <ServiceTypeCard service={service} name={name} lines={features} label={name} />;
  const parts: {key: string; label: string; main: ReactNode; thumb: ReactNode; zoom: ReactNode | null}[] = [];
  if (before && after) {
    parts.push({
      key: 'pair',
      label: `${th('before')} / ${th('after')}`,
      main: (
        <BeforeAfter
          before={picture(before, th('before'), MAIN_SIZES, true)}
          after={picture(after, th('after'), MAIN_SIZES, true)}
          label={th('compareLabel', {name})}
          beforeLabel={th('before')}
          afterLabel={th('after')}
        />
      ),
      thumb: picture(after, th('after'), THUMB_SIZES),
      zoom: picture(after, th('after'), ZOOM_SIZES),
    });
    parts.push({
      key: 'before',
      label: th('before'),
      main: picture(before, th('before'), MAIN_SIZES),
      thumb: picture(before, th('before'), THUMB_SIZES),
      zoom: picture(before, th('before'), ZOOM_SIZES),
    });
  }
  if (cover) parts.push({key: 'cover', label: name, main: picture(cover, name, MAIN_SIZES, !parts.length), thumb: picture(cover, name, THUMB_SIZES), zoom: picture(cover, name, ZOOM_SIZES)});
  if (!parts.length) parts.push({key: 'type', label: name, main: typeCard(), thumb: typeCard(), zoom: null});
  const slides: GallerySlide[] = parts.map((p, index) => ({...p, showLabel: t('showPicture', {n: index + 1, total: parts.length, label: p.label}), zoomLabel: t('zoomLabel', {label: p.label})}));

  const delivery = service.deliveryDays ? th('delivery', {min: service.deliveryDays[0], max: service.deliveryDays[1]}) : th('deliveryQuote');
  const revisions = service.revisions === null ? th('revisionsNegotiable') : th('revisions', {count: service.revisions});
  const shown = cover ?? after;
  const jsonLd = {
    ...productJsonLd({
      name,
      description,
      url,
      brand: site.name,
      images: shown ? [new URL(pictureUrl(shown), site.url).toString()] : [],
      price: price ? {amount: price.amount, currency: price.currency} : null,
      tiers: price && lowest !== null && highest !== null ? {lowest, highest, count: tiers.length} : undefined,
    }),
    ...reviewJsonLd(reviews),
  };

  return (
    <article className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <JsonLd data={jsonLd} />
      <IntentLink href={localizedPath(country, lang, '/services')} className="text-sm font-medium text-muted hover:text-ink">
        <span aria-hidden="true">← </span>
        {t('backToServices')}
      </IntentLink>
      <div className="mt-8 grid gap-10 md:grid-cols-2">
        <ItemGallery slides={slides} label={t('galleryLabel', {name})} zoomText={t('zoom')} closeText={t('close')} />
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{name}</h1>
          <ItemRating rating={reviews.count && reviews.average !== null ? {average: reviews.average, count: reviews.count} : undefined} className="mt-2" />
          <p className="mt-4 text-lg text-muted">{description}</p>
          <p className="mt-6 text-3xl font-bold">{money ?? th('quote')}</p>
          {price && !tiers.length ? <p className="mt-1 text-sm text-muted">{th('includedImages')}</p> : null}
          <ItemFacts delivery={delivery} revisions={revisions} replyMs={replyMs} />
          {features.length ? (
            <>
              <h2 className="mt-8 font-semibold">{th('featuresList')}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <span aria-hidden="true" className="text-accent">
                      ✓
                    </span>
                    {f}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <div className="mt-8 flex flex-wrap items-center gap-x-5 gap-y-3">
            <IntentLink href={localizedPath(country, lang, checkoutRest.service(service.id))} className={buttonClass({variant: 'accent', size: 'xl', className: 'inline-block'})}>
              {price ? tpu('order') : tpu('quote')}
            </IntentLink>
            <IntentLink href={askHref(localizedPath(country, lang), name)} className="text-sm font-semibold underline decoration-line underline-offset-4 hover:decoration-ink">
              {th('askAbout')}
            </IntentLink>
          </div>
        </div>
      </div>
      {tiers.length ? (
        <section aria-labelledby="service-tiers" className="mt-14">
          <h2 id="service-tiers" className="text-2xl font-bold tracking-tight">
            {tt('heading')}
          </h2>
          <ServiceTiers catalog={catalog} serviceId={service.id} name={name} country={country} lang={lang} />
        </section>
      ) : null}
      <ItemFaq entries={faq} />
      <ItemReviews summary={reviews} country={country} lang={lang} />
    </article>
  );
}
