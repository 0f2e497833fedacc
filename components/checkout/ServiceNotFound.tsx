import Link from 'next/link';
import {getTranslations} from 'next-intl/server';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {buttonClass} from '@/components/ui/buttonClass';
import {localizedPath} from '@/lib/i18n/paths';

/** An invalid service id shows 'service not found / invalid service ID' and a way home. */
export async function ServiceNotFound({country, lang}: {country: CountryCode; lang: Language}) {
  const t = await getTranslations('Checkout');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t('serviceNotFound')}</h1>
      <p className="mt-3 text-muted">{t('serviceNotFoundDescription')}</p>
      <Link href={localizedPath(country, lang)} className={buttonClass({className: 'mt-8'})}>
        {t('backHome')}
      </Link>
    </section>
  );
}
