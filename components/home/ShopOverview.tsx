import type {ReactNode} from 'react';
import {getTranslations} from 'next-intl/server';
import {IntentLink} from '@/components/ui/IntentLink';
import {FramedTemplatePicture} from '@/components/templates/TemplatePicture';
import {ShopImage} from '@/components/media/ShopImage';
import {entryOf, itemText, listedPackages, listedServices, listedTemplates, salePrice, serviceCover, servicePicture, shownPicture, type Catalog} from '@/lib/catalog/prices';
import {shownTiers} from '@/lib/catalog/tiers/tiers';
import {pageLocale, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {altText} from '@/lib/media/pictures';
import {formatMoney} from '@/lib/money';

/** The lowest price a visitor of this country can pay for a service (its cheapest tier where it has tiers), or null. */
function lowestServicePrice(catalog: Catalog, country: CountryCode) {
  const amounts = listedServices(catalog).flatMap((service) => {
    const price = service.quote ? null : salePrice(catalog, 'service', service.id, country);
    if (!price) return [];
    const tiers = shownTiers(entryOf(catalog, 'service', service.id)?.tiers ?? [], country);
    return [{currency: price.currency, amount: tiers.length ? Math.min(...tiers.map((t) => t.amount)) : price.amount}];
  });
  return amounts.length ? amounts.reduce((a, b) => (b.amount < a.amount ? b : a)) : null;
}

const lowest = <T extends {amount: number}>(prices: (T | null)[]): T | null => prices.filter((p): p is T => p !== null).reduce<T | null>((a, b) => (a === null || b.amount < a.amount ? b : a), null);

/**
 * What the shop sells, right under the hero (docs/storefront.md): services, packages and
 * templates, each with a picture of its own, its starting price in the country's currency (the
 * one formatter) and a link to where it is chosen. A kind with nothing listed is left out.
 */
export async function ShopOverview({catalog, country, lang}: {catalog: Catalog; country: CountryCode; lang: Language}) {
  const t = await getTranslations('Home');
  const tt = await getTranslations('Tiers');
  const locale = pageLocale(country, lang);
  const from = (price: {amount: number; currency: Parameters<typeof formatMoney>[0]['currency']} | null) => (price ? tt('from', {price: formatMoney(price, locale)}) : t('quote'));

  const services = listedServices(catalog);
  const firstService = services.find((s) => servicePicture(catalog, s.id, 'after') ?? serviceCover(catalog, s.id));
  const servicePic = firstService ? (servicePicture(catalog, firstService.id, 'after') ?? serviceCover(catalog, firstService.id)) : undefined;
  const packages = listedPackages(catalog);
  const packagePic = packages.map((id) => shownPicture(catalog, `package:${id}:mockup`)).find(Boolean);
  const templates = listedTemplates(catalog);
  const template = templates[0];

  const cards: {key: string; href: string; title: string; count: string; price: string; picture: ReactNode}[] = [];
  if (services.length)
    cards.push({
      key: 'services',
      href: '#products',
      title: t('productsTitle'),
      count: t('overviewCount', {count: services.length}),
      price: from(lowestServicePrice(catalog, country)),
      picture: servicePic ? <ShopImage picture={servicePic} alt={altText(servicePic, lang, t('productsTitle'))} sizes="(min-width: 768px) 360px, 30vw" preload /> : null,
    });
  if (packages.length)
    cards.push({
      key: 'packages',
      href: '#pricing',
      title: t('pricingTitle'),
      count: t('overviewCount', {count: packages.length}),
      price: from(lowest(packages.map((id) => salePrice(catalog, 'package', id, country)))),
      picture: packagePic ? <ShopImage picture={packagePic} alt={altText(packagePic, lang, t('pricingTitle'))} sizes="(min-width: 768px) 360px, 30vw" /> : null,
    });
  if (template)
    cards.push({
      key: 'templates',
      href: localizedPath(country, lang, '/templateshop'),
      title: t('overviewTemplates'),
      count: t('overviewCount', {count: templates.length}),
      price: from(lowest(templates.map((x) => salePrice(catalog, 'template', x.id, country)))),
      picture: <FramedTemplatePicture template={template} title={itemText(catalog, 'template', template.id, lang).name} country={country} lang={lang} sizes="(min-width: 768px) 360px, 30vw" />,
    });
  if (!cards.length) return null;
  return (
    <nav aria-label={t('overviewLabel')} className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
      <ul className="grid grid-cols-3 gap-3 sm:gap-6">
        {cards.map((card) => (
          <li key={card.key} data-overview={card.key}>
            <IntentLink href={card.href} className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white hover:border-ink focus-visible:outline-2">
              <div className="aspect-[4/3] overflow-hidden bg-paper [&_img]:h-full [&_img]:w-full [&_img]:object-cover">{card.picture}</div>
              <div className="flex flex-1 flex-col p-2 sm:p-4">
                <span className="text-sm font-semibold sm:text-base">{card.title}</span>
                <span className="text-xs text-muted sm:text-sm">{card.count}</span>
                <span className="mt-1 text-sm font-bold sm:text-lg">{card.price}</span>
              </div>
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
