import {IntentLink} from '@/components/ui/IntentLink';
import {notFound} from 'next/navigation';
import {getTranslations} from 'next-intl/server';
import type {Template} from '@/lib/catalog/templates';
import {includedList} from '@/lib/catalog/template-designs';
import {COUNTRIES, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {templateIn} from '@/lib/catalog/prices';
import {catalogText, getCatalog, listedPrice} from '@/lib/catalog/read';
import {JsonLd} from '@/components/seo/JsonLd';
import {productJsonLd} from '@/lib/catalog/product-json-ld';
import {pictureUrl} from '@/lib/media/pictures';
import {site} from '@/lib/site';
import {TemplatePicture} from './TemplatePicture';
import {TemplatePrice} from './TemplatePrice';
import {TemplatePurchase} from '@/components/purchase/TemplatePurchase';
import {TryWithProduct} from '@/components/preview/TryWithProduct';
import {PreviewStage, PreviewStageProvider} from '@/components/preview/PreviewStage';
import {checkoutRest} from '@/lib/checkout/item';
import {itemReviews} from '@/lib/orders/reviews/read';
import {reviewJsonLd} from '@/lib/orders/reviews/store';
import {ItemReviews} from '@/components/reviews/ItemReviews';
import {ItemFacts} from '@/components/items/ItemFacts';
import {ItemFaq} from '@/components/items/ItemFaq';
import {ItemGallery} from '@/components/items/ItemGallery';
import {GALLERY_SIZES} from '@/components/media/ShopImage';
import {itemFaq} from '@/lib/catalog/faq/read';
import {shownPicture} from '@/lib/catalog/prices';
import {shopReplyTime} from '@/lib/orders/reply-time/read';
import {buttonClass} from '@/components/ui/buttonClass';
import {CheckItem, CheckList} from '@/components/ui/CheckList';

export async function TemplateDetail({template: shape, country, lang}: {template: Template; country: CountryCode; lang: Language}) {
  const t = await getTranslations('Templates');
  const template = templateIn(await getCatalog(), shape);
  const {name: title, description} = await catalogText('template', template.id, lang);
  const price = (await listedPrice('template', template.id, country)) ?? notFound();
  const url = new URL(localizedPath(country, lang, `/template/${template.id}`), site.url).toString();
  const [reviews, faq, replyMs] = await Promise.all([itemReviews('template', String(template.id)), itemFaq('template', String(template.id), lang), shopReplyTime()]);
  const ti = await getTranslations('ItemPage');
  const catalog = await getCatalog();
  const hasPicture = (index: number) => Boolean(shownPicture(catalog, `template:${template.id}:${index}`, {country, lang}));
  // The owner's pictures, else the pages of the template's own design (each page's size in the included list).
  const pictures = [0, 1, 2, 3].filter(hasPicture);
  const included = includedList(template.id, lang, (key, values) => t(key as never, values as never));
  const jsonLd = {
    ...productJsonLd({
      name: title,
      description,
      category: t(`categories.${template.category}`),
      url,
      brand: site.name,
      images: pictures.flatMap((index) => {
        const picture = shownPicture(catalog, `template:${template.id}:${index}`, {country, lang});
        return picture ? [new URL(pictureUrl(picture), site.url).toString()] : [];
      }),
      price: {amount: price.amount, currency: price.currency},
    }),
    // Ratings only from real, visible reviews: none while nobody has reviewed it.
    ...reviewJsonLd(reviews),
  };

  return (
    <article className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <JsonLd data={jsonLd} />
      <IntentLink href={localizedPath(country, lang, '/templateshop')} className="text-sm font-medium text-muted hover:text-ink">
        <span aria-hidden="true">← </span>
        {t('backToShop')}
      </IntentLink>
      <PreviewStageProvider>
        <div className="mt-8 grid gap-10 md:grid-cols-2">
          {/* The gallery: the design's pages (menu front and back, poster and story...) or the owner's own pictures, with zoom; a buyer's preview takes its place. */}
          <PreviewStage>
            <ItemGallery
              slides={pictures.map((index, n) => ({
                key: String(index),
                showLabel: ti('showPicture', {n: n + 1, total: pictures.length, label: title}),
                zoomLabel: ti('zoomLabel', {label: `${title} (${n + 1}/${pictures.length})`}),
                main: <TemplatePicture template={template} index={index} title={title} country={country} lang={lang} sizes={GALLERY_SIZES.main} preload={index === 0} />,
                thumb: <TemplatePicture template={template} index={index} title="" country={country} lang={lang} sizes={GALLERY_SIZES.thumb} />,
                zoom: <TemplatePicture template={template} index={index} title={title} country={country} lang={lang} sizes={GALLERY_SIZES.zoom} />,
              }))}
              label={ti('galleryLabel', {name: title})}
              zoomText={ti('zoom')}
              closeText={ti('close')}
            />
          </PreviewStage>
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
            <CheckList className="mt-3 space-y-2 text-sm" data-testid="template-included">
              <CheckItem>
                <div>
                  {included.pagesTitle}
                  <ul className="mt-1 space-y-0.5 text-muted">
                    {included.pages.map((page) => (
                      <li key={page}>{page}</li>
                    ))}
                  </ul>
                </div>
              </CheckItem>
              {included.lines.map((line) => (
                <CheckItem key={line}>{line}</CheckItem>
              ))}
            </CheckList>
            <div className="mt-8 flex flex-wrap gap-3">
              <TemplatePurchase
                template={template}
                country={country}
                lang={lang}
                buyClass={buttonClass({variant: 'accent', size: 'xl', className: 'inline-block'})}
                cartClass="inline-block rounded-full border border-line bg-white px-8 py-3 text-sm font-semibold hover:bg-paper disabled:opacity-50"
              />
            </div>
            <p className="mt-3 text-xs text-muted">{t('buyHint')}</p>
            <ItemFacts replyMs={replyMs} />
            {/* A template is a design remade with the buyer's own material, not a download: say what to send and when it arrives. */}
            <section aria-labelledby="made-to-order" className="mt-8 rounded-2xl border border-line bg-white p-5">
              <h2 id="made-to-order" className="font-semibold">
                {t('madeToOrderTitle')}
              </h2>
              <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-muted">
                {(['pay', 'send', 'arrives'] as const).map((step) => (
                  <li key={step}>{t(`madeToOrder.${step}`)}</li>
                ))}
              </ol>
            </section>
            <TryWithProduct target={`template:${template.id}`} checkoutRest={checkoutRest.template(template.id)} country={country} lang={lang} />
          </div>
        </div>
      </PreviewStageProvider>
      <ItemFaq entries={faq} />
      <ItemReviews summary={reviews} country={country} lang={lang} />
    </article>
  );
}
