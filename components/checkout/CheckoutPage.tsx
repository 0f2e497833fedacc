import {Suspense, type ReactNode} from 'react';
import Link from 'next/link';
import {notFound} from 'next/navigation';
import {getMessages, getTranslations} from 'next-intl/server';
import type {Service} from '@/lib/catalog/catalog';
import {entryOf, itemText, salePrice, serviceCover, serviceIn, type CatalogKind} from '@/lib/catalog/prices';
import {shownTiers} from '@/lib/catalog/tiers/tiers';
import {getCatalog} from '@/lib/catalog/read';
import {includedList} from '@/lib/catalog/template-designs';
import {COUNTRIES, pageLocale, type CountryCode} from '@/lib/countries';
import type {CheckoutItem} from '@/lib/checkout/item';
import {packageSummary} from '@/components/items/packageContents';
import type {CartView} from '@/lib/cart/store';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {formatMoney} from '@/lib/money';
import {paymentProviderFor} from '@/lib/payments';
import {ServiceTypeCard} from '@/components/items/ServiceTypeCard';
import {TemplatePicture} from '@/components/templates/TemplatePicture';
import {ShopImage} from '@/components/media/ShopImage';
import {altText} from '@/lib/media/pictures';
import type {CheckoutSelection} from './selection';
import {TryWithProduct} from '@/components/preview/TryWithProduct';
import {checkoutRest} from '@/lib/checkout/item';
import {cartTotals, checkoutTotals, type CheckoutTotals} from '@/lib/checkout/totals';
import {phoneNeeded, type OrderLineKind} from '@/lib/checkout/phone';
import {INCLUDED_IMAGES} from '@/lib/orders/pricing';
import {CheckoutVisitor} from './CheckoutVisitor';
import {CheckoutFormSkeleton} from './CheckoutFormSkeleton';
import {consentFormMessages} from '@/components/consent/form-messages';
import {CheckList} from '@/components/ui/CheckList';

interface Props {
  country: CountryCode;
  lang: Language;
  item: Exclude<CheckoutItem, {kind: 'quote'} | {kind: 'unknownService'}>;
  checkoutKey: string;
  cart: CartView | null;
}

/**
 * One checkout for every way of buying: the product summary (server) and the form (client leaf).
 * Nothing here depends on the visitor but the cart's lines (the cart's checkout is rendered per
 * request as a whole); the form, prefilled for a signed-in customer, streams in (CheckoutVisitor).
 */
