import {Suspense} from 'react';
import {getTranslations} from 'next-intl/server';
import {ServiceCard} from './ServiceCard';
import {PackageCards} from './PackageCards';
import {ClientWork} from './ClientWork';
import {Testimonials} from './Testimonials';
import {getShowcase} from '@/lib/showcase/read';
import {RefundNote} from './RefundNote';
import {Portfolio} from './Portfolio';
import {Guide} from './Guide';
import {ShopOverview} from './ShopOverview';
import {HomeHero} from './HomeHero';
import {HomeContact} from './HomeContact';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {decimalAmount} from '@/lib/money';
import {itemText, listedServices, salePrice} from '@/lib/catalog/prices';
import {getCatalog} from '@/lib/catalog/read';
import {JsonLd} from '@/components/seo/JsonLd';
import {shopReviewTotals} from '@/lib/orders/reviews/read';
import {site} from '@/lib/site';
import {getBusiness} from '@/lib/business/read';
import {BriefArea} from '@/components/briefs/BriefArea';

export async function HomePage({country, lang}: {country: CountryCode; lang: Language}) {
  const t = await getTranslations('Home');
  const features = t.raw('features') as {title: string; description: string}[];

  const [catalog, business, showcase, reviewTotals] = await Promise.all([getCatalog(), getBusiness(), getShowcase(), shopReviewTotals()]);
  const services = listedServices(catalog);
  // Structured data: every service, with an offer in the country's currency when it has a price.
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: services.map((service, i) => {
      const price = salePrice(catalog, 'service', service.id, country);
      return {
        '@type': 'ListItem',
        position: i + 1,
        item: {
          '@type': 'Service',
          name: itemText(catalog, 'service', service.id, lang).name,
          description: itemText(catalog, 'service', service.id, lang).description,
          provider: {'@type': 'Organization', name: site.name},
          ...(price === null ? {} : {offers: {'@type': 'Offer', price: decimalAmount(price), priceCurrency: price.currency}}),
        },
      };
    }),
  };

  return (
    <>
      <JsonLd data={jsonLd} />
      <HomeHero catalog={catalog} country={country} lang={lang} reviewTotals={reviewTotals} />

      <ShopOverview catalog={catalog} country={country} lang={lang} />

      <section id="products" aria-labelledby="products-title" className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
        <h2 id="products-title" className="text-3xl font-bold tracking-tight">
          {t('productsTitle')}
        </h2>
        <p className="mt-3 text-muted">{t('servicesSubtitle')}</p>
        <Suspense>
          <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
            {services.map((service) => (
              <ServiceCard key={service.id} service={service} country={country} lang={lang} compact />
            ))}
          </ul>
        </Suspense>
        <BriefArea country={country} lang={lang} />
      </section>

      {/* The whole section is one streamed part: laid out lazily, it must not be seen before its cards (globals.css). */}
      <Suspense>
        <section id="pricing" aria-labelledby="pricing-title" className="offscreen-lazy room-pricing bg-white">
          <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
            <h2 id="pricing-title" className="text-3xl font-bold tracking-tight">
              {t('pricingTitle')}
            </h2>
            <p className="mt-3 text-muted">{t('pricingSubtitle')}</p>
            <PackageCards country={country} lang={lang} />
            <RefundNote country={country} lang={lang} />
          </div>
        </section>
      </Suspense>

      <Suspense>
        <Portfolio country={country} lang={lang} />
      </Suspense>

      <section id="services" aria-labelledby="services-title" className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
        <h2 id="services-title" className="text-3xl font-bold tracking-tight">
          {t('featuresTitle')}
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
          {features.map((f) => (
            <li key={f.title} className="rounded-2xl border border-line bg-white p-4 sm:p-6">
              <h3 className="font-semibold">{f.title}</h3>
              <p className="mt-2 text-sm text-muted">{f.description}</p>
            </li>
          ))}
        </ul>
      </section>

      {/* Each Suspense boundary below hydrates and commits on its own: no single long hydration task. */}
      <Suspense>
        <Guide />
      </Suspense>

      <ClientWork entries={showcase.portfolio} lang={lang} />

      <Testimonials items={showcase.testimonials} lang={lang} />

      <HomeContact business={business} country={country} lang={lang} />
    </>
  );
}
