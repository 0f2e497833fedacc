import {IntentLink} from '@/components/ui/IntentLink';
import {getTranslations} from 'next-intl/server';
import type {TemplateCategory} from '@/lib/catalog/templates';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {getCatalog} from '@/lib/catalog/read';
import {itemText, listedTemplates, salePrice} from '@/lib/catalog/prices';
import {TemplateCard} from './TemplateCard';
import {TemplateFilter} from './TemplateFilter';

/** Cards in the grid's first row on a phone (two columns): their pictures load eagerly, at high priority. */
const FIRST_ROW = 2;

export async function TemplateShop({country, lang}: {country: CountryCode; lang: Language}) {
  const t = await getTranslations('Templates');
  const catalog = await getCatalog();
  const templates = listedTemplates(catalog);
  // Each card's place when sorted by price (here) or by name (in this language): the sort itself is CSS (app/globals.css).
  const byPrice = [...templates].sort((a, b) => (salePrice(catalog, 'template', a.id, country)?.amount ?? 0) - (salePrice(catalog, 'template', b.id, country)?.amount ?? 0) || a.id - b.id);
  const collator = new Intl.Collator(lang);
  const byName = [...templates].sort((a, b) => collator.compare(itemText(catalog, 'template', a.id, lang).name, itemText(catalog, 'template', b.id, lang).name));
  const ranks = (id: number) => ({price: byPrice.findIndex((x) => x.id === id) + 1, name: byName.findIndex((x) => x.id === id) + 1});
  const count = (n: number) => t('count', {count: n});
  const countOf = (c: TemplateCategory) => count(templates.filter((x) => x.category === c).length);

  return (
    <section className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <IntentLink href={localizedPath(country, lang)} className="text-sm font-medium text-muted hover:text-ink">
        <span aria-hidden="true">← </span>
        {t('backHome')}
      </IntentLink>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="mt-3 max-w-2xl text-muted">{t('subtitle')}</p>
      <div className="mt-8">
        <TemplateFilter
          label={t('filterLabel')}
          labels={{all: t('categories.all'), food: t('categories.food'), cosmetics: t('categories.cosmetics'), fashion: t('categories.fashion'), others: t('categories.others')}}
          counts={{all: count(templates.length), food: countOf('food'), cosmetics: countOf('cosmetics'), fashion: countOf('fashion'), others: countOf('others')}}
          sort={{label: t('sortLabel'), options: {featured: t('sort.featured'), priceAsc: t('sort.priceAsc'), priceDesc: t('sort.priceDesc'), name: t('sort.name')}}}
        >
          {/* Two columns from the smallest phone up (three on desktops): a shop, not one card per screen. */}
          <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
            {/* The first row on a phone holds the page's largest picture: loaded at once, not when layout finds it in view. */}
            {templates.map((template, i) => (
              <TemplateCard key={template.id} template={template} country={country} lang={lang} ranks={ranks(template.id)} preload={i < FIRST_ROW} />
            ))}
          </ul>
        </TemplateFilter>
      </div>
    </section>
  );
}
