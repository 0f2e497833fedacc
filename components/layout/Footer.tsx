import Link from 'next/link';
import {dayClock} from '@/lib/cache/today';
import {getTranslations} from 'next-intl/server';
import {countryName, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {itemText} from '@/lib/catalog/prices';
import {getCatalog} from '@/lib/catalog/read';
import {taxIdFor, telHref} from '@/lib/business/details';
import {shownKoreanSeller} from '@/lib/business/seller';
import {getBusiness} from '@/lib/business/read';
import {BusinessHours} from '@/components/business/BusinessHours';
import {KoreanSellerDetails} from '@/components/business/KoreanSellerDetails';
import {site} from '@/lib/site';

/** The four services the footer lists. */
const FOOTER_SERVICES = [1, 4, 5, 11] as const;

export async function Footer({country, lang}: {country: CountryCode; lang: Language}) {
  const t = await getTranslations('Footer');
  const [catalog, business] = await Promise.all([getCatalog(), getBusiness()]);
  const taxNumber = taxIdFor(business, country);
  const korea = country === 'kr';
  // The seller's tax number for this storefront's country, as on its receipts.
  const tr = await getTranslations('Receipt');
  const home = localizedPath(country, lang);
  const year = (await dayClock()).getFullYear();

  return (
    <footer className="mt-24 border-t border-line bg-ink text-paper print:hidden">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-1">
          <p className="text-lg font-bold">{site.name}</p>
          <p className="mt-3 text-sm text-paper/70">{t('tagline')}</p>
        </div>
        <nav aria-label={t('linksTitle')}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-paper/60">{t('linksTitle')}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <Link href={`${home}#home`} className="hover:underline">
                {t('home')}
              </Link>
            </li>
            <li>
              <Link href={`${home}#portfolio`} className="hover:underline">
                {t('portfolio')}
              </Link>
            </li>
            <li>
              <Link href={`${home}#pricing`} className="hover:underline">
                {t('pricing')}
              </Link>
            </li>
            <li>
              <Link href={localizedPath(country, lang, '/services')} className="hover:underline">
                {t('allServices')}
              </Link>
            </li>
            <li>
              <Link href={localizedPath(country, lang, '/packages')} className="hover:underline">
                {t('packages')}
              </Link>
            </li>
            <li>
              <Link href={localizedPath(country, lang, '/guide')} className="hover:underline">
                {t('guide')}
              </Link>
            </li>
            <li>
              <Link href={localizedPath(country, lang, '/terms')} className="hover:underline">
                {t('terms')}
              </Link>
            </li>
            <li>
              <Link href={localizedPath(country, lang, '/privacy')} className="hover:underline">
                {t('privacy')}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-paper/60">{t('servicesTitle')}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {FOOTER_SERVICES.map((s) => (
              <li key={s}>
                <Link href={`${home}#products`} className="hover:underline">
                  {itemText(catalog, 'service', s, lang).name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-paper/60">{t('contactTitle')}</h2>
          <address className="mt-4 space-y-2 text-sm not-italic text-paper/80">
            <p className="font-medium text-paper">{business.companyName}</p>
            {/* Korea: representative, registration and address are in the legal details below. */}
            {!korea && business.representative ? <p>{t('representative', {name: business.representative})}</p> : null}
            {!korea && business.registration ? <p>{t('registration', {number: business.registration})}</p> : null}
            {!korea && taxNumber ? <p>{tr(`taxId.${country as 'au'}`, {number: taxNumber})}</p> : null}
            {!korea && business.address ? <p>{t('address', {address: business.address})}</p> : null}
            {business.phones.map((p) => (
              <p key={`${p.country}${p.number}`}>
                {countryName(p.country, lang)}:{' '}
                <a href={telHref(p.number)} className="hover:underline">
                  {p.number}
                </a>
              </p>
            ))}
            {business.email ? (
              <p>
                {t('email')}:{' '}
                <a href={`mailto:${business.email}`} className="hover:underline">
                  {business.email}
                </a>
              </p>
            ) : null}
            <BusinessHours hours={business.hours} country={country} lang={lang} />
            {business.social.map((link) => (
              <p key={link.url}>
                <a href={link.url} rel="noopener noreferrer" target="_blank" className="hover:underline">
                  {link.label}
                </a>
              </p>
            ))}
          </address>
        </div>
      </div>
      {korea ? (
        <div className="mx-auto max-w-6xl border-t border-paper/10 px-4 py-6 text-xs text-paper/70 sm:px-6">
          <KoreanSellerDetails seller={shownKoreanSeller(business)} />
        </div>
      ) : null}
      <p className="border-t border-paper/10 py-6 text-center text-xs text-paper/50">
        {t('copyright', {year, company: business.companyName, abbreviated: /\.$/.test(business.companyName) ? 'yes' : 'no'})}
      </p>
    </footer>
  );
}
