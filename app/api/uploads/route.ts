import {getTranslations} from 'next-intl/server';
import {requireAdmin, requireUser} from '@/lib/auth/guard';
import {DELIVERABLE_PURPOSE} from '@/lib/orders/deliveries';
import {db} from '@/lib/db';
import {plainHandler} from '@/lib/http/api';
import {storage} from '@/lib/storage/app';
import {uploadLimits} from '@/lib/uploads/limits';
import {receiveUpload} from '@/lib/uploads/receive';
import {formatFileSize} from '@/lib/uploads/types';

/** The name shown to people: no path, no control characters, at most 200 characters. */
function displayName(header: string | null): string {
  let name = 'file';
  try {
    name = decodeURIComponent(header ?? '') || 'file';
  } catch {
    // keep 'file'
  }
  return name.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'file';
}

/**
 * POST /api/uploads: the file itself as the body (X-File-Name: its name, URI-encoded). Signed-in
 * users only; `?purpose=deliverable` (admins only, else 403) marks a file the studio will deliver. 201 {id, name, size, contentType}; 413 too large, 415 not an allowed type,
 * 422 empty or damaged, each with a translated message.
 */
export const POST = plainHandler(async ({request, origin}) => {
  const deliverable = new URL(request.url).searchParams.get('purpose') === DELIVERABLE_PURPOSE;
  const user = deliverable ? await requireAdmin(origin.language) : await requireUser(origin.language);
  if (user instanceof Response) return user;
  const t = await getTranslations({locale: origin.language, namespace: 'Brief.upload'});
  const declared = Number(request.headers.get('content-length') ?? 0);
  const max = Math.max(uploadLimits.imageBytes, uploadLimits.videoBytes);
  const limitText = {image: formatFileSize(uploadLimits.imageBytes, origin.language), video: formatFileSize(uploadLimits.videoBytes, origin.language)};
  // A refusal before the whole body was read closes the connection: the rest is not wanted.
  const refuse = (status: number, message: string) => Response.json({success: false, message}, {status, headers: {connection: 'close'}});
  if (declared > max) return refuse(413, t('tooLarge', limitText));
  if (!request.body) return Response.json({success: false, message: t('empty')}, {status: 422});

  const received = await receiveUpload(request.body, storage, uploadLimits);
  if (!received.ok) {
    const status = received.error === 'tooLarge' ? 413 : received.error === 'badType' ? 415 : 422;
    return refuse(status, t(received.error, limitText));
  }
  const {file} = received;
  const upload = await db.upload.create({
    data: {
      ownerId: user.id,
      storageKey: file.storageKey,
      originalName: displayName(request.headers.get('x-file-name')),
      contentType: file.contentType,
      size: file.size,
      ...(deliverable ? {purpose: DELIVERABLE_PURPOSE} : {}),
    },
  });
  return Response.json({success: true, id: upload.id, name: upload.originalName, size: upload.size, contentType: upload.contentType}, {status: 201});
});
