import {IntentLink} from '@/components/ui/IntentLink';
import {getTranslations} from 'next-intl/server';
import {checkoutRest} from '@/lib/checkout/item';
import {localizedPath} from '@/lib/i18n/paths';
import type {Service} from '@/lib/catalog/catalog';
import {type CountryCode, pageLocale} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {entryOf, itemText, salePrice, serviceCover, servicePicture} from '@/lib/catalog/prices';
import {shownTiers} from '@/lib/catalog/tiers/tiers';
import {factTexts, serviceFacts} from '@/lib/catalog/tiers/facts';
import {ServiceTiers} from '@/components/items/ServiceTiers';
import {altText, type Picture} from '@/lib/media/pictures';
import {CARD_SIZES, ShopImage} from '@/components/media/ShopImage';
import {getCatalog} from '@/lib/catalog/read';
import {formatMoney} from '@/lib/money';
import {ServiceTypeCard} from '@/components/items/ServiceTypeCard';
import {BeforeAfter} from './BeforeAfter';
import {InfoDialog} from '@/components/ui/InfoDialog';
import {BriefButton} from '@/components/briefs/BriefButton';
import {askHref} from '@/lib/contact/ask';
import {itemRatings} from '@/lib/orders/reviews/read';
import {ItemRating} from '@/components/reviews/ItemRating';
import {buttonClass} from '@/components/ui/buttonClass';
import {CheckItem, CheckList} from '@/components/ui/CheckList';

