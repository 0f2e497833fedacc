import {IntentLink} from '@/components/ui/IntentLink';
import type {ReactNode} from 'react';
import {getTranslations} from 'next-intl/server';
import {COOKIES} from '@/lib/cookies';
import {COUNTRIES, COUNTRY_CODES, countryName, type CountryCode} from '@/lib/countries';
import {LANGUAGES, htmlLang, languageEndonym, type Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {site} from '@/lib/site';
import {HeaderFrame} from './HeaderFrame';
import {PreferenceMenu} from './PreferenceMenu';

interface Props {
  country: CountryCode;
  lang: Language;
  /** Where the account feature puts its Login button or user menu. */
  accountSlot?: ReactNode;
  /** The cart button: always in the bar (on phones next to the menu button, never inside the menu). */
  cartSlot?: ReactNode;
}

export async function Header({country, lang, accountSlot, cartSlot}: Props) {
  const t = await getTranslations('Nav');
  const ts = await getTranslations('Switchers');
  const home = localizedPath(country, lang);

  const links = [
    {href: `${home}#services`, label: t('features')},
    {href: localizedPath(country, lang, '/templateshop'), label: t('portfolio')},
    {href: `${home}#pricing`, label: t('pricing')},
    {href: `${home}#contact`, label: t('contact')},
    {href: `${home}#products`, label: t('allServices')},
  ];

  const linkClass = 'block whitespace-nowrap py-2 text-sm font-medium text-ink/80 hover:text-ink xl:py-0';
  const nav = (
    <nav aria-label={t('label')}>
      <ul className="flex flex-col gap-1 pt-2 xl:flex-row xl:items-center xl:gap-6 xl:pt-0">
        {links.map((l) => (
          <li key={l.href}>
            {l.href.includes('#') ? (
              // A section of the front page: a plain link, so a click before the page's code has run is
              // the browser's own jump (Next's Link ignored it on a freshly loaded front page), and
              // SectionJumps lands it precisely once it runs; from another page it loads the front page there.
              <a href={l.href} className={linkClass}>
                {l.label}
              </a>
            ) : (
              <IntentLink href={l.href} className={linkClass}>
                {l.label}
              </IntentLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );

  const countryBadge = `${country.toUpperCase()} · ${COUNTRIES[country].currencySymbol}`;
  const tools = (
    <div className="flex items-center gap-2">
      <PreferenceMenu
        target="country"
        cookieName={COOKIES.country}
        current={country}
        menuLabel={ts('country')}
        // The accessible name contains the visible text (WCAG 2.5.3, label in name).
        triggerLabel={`${ts('currentCountry', {name: countryName(country, lang)})}, ${countryBadge}`}
        triggerText={countryBadge}
        options={COUNTRY_CODES.map((c) => ({
          value: c,
          hint: c,
          label: ts('countryOption', {name: countryName(c, lang), symbol: COUNTRIES[c].currencySymbol}),
        }))}
      />
      <PreferenceMenu
        target="language"
        cookieName={COOKIES.language}
        current={lang}
        menuLabel={ts('language')}
        triggerLabel={ts('currentLanguage', {name: languageEndonym(lang)})}
        triggerText={languageEndonym(lang)}
        options={LANGUAGES.map((l) => ({value: l, label: languageEndonym(l), lang: htmlLang(l)}))}
      />
      {accountSlot}
    </div>
  );

  return (
    <HeaderFrame
      openLabel={t('openMenu')}
      closeLabel={t('closeMenu')}
      brand={
        <IntentLink href={home} className="text-base font-bold tracking-tight">
          {site.name}
        </IntentLink>
      }
      nav={nav}
      tools={tools}
      pinned={cartSlot}
    />
  );
}
