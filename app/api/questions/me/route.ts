import {restQuery} from '@/lib/commands/query';
import {myQuestionsQuery} from '@/lib/orders/questions/queries';

/** GET /api/questions/me -> {success, questions}: the signed-in customer's questions before buying, newest conversation first. */
export const GET = restQuery(myQuestionsQuery);
