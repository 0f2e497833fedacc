import {getTranslations} from 'next-intl/server';
import {entryOf, type Catalog} from '@/lib/catalog/prices';
import {shownTiers} from '@/lib/catalog/tiers';
import {checkoutRest} from '@/lib/checkout/item';
import {COUNTRIES, pageLocale, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {formatMoney} from '@/lib/money';
import {TierTable} from './TierTable';

/** A service's tiers compared (./TierTable) in the page's language and country; nothing for a service without tiers. */
export async function ServiceTiers({catalog, serviceId, name, country, lang}: {catalog: Catalog; serviceId: number; name: string; country: CountryCode; lang: Language}) {
  const tiers = shownTiers(entryOf(catalog, 'service', serviceId)?.tiers ?? [], country);
  if (!tiers.length) return null;
  const t = await getTranslations('Tiers');
  const currency = COUNTRIES[country].currency;
  const columns = tiers.map((tier) => {
    const tierName = t(`names.${tier.key}`);
    return {
      key: tier.key,
      name: tierName,
      price: formatMoney({amount: tier.amount, currency}, pageLocale(country, lang)),
      images: t('imagesValue', {count: tier.images}),
      revisions: t('revisionsValue', {count: tier.revisions}),
      delivery: t('deliveryValue', {count: tier.deliveryDays}),
      href: `${localizedPath(country, lang, checkoutRest.service(serviceId))}?tier=${tier.key}`,
      choose: t('choose', {tier: tierName}),
    };
  });
  return <TierTable columns={columns} labels={{caption: t('caption', {name}), feature: t('feature'), price: t('price'), images: t('images'), revisions: t('revisions'), delivery: t('delivery')}} />;
}