/** `preload`: the card is the page's first (the services page's): its pictures load at once at high priority, not when layout finds them in view. */
/** `compact` (the front page's grid of five across, two on phones): no description, tighter spacing; the details dialog still has everything. */
export async function ServiceCard({service, country, lang, preload = false, compact = false}: {service: Service; country: CountryCode; lang: Language; preload?: boolean; compact?: boolean}) {
  const t = await getTranslations('Home');
  const tb = await getTranslations('Brief');
  const tpu = await getTranslations('Purchase');
  const [catalog, ratings] = await Promise.all([getCatalog(), itemRatings()]);
  const text = itemText(catalog, 'service', service.id, lang);
  const {name, features} = text;
  const price = service.quote ? null : salePrice(catalog, 'service', service.id, country);
  const currency = price?.currency;
  const money = (amount: number) => (currency ? formatMoney({amount, currency}, pageLocale(country, lang)) : '');
  // With tiers (lib/catalog/tiers) the service is bought as one of them: "From" the cheapest, compared in the details dialog.
  const tiers = price ? shownTiers(entryOf(catalog, 'service', service.id)?.tiers ?? [], country) : [];
  const tt = await getTranslations('Tiers');
  // Delivery and revisions from the one source (lib/catalog/tiers/facts): the tiers' span, else the service's own.
  const {delivery, revisions} = factTexts(serviceFacts(service, tiers), (key, values) => tt(key, values));
  const shownPrice = price === null ? t('quote') : tiers.length ? tt('from', {price: money(Math.min(...tiers.map((x) => x.amount)))}) : money(price.amount);

  // The owner's pictures where there are some (a before/after pair, else the cover), else the shop's photographs; the type card where none can honestly stand for it.
  const before = servicePicture(catalog, service.id, 'before');
  const after = servicePicture(catalog, service.id, 'after');
  const cover = serviceCover(catalog, service.id);
  const shown = (p: Picture, mode: 'plain' | 'styled') => (
    <ShopImage picture={p} alt={altText(p, lang, `${name} · ${mode === 'plain' ? t('before') : t('after')}`)} sizes={CARD_SIZES} preload={preload} />
  );

  return (
    <li className="offscreen-lazy room-service-card flex flex-col overflow-hidden rounded-2xl border border-line bg-white">
      {before && after ? (
        <BeforeAfter before={shown(before, 'plain')} after={shown(after, 'styled')} label={t('compareLabel', {name})} beforeLabel={t('before')} afterLabel={t('after')} />
      ) : cover ? (
        <div className="aspect-[4/5] [&_img]:h-full [&_img]:w-full">{shown(cover, 'styled')}</div>
      ) : (
        <ServiceTypeCard service={service} name={name} lines={features} label={name} />
      )}
      <div className={`flex flex-1 flex-col ${compact ? 'p-3 sm:p-4' : 'p-6'}`}>
        <h3 className={compact ? 'text-sm font-semibold sm:text-base' : 'font-semibold'}>
          {/* The service's own page: gallery, FAQ, delivery, reviews. */}
          <IntentLink href={localizedPath(country, lang, `/services/${service.id}`)} className="hover:underline">
            {name}
          </IntentLink>
        </h3>
        <ItemRating rating={ratings[`service:${service.id}`]} className="mt-1" />
        {compact ? <span className="flex-1" /> : <p className="mt-2 flex-1 text-sm text-muted">{text.description}</p>}
        <p className={`${compact ? 'mt-2' : 'mt-4'} text-lg font-semibold`}>{shownPrice}</p>
        <ul className="mt-2 space-y-1 text-xs text-muted">
          {tiers.length ? <li>{tiers.map((x) => tt(`names.${x.key}`)).join(' · ')}</li> : null}
          {price !== null && !tiers.length ? <li>{t('includedImages')}</li> : null}
          {price?.extraImage != null && !tiers.length ? <li>{t('extraImage', {price: money(price.extraImage)})}</li> : null}
          <li>{delivery}</li>
          <li>{revisions}</li>
        </ul>
        <IntentLink
          href={localizedPath(country, lang, checkoutRest.service(service.id))}
          aria-label={price === null ? tpu('quoteLabel', {name}) : tpu('orderLabel', {name})}
          className={buttonClass({variant: 'accent', size: 'none', className: `${compact ? 'mt-3' : 'mt-5'} block px-4 py-2.5 text-center text-sm`})}
        >
          {price === null ? tpu('quote') : tpu('order')}
        </IntentLink>
        {/* One loud action (order, or ask for a quote); the brief and the details are quiet links beside each other. */}
        <div className={`mt-3 flex flex-wrap items-center justify-center ${compact ? 'gap-x-3' : 'gap-x-5'} gap-y-2`}>
          <BriefButton
            target={{serviceId: service.id, name, price: shownPrice, delivery}}
            text={tb('open')}
            label={tb('openLabel', {name})}
            className="text-sm font-semibold text-ink underline decoration-line underline-offset-4 hover:decoration-ink"
          />
          <InfoDialog
            title={name}
            triggerText={t('viewDetails')}
            triggerLabel={t('viewDetailsLabel', {name})}
            triggerClassName="text-sm font-semibold text-ink underline decoration-line underline-offset-4 hover:decoration-ink"
            closeLabel={t('closeDialog')}
            action={{href: askHref(localizedPath(country, lang), name), label: t('askAbout')}}
          >
            <p className="mt-2 text-sm text-muted">{text.description}</p>
            <p className="mt-4 text-2xl font-bold">{shownPrice}</p>
            <h3 className="mt-6 text-sm font-semibold">{t('featuresList')}</h3>
            <CheckList className="mt-2 space-y-2 text-sm" items={features}>
              {price !== null && !tiers.length ? <CheckItem>{t('includedImages')}</CheckItem> : null}
            </CheckList>
            <p className="mt-4 text-xs text-muted">
              {[price?.extraImage != null && !tiers.length ? t('extraImage', {price: money(price.extraImage)}) : null, delivery, revisions].filter(Boolean).join(' · ')}
            </p>
            {tiers.length ? <ServiceTiers catalog={catalog} serviceId={service.id} name={name} country={country} lang={lang} /> : null}
          </InfoDialog>
        </div>
      </div>
    </li>
  );
}
