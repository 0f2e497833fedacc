import {db} from '@/lib/db';
import {formUploadRefusal, plainHandler} from '@/lib/http/api';
import {declaredLength} from '@/lib/http/body';
import {acceptPicture} from '@/lib/media/accept';
import {storage} from '@/lib/storage/app';
import {pictureAnswer, uploaderOf} from '@/lib/uploads/app';
import {uploadLimits} from '@/lib/uploads/limits';

/**
 * POST /api/admin/media: one picture for the shop's pages as the body (JPEG, PNG, WebP or AVIF),
 * admins only. The brief uploads' checks, then it must decode as a picture. 201 {id, url, width,
 * height, blurDataUrl}; 413, 415 or 422 with the translated reason. Placing it on a page is a
 * separate step (the catalogue tab's picture slots). With S3, the browser sends it straight to the
 * bucket instead (POST /api/uploads/direct with purpose `picture`).
 */
export const POST = plainHandler(async ({request, origin}) => {
  const admin = await uploaderOf(request, 'picture', origin.language);
  if (admin instanceof Response) return admin;
  const formUpload = await formUploadRefusal(request, origin.language);
  if (formUpload) return formUpload;
  const result = await acceptPicture(db, storage, {
    body: request.body,
    declaredBytes: declaredLength(request),
    limits: uploadLimits,
    actor: admin.actor!,
  });
  return pictureAnswer(result, origin.language);
});
