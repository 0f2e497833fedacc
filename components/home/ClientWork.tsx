import {getTranslations} from 'next-intl/server';
import {SERVICE_CATEGORIES, type ServiceCategory} from '@/lib/catalog/catalog';
import {itemText} from '@/lib/catalog/prices';
import {getCatalog} from '@/lib/catalog/read';
import type {Language} from '@/lib/i18n/languages';
import {altText} from '@/lib/media/pictures';
import type {PortfolioEntryView} from '@/lib/showcase/types';
import {CARD_SIZES, ShopImage} from '@/components/media/ShopImage';
import {TemplateFilter} from '@/components/templates/TemplateFilter';
import {BeforeAfter} from './BeforeAfter';

const CATEGORIES = Object.keys(SERVICE_CATEGORIES) as ServiceCategory[];

/**
 * The studio's work for real clients (the owner's portfolio entries), filtered by the services'
 * categories; an entry with a "before" compares it with the result. Not rendered without entries.
 */
export async function ClientWork({entries, lang}: {entries: PortfolioEntryView[]; lang: Language}) {
  if (!entries.length) return null;
  const t = await getTranslations('Home');
  const ts = await getTranslations('Pages');
  const catalog = await getCatalog();
  const count = (c?: ServiceCategory) => t('workCount', {count: entries.filter((e) => !c || e.category === c).length});
  return (
    <section id="work" aria-labelledby="work-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <h2 id="work-title" className="text-3xl font-bold tracking-tight">
        {t('workTitle')}
      </h2>
      <p className="mt-3 text-muted">{t('workSubtitle')}</p>
      <div className="mt-8">
        <TemplateFilter
          label={t('workFilter')}
          categories={CATEGORIES}
          labels={{all: t('workAll'), ...Object.fromEntries(CATEGORIES.map((c) => [c, ts(`categories.${c}.title`)]))}}
          counts={{all: count(), ...Object.fromEntries(CATEGORIES.map((c) => [c, count(c)]))}}
          urlParam={false}
        >
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {entries.map((entry) => {
              const service = itemText(catalog, 'service', entry.serviceId, lang).name;
              const caption = entry.title[lang]?.trim() || entry.title.en?.trim() || service;
              const image = (picture: NonNullable<PortfolioEntryView['before']>, label: string) => (
                <ShopImage picture={picture} alt={altText(picture, lang, `${caption} · ${label}`)} sizes={CARD_SIZES} />
              );
              return (
                <li key={entry.id} data-category={entry.category} className="offscreen-lazy room-work-card overflow-hidden rounded-2xl border border-line bg-white">
                  {entry.before ? (
                    <BeforeAfter
                      before={image(entry.before, t('before'))}
                      after={image(entry.after, t('after'))}
                      label={t('compareLabel', {name: caption})}
                      beforeLabel={t('before')}
                      afterLabel={t('after')}
                    />
                  ) : (
                    <div className="aspect-[4/5] [&>img]:h-full [&>img]:w-full">{image(entry.after, caption)}</div>
                  )}
                  <div className="p-5">
                    <p className="text-xs font-medium uppercase tracking-wide text-muted">{service}</p>
                    <h3 className="mt-1 font-semibold">{caption}</h3>
                    <p className="mt-1 text-sm text-muted">{entry.client}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </TemplateFilter>
      </div>
    </section>
  );
}
