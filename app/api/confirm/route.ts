import {getTranslations} from 'next-intl/server';
import {jsonHandler} from '@/lib/http/api';
import {db} from '@/lib/db';
import {sendOrderMails} from '@/lib/orders/notify';
import {confirmPayment, paymentOrder} from '@/lib/payments/flow';
import {confirmSchema} from '@/lib/payments/schema';
import {authSecret} from '@/lib/auth/secret';
import {guestToken} from '@/lib/orders/store';
import {isGuestOrder} from '@/lib/orders/view';

/**
 * POST /api/confirm {orderId (order number), amount, paymentKey} (spec) -> {success, paymentData}
 * or {success: false, code, message}. The one confirm path of every provider: the amount must be
 * the order's, and confirming twice changes nothing. The first confirmation sends the order mails.
 */
export const POST = jsonHandler(confirmSchema, 'Checkout', async ({orderId, amount, paymentKey}, {origin}) => {
  const result = await confirmPayment(db, {orderId, amount, paymentKey});
  if (!result.ok) {
    const t = await getTranslations({locale: origin.language, namespace: 'Payment'});
    // Unknown outcome (provider timeout): not a failure; the page says the payment is being confirmed.
    if (result.pending) return Response.json({success: false, pending: true, code: result.code, message: t('pending')}, {status: 202});
    return Response.json({success: false, code: result.code, message: result.message ?? t('confirmFailed')}, {status: 400});
  }
  const {order, payment, newlyPaid, awaitingDeposit} = result;
  const token = isGuestOrder(order) ? guestToken(order.id, authSecret()) : undefined;
  if (newlyPaid) sendOrderMails(order, token);
  const [first] = order.items;
  return Response.json({
    success: true,
    paymentData: {
      orderId: order.number,
      orderUuid: order.id,
      orderType: order.orderType,
      serviceId: order.orderType === 'service' && first ? Number(first.itemId) : null,
      amount: order.amount,
      currency: order.currency,
      method: payment.method,
      paymentKey: payment.providerReference,
      status: order.status,
      awaitingDeposit,
      virtualAccount: awaitingDeposit ? ((payment.details as {virtualAccount?: unknown} | null)?.virtualAccount ?? null) : null,
      orderDetails: {productName: paymentOrder(order).title, customerName: order.customerName},
      orderUrl: token ? `/order/${token}` : `/order/${order.number}`,
    },
  });
});
