/**
 * The app in its own process, for the crash tests: it asks Toss and is killed while waiting for
 * the answer (after Toss acted, before our database write). Arguments: a JSON {target, toss,
 * input} to confirm a payment, or {mode: 'refund', target, toss, refund} to refund an order.
 */
import {createPrismaClient} from '@/lib/db/client';
import {paymentProviders} from '@/lib/payments';
import {confirmPayment} from '@/lib/payments/flow';
import {refundOrder} from '@/lib/payments/refund';

const {mode, target, toss, input, refund} = JSON.parse(process.argv[2] ?? '{}');
const db = createPrismaClient(target);
if (mode === 'refund') {
  console.log('refunding');
  await refundOrder(db, refund, paymentProviders({toss}));
  console.log('refunded (the parent should have killed this process first)');
} else {
  console.log('confirming');
  await confirmPayment(db, input, {providers: paymentProviders({toss})});
  console.log('confirmed (the parent should have killed this process first)');
}
