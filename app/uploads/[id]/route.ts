import {getTranslations} from 'next-intl/server';
import {currentUser} from '@/lib/auth/guard';
import {asResponse} from '@/lib/commands';
import {fileCommand} from '@/lib/commands/multipart';
import {db} from '@/lib/db';
import {STORAGE_RETRY_AFTER_S, StorageUnavailableError} from '@/lib/storage';
import {storage} from '@/lib/storage/app';
import {whereOf} from '@/lib/http/where';
import {isUuid} from '@/lib/db/errors';
import {removeUpload} from '@/lib/uploads/commands';
import {serveUpload} from '@/lib/uploads/serve';
import {previewVisitorKey} from '@/lib/preview/visitor';

const notFound = () => new Response('Not found', {status: 404, headers: {'x-content-type-options': 'nosniff'}});

/**
 * GET /uploads/{id}[?token=guest link token][&inline=1]: the file for its owner, admins and, for an
 * order's file, whoever may see the order (its customer, the guest link's holder); anyone else gets
 * 404. A download (attachment, nosniff); ?inline=1 shows a JPEG, PNG, GIF or WebP image in the page
 * (previews) to the same people, never any other type. See lib/uploads/serve. A read, not a
 * command: it changes nothing, and answers a file (or a redirect to the bucket), not JSON. When the
 * bucket does not answer: 503, Retry-After and the reason in the caller's language (text).
 */
export async function GET(request: Request, {params}: {params: Promise<{id: string}>}): Promise<Response> {
  const {id} = await params;
  const query = new URL(request.url).searchParams;
  try {
    return await serveUpload(db, storage, {
      id,
      user: isUuid(id) ? await currentUser() : null,
      token: query.get('token'),
      visitorKey: isUuid(id) ? await previewVisitorKey() : null,
      inline: query.get('inline') === '1',
    });
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    // The bucket did not answer: the translated reason and when to try again, not a 500.
    console.warn(error.message);
    const t = await getTranslations({locale: whereOf(request).language, namespace: 'Api'});
    return new Response(t('storageUnavailable'), {
      status: 503,
      headers: {'content-type': 'text/plain; charset=utf-8', 'retry-after': String(STORAGE_RETRY_AFTER_S), 'cache-control': 'no-store', 'x-content-type-options': 'nosniff'},
    });
  }
}

/**
 * DELETE /uploads/{id}[?token=]: the uploader takes back a file no brief holds yet (removed from the
 * form after it uploaded): its account, or for a guest's file the order link's token. 204; anyone
 * else, or a file already attached, gets 404. The command: lib/uploads/commands (uploads.remove).
 */
export const DELETE = fileCommand(removeUpload, (request, _body, {id}) => ({id, token: new URL(request.url).searchParams.get('token')}), {
  answer: (outcome) => (outcome.ok ? new Response(null, {status: 204}) : outcome.status === 404 ? notFound() : asResponse(outcome)),
});
