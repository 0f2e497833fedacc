import {notFound} from 'next/navigation';
import {getMessages} from 'next-intl/server';
import {OrderView} from '@/components/orders/OrderView';
import {briefsOfOrder} from '@/lib/briefs/store';
import {paymentProviderFor} from '@/lib/payments';
import {hasMoneyMoving} from '@/lib/payments/flow';
import {quoteExpired} from '@/lib/orders/quotes';
import {buyerActions} from '@/lib/orders/transitions';
import {db} from '@/lib/db';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';
import {deliveriesOf, includedRevisions} from '@/lib/orders/deliveries';
import {getCatalog} from '@/lib/catalog/read';
import {orderForPage} from '@/lib/orders/access';
import {OrderLoginGate} from '@/components/orders/OrderLoginGate';
import Conversation from '@/components/orders/Conversation';
import {readThread, type Side} from '@/lib/orders/conversation';
import {orderReviews} from '@/lib/orders/reviews/store';
import {OrderReviews} from '@/components/orders/OrderReviews';
import {CashReceiptInfo} from '@/components/orders/CashReceiptInfo';
import {cashReceiptOfOrder} from '@/lib/payments/cash-receipt-issue';

type Params = Promise<PageParams & {ref: string}>;

/**
 * /order/{guest link token}: the guest's order without an account (a signed-in visitor with the
 * order's e-mail is offered to add it to their account: an explicit command, never on opening);
 * /order/{number}: for its owner and admins; signed out, a login prompt that shows the order once
 * logged in. Anything else: 404.
 */
export default async function OrderPage({params}: {params: Params}) {
  const {country, lang} = await resolvePageParams(params);
  const {ref} = await params;
  const {order, user, token, login} = await orderForPage(ref);
  if (login) return <OrderLoginGate lang={lang} />;
  if (!order) notFound();
  const byToken = token !== null;
  const mine = Boolean(byToken && user && !order.userId && user.email.toLowerCase() === order.customerEmail);
  const claim = mine ? (user?.emailVerified ? 'offer' : 'unverified') : null;
  // The guest link's holder and the order's account are its buyer; an admin of another's order, the studio (lib/orders/conversation).
  const side: Side = byToken || order.userId === user?.id ? 'buyer' : 'studio';
  const [[deliveries, revisions], briefs, paying, thread, messages, reviews, cashReceipt] = await Promise.all([
    deliveriesOf(db, order.id),
    briefsOfOrder(db, order.id),
    // A payment under way or a deposit awaited: neither a new attempt nor a cancel is offered.
    hasMoneyMoving(db, order.id),
    // Read only: the conversation marks itself read once shown in the browser (components/orders/Conversation).
    readThread(db, order.id, side),
    getMessages(),
    // The buyer of a completed order rates its lines (lib/orders/reviews).
    side === 'buyer' && order.status === 'completed' ? orderReviews(db, order.id) : null,
    // The 현금영수증 asked for with the payment (Korea, Toss transfers and virtual accounts).
    cashReceiptOfOrder(db, order.id),
  ]);
  const provider = paymentProviderFor(order.country);
  const payment = {
    ...buyerActions(order, {mover: byToken ? 'guest' : 'customer', paying, quoteExpired: quoteExpired(order)}),
    widget: provider.clientKey ? {clientKey: provider.clientKey, customerKey: order.userId} : null,
  };
  return (
    <OrderView
      country={country}
      lang={lang}
      order={order}
      claim={claim}
      token={token}
      briefs={briefs}
      payment={payment}
      deliveries={deliveries}
      revisions={revisions}
      includedRevisions={includedRevisions(order, await getCatalog())}
      reviews={reviews ? <OrderReviews order={order} reviews={reviews} token={token} country={country} lang={lang} messages={{Order: {review: messages.Order.review}}} /> : null}
      cashReceipt={cashReceipt ? <CashReceiptInfo receipt={cashReceipt} className="mt-6 rounded-2xl border border-line bg-white p-5" /> : null}
      conversation={<Conversation orderId={order.id} token={token} side={side} country={country} lang={lang} thread={thread} messages={{Conversation: messages.Conversation}} />}
    />
  );
}
