import {restQuery} from '@/lib/commands/query';
import {myOrdersQuery} from '@/lib/orders/queries';

/** GET /api/orders/me -> {success, orders}: the signed-in customer's own orders, newest first, each with whether it has a brief and its unread messages from the studio. */
export const GET = restQuery(myOrdersQuery);
