import {getTranslations} from 'next-intl/server';
import {db} from '@/lib/db';
import {authSecret} from '@/lib/auth/secret';
import {clientIp, formUploadRefusal, plainHandler, readJsonRequest} from '@/lib/http/api';
import {declaredLength} from '@/lib/http/body';
import {previewFiles, previews} from '@/lib/preview/app';
import {makePreview, type PreviewError} from '@/lib/preview/previews';
import {sceneOf} from '@/lib/preview/scenes';
import {previewerId, previewerOrNew} from '@/lib/preview/visitor';
import {LIMITS} from '@/lib/rate-limit';
import {limits} from '@/lib/rate-limit/app';
import {storage} from '@/lib/storage/app';
import {decodeLimitValues} from '@/lib/uploads/decode';
import {readTicket, takePending} from '@/lib/uploads/direct';
import {previewUploader, quota} from '@/lib/uploads/app';
import {dailyUploadQuota, uploadLimits} from '@/lib/uploads/limits';
import {formatFileSize, uploadDisplayName} from '@/lib/uploads/types';
import type {ApiAnswers} from '@/lib/http/answers';

const STATUS: Record<PreviewError, number> = {
  empty: 422,
  badType: 415,
  heic: 415,
  missing: 422,
  tooLarge: 413,
  truncated: 422,
  notFound: 422,
  fillsFrame: 422,
  tooDark: 422,
  blurred: 422,
  tooSmall: 422,
  cutOff: 422,
  several: 422,
  hand: 422,
  transparent: 422,
  unreadable: 422,
  tooManyScans: 422,
  tooManyPixels: 422,
  quota: 429,
  busy: 503,
  timeout: 503,
  unavailable: 503,
  failed: 500,
};

/**
 * POST /api/previews?target=template:3 | service:1: the instant preview (docs/preview.md). The body is
 * the photo itself (JPEG, PNG or WebP, up to the brief uploads' image limit; X-File-Name: its name,
 * URI-encoded), or, with a bucket, `{ticket}` (JSON) for a photo the browser put there
 * (POST /api/uploads/direct with purpose `preview`). Anyone may make one: a guest gets the preview
 * cookie that makes it theirs.
 * 201 {id, target, coverage, image, photo: {id, name, url}}; 404 a target without a preview;
 * 413/415/422 the photo (too large, not a photo, empty or damaged, over the decoding limits
 * of lib/uploads/decode, the product not found or filling the frame, or a photo that would make a
 * bad picture: too dark, blurred, too small, cut off, several products, a hand, a clear product
 * (lib/preview/checks.mjs); each message says what photo to take instead); 429 too many previews
 * (per visitor and per address, each hour) or past the daily upload quota (the photo counts
 * towards it, lib/uploads/quota); 503 busy (Retry-After) or unavailable. Each refusal
 * carries a message in the visitor's language.
 */
export const POST = plainHandler(async ({request, origin}) => {
  const t = await getTranslations({locale: origin.language, namespace: 'TryOn.errors'});
  const refuse = (status: number, message: string, headers: Record<string, string> = {}) => Response.json({success: false, message}, {status, headers: {connection: 'close', ...headers}});
  const target = new URL(request.url).searchParams.get('target') ?? '';
  const name = sceneOf(target);
  const scene = name ? previewFiles.scene(name) : undefined;
  if (!scene) return refuse(404, t('target'));
  const formUpload = await formUploadRefusal(request, origin.language);
  if (formUpload) return formUpload;
  const who = await previewerOrNew();
  for (const [limit, key] of [
    [LIMITS.previewVisitor, who.ownerId ?? who.visitorKey],
    [LIMITS.previewIp, clientIp(request)],
  ] as const) {
    const attempt = await limits.attempt(limit, key);
    if (!attempt.allowed) return refuse(429, t('tooMany', {minutes: Math.ceil(Math.max(1, attempt.retryAfterS) / 60)}), {'retry-after': String(Math.max(1, attempt.retryAfterS))});
  }
  // With a bucket, the photo was put there by the browser: the body is the ticket (lib/uploads/direct).
  let stored: {key: string; size: number; name: string} | undefined;
  if ((request.headers.get('content-type') ?? '').startsWith('application/json')) {
    const body = await readJsonRequest(request, origin.language);
    if (!body.ok) return body.response;
    const token = (body.value as {ticket?: unknown} | null)?.ticket;
    const ticket = typeof token === 'string' ? readTicket(token, authSecret()) : null;
    // Once: the pending record goes first (a ticket already completed, or cleaned up, has none).
    if (!ticket || ticket.purpose !== 'preview' || ticket.who !== previewerId(who) || !(await takePending(db, ticket.key))) {
      const tu = await getTranslations({locale: origin.language, namespace: 'Brief.upload'});
      return refuse(422, tu('expired'));
    }
    stored = {key: ticket.key, size: ticket.size, name: ticket.name};
  }
  const result = await makePreview(db, storage, previews(), {
    who,
    target,
    scene,
    name: stored?.name ?? uploadDisplayName(request.headers.get('x-file-name'), 'photo'),
    body: stored ? null : request.body,
    declaredBytes: stored ? null : declaredLength(request),
    limits: uploadLimits,
    // The photo counts towards the daily upload quota: the account's, or the guest's (preview cookie, address, their orders).
    quota: {keeper: quota, uploader: previewUploader(request, who)},
    ...(stored ? {stored: {key: stored.key, size: stored.size}} : {}),
  });
  if (!result.ok) {
    const size = formatFileSize(uploadLimits.imageBytes, origin.language);
    if (result.error === 'quota') {
      const tu = await getTranslations({locale: origin.language, namespace: 'Brief.upload'});
      return refuse(429, tu('quota', {files: dailyUploadQuota.filesPerDay, size: formatFileSize(dailyUploadQuota.bytesPerDay, origin.language)}));
    }
    return refuse(STATUS[result.error], t(result.error, {size, ...decodeLimitValues()}), result.error === 'busy' || result.error === 'timeout' ? {'retry-after': '5'} : {});
  }
  const {preview} = result;
  return Response.json(
    {
      success: true,
      id: preview.id,
      target: preview.target,
      coverage: Math.round(preview.coverage * 1000) / 1000,
      image: `/uploads/${preview.imageId}?inline=1`,
      photo: {id: preview.photoId, name: preview.photoName, url: `/uploads/${preview.photoId}?inline=1`},
    } satisfies ApiAnswers['POST /api/previews'],
    {status: 201, headers: {'cache-control': 'private, no-store'}},
  );
});
