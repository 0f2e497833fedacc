import {getTranslations} from 'next-intl/server';
import {getCatalog} from '@/lib/catalog/read';
import {shownPicture, type Catalog} from '@/lib/catalog/prices';
import type {Template} from '@/lib/catalog/templates';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {altText, type Picture} from '@/lib/media/pictures';
import {DESIGN_PAGES, TEMPLATE_DESIGNS, type DesignPage} from '@/lib/catalog/template-designs';
import {ShopImage} from '@/components/media/ShopImage';

/** The page of the template's own design a picture shows (`design:{id}:{page}`), or null for the owner's upload. */
export function designPageOf(picture: Picture): DesignPage | null {
  return picture.id.startsWith('design:') ? ((picture.id.split(':')[2] as DesignPage | undefined) ?? null) : null;
}

/**
 * A template's picture `index` (0-3): the owner's upload, else that page of the template's own design
 * in the page's language and its country's currency (lib/media/defaults: `npm run art:templates`),
 * else nothing. `title` names it ("" when a caption next to it already does); a design page adds its
 * own name ("Menu, back").
 */
export async function TemplatePicture({
  template,
  index = 0,
  title,
  country,
  lang,
  sizes,
  preload,
  className,
}: {
  template: Template;
  index?: number;
  title: string;
  country: CountryCode;
  lang: Language;
  sizes: string;
  preload?: boolean;
  className?: string;
}) {
  const picture = shownPicture(await getCatalog(), `template:${template.id}:${index}`, {country, lang});
  if (!picture) return null;
  const page = designPageOf(picture);
  const t = await getTranslations('Templates');
  const named = title && page ? `${title} · ${t(`pages.${page}`)}` : title;
  return <ShopImage picture={picture} alt={title === '' ? '' : altText(picture, lang, named)} sizes={sizes} preload={preload} className={className} />;
}

/**
 * Which picture a card shows: the owner's first, else the design's page that fills a 4:5 frame best
 * (a banner template's square post rather than its wide banner; the page shows them all).
 */
export function cardIndex(catalog: Catalog, template: Template): number {
  if (catalog.pictures[`template:${template.id}:0`]) return 0;
  const pages = TEMPLATE_DESIGNS[template.id]?.pages ?? [];
  let best = 0;
  pages.forEach((page, index) => {
    const fit = (p: DesignPage) => Math.abs(Math.log(DESIGN_PAGES[p].preview[0] / DESIGN_PAGES[p].preview[1] / 0.8));
    if (!catalog.pictures[`template:${template.id}:${index}`] && fit(page) < fit(pages[best]!)) best = index;
  });
  return best;
}

/**
 * A template's card picture standing in a 4:5 frame, whole (a wide banner and a tall menu alike), as
 * the catalogue's cards show it: the grid stays even on every screen.
 */
export async function FramedTemplatePicture({
  template,
  title,
  country,
  lang,
  sizes,
  preload,
}: {
  template: Template;
  title: string;
  country: CountryCode;
  lang: Language;
  sizes: string;
  preload?: boolean;
}) {
  return (
    <div className="flex aspect-[4/5] items-center justify-center bg-paper p-[7%]">
      <TemplatePicture
        template={template}
        index={cardIndex(await getCatalog(), template)}
        title={title}
        country={country}
        lang={lang}
        sizes={sizes}
        preload={preload}
        className="h-auto max-h-full w-auto max-w-full rounded-sm object-contain shadow-lg"
      />
    </div>
  );
}
