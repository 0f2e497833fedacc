import type {CountryCode, CurrencyCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import type {OrderStatus} from '@/lib/db/client';
import {adminStatusMoves} from '@/lib/orders/transitions';
import {isRefundablePayment} from '@/lib/payments/transitions';
import type {PaymentStatus} from '@/lib/generated/prisma/enums';
import {CommentsForm, DeliverForm, QuoteForm, RefundForm, StatusForm} from './OrderForms';

interface Props {
  country: CountryCode;
  lang: Language;
  order: {
    id: string;
    status: OrderStatus;
    currency: string;
    adminComments: string | null;
    payments: {status: PaymentStatus; provider: string; method: string | null}[];
  };
  /** The class of each form's box (the order page's cards). */
  box: string;
}

/**
 * The studio's actions on one order, beside its record: the quote's price (while it awaits one),
 * the status, a delivery, a refund (once a payment can be refunded) and the internal comments.
 */
export function OrderActions({country, lang, order, box}: Props) {
  const where = {country, lang};
  const paid = order.payments.find((p) => isRefundablePayment(p.status));
  return (
    <aside className="space-y-6">
      {order.status === 'quote_review' ? (
        <div className={box}>
          <QuoteForm orderId={order.id} currency={order.currency as CurrencyCode} {...where} />
        </div>
      ) : null}
      <div className={box}>
        <StatusForm orderId={order.id} status={order.status} moves={adminStatusMoves(order.status)} {...where} />
      </div>
      <div className={box}>
        <DeliverForm orderId={order.id} {...where} />
      </div>
      {paid ? (
        <div className={box}>
          <RefundForm orderId={order.id} needsAccount={paid.provider === 'toss' && paid.method === 'virtual_account'} currency={order.currency as CurrencyCode} {...where} />
        </div>
      ) : null}
      <div className={box}>
        <CommentsForm orderId={order.id} comments={order.adminComments ?? ''} {...where} />
      </div>
    </aside>
  );
}
