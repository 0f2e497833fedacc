import {restQuery} from '@/lib/commands/query';
import {orderQuery} from '@/lib/orders/queries';

/** GET /api/orders/{id or number}[?token=guest link token] -> {success, order}; 404 for anyone but its owner, an admin or the link's holder. */
export const GET = restQuery(orderQuery);
