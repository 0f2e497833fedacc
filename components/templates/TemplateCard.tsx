import type {CSSProperties} from 'react';
import {IntentLink} from '@/components/ui/IntentLink';
import {getTranslations} from 'next-intl/server';
import {catalogText} from '@/lib/catalog/read';
import type {Template} from '@/lib/catalog/templates';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {TemplatePrice} from './TemplatePrice';
import {FramedTemplatePicture} from './TemplatePicture';
import {TEMPLATE_CARD_SIZES} from '@/components/media/ShopImage';
import {TemplatePurchase} from '@/components/purchase/TemplatePurchase';
import {buttonClass} from '@/components/ui/buttonClass';

export async function TemplateCard({
  template,
  country,
  lang,
  ranks,
  preload = false,
}: {
  template: Template;
  country: CountryCode;
  lang: Language;
  ranks?: {price: number; name: number};
  /** In the first row: the picture loads eagerly, preloaded from the page's head (ShopImage). */
  preload?: boolean;
}) {
  const t = await getTranslations('Templates');
  const title = (await catalogText('template', template.id, lang)).name;
  const detail = localizedPath(country, lang, `/template/${template.id}`);
  return (
    // Rendered only near the screen (globals.css .offscreen-lazy): the shop's 27 cards were styled and laid out
    // at once while the page loaded, on a phone where four are seen. Its room: globals.css .room-template-card.
    <li data-category={template.category} className="offscreen-lazy room-template-card" style={ranks ? ({'--rank-price': ranks.price, '--rank-name': ranks.name} as CSSProperties) : undefined}>
      <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white">
        <IntentLink href={detail} tabIndex={-1} aria-hidden="true" className="block">
          <FramedTemplatePicture template={template} title={title} country={country} lang={lang} sizes={TEMPLATE_CARD_SIZES} preload={preload} />
        </IntentLink>
        <div className="flex flex-1 flex-col p-3 sm:p-5">
          <p className="text-xs font-medium uppercase tracking-wide text-muted">{t(`types.${template.type}`)}</p>
          <h2 className="mt-1 text-sm font-semibold sm:text-base">
            <IntentLink href={detail} className="hover:underline">
              {title}
            </IntentLink>
          </h2>
          <p data-price className="mt-2 font-semibold">
            <TemplatePrice template={template} country={country} lang={lang} />
          </p>
          <div className="mt-auto flex flex-wrap gap-2 pt-3 sm:pt-4">
            <TemplatePurchase
              template={template}
              country={country}
              lang={lang}
              buyClass={buttonClass({size: 'none', className: 'w-full px-3 py-2 text-center text-xs sm:w-auto sm:px-4 sm:text-sm'})}
              cartClass={buttonClass({variant: 'outline', size: 'none', className: 'w-full px-3 py-2 text-xs sm:w-auto sm:px-4 sm:text-sm'})}
            />
            {/* On a phone the title is the way to the details: two actions fit a half-width card. The link's own text
                names its template (read by search engines and screen readers' link lists), not an aria-label over a
                bare "자세히 보기", which Lighthouse's SEO audit counts as a non-descriptive link. */}
            <IntentLink href={detail} className={buttonClass({variant: 'secondary', size: 'md', className: 'hidden sm:inline-block'})}>
              <span aria-hidden="true">{t('details')}</span>
              <span className="sr-only">{t('detailsLabel', {title})}</span>
            </IntentLink>
          </div>
        </div>
      </article>
    </li>
  );
}
