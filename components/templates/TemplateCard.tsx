import Link from 'next/link';
import {getTranslations} from 'next-intl/server';
import {catalogText} from '@/lib/catalog/read';
import type {Template} from '@/lib/catalog/templates';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {TemplatePrice} from './TemplatePrice';
import {TemplatePicture} from './TemplatePicture';
import {TemplatePurchase} from '@/components/purchase/TemplatePurchase';

export async function TemplateCard({template, country, lang}: {template: Template; country: CountryCode; lang: Language}) {
  const t = await getTranslations('Templates');
  const title = (await catalogText('template', template.id, lang)).name;
  const detail = localizedPath(country, lang, `/template/${template.id}`);
  return (
    <li data-category={template.category} className="mb-6 break-inside-avoid">
      <article className="overflow-hidden rounded-2xl border border-line bg-white">
        <Link href={detail} tabIndex={-1} aria-hidden="true" className="block">
          <TemplatePicture template={template} title={title} lang={lang} sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw" className="block h-auto w-full" />
        </Link>
        <div className="p-5">
          <p className="text-xs font-medium uppercase tracking-wide text-muted">{t(`types.${template.type}`)}</p>
          <h2 className="mt-1 font-semibold">
            <Link href={detail} className="hover:underline">
              {title}
            </Link>
          </h2>
          <p className="mt-2 font-semibold">
            <TemplatePrice template={template} country={country} lang={lang} />
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <TemplatePurchase
              template={template}
              country={country}
              lang={lang}
              buyClass="rounded-full bg-ink px-4 py-2 text-sm font-semibold text-paper hover:bg-ink/90"
              cartClass="rounded-full border border-ink px-4 py-2 text-sm font-semibold hover:bg-paper disabled:opacity-50"
            />
            <Link href={detail} aria-label={t('detailsLabel', {title})} className="rounded-full border border-line px-4 py-2 text-sm font-semibold hover:bg-paper">
              {t('details')}
            </Link>
          </div>
        </div>
      </article>
    </li>
  );
}
