import {getTranslations} from 'next-intl/server';
import {SERVICES} from '@/lib/catalog/catalog';
import {itemText} from '@/lib/catalog/prices';
import {COUNTRY_CODES, countryName, type CountryCode} from '@/lib/countries';
import {adminQueries} from '@/lib/admin/queries';
import type {Language} from '@/lib/i18n/languages';
import {PortfolioEntryForm, TestimonialForm} from './ShowcaseForms';

/**
 * Portfolio and testimonials: every entry (shown or hidden) from the database itself, a form for a
 * new one at the top of each list. The front page shows the shown ones, and hides a section with none.
 */
export async function ShowcaseTab({country, lang}: {country: CountryCode; lang: Language}) {
  const t = await getTranslations('Admin.showcase');
  const {showcase, catalog} = await adminQueries.showcase();
  const services = SERVICES.map((s) => ({id: s.id, name: itemText(catalog, 'service', s.id, lang).name}));
  const countries = Object.fromEntries(COUNTRY_CODES.map((code) => [code, countryName(code, lang)])) as Record<CountryCode, string>;
  const page = {country, lang};
  return (
    <div className="space-y-12">
      <section aria-labelledby="showcase-portfolio">
        <h2 id="showcase-portfolio" className="text-xl font-bold">
          {t('portfolioTitle')}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-muted">{t('portfolioIntro')}</p>
        <ul className="mt-4 space-y-3">
          <PortfolioEntryForm initial={null} services={services} page={page} open={showcase.portfolio.length === 0} />
          {showcase.portfolio.map((e) => (
            <PortfolioEntryForm
              key={e.id}
              initial={{id: e.id, client: e.client, serviceId: e.serviceId, title: e.title, beforeId: e.before?.id ?? null, afterId: e.after.id, active: e.active, position: e.position}}
              services={services}
              page={page}
            />
          ))}
        </ul>
      </section>
      <section aria-labelledby="showcase-testimonials">
        <h2 id="showcase-testimonials" className="text-xl font-bold">
          {t('testimonialsTitle')}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-muted">{t('testimonialsIntro')}</p>
        <ul className="mt-4 space-y-3">
          <TestimonialForm initial={null} countries={countries} page={page} open={showcase.testimonials.length === 0} />
          {showcase.testimonials.map((x) => (
            <TestimonialForm
              key={x.id}
              initial={{id: x.id, quote: x.quote, lang: x.lang, name: x.name, business: x.business ?? '', country: x.country, rating: x.rating, active: x.active, position: x.position}}
              countries={countries}
              page={page}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}
