import type {ReactNode} from 'react';
import {IntentLink} from '@/components/ui/IntentLink';
import {getMessages, getTranslations} from 'next-intl/server';
import type {Service} from '@/lib/catalog/catalog';
import {entryOf, itemText, salePrice, serviceCover, serviceIn, servicePicture} from '@/lib/catalog/prices';
import {getCatalog} from '@/lib/catalog/read';
import {itemFaq} from '@/lib/catalog/faq/read';
import {checkoutRest} from '@/lib/checkout/item';
import {pageLocale, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {altText, pictureUrl, type Picture} from '@/lib/media/pictures';
import {formatMoney} from '@/lib/money';
import {itemReviews, itemShownWork} from '@/lib/orders/reviews/read';
import {getShowcase} from '@/lib/showcase/read';
import {reviewJsonLd} from '@/lib/orders/reviews/store';
import {site} from '@/lib/site';
import {BeforeAfter} from '@/components/home/BeforeAfter';
import {GALLERY_SIZES, ShopImage} from '@/components/media/ShopImage';
import {ItemReviews} from '@/components/reviews/ItemReviews';
import {ItemRating} from '@/components/reviews/ItemRating';
import {JsonLd} from '@/components/seo/JsonLd';
import {productJsonLd} from '@/lib/catalog/product-json-ld';
import {ServiceTypeCard} from '@/components/items/ServiceTypeCard';
import {ItemFacts} from './ItemFacts';
import {StudioCard} from './StudioCard';
import {ServiceTiers} from './ServiceTiers';
import {shownTiers} from '@/lib/catalog/tiers/tiers';
import {factTexts, serviceFacts} from '@/lib/catalog/tiers/facts';
import {ItemFaq} from './ItemFaq';
import {ItemGallery, type GallerySlide} from './ItemGallery';
import {buttonClass} from '@/components/ui/buttonClass';
import {CheckList} from '@/components/ui/CheckList';
import AskQuestion from '@/components/questions/AskQuestion';

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
  const [catalog, messages] = await Promise.all([getCatalog(), getMessages()]);
  const service = serviceIn(catalog, shape);
  const id = String(service.id);
  const [reviews, faq, work, showcase] = await Promise.all([itemReviews('service', id), itemFaq('service', id, lang), itemShownWork('service', id), getShowcase()]);
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
  // Proof of work first: the pictures buyers of this service allowed to be shown (newest first), then the owner's portfolio entries for it.
  const delivered = (uploadId: string, n: number, size: number) => (
    // eslint-disable-next-line @next/next/no-img-element -- a delivered file served by /uploads with its access rules, not a catalogue picture
    <img src={`/uploads/${uploadId}?inline=1`} alt={t('deliveredPicture', {n, name})} width={size} height={size} loading="lazy" decoding="async" className="h-full w-full object-cover" />
  );
  work.forEach((uploadId, index) => {
    const label = t('deliveredPicture', {n: index + 1, name});
    parts.push({
      key: `work-${uploadId}`,
      label,
      main: <div className="aspect-[4/5]">{delivered(uploadId, index + 1, 800)}</div>,
      thumb: delivered(uploadId, index + 1, 96),
      zoom: delivered(uploadId, index + 1, 1600),
    });
  });
  for (const entry of showcase.portfolio.filter((e) => e.serviceId === service.id)) {
    const label = entry.title[lang] ?? entry.client;
    parts.push({key: `portfolio-${entry.id}`, label, main: picture(entry.after, label, MAIN_SIZES), thumb: picture(entry.after, label, THUMB_SIZES), zoom: picture(entry.after, label, ZOOM_SIZES)});
  }
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

  // The tiers' span where it has tiers ("2-4 working days"), else its own figures: the one source (lib/catalog/tiers/facts).
  const facts = serviceFacts(service, tiers);
  const {delivery, revisions} = factTexts(facts, (key, values) => tt(key, values));
  // The shop's own answers after the owner's, from the same figures the page shows (none for what is agreed in a quote).
  const shopFaq = [
    ...(facts.days ? [{q: t('shopFaq.delivery.q'), a: t('shopFaq.delivery.a', {delivery})}] : []),
    ...(facts.revisions ? [{q: t('shopFaq.revisions.q'), a: t('shopFaq.revisions.a', {revisions})}] : []),
    ...(price ? [{q: t('shopFaq.brief.q'), a: t('shopFaq.brief.a')}] : []),
  ];
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
          <ItemFacts delivery={delivery} revisions={revisions} replyMs={null} />
          {features.length ? (
            <>
              <h2 className="mt-8 font-semibold">{th('featuresList')}</h2>
              <CheckList className="mt-3 space-y-2 text-sm" items={features} />
            </>
          ) : null}
          <div className="mt-8 flex flex-wrap items-center gap-x-5 gap-y-3">
            <IntentLink href={localizedPath(country, lang, checkoutRest.service(service.id))} className={buttonClass({variant: 'accent', size: 'xl', className: 'inline-block'})}>
              {price ? tpu('order') : tpu('quote')}
            </IntentLink>
            <AskQuestion serviceId={service.id} service={name} country={country} lang={lang} messages={{Question: messages.Question}} />
          </div>
          <StudioCard country={country} lang={lang} />
        </div>
      </div>
      {tiers.length ? (
        <section aria-labelledby="service-tiers" className="mt-14">
          <h2 id="service-tiers" className="text-2xl font-bold tracking-tight">
            {tt('heading')}
          </h2>
          <ServiceTiers catalog={catalog} serviceId={service.id} name={name} country={country} lang={lang} sticky />
        </section>
      ) : null}
      <ItemFaq entries={[...faq, ...shopFaq]} />
      <ItemReviews summary={reviews} country={country} lang={lang} />
    </article>
  );
}
