import {getTranslations} from 'next-intl/server';
import {originOf} from '@/lib/http/api';

/**
 * Where the proxy sends a form post (multipart or urlencoded) to any API address other than the
 * upload routes (proxy.ts): Next would otherwise take it for a server action, fail to parse it and
 * answer 500. The API takes JSON; this says so in the caller's language. The upload routes answer
 * a form post themselves (send the file as the body).
 */
async function refuse(request: Request): Promise<Response> {
  await request.body?.cancel().catch(() => {});
  const t = await getTranslations({locale: originOf(request).language, namespace: 'Api'});
  return Response.json({success: false, message: t('notJson')}, {status: 415, headers: {connection: 'close'}});
}

export const POST = refuse;
export const PUT = refuse;
export const PATCH = refuse;
export const DELETE = refuse;
