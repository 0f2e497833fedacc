import Link from 'next/link';
import {getTranslations} from 'next-intl/server';
import {COUNTRY_CODES, countryName} from '@/lib/countries';
import type {BusinessDetails} from '@/lib/business/details';
import {missingSellerDetails} from '@/lib/business/seller';
import type {Language} from '@/lib/i18n/languages';
import {buttonClass} from '@/components/ui/buttonClass';

/**
 * The overview's first word while the seller's details are incomplete: per storefront, what its
 * footer, receipts and privacy policy still lack (lib/business/seller), whether Korea's live
 * payments are refused for it, and the way to Settings. Nothing once everything is filled in.
 */
export async function SellerMissing({business, koreaLive, lang, settingsHref}: {business: BusinessDetails; koreaLive: boolean; lang: Language; settingsHref: string}) {
  const t = await getTranslations('Admin.sellerMissing');
  const ts = await getTranslations('Seller');
  const gaps = COUNTRY_CODES.map((country) => ({country, missing: missingSellerDetails(business, country)})).filter((gap) => gap.missing.length);
  if (!gaps.length) return null;
  const korea = gaps.some((gap) => gap.country === 'kr');
  return (
    <section aria-labelledby="admin-seller-missing" className={`rounded-2xl border p-5 ${korea && koreaLive ? 'border-red-300 bg-red-50' : 'border-amber-400 bg-amber-50'}`}>
      <h2 id="admin-seller-missing" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <p className="mt-2 text-sm">{t('intro')}</p>
      <ul aria-labelledby="admin-seller-missing" className="mt-3 space-y-1 text-sm">
        {gaps.map(({country, missing}) => (
          <li key={country}>
            <span className="font-medium">{countryName(country, lang)}:</span> {missing.map((field) => ts(field)).join(', ')}
          </li>
        ))}
      </ul>
      {korea ? <p className="mt-3 text-sm font-medium">{koreaLive ? t('liveRefused') : t('liveLater')}</p> : null}
      <Link href={settingsHref} className={buttonClass({size: 'md', className: 'mt-4 inline-block'})}>
        {t('fill')}
      </Link>
    </section>
  );
}
