import {requireAdmin} from '@/lib/auth/guard';
import {contactMessages} from '@/lib/contact/submit';
import {db} from '@/lib/db';
import {plainHandler} from '@/lib/http/api';

/**
 * GET /api/admin/contact-messages?page=N -> {success, messages, total, unread} (admins; 401
 * anonymous, 403 customers): the contact form's messages, newest first, 50 a page, each with
 * `readAt` (null while unread).
 */
export const GET = plainHandler(async ({request, origin}) => {
  const admin = await requireAdmin(origin.language);
  if (admin instanceof Response) return admin;
  const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
  const inbox = await contactMessages(db, Number.isSafeInteger(page) && page > 0 ? page : 1);
  return Response.json({success: true, ...inbox}, {headers: {'cache-control': 'no-store'}});
});
