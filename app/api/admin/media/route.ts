import {getTranslations} from 'next-intl/server';
import {requireAdmin} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {formUploadRefusal, plainHandler} from '@/lib/http/api';
import {declaredLength} from '@/lib/http/body';
import {acceptPicture} from '@/lib/media/accept';
import {mediaUrl} from '@/lib/media/pictures';
import {storage} from '@/lib/storage/app';
import {uploadLimits} from '@/lib/uploads/limits';
import {formatFileSize} from '@/lib/uploads/types';

const STATUS = {tooLarge: 413, badType: 415, heic: 415, empty: 422, truncated: 422} as const;

/**
 * POST /api/admin/media: one picture for the shop's pages as the body (JPEG, PNG, WebP or AVIF),
 * admins only. The brief uploads' checks, then it must decode as a picture. 201 {id, url, width,
 * height, blurDataUrl}; 413, 415 or 422 with the translated reason. Placing it on a page is a
 * separate step (the catalogue tab's picture slots).
 */
export const POST = plainHandler(async ({request, origin}) => {
  const admin = await requireAdmin(origin.language);
  if (admin instanceof Response) return admin;
  const formUpload = await formUploadRefusal(request, origin.language);
  if (formUpload) return formUpload;
  const result = await acceptPicture(db, storage, {
    body: request.body,
    declaredBytes: declaredLength(request),
    limits: uploadLimits,
    actor: {id: admin.id, email: admin.email},
  });
  if (!result.ok) {
    const t = await getTranslations({locale: origin.language, namespace: 'Admin.pictures'});
    const message = t(result.error, {size: formatFileSize(uploadLimits.imageBytes, origin.language)});
    return Response.json({success: false, message}, {status: STATUS[result.error], headers: {connection: 'close'}});
  }
  const {picture} = result;
  return Response.json({success: true, ...picture, url: mediaUrl(picture.id)}, {status: 201});
});