export async function CheckoutPage({country, lang, item, checkoutKey, cart}: Props) {
  const t = await getTranslations('Checkout');
  const th = await getTranslations('Home');
  const tt = await getTranslations('Templates');
  const tp = await getTranslations('Tiers');
  const messages = await getMessages();
  const currency = COUNTRIES[country].currency;
  const money = (amount: number) => formatMoney({amount, currency}, pageLocale(country, lang));
  const catalog = await getCatalog();
  /** The item's price here; an item hidden since its link was shared is not for sale. */
  const priced = (kind: CatalogKind, id: string | number) => salePrice(catalog, kind, id, country) ?? notFound();
  /** Every total the form can show, priced as the order is charged (lib/checkout/totals); one that cannot be charged is not for sale. */
  const totalsOf = (...choice: Parameters<typeof checkoutTotals>) => {
    const table = checkoutTotals(...choice);
    return typeof table === 'string' ? notFound() : table;
  };

  let selection: CheckoutSelection;
  let totals: CheckoutTotals;
  let summary: {title: string; description: string; art: ReactNode; price: string; facts: string[]; features: string[]};
  if (item.kind === 'service') {
    const s: Service = serviceIn(catalog, item.service);
    const text = itemText(catalog, 'service', s.id, lang);
    const cover = serviceCover(catalog, s.id);
    const name = text.name;
    const price = priced('service', s.id);
    const extra = price.extraImage ?? notFound();
    // Its tiers (lib/catalog/tiers), if the owner set some: the form offers them (the URL's ?tier= chosen first) and the server prices the one sent.
    const tiers = shownTiers(entryOf(catalog, 'service', s.id)?.tiers ?? [], country);
    selection = {kind: 'service', serviceId: s.id, includedImages: INCLUDED_IMAGES, extraUnitAmount: extra, ...(tiers.length ? {tiers} : {})};
    totals = totalsOf({kind: 'service', serviceId: s.id}, country, catalog);
    summary = {
      title: name,
      description: text.description,
      art: cover ? (
        <ShopImage picture={cover} alt={altText(cover, lang, name)} sizes="(min-width: 1024px) 352px, 100vw" />
      ) : (
        <ServiceTypeCard service={s} name={name} lines={text.features} label={name} />
      ),
      price: tiers.length ? tp('from', {price: money(Math.min(...tiers.map((x) => x.amount)))}) : money(price.amount),
      facts: tiers.length
        ? tiers.map((x) => `${tp(`names.${x.key}`)} · ${money(x.amount)}: ${tp('included', {images: x.images, revisions: x.revisions, days: x.deliveryDays})}`)
        : [
            th('includedImages'),
            th('extraImage', {price: money(extra)}),
            s.deliveryDays ? th('delivery', {min: s.deliveryDays[0], max: s.deliveryDays[1]}) : th('deliveryQuote'),
            s.revisions === null ? th('revisionsNegotiable') : th('revisions', {count: s.revisions}),
          ],
      features: text.features,
    };
  } else if (item.kind === 'package') {
    const price = priced('package', item.id);
    const text = itemText(catalog, 'package', item.id, lang);
    selection = {kind: 'package', packageId: item.id};
    totals = totalsOf({kind: 'package', packageId: item.id}, country, catalog);
    const contents = await packageSummary(catalog, item.id, country, lang);
    summary = {title: text.name, description: text.description, art: null, price: money(price.amount), facts: contents.saving ? [contents.saving] : [], features: contents.texts};
  } else if (item.kind === 'template') {
    const text = itemText(catalog, 'template', item.template.id, lang);
    const name = text.name;
    const price = priced('template', item.template.id);
    selection = {kind: 'template', templateId: item.template.id};
    totals = totalsOf({kind: 'template', templateId: item.template.id}, country, catalog);
    const included = includedList(item.template.id, lang, (key, values) => tt(key as never, values as never));
    summary = {
      title: name,
      description: text.description,
      art: <TemplatePicture template={item.template} title={name} country={country} lang={lang} sizes="(min-width: 1024px) 352px, 100vw" className="block h-auto w-full" />,
      price: money(price.amount),
      facts: [],
      features: [`${included.pagesTitle} ${included.pages.join('; ')}`, ...included.lines],
    };
  } else {
    const total = cart?.amount ?? 0;
    selection = {kind: 'cart'};
    totals = cartTotals(cart);
    const format = (minor: number) => formatMoney({amount: minor, currency}, pageLocale(country, lang));
    summary = {title: t('cartTitle'), description: '', art: null, price: format(total), facts: (cart?.items ?? []).map((i) => `${i.title} × ${i.quantity} · ${format(i.lineAmount)}`), features: []};
  }

  const provider = paymentProviderFor(country);
  // What is bought decides whether the order asks for a phone number (lib/checkout/phone; the server's order schema asks the same).
  const lines: OrderLineKind[] = item.kind === 'cart' ? (cart?.items ?? []).map((line) => line.itemType) : [item.kind];
  const form = {
    country,
    lang,
    messages: {Checkout: messages.Checkout, Consent: consentFormMessages(messages), Tiers: {names: messages.Tiers.names, legend: messages.Tiers.legend, included: messages.Tiers.included}},
    selection,
    totals,
    phone: phoneNeeded(lines),
    currency,
    demo: provider.demo,
    termsHref: localizedPath(country, lang, '/terms'),
    checkoutKey,
  };
  const emptyCart = item.kind === 'cart' && (!cart || cart.items.length === 0);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <Link href={localizedPath(country, lang)} className="text-sm font-medium text-muted hover:text-ink">
        <span aria-hidden="true">← </span>
        {t('back')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{item.kind === 'cart' ? t('cartTitle') : t('title')}</h1>
      {emptyCart ? (
        <div className="mt-8">
          <p className="text-muted">{t('server.emptyCart')}</p>
          <Link href={localizedPath(country, lang, '/templateshop')} className="mt-4 inline-block rounded-full bg-ink px-6 py-3 text-sm font-semibold text-paper">
            {messages.Cart.browse}
          </Link>
        </div>
      ) : (
        // Each column as tall as its content: the form beside the product summary, neither stretched to the other's height.
        <div className="mt-8 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
          {/* Until the visitor's part arrives (the same response, a moment later): grey blocks the
              form's size, with no control or label of their own. The streamed part lands hidden
              beside its placeholder until React swaps them: a placeholder form would put every
              label on the page twice meanwhile. */}
          <Suspense fallback={<CheckoutFormSkeleton />}>
            <CheckoutVisitor {...form} clientKey={provider.clientKey} />
          </Suspense>
          <aside aria-labelledby="checkout-product" className="h-fit rounded-2xl border border-line bg-white p-6 lg:sticky lg:top-24">
            <p className="text-sm text-muted">{t('product')}</p>
            <h2 id="checkout-product" className="mt-1 text-xl font-semibold">
              {summary.title}
            </h2>
            {summary.art ? <div className="mt-4 overflow-hidden rounded-xl border border-line [&>img]:h-auto [&>img]:w-full">{summary.art}</div> : null}
            {summary.description ? <p className="mt-4 text-sm text-muted">{summary.description}</p> : null}
            <p className="mt-4 text-2xl font-bold">{summary.price}</p>
            {summary.facts.length ? (
              <ul className="mt-3 space-y-1 text-sm text-muted">
                {summary.facts.map((fact) => (
                  <li key={fact}>{fact}</li>
                ))}
              </ul>
            ) : null}
            {summary.features.length ? (
              <>
                <h3 className="mt-5 text-sm font-semibold">{t('included')}</h3>
                <CheckList className="mt-2 space-y-1.5 text-sm" items={summary.features} />
              </>
            ) : null}
            {/* A product-photo service: the visitor tries their own product in its look first; "Use this photo" comes back here with it. */}
            {item.kind === 'service' ? <TryWithProduct target={`service:${item.service.id}`} checkoutRest={checkoutRest.service(item.service.id)} country={country} lang={lang} /> : null}
          </aside>
        </div>
      )}
    </div>
  );
}
