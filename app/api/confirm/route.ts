import {restCommand} from '@/lib/commands/rest';
import {confirmOrderPayment} from '@/lib/orders/commands';

/**
 * POST /api/confirm {orderId (order number), amount, paymentKey} (spec) -> {success, paymentData}
 * or 400 {success: false, code, message}; 202 {pending, code, message} while the outcome is
 * unknown. The one confirm path of every provider (lib/orders/commands).
 */
export const POST = restCommand(confirmOrderPayment);
