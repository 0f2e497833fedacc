import Link from 'next/link';
import {getTranslations} from 'next-intl/server';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {knownFailCode} from '@/lib/payments/fail-codes';
import {BackButton} from '@/components/terms/BackButton';
import {buttonClass} from '@/components/ui/buttonClass';

/**
 * The payment fail page (docs/storefront.md). The code and its reason, Try Again and Back to Home. Only known codes, with
 * our own translated reason; anything else is UNKNOWN_ERROR (lib/payments/fail-codes).
 */
export async function PaymentFail({country, lang, code}: {country: CountryCode; lang: Language; code?: string}) {
  const t = await getTranslations('Payment');
  const known = knownFailCode(code);
  // A payment the buyer cancelled reads "Payment Canceled / Payment has been canceled.", not as a failure.
  const cancelled = known === 'PAY_PROCESS_CANCELED';
  const home = localizedPath(country, lang);
  return (
    <section aria-labelledby="fail-title" className="mx-auto max-w-xl px-4 py-16">
      <p aria-hidden="true" className="grid h-14 w-14 place-items-center rounded-full bg-red-100 text-2xl text-red-700">
        !
      </p>
      <h1 id="fail-title" className="mt-4 text-3xl font-bold">
        {cancelled ? t('cancelledTitle') : t('failTitle')}
      </h1>
      <p className="mt-2 text-muted">{cancelled ? t('cancelledText') : t('failText')}</p>
      <dl className="mt-8 divide-y divide-line rounded-2xl border border-line bg-white text-sm">
        <div className="flex justify-between gap-4 px-5 py-3">
          <dt className="text-muted">{t('failCode')}</dt>
          <dd className="font-mono font-medium">{known}</dd>
        </div>
        <div className="flex justify-between gap-4 px-5 py-3">
          <dt className="text-muted">{t('failReason')}</dt>
          <dd className="text-right font-medium">{t(`failCodes.${known}`)}</dd>
        </div>
      </dl>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <BackButton label={t('tryAgain')} fallbackHref={home} />
        <Link href={home} className={buttonClass()}>
          {t('backHome')}
        </Link>
      </div>
      <p className="mt-6 text-xs text-muted">{t('failSupport')}</p>
    </section>
  );
}
