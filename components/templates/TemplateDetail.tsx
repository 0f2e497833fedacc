import Link from 'next/link';
import {notFound} from 'next/navigation';
import {getTranslations} from 'next-intl/server';
import {TEMPLATE_INCLUDED, type Template} from '@/lib/catalog/templates';
import {COUNTRIES, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {decimalAmount} from '@/lib/money';
import {templateIn} from '@/lib/catalog/prices';
import {catalogText, getCatalog, listedPrice} from '@/lib/catalog/read';
import {JsonLd} from '@/components/seo/JsonLd';
import {site} from '@/lib/site';
import {TemplatePicture} from './TemplatePicture';
import {TemplatePrice} from './TemplatePrice';
import {TemplatePurchase} from '@/components/purchase/TemplatePurchase';
import {TryWithProduct} from '@/components/preview/TryWithProduct';
import {checkoutRest} from '@/lib/checkout/item';
import {itemReviews} from '@/lib/orders/review-read';
import {reviewJsonLd} from '@/lib/orders/reviews';
import {ItemReviews} from '@/components/reviews/ItemReviews';
import {ItemFacts} from '@/components/items/ItemFacts';
import {ItemFaq} from '@/components/items/ItemFaq';
import {ItemGallery} from '@/components/items/ItemGallery';
import {itemFaq} from '@/lib/catalog/faq-read';
import {shownPicture} from '@/lib/catalog/prices';
import {shopReplyTime} from '@/lib/orders/reply-time-read';

export async function TemplateDetail({template: shape, country, lang}: {template: Template; country: CountryCode; lang: Language}) {
  const t = await getTranslations('Templates');
  const template = templateIn(await getCatalog(), shape);
  const {name: title, description} = await catalogText('template', template.id, lang);
  const price = (await listedPrice('template', template.id, country)) ?? notFound();
  const url = new URL(localizedPath(country, lang, `/template/${template.id}`), site.url).toString();
  const [reviews, faq, replyMs] = await Promise.all([itemReviews('template', String(template.id)), itemFaq('template', String(template.id), lang), shopReplyTime()]);
  const ti = await getTranslations('ItemPage');
  const catalog = await getCatalog();
  const hasPicture = (index: number) => Boolean(shownPicture(catalog, `template:${template.id}:${index}`));
  // The first picture always shows (the drawn artwork stands in); the others only where the owner (or the shop's defaults) has one.
  const pictures = [0, 1, 2, 3].filter((index) => index === 0 || hasPicture(index));
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: title,
    description,
    category: t(`categories.${template.category}`),
    url,
    brand: {'@type': 'Brand', name: site.name},
    offers: {
      '@type': 'Offer',
      price: decimalAmount(price),
      priceCurrency: price.currency,
      availability: 'https://schema.org/InStock',
      url,
    },
    // Ratings only from real, visible reviews: none while nobody has reviewed it.
    ...reviewJsonLd(reviews),
  };

  return (
    <article className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <JsonLd data={jsonLd} />
      <Link href={localizedPath(country, lang, '/templateshop')} className="text-sm font-medium text-muted hover:text-ink">
        <span aria-hidden="true">← </span>
        {t('backToShop')}
      </Link>
      <div className="mt-8 grid gap-10 md:grid-cols-2">
        {/* The gallery: the first picture (or the drawn artwork), then the owner's further pictures of this template (up to three more). */}
        <ItemGallery
          slides={pictures.map((index, n) => ({
            key: String(index),
            showLabel: ti('showPicture', {n: n + 1, total: pictures.length, label: title}),
            zoomLabel: ti('zoomLabel', {label: `${title} (${n + 1}/${pictures.length})`}),
            main: <TemplatePicture template={template} index={index} title={title} lang={lang} sizes="(min-width: 768px) 560px, 100vw" preload={index === 0} />,
            thumb: <TemplatePicture template={template} index={index} title="" lang={lang} sizes="140px" />,
            zoom: hasPicture(index) ? <TemplatePicture template={template} index={index} title={title} lang={lang} sizes="(min-width: 640px) 120vw, 200vw" /> : null,
          }))}
          label={ti('galleryLabel', {name: title})}
          zoomText={ti('zoom')}
          closeText={ti('close')}
        />
        <div>
          <dl className="flex gap-6 text-sm">
            <div>
              <dt className="text-muted">{t('category')}</dt>
              <dd className="font-medium">{t(`categories.${template.category}`)}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('type')}</dt>
              <dd className="font-medium">{t(`types.${template.type}`)}</dd>
            </div>
          </dl>
          <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-4 text-lg text-muted">{description}</p>
          <p className="mt-6 text-3xl font-bold" data-currency={COUNTRIES[country].currency}>
            <span className="sr-only">{t('price')}: </span>
            <TemplatePrice template={template} country={country} lang={lang} />
          </p>
          <h2 className="mt-8 font-semibold">{t('includedTitle')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {TEMPLATE_INCLUDED.map((k) => (
              <li key={k} className="flex gap-2">
                <span aria-hidden="true" className="text-accent">✓</span>
                {t(`included.${k}`)}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <TemplatePurchase
              template={template}
              country={country}
              lang={lang}
              buyClass="inline-block rounded-full bg-accent px-8 py-3 text-sm font-semibold text-accent-ink hover:opacity-90"
              cartClass="inline-block rounded-full border border-line bg-white px-8 py-3 text-sm font-semibold hover:bg-paper disabled:opacity-50"
            />
          </div>
          <p className="mt-3 text-xs text-muted">{t('buyHint')}</p>
          <ItemFacts replyMs={replyMs} />
          {/* A template is a design remade with the buyer's own material, not a download: say what to send and when it arrives. */}
          <section aria-labelledby="made-to-order" className="mt-8 rounded-2xl border border-line bg-white p-5">
            <h2 id="made-to-order" className="font-semibold">{t('madeToOrderTitle')}</h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-muted">
              {(['pay', 'send', 'arrives'] as const).map((step) => (
                <li key={step}>{t(`madeToOrder.${step}`)}</li>
              ))}
            </ol>
          </section>
          <TryWithProduct target={`template:${template.id}`} checkoutRest={checkoutRest.template(template.id)} country={country} lang={lang} />
        </div>
      </div>
      <ItemFaq entries={faq} />
      <ItemReviews summary={reviews} country={country} lang={lang} />
    </article>
  );
}
