import {DELIVERABLE_PURPOSE} from '@/lib/orders/deliveries';
import {db} from '@/lib/db';
import {formUploadRefusal, plainHandler} from '@/lib/http/api';
import {declaredLength} from '@/lib/http/body';
import {storage} from '@/lib/storage/app';
import {acceptUpload} from '@/lib/uploads/accept';
import {quota, uploadAnswer, uploaderOf} from '@/lib/uploads/app';
import {uploadLimits} from '@/lib/uploads/limits';
import {uploadDisplayName} from '@/lib/uploads/types';

/**
 * POST /api/uploads: the file itself as the body (X-File-Name: its name, URI-encoded). Signed-in
 * users, or a guest with the order link's token in `x-order-token`; `?purpose=deliverable`
 * (admins only, else 403) marks a file the studio will deliver.
 * 201 {id, name, size, contentType}; 413 too large, 415 not an allowed type (or a form upload),
 * 422 empty or damaged, 429 over the daily quota (an account's; a guest's across their orders,
 * address and preview cookie, preview photos included; deliverables are exempt), each with a
 * translated message. With S3, browsers send files straight to the bucket instead
 * (POST /api/uploads/direct); this streamed path stays for local storage and API clients.
 */
export const POST = plainHandler(async ({request, origin}) => {
  const deliverable = new URL(request.url).searchParams.get('purpose') === DELIVERABLE_PURPOSE;
  const uploader = await uploaderOf(request, deliverable ? 'deliverable' : 'brief', origin.language);
  if (uploader instanceof Response) return uploader;
  const formUpload = await formUploadRefusal(request, origin.language);
  if (formUpload) return formUpload;
  const result = await acceptUpload(db, storage, {
    ...(uploader.ownerId !== undefined ? {ownerId: uploader.ownerId} : {guest: uploader.guest}),
    name: uploadDisplayName(request.headers.get('x-file-name'), 'file'),
    body: request.body,
    declaredBytes: declaredLength(request),
    deliverable,
    limits: uploadLimits,
    quota,
  });
  return uploadAnswer(result, origin.language);
});
