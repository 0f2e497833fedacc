import Link from 'next/link';
import {getTranslations} from 'next-intl/server';
import {pageLocale, type CountryCode, type CurrencyCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {formatMoney} from '@/lib/money';
import {buttonClass} from '@/components/ui/buttonClass';

interface Props {
  country: CountryCode;
  lang: Language;
  payment: {orderNumber: string; amount: number; currency: string; paymentKey: string; title: string};
}

/** The demo provider's page: clearly labelled, nothing is charged; approving returns like a real provider. */
export async function DemoPayment({country, lang, payment}: Props) {
  const t = await getTranslations('Payment');
  const query = {orderId: payment.orderNumber, amount: String(payment.amount), paymentKey: payment.paymentKey};
  const success = `${localizedPath(country, lang, '/payment/success')}?${new URLSearchParams(query)}`;
  const fail = `${localizedPath(country, lang, '/payment/fail')}?${new URLSearchParams({code: 'PAY_PROCESS_CANCELED', orderId: payment.orderNumber})}`;
  return (
    <section aria-labelledby="demo-title" className="mx-auto max-w-md px-4 py-16">
      <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-center text-sm font-semibold text-amber-900">
        {t('demoNotice')}
      </p>
      <h1 id="demo-title" className="mt-6 text-2xl font-bold">
        {t('demoTitle')}
      </h1>
      <p className="mt-2 text-sm text-muted">{t('demoText')}</p>
      <dl className="mt-6 divide-y divide-line rounded-2xl border border-line bg-white text-sm">
        <div className="flex justify-between gap-4 px-5 py-3">
          <dt className="text-muted">{t('orderNumber')}</dt>
          <dd className="font-medium">{payment.orderNumber}</dd>
        </div>
        <div className="flex justify-between gap-4 px-5 py-3">
          <dt className="text-muted">{t('product')}</dt>
          <dd className="text-right font-medium">{payment.title}</dd>
        </div>
        <div className="flex justify-between gap-4 px-5 py-3 text-base">
          <dt className="text-muted">{t('amount')}</dt>
          <dd className="font-bold">{formatMoney({amount: payment.amount, currency: payment.currency as CurrencyCode}, pageLocale(country, lang))}</dd>
        </div>
      </dl>
      <div className="mt-8 flex flex-col gap-3">
        <Link href={success} className={buttonClass({className: 'text-center'})}>
          {t('approve')}
        </Link>
        <Link href={fail} className={buttonClass({variant: 'secondary', className: 'text-center'})}>
          {t('cancel')}
        </Link>
      </div>
    </section>
  );
}
