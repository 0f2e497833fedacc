import type {ComponentProps} from 'react';
import type {getTranslations} from 'next-intl/server';
import type {CountryCode} from '@/lib/countries';
import {formatDateTime, type DateContext} from '@/lib/i18n/dates';
import type {Language} from '@/lib/i18n/languages';
import DeliveryAnswer from './DeliveryAnswer';
import {DeliveryFiles} from './DeliveryFiles';

/** One delivery round as the order page shows it: the studio's note and its files. */
export interface OrderDelivery {
  round: number;
  note: string | null;
  createdAt: Date;
  files: {upload: {id: string; originalName: string; contentType: string; size: number}}[];
}

interface Props {
  /** The page's `Order` translator (the page reads its texts on the server, so this stays a plain component). */
  t: Awaited<ReturnType<typeof getTranslations<'Order'>>>;
  country: CountryCode;
  lang: Language;
  dates: DateContext;
  order: {id: string; status: string};
  token: string | null;
  deliveries: OrderDelivery[];
  revisions: {number: number; comment: string; extra: boolean; createdAt: Date}[];
  includedRevisions: number;
  fileUrl: (id: string) => string;
  messages: ComponentProps<typeof DeliveryAnswer>['messages'];
}

/**
 * An order's deliveries: each round with the studio's note and files, the customer's answer to a
 * delivered draft (approve or ask for a revision), and the revisions asked for so far. Nothing
 * before the first delivery.
 */
export function OrderDeliveries({t, country, lang, dates, order, token, deliveries, revisions, includedRevisions, fileUrl, messages}: Props) {
  if (!deliveries.length) return null;
  return (
    <section aria-labelledby="order-deliveries" className="mt-10">
      <h2 id="order-deliveries" className="text-xl font-semibold">
        {t('deliveries')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('includedRevisions', {count: includedRevisions})}</p>
      <ol className="mt-4 space-y-4">
        {deliveries.map((delivery) => (
          <li key={delivery.round} className="rounded-2xl border border-line bg-white p-5">
            <p className="font-semibold">
              {t('round', {round: delivery.round})} <span className="text-sm font-normal text-muted">· {formatDateTime(delivery.createdAt, dates, {length: 'medium'})}</span>
            </p>
            {delivery.note ? (
              <p className="mt-2 text-sm">
                <span className="text-muted">{t('studioNote')}: </span>
                {delivery.note}
              </p>
            ) : null}
            <DeliveryFiles files={delivery.files.map((f) => f.upload)} lang={lang} fileUrl={fileUrl} texts={{download: (name) => t('download', {name}), open: (name) => t('previewOpen', {name})}} />
          </li>
        ))}
      </ol>
      {order.status === 'draft_delivered' ? (
        <DeliveryAnswer
          orderId={order.id}
          token={token}
          country={country}
          lang={lang}
          freeRevisionsLeft={Math.max(0, includedRevisions - revisions.filter((r) => !r.extra).length)}
          messages={messages}
        />
      ) : null}
      {revisions.length ? (
        <>
          <h3 className="mt-8 font-semibold">{t('revisions')}</h3>
          <ol className="mt-3 space-y-2 text-sm">
            {revisions.map((r) => (
              <li key={r.number} className="rounded-lg bg-paper p-3">
                <span className="font-medium">{t('revisionItem', {number: r.number})}</span>
                {r.extra ? <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('extra')}</span> : null}
                <span className="block whitespace-pre-line">{r.comment}</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
