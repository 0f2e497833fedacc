import {getMessages, getTranslations} from 'next-intl/server';
import {ContactFormIsland} from '@/components/contact/ContactFormIsland';
import {BusinessHours} from '@/components/business/BusinessHours';
import {telHref, type BusinessDetails} from '@/lib/business/details';
import {countryName, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';

/** The home page's contact section: opening hours, the contact form, and the shop's e-mail and phones. */
export async function HomeContact({business, country, lang}: {business: BusinessDetails; country: CountryCode; lang: Language}) {
  const t = await getTranslations('Home');
  const messages = await getMessages();

  return (
    // Not laid out lazily: its form is streamed in after it (ContactFormIsland).
    <section id="contact" aria-labelledby="contact-title" className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
      <h2 id="contact-title" className="text-3xl font-bold tracking-tight">
        {t('contactTitle')}
      </h2>
      <p className="mt-3 text-muted">{t('contactSubtitle')}</p>
      <BusinessHours hours={business.hours} country={country} lang={lang} className="mt-6 text-sm" />
      <p className="mt-1 text-sm">{t('startPromise')}</p>
      <ContactFormIsland country={country} lang={lang} messages={{Contact: messages.Contact}} />
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
  );
}
