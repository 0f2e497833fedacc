import {restCommand} from '@/lib/commands/rest';
import {payOrder} from '@/lib/orders/commands';

/**
 * POST /api/payments/start {orderId, token?} -> {success, url | widget, demo}: where to send the
 * customer to pay. Only the order's owner, an admin or the guest link's holder may start it; 409
 * when the order is not awaiting payment (lib/orders/commands).
 */
export const POST = restCommand(payOrder);
