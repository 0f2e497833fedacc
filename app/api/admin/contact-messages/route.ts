import {adminContactMessagesQuery} from '@/lib/admin/queries';
import {restQuery} from '@/lib/commands/query';

/**
 * GET /api/admin/contact-messages?page=N -> {success, messages, total, unread} (admins; 401
 * anonymous, 403 customers): the contact form's messages, newest first, 50 a page, each with
 * `readAt` (null while unread).
 */
export const GET = restQuery(adminContactMessagesQuery);
