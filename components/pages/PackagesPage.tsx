import Link from 'next/link';
import {getTranslations} from 'next-intl/server';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {PackageCards} from '@/components/home/PackageCards';
import {PackageCompare} from '@/components/items/PackageCompare';
import {RefundNote} from '@/components/home/RefundNote';
import {buttonClass} from '@/components/ui/buttonClass';

export async function PackagesPage({country, lang}: {country: CountryCode; lang: Language}) {
  const t = await getTranslations('Pages');
  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('packagesTitle')}</h1>
      <p className="mt-3 max-w-3xl text-muted">{t('packagesIntro')}</p>
      <PackageCards country={country} lang={lang} showAudience headingLevel={2} preloadFirst />
      <PackageCompare country={country} lang={lang} />
      <RefundNote country={country} lang={lang}>
        <Link href={`${localizedPath(country, lang)}#contact`} className={buttonClass({size: 'none', className: 'px-6 py-3'})}>
          {t('askPackage')}
        </Link>
      </RefundNote>
    </div>
  );
}
