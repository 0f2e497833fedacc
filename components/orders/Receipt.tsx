import Link from 'next/link';
import {getFormatter, getTranslations} from 'next-intl/server';
import {TierNote} from './TierNote';
import {COUNTRIES, countryName, pageLocale, type CountryCode} from '@/lib/countries';
import {countryDates, formatDateTime} from '@/lib/i18n/dates';
import type {Language} from '@/lib/i18n/languages';
import {formatMoney} from '@/lib/money';
import {methodLabel, type MethodTexts} from '@/lib/payments/method';
import type {Receipt as ReceiptData} from '@/lib/receipts/receipt';
import {KoreanSellerDetails} from '@/components/business/KoreanSellerDetails';
import {CashReceiptInfo} from './CashReceiptInfo';
import {PrintButton} from './PrintButton';
import {buttonClass} from '@/components/ui/buttonClass';

/** A paid order's receipt, laid out to print on one A4 page (the site's header and footer stay off the paper). */
export async function Receipt({receipt, country, lang, orderHref}: {receipt: ReceiptData; country: CountryCode; lang: Language; orderHref: string}) {
  const t = await getTranslations('Receipt');
  const tiers = await getTranslations('Tiers');
  const tp = await getTranslations('Payment');
  const format = await getFormatter();
  const {seller, order, lines, tax, payment} = receipt;
  const money = (amount: number) => formatMoney({amount, currency: order.currency}, pageLocale(country, lang));
  const method = payment.method ? methodLabel(payment.method, tp as unknown as MethodTexts) : payment.provider;
  const taxCountry = order.country === 'us' ? null : order.country;
  return (
    <article aria-labelledby="receipt-title" className="mx-auto max-w-3xl bg-white px-6 py-10 text-sm print:max-w-none print:p-0">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="receipt-title" className="text-3xl font-bold tracking-tight">
            {t('title')}
          </h1>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-muted">{t('orderNumber')}</dt>
            <dd className="font-medium">{order.number}</dd>
            <dt className="text-muted">{t('paidAt')}</dt>
            <dd>{formatDateTime(payment.paidAt, countryDates(country, lang))}</dd>
            <dt className="text-muted">{t('method')}</dt>
            <dd>{method}</dd>
          </dl>
        </div>
        <div className="flex gap-2 print:hidden">
          <PrintButton text={t('print')} />
          <Link href={orderHref} className={buttonClass({variant: 'secondary', size: 'md'})}>
            {t('backToOrder')}
          </Link>
        </div>
      </div>

      <div className="mt-8 grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <section aria-labelledby="receipt-seller">
          <h2 id="receipt-seller" className="text-xs font-semibold uppercase tracking-wide text-muted">
            {t('seller')}
          </h2>
          <p className="mt-2 font-semibold">{seller.company}</p>
          {seller.korea ? <KoreanSellerDetails seller={seller.korea} className="space-y-0.5" /> : null}
          {!seller.korea && seller.representative ? <p>{t('representative', {name: seller.representative})}</p> : null}
          {!seller.korea && seller.registration ? <p>{t('registration', {number: seller.registration})}</p> : null}
          {seller.taxId && taxCountry ? <p>{t(`taxId.${taxCountry as 'au'}`, {number: seller.taxId})}</p> : null}
          {!seller.korea && seller.address ? <p>{seller.address}</p> : null}
          {seller.email ? <p>{seller.email}</p> : null}
          {/* A Korean receipt's Korean line is in the legal details above. */}
          {seller.phones
            .filter((phone) => !seller.korea || phone.country !== 'kr')
            .map((phone) => (
              <p key={`${phone.country}${phone.number}`}>
                {countryName(phone.country, lang)}: {phone.number}
              </p>
            ))}
        </section>
        <section aria-labelledby="receipt-buyer">
          <h2 id="receipt-buyer" className="text-xs font-semibold uppercase tracking-wide text-muted">
            {t('buyer')}
          </h2>
          <p className="mt-2 font-semibold">{order.customerName}</p>
          <p>{order.customerEmail}</p>
          <p>{COUNTRIES[order.country].name}</p>
        </section>
      </div>

      <table className="mt-8 w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-ink">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('item')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              {t('quantity')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              {t('unitPrice')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={i} className="border-b border-line align-top">
              <td className="py-2 pr-3">
                {line.title}
                <TierNote line={line} t={tiers} />
                {line.extraImages > 0 ? <span className="block text-xs text-muted">{t('extraImages', {count: line.extraImages, price: money(line.extraUnitAmount)})}</span> : null}
              </td>
              <td className="py-2 pr-3 text-right">{format.number(line.quantity)}</td>
              <td className="py-2 pr-3 text-right whitespace-nowrap">{money(line.unitAmount)}</td>
              <td className="py-2 text-right whitespace-nowrap">{money(line.lineAmount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="pt-3 pr-3 text-right text-base font-bold">
              {t('total')}
            </th>
            <td className="pt-3 text-right text-base font-bold whitespace-nowrap" data-testid="receipt-total">
              {money(order.amount)}
            </td>
          </tr>
          {tax && taxCountry ? (
            <tr>
              <th scope="row" colSpan={3} className="pr-3 text-right font-normal text-muted">
                {t(`taxIncluded.${taxCountry as 'kr'}`, {rate: format.number(tax.rate)})}
              </th>
              <td className="text-right text-muted whitespace-nowrap" data-testid="receipt-tax">
                {money(tax.amount)}
              </td>
            </tr>
          ) : null}
          {payment.refunded > 0 ? (
            <tr>
              <th scope="row" colSpan={3} className="pr-3 text-right font-normal">
                {t('refunded')}
              </th>
              <td className="text-right whitespace-nowrap">−{money(payment.refunded)}</td>
            </tr>
          ) : null}
        </tfoot>
      </table>

      {receipt.cashReceipt ? <CashReceiptInfo receipt={receipt.cashReceipt} className="mt-6" /> : null}

      {payment.receiptUrl ? (
        <p className="mt-6 print:hidden">
          <a href={payment.receiptUrl} target="_blank" rel="noopener noreferrer" className="underline">
            {t('providerReceipt')}
          </a>
        </p>
      ) : null}
    </article>
  );
}
