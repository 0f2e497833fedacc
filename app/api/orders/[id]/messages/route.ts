import {getTranslations} from 'next-intl/server';
import {restCommand} from '@/lib/commands/rest';
import {plainHandler} from '@/lib/http/api';
import {sendOrderMessage} from '@/lib/orders/message-commands';
import {threadFor} from '@/lib/orders/message-read';

/**
 * GET /api/orders/{id}/messages[?token=] -> {success, side, messages, unread, otherReadAt}: the
 * order's conversation, oldest first, for its account, the guest link's holder (`token`) and
 * admins. Reading changes nothing (POST …/messages/read marks it read). 404 for anyone else.
 */
export async function GET(request: Request, {params}: {params: Promise<{id: string}>}): Promise<Response> {
  const {id} = await params;
  return plainHandler(async ({origin}) => {
    const thread = await threadFor(id, new URL(request.url).searchParams.get('token'));
    if (!thread) {
      const t = await getTranslations({locale: origin.language, namespace: 'Checkout.server'});
      return Response.json({success: false, message: t('notFound')}, {status: 404, headers: {'cache-control': 'no-store'}});
    }
    return Response.json({success: true, ...thread}, {headers: {'cache-control': 'no-store'}});
  })(request);
}

/**
 * POST /api/orders/{id}/messages {text, fileIds?, token?} -> 201 {success, message}: a message from
 * the buyer (a guest adds the link's token) or the studio; 404 for anyone else, 422 for an empty or
 * too long text (4000 characters) or files that are not the writer's own uploads, 429 past 30 an
 * hour per writer and order (lib/orders/message-commands).
 */
export const POST = restCommand(sendOrderMessage);
