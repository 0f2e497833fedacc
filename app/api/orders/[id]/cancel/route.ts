import {restCommand} from '@/lib/commands/rest';
import {cancelOrder} from '@/lib/orders/commands';

/**
 * POST /api/orders/{id}/cancel {token?} -> {success}: the buyer (account, or the guest link's
 * holder with its token) cancels an unpaid order or declines a quote; 409 once paid, or while a
 * payment is under way or a deposit is awaited (lib/orders/commands).
 */
export const POST = restCommand(cancelOrder);
