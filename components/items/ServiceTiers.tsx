import {getTranslations} from 'next-intl/server';
import {entryOf, type Catalog} from '@/lib/catalog/prices';
import {shownTiers} from '@/lib/catalog/tiers/tiers';
import {factTexts, tierFacts} from '@/lib/catalog/tiers/facts';
import {checkoutRest} from '@/lib/checkout/item';
import {COUNTRIES, pageLocale, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {formatMoney} from '@/lib/money';
import {TierTable} from './TierTable';
import {TierTabs} from './TierTabs';

/** A service's tiers compared (./TierTable; ./TierTabs on phones, `sticky` keeping its Continue in view) in the page's language and country; nothing for a service without tiers. */
export async function ServiceTiers({
  catalog,
  serviceId,
  name,
  country,
  lang,
  sticky = false,
}: {
  catalog: Catalog;
  serviceId: number;
  name: string;
  country: CountryCode;
  lang: Language;
  sticky?: boolean;
}) {
  const tiers = shownTiers(entryOf(catalog, 'service', serviceId)?.tiers ?? [], country);
  if (!tiers.length) return null;
  const t = await getTranslations('Tiers');
  const currency = COUNTRIES[country].currency;
  const columns = tiers.map((tier) => {
    const tierName = t(`names.${tier.key}`);
    const facts = factTexts(tierFacts(tier), (key, values) => t(key, values));
    return {
      key: tier.key,
      name: tierName,
      price: formatMoney({amount: tier.amount, currency}, pageLocale(country, lang)),
      images: facts.images ?? '',
      revisions: facts.revisions,
      delivery: facts.delivery,
      href: `${localizedPath(country, lang, checkoutRest.service(serviceId))}?tier=${tier.key}`,
      choose: t('choose', {tier: tierName}),
      continueText: t('continue', {price: formatMoney({amount: tier.amount, currency}, pageLocale(country, lang))}),
    };
  });
  const labels = {caption: t('caption', {name}), feature: t('feature'), price: t('price'), images: t('images'), revisions: t('revisions'), delivery: t('delivery')};
  // A table side by side from tablets up; tabs with "Continue ($X)" on phones, where three columns do not fit.
  return (
    <>
      <div className="hidden md:block">
        <TierTable columns={columns} labels={labels} />
      </div>
      <div className="md:hidden">
        <TierTabs tabs={columns} labels={labels} sticky={sticky} />
      </div>
    </>
  );
}
