import {getTranslations} from 'next-intl/server';
import {countryName} from '@/lib/countries';
import {htmlLang, type Language} from '@/lib/i18n/languages';
import type {TestimonialView} from '@/lib/showcase/types';

/**
 * What clients said, each in the language they wrote it in: quotes the owner typed, so without
 * stars and apart from the verified reviews (left by buyers of completed orders, with their
 * rating, on each item's page). Not rendered without any.
 */
export async function Testimonials({items, lang}: {items: TestimonialView[]; lang: Language}) {
  if (!items.length) return null;
  const t = await getTranslations('Home');
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <h2 id="testimonials-title" className="text-3xl font-bold tracking-tight">
        {t('testimonialsTitle')}
      </h2>
      <p className="mt-3 max-w-2xl text-muted">{t('testimonialsNote')}</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-6">
              <blockquote lang={htmlLang(item.lang)} className="flex-1 whitespace-pre-line">
                {item.quote}
              </blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold">{item.name}</span>
                {item.business ? <span className="text-muted"> · {item.business}</span> : null}
                <span className="block text-muted">{countryName(item.country, lang)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
