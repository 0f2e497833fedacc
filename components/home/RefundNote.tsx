import Link from 'next/link';
import {getTranslations} from 'next-intl/server';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';

/** The refund-policy link and the 3-month usage note that go with every package list. */
export async function RefundNote({country, lang, children}: {country: CountryCode; lang: Language; children?: React.ReactNode}) {
  const t = await getTranslations('Home');
  return (
    <p className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
      {children}
      <Link href={localizedPath(country, lang, '/terms')} className="font-semibold text-ink underline">
        {t('refundPolicy')}
      </Link>
      <span>{t('usageNote')}</span>
    </p>
  );
}
