import {getTranslations} from 'next-intl/server';
import {currentUser, requireAdmin, requireUser} from '@/lib/auth/guard';
import {BRIEFABLE_STATUSES} from '@/lib/briefs/schema';
import type {Language} from '@/lib/i18n/languages';
import {orderByGuestToken} from '@/lib/orders/store';
import {DELIVERABLE_PURPOSE} from '@/lib/orders/deliveries';
import {db} from '@/lib/db';
import {formUploadRefusal, plainHandler} from '@/lib/http/api';
import {declaredLength} from '@/lib/http/body';
import {storage} from '@/lib/storage/app';
import {acceptUpload} from '@/lib/uploads/accept';
import {dailyUploadQuota, uploadLimits} from '@/lib/uploads/limits';
import {uploadQuota} from '@/lib/uploads/quota';
import {formatFileSize, uploadDisplayName} from '@/lib/uploads/types';

/** Per server process: it also holds the reservations of uploads under way. */
const quota = uploadQuota(dailyUploadQuota);



/**
 * Who uploads: the studio (deliverables), a signed-in customer, or a guest holding an order's link
 * token (`x-order-token`) for an order that takes a brief: the file can then only go into that
 * order's brief. Anyone else: 401 (403 for a customer's deliverable).
 */
async function uploaderOf(request: Request, deliverable: boolean, language: Language): Promise<{ownerId: string} | {orderId: string} | Response> {
  if (deliverable) {
    const admin = await requireAdmin(language);
    return admin instanceof Response ? admin : {ownerId: admin.id};
  }
  const user = await currentUser();
  if (user) return {ownerId: user.id};
  const token = request.headers.get('x-order-token');
  const order = token ? await orderByGuestToken(db, token) : null;
  if (order && (BRIEFABLE_STATUSES as readonly string[]).includes(order.status)) return {orderId: order.id};
  // Signed out without a usable token: the translated 401.
  const refusal = await requireUser(language);
  return refusal instanceof Response ? refusal : {ownerId: refusal.id};
}

const STATUS = {tooLarge: 413, badType: 415, empty: 422, truncated: 422, quota: 429} as const;

/**
 * POST /api/uploads: the file itself as the body (X-File-Name: its name, URI-encoded). Signed-in
 * users, or a guest with the order link's token in `x-order-token`; `?purpose=deliverable`
 * (admins only, else 403) marks a file the studio will deliver.
 * 201 {id, name, size, contentType}; 413 too large, 415 not an allowed type, 422 empty or damaged,
 * 429 over the account's daily quota (deliverables are exempt), each with a translated message.
 */
export const POST = plainHandler(async ({request, origin}) => {
  const deliverable = new URL(request.url).searchParams.get('purpose') === DELIVERABLE_PURPOSE;
  const uploader = await uploaderOf(request, deliverable, origin.language);
  if (uploader instanceof Response) return uploader;
  const formUpload = await formUploadRefusal(request, origin.language);
  if (formUpload) return formUpload;
  const t = await getTranslations({locale: origin.language, namespace: 'Brief.upload'});

  const result = await acceptUpload(db, storage, {
    ...uploader,
    name: uploadDisplayName(request.headers.get('x-file-name'), 'file'),
    body: request.body,
    declaredBytes: declaredLength(request),
    deliverable,
    limits: uploadLimits,
    quota,
  });
  if (!result.ok) {
    const message =
      result.error === 'quota'
        ? t('quota', {files: dailyUploadQuota.filesPerDay, size: formatFileSize(dailyUploadQuota.bytesPerDay, origin.language)})
        : t(result.error, {image: formatFileSize(uploadLimits.imageBytes, origin.language), video: formatFileSize(uploadLimits.videoBytes, origin.language)});
    // A refusal before the whole body was read closes the connection: the rest is not wanted.
    return Response.json({success: false, message}, {status: STATUS[result.error], headers: {connection: 'close'}});
  }
  const {upload} = result;
  return Response.json({success: true, id: upload.id, name: upload.originalName, size: upload.size, contentType: upload.contentType}, {status: 201});
});
