import Link from 'next/link';
import {getTranslations} from 'next-intl/server';
import type {Service} from '@/lib/catalog/catalog';
import {itemText, serviceCover, serviceIn} from '@/lib/catalog/prices';
import {getCatalog} from '@/lib/catalog/read';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {BriefArea} from '@/components/briefs/BriefArea';
import {BriefButton} from '@/components/briefs/BriefButton';
import {ServiceTypeCard} from '@/components/items/ServiceTypeCard';
import {ShopImage} from '@/components/media/ShopImage';
import {altText} from '@/lib/media/pictures';
import {CheckList} from '@/components/ui/CheckList';

const STEPS = ['brief', 'quote', 'contract', 'deliver'] as const;

/** A quote-priced service (checkout 6, 8, 10-13): how it works, the free consultation, the brief. */
export async function ConsultationPage({service: shape, country, lang}: {service: Service; country: CountryCode; lang: Language}) {
  const t = await getTranslations('Consultation');
  const tc = await getTranslations('Checkout');
  const th = await getTranslations('Home');
  const catalog = await getCatalog();
  const service = serviceIn(catalog, shape);
  const text = itemText(catalog, 'service', service.id, lang);
  const cover = serviceCover(catalog, service.id);
  const {name, features} = text;
  const revisions = service.revisions === null ? t('negotiated') : th('revisions', {count: service.revisions});
  const target = {serviceId: service.id, name, price: th('quote'), delivery: th('deliveryQuote')};
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <Link href={localizedPath(country, lang)} className="text-sm font-medium text-muted hover:text-ink">
        <span aria-hidden="true">← </span>
        {tc('back')}
      </Link>
      <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{name}</h1>
          <p className="mt-3 text-lg text-muted">{text.description}</p>
          <p className="mt-2 text-muted">{t('intro')}</p>
          <div className="mt-8 max-w-md overflow-hidden rounded-2xl border border-line [&>img]:h-auto [&>img]:w-full">
            {cover ? (
              <ShopImage picture={cover} alt={altText(cover, lang, name)} sizes="(min-width: 448px) 448px, 100vw" />
            ) : (
              <ServiceTypeCard service={service} name={name} lines={text.features} label={name} />
            )}
          </div>
          <h2 className="mt-10 text-xl font-semibold">{t('stepsTitle')}</h2>
          <ol className="mt-4 grid gap-3 sm:grid-cols-2">
            {STEPS.map((step, i) => (
              <li key={step} className="flex items-center gap-3 rounded-xl border border-line bg-white p-4">
                <span aria-hidden="true" className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-ink text-sm font-bold text-paper">
                  {i + 1}
                </span>
                {t(`steps.${step}`)}
              </li>
            ))}
          </ol>
          <h2 className="mt-10 text-xl font-semibold">{t('includedTitle')}</h2>
          <CheckList className="mt-4 space-y-2" items={features} />
        </div>
        <aside aria-labelledby="consult-panel" className="h-fit rounded-2xl border border-line bg-white p-6 lg:sticky lg:top-24">
          <h2 id="consult-panel" className="text-lg font-semibold">
            {t('panelTitle')}
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div className="flex justify-between">
              <dt className="text-muted">{t('fee')}</dt>
              <dd className="font-semibold">{t('free')}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-muted">{t('quoteTime')}</dt>
              <dd className="font-semibold">{t('within24h')}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-muted">{t('revisions')}</dt>
              <dd className="font-semibold">{revisions}</dd>
            </div>
          </dl>
          <BriefButton target={target} text={t('writeBrief')} label={`${t('writeBrief')}: ${name}`} />
        </aside>
      </div>
      <BriefArea country={country} lang={lang} />
    </div>
  );
}
