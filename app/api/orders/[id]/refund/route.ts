import {restCommand} from '@/lib/commands/rest';
import {refund} from '@/lib/orders/commands';

/**
 * POST /api/orders/{id}/refund {amount?, reason, override?, refundKey, refundAccount?} (admins) -> {success, refunded, full}:
 * through the refund ledger by the terms (full before work starts, half during work, none after
 * the draft unless overridden); 409 with the allowed max; 202 {pending} while the provider's
 * answer is not in (lib/orders/commands).
 */
export const POST = restCommand(refund);
