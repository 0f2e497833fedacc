/**
 * The app's confirm, in its own process, for the crash test: it asks Toss to confirm and is
 * killed while waiting for the answer (after Toss approved, before our database write).
 * Arguments: a JSON {target, toss, input}.
 */
import {createPrismaClient} from '@/lib/db/client';
import {paymentProviders} from '@/lib/payments';
import {confirmPayment} from '@/lib/payments/flow';

const {target, toss, input} = JSON.parse(process.argv[2] ?? '{}');
const db = createPrismaClient(target);
console.log('confirming');
await confirmPayment(db, input, {providers: paymentProviders({toss})});
console.log('confirmed (the parent should have killed this process first)');
