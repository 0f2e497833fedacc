import type {getTranslations} from 'next-intl/server';
import type {OrderDelivery} from '@/components/orders/OrderDeliveries';

interface Props {
  deliveries: OrderDelivery[];
  revisions: {number: number; comment: string; extra: boolean}[];
  /** The page's `Order` translator (the page reads its texts on the server, so this stays a plain component). */
  t: Awaited<ReturnType<typeof getTranslations<'Order'>>>;
  /** The class of the section's box (the order page's cards). */
  box: string;
}

/** An order's deliveries for the studio: each round's files, then the revisions the buyer asked for. */
export function OrderDeliveries({deliveries, revisions, t, box}: Props) {
  return (
    <section aria-labelledby="admin-deliveries" className={box}>
      <h2 id="admin-deliveries" className="text-lg font-semibold">
        {t('deliveries')}
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {deliveries.map((d) => (
          <li key={d.round}>
            <span className="font-medium">{t('round', {round: d.round})}</span>: {d.files.map((f) => f.upload.originalName).join(', ')}
          </li>
        ))}
      </ol>
      {revisions.length ? (
        <ol className="mt-4 space-y-2 text-sm">
          {revisions.map((r) => (
            <li key={r.number} className="rounded-lg bg-paper p-3">
              {t('revisionItem', {number: r.number})} {r.extra ? <strong>({t('extra')})</strong> : null}: {r.comment}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
