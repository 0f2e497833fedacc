import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import {authSecret} from '@/lib/auth/secret';
import {db} from '@/lib/db';
import {jsonHandler} from '@/lib/http/api';
import {acceptPicture} from '@/lib/media/accept';
import {storage} from '@/lib/storage/app';
import {acceptUpload} from '@/lib/uploads/accept';
import {pictureAnswer, quota, uploadAnswer, uploaderOf} from '@/lib/uploads/app';
import {readTicket, takePending} from '@/lib/uploads/direct';
import {uploadLimits} from '@/lib/uploads/limits';

const schema = z.object({ticket: z.string().check(z.minLength(1), z.maxLength(4000))});

/**
 * POST /api/uploads/direct/complete `{ticket}`: after the browser's PUT to the bucket, the server
 * reads the stored object through the same checks as a streamed upload (type from its bytes, size,
 * structure, quota), deletes it when refused, and records it when not. The caller must be who
 * asked for the ticket (else 404, as if there were none). Answers as POST /api/uploads (brief,
 * deliverable) or POST /api/admin/media (picture) do; 422 for an expired or altered ticket and for a
 * file that never arrived, each with a translated message.
 */
export const POST = jsonHandler(schema, 'Brief', async ({ticket: token}, {request, origin}) => {
  const expired = async () => Response.json({success: false, message: (await getTranslations({locale: origin.language, namespace: 'Brief.upload'}))('expired')}, {status: 422});
  const ticket = readTicket(token, authSecret());
  // A preview's ticket is completed by POST /api/previews, which makes the preview.
  if (!ticket || ticket.purpose === 'preview') return expired();
  const uploader = await uploaderOf(request, ticket.purpose, origin.language);
  if (uploader instanceof Response) return uploader;
  if (uploader.who !== ticket.who) return Response.json({success: false}, {status: 404});
  // Once: the pending record goes first (a ticket already completed, or cleaned up, has none).
  if (!(await takePending(db, ticket.key))) return expired();
  const stored = {key: ticket.key, size: ticket.size};
  if (ticket.purpose === 'picture') {
    return pictureAnswer(await acceptPicture(db, storage, {body: null, declaredBytes: null, limits: uploadLimits, actor: uploader.actor!, stored}), origin.language);
  }
  const result = await acceptUpload(db, storage, {
    ...(uploader.ownerId !== undefined ? {ownerId: uploader.ownerId} : {guest: uploader.guest}),
    name: ticket.name,
    body: null,
    declaredBytes: null,
    stored,
    deliverable: ticket.purpose === 'deliverable',
    limits: uploadLimits,
    quota,
  });
  return uploadAnswer(result, origin.language);
});
