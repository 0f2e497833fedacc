import {IntentLink} from '@/components/ui/IntentLink';
import {getTranslations} from 'next-intl/server';
import {TEMPLATE_CATEGORIES} from '@/lib/catalog/templates';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {itemText, listedTemplates} from '@/lib/catalog/prices';
import {getCatalog} from '@/lib/catalog/read';
import {FramedTemplatePicture} from '@/components/templates/TemplatePicture';

export async function Portfolio({country, lang}: {country: CountryCode; lang: Language}) {
  /** One work per category on the home page (of those not hidden), in one row on wide screens; the template shop has them all, with its filter. */
  const catalog = await getCatalog();
  const listed = listedTemplates(catalog);
  const portfolio = TEMPLATE_CATEGORIES.flatMap((c) => listed.filter((t) => t.category === c).slice(0, 1));
  const t = await getTranslations('Home');

  return (
    <section id="portfolio" aria-labelledby="portfolio-title" className="offscreen-lazy room-portfolio mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
      <h2 id="portfolio-title" className="text-3xl font-bold tracking-tight">
        {t('portfolioTitle')}
      </h2>
      <p className="mt-3 text-muted">{t('portfolioSubtitle')}</p>
      <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4">
        {portfolio.map((template) => {
          const title = itemText(catalog, 'template', template.id, lang).name;
          return (
            <li key={template.id} data-category={template.category}>
              <IntentLink href={localizedPath(country, lang, `/template/${template.id}`)} className="group block overflow-hidden rounded-2xl border border-line bg-white">
                {/* The design itself, whole, in an even frame; the caption below names the link (an alt repeating it would be read twice). */}
                <FramedTemplatePicture template={template} title="" country={country} lang={lang} sizes="(min-width: 768px) 230px, 38vw" />
                <p className="px-3 py-2 text-sm font-medium">{title}</p>
              </IntentLink>
            </li>
          );
        })}
      </ul>
      <IntentLink href={localizedPath(country, lang, '/templateshop')} className="mt-8 inline-block text-sm font-semibold text-accent hover:underline">
        {t('portfolioAll')} <span aria-hidden="true">→</span>
      </IntentLink>
    </section>
  );
}
