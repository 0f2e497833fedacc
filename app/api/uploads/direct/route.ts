import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import {authSecret} from '@/lib/auth/secret';
import {db} from '@/lib/db';
import {clientIp, jsonHandler} from '@/lib/http/api';
import {LIMITS} from '@/lib/rate-limit';
import {limits} from '@/lib/rate-limit/app';
import {storage} from '@/lib/storage/app';
import {previewerId, previewerOrNew} from '@/lib/preview/visitor';
import {previewUploader, quotaUploader, uploaderOf, type UploaderOf} from '@/lib/uploads/app';
import {DIRECT_PURPOSES, DIRECT_TICKET_S, declaredLimit, presignUpload, recordPending, signTicket} from '@/lib/uploads/direct';
import {dailyUploadQuota, uploadLimits} from '@/lib/uploads/limits';
import {usageOf} from '@/lib/uploads/quota';
import {formatFileSize, uploadDisplayName} from '@/lib/uploads/types';
import type {ApiAnswers} from '@/lib/http/answers';

const schema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(1000)),
  size: z.number().check(z.int(), z.positive()),
  type: z.string().check(z.maxLength(200)),
  purpose: z.enum(DIRECT_PURPOSES),
});

/** A type the bucket may be told (the bytes decide what the file is, when it is completed). */
const MIME = /^[a-z]+\/[a-z0-9.+-]{1,100}$/;

/**
 * POST /api/uploads/direct `{name, size, type, purpose: brief|deliverable|picture|preview}`: a ticket to
 * send one file straight to the bucket (S3), for hosts that cap a request's body (Vercel: 4.5 MB).
 * Who may: as POST /api/uploads (brief: an account or a guest's `x-order-token`) and
 * POST /api/admin/media (deliverable, picture: admins), POST /api/previews (preview: anyone). 200 `{direct: true, ticket, url, method:
 * "PUT", headers}`: PUT the file to `url` with `headers` within 15 minutes (its type and exact size
 * are signed in), then POST the ticket to /api/uploads/direct/complete (a preview's to
 * POST /api/previews?target=… as `{ticket}`). `{direct: false}` with
 * local storage: send the file to POST /api/uploads (or /api/admin/media) instead. 413 over the
 * type's limit, 429 over the daily quota or 120 tickets an hour from one address, each with a
 * translated message. The file is recorded as pending at once: one never completed is removed by
 * the hourly clean-up (lib/uploads/cleanup) with its object.
 */
export const POST = jsonHandler(schema, 'Brief', async ({name, size, type, purpose}, {request, origin}) => {
  // An instant preview's photo: anyone's, as POST /api/previews (a guest gets the preview cookie); the rest as the upload routes.
  const previewer = purpose === 'preview' ? await previewerOrNew() : null;
  const uploader: UploaderOf | {who: string; ownerId?: string; orderId?: undefined} | Response = previewer
    ? {who: previewerId(previewer), ...(previewer.ownerId !== undefined ? {ownerId: previewer.ownerId} : {})}
    : await uploaderOf(request, purpose as Exclude<typeof purpose, 'preview'>, origin.language);
  if (uploader instanceof Response) return uploader;
  if (!storage.presignPut) return Response.json({direct: false} satisfies ApiAnswers['POST /api/uploads/direct'], {headers: {'cache-control': 'no-store'}});
  const t = await getTranslations({locale: origin.language, namespace: 'Brief.upload'});
  const attempt = await limits.attempt(LIMITS.directTicketIp, clientIp(request));
  if (!attempt.allowed) {
    const ta = await getTranslations({locale: origin.language, namespace: 'Api'});
    return Response.json(
      {success: false, message: ta('tooManyUploads', {minutes: Math.ceil(Math.max(1, attempt.retryAfterS) / 60)})},
      {status: 429, headers: {'retry-after': String(Math.max(1, attempt.retryAfterS))}},
    );
  }
  const contentType = MIME.test(type) ? type : 'application/octet-stream';
  const limit = purpose === 'picture' || purpose === 'preview' ? uploadLimits.imageBytes : declaredLimit(contentType, uploadLimits);
  if (size > limit) {
    return Response.json(
      {success: false, message: t('tooLarge', {image: formatFileSize(uploadLimits.imageBytes, origin.language), video: formatFileSize(uploadLimits.videoBytes, origin.language)})},
      {status: 413},
    );
  }
  // Whose quota: the account, or the guest (their orders' e-mail, address and preview cookie).
  const owner = previewer ? previewUploader(request, previewer) : quotaUploader(uploader as UploaderOf);
  if (purpose === 'brief' || purpose === 'preview') {
    // Counted again, with the stored file, when it is completed (two tickets at once cannot both pass there).
    const used = await usageOf(db, owner, new Date());
    if (used.files + 1 > dailyUploadQuota.filesPerDay || used.bytes + size > dailyUploadQuota.bytesPerDay) {
      return Response.json({success: false, message: t('quota', {files: dailyUploadQuota.filesPerDay, size: formatFileSize(dailyUploadQuota.bytesPerDay, origin.language)})}, {status: 429});
    }
  }
  const fileName = uploadDisplayName(encodeURIComponent(name), 'file');
  const {key, url, headers} = await presignUpload(storage, {contentType, size});
  // Recorded before the browser is told where to put it: a file never completed goes with the hourly clean-up.
  await recordPending(db, key, {name: fileName, size, contentType}, owner);
  const ticket = signTicket({key, purpose, who: uploader.who, name: fileName, size, exp: Date.now() + DIRECT_TICKET_S * 1000}, authSecret());
  return Response.json({direct: true, ticket, url, method: 'PUT', headers} satisfies ApiAnswers['POST /api/uploads/direct'], {headers: {'cache-control': 'no-store'}});
});
