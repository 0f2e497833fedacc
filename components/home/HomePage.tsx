import {Suspense} from 'react';
import {getMessages, getTranslations} from 'next-intl/server';
import {ServiceCard} from './ServiceCard';
import {PackageCards} from './PackageCards';
import {ClientWork} from './ClientWork';
import {Testimonials} from './Testimonials';
import {getShowcase} from '@/lib/showcase/read';
import {RefundNote} from './RefundNote';
import {HeroText} from './HeroText';
import {Portfolio} from './Portfolio';
import {Guide} from './Guide';
import {ShopOverview} from './ShopOverview';
import {BeforeAfter} from './BeforeAfter';
import {FramedTemplatePicture} from '@/components/templates/TemplatePicture';
import {HERO_SIZES, ShopImage} from '@/components/media/ShopImage';
import {altText} from '@/lib/media/pictures';
import {countryName, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {decimalAmount} from '@/lib/money';
import {itemText, listedServices, listedTemplates, salePrice, shownPicture} from '@/lib/catalog/prices';
import {getCatalog} from '@/lib/catalog/read';
import {JsonLd} from '@/components/seo/JsonLd';
import {shopReviewTotals} from '@/lib/orders/reviews/read';
import {site} from '@/lib/site';
import {ContactFormIsland} from '@/components/contact/ContactFormIsland';
import {BusinessHours} from '@/components/business/BusinessHours';
import {telHref} from '@/lib/business/details';
import {getBusiness} from '@/lib/business/read';
import {BriefArea} from '@/components/briefs/BriefArea';
import {buttonClass} from '@/components/ui/buttonClass';

export async function HomePage({country, lang}: {country: CountryCode; lang: Language}) {
  const t = await getTranslations('Home');
  const features = t.raw('features') as {title: string; description: string}[];
  const hero = t.raw('hero') as {title: string; subtitle: string}[];

  const [catalog, business, showcase, reviewTotals] = await Promise.all([getCatalog(), getBusiness(), getShowcase(), shopReviewTotals()]);
  const tr = await getTranslations('Reviews');
  const services = listedServices(catalog);
  // The work first: a customer's snapshot against the studio's shot (the owner's pair, else the shop's default photographs).
  const heroBefore = shownPicture(catalog, 'hero:0');
  const heroAfter = shownPicture(catalog, 'hero:1');
  const heroArt = listedTemplates(catalog)[0];
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
      <section id="home" className="relative overflow-hidden bg-ink text-paper">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.4fr_1fr] md:py-12">
          <div>
            {/* Letter-spacing suits Latin capitals; spaced-out Hangul, Kana or Han reads as separate syllables. */}
            <p className={`text-sm font-semibold text-paper/60 ${lang === 'en' || lang === 'vi' ? 'uppercase tracking-[0.2em]' : ''}`.trim()}>{t('eyebrow')}</p>
            <HeroText pairs={{1: hero[0]!, 2: hero[1]!, 3: hero[2]!, 4: hero[3]!, 5: hero[4]!}} />
            <div className="mt-6 flex flex-wrap gap-3">
              <a href="#pricing" className={buttonClass({variant: 'accent'})}>
                {t('ctaPricing')}
              </a>
              <a href="#products" className={buttonClass({variant: 'inverse'})}>
                {t('ctaServices')}
              </a>
            </div>
            {/* Only real, visible reviews: nothing while there is none (lib/orders/reviews). */}
            {reviewTotals ? (
              <p className="mt-6 text-sm text-paper/80">
                <span aria-hidden="true" className="text-accent">
                  ★{' '}
                </span>
                {tr('home', reviewTotals)}
              </p>
            ) : null}
          </div>
          <div className="mx-auto hidden w-full max-w-[15rem] sm:block">
            {heroBefore && heroAfter ? (
              <div className="overflow-hidden rounded-3xl shadow-2xl">
                <BeforeAfter
                  before={<ShopImage picture={heroBefore} alt={altText(heroBefore, lang, t('before'))} sizes={HERO_SIZES} preload />}
                  after={<ShopImage picture={heroAfter} alt={altText(heroAfter, lang, t('after'))} sizes={HERO_SIZES} preload />}
                  label={t('heroCompare')}
                  beforeLabel={t('before')}
                  afterLabel={t('after')}
                />
              </div>
            ) : heroArt ? (
              <div className="overflow-hidden rounded-3xl shadow-2xl">
                <FramedTemplatePicture template={heroArt} title={itemText(catalog, 'template', heroArt.id, lang).name} lang={lang} sizes={HERO_SIZES} preload />
              </div>
            ) : null}
          </div>
        </div>
      </section>

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

      {/* Not laid out lazily: its form is streamed in after it (ContactFormIsland). */}
      <section id="contact" aria-labelledby="contact-title" className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
        <h2 id="contact-title" className="text-3xl font-bold tracking-tight">
          {t('contactTitle')}
        </h2>
        <p className="mt-3 text-muted">{t('contactSubtitle')}</p>
        <BusinessHours hours={business.hours} country={country} lang={lang} className="mt-6 text-sm" />
        <p className="mt-1 text-sm">{t('startPromise')}</p>
        <ContactFormIsland country={country} lang={lang} messages={{Contact: (await getMessages()).Contact}} />
        {business.email ? (
          <p className="mt-4">
            <a className="font-semibold text-accent hover:underline" href={`mailto:${business.email}`}>
              {t('contactEmail', {email: business.email})}
            </a>
          </p>
        ) : null}
        {business.phones.length ? (
          <ul className="mt-2 text-sm">
            {business.phones.map((p) => (
              <li key={`${p.country}${p.number}`}>
                {countryName(p.country, lang)}:{' '}
                <a href={telHref(p.number)} className="hover:underline">
                  {p.number}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </>
  );
}
