import {getCatalog} from '@/lib/catalog/read';
import {shownPicture} from '@/lib/catalog/prices';
import type {Template} from '@/lib/catalog/templates';
import type {Language} from '@/lib/i18n/languages';
import {altText} from '@/lib/media/pictures';
import {ShopImage} from '@/components/media/ShopImage';
import {TemplateArt} from './ProductArt';

/**
 * A template's picture `index` (0-3): the owner's, else the shop's default photograph; the first
 * falls back to the drawn artwork, the others to nothing. `title` is the alt text where the picture has none in `lang`
 * ("" when a caption next to it already names it).
 */
export async function TemplatePicture({template, index = 0, title, lang, sizes, preload, className}: {template: Template; index?: number; title: string; lang: Language; sizes: string; preload?: boolean; className?: string}) {
  const picture = shownPicture(await getCatalog(), `template:${template.id}:${index}`);
  if (picture) return <ShopImage picture={picture} alt={title === '' ? '' : altText(picture, lang, title)} sizes={sizes} preload={preload} className={className} />;
  return index === 0 ? <TemplateArt template={template} title={title} className={className} /> : null;
}
