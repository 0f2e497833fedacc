import {plainHandler} from '@/lib/http/api';
import {unreadMessages} from '@/lib/orders/message-read';
import type {ApiAnswers} from '@/lib/http/answers';

/**
 * GET /api/orders/unread -> {success, count}: the header's count of unread order messages: a
 * customer's, the studio's messages to them; an admin's, the buyers' messages to the studio. 0
 * signed out.
 */
export const GET = plainHandler(async () => Response.json({success: true, count: await unreadMessages()} satisfies ApiAnswers['GET /api/orders/unread'], {headers: {'cache-control': 'no-store'}}));
