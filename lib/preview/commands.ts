/**
 * The instant preview's command (POST /api/previews, docs/preview.md): anyone may make one (a
 * guest gets the preview cookie that makes it theirs) from a photo sent as the body, or, with a
 * bucket, from a photo the browser put there (`{ticket}` as JSON). In this order: a target with a
 * scene (else 404), not a form post (415), the visitor's and the address's hourly limits (429 with
 * Retry-After, counted before the body is read), the ticket if there is one, then the photo
 * through makePreview (./previews: the upload checks, the decoding limits, the daily quota, the
 * worker pool with its timeout). Every refusal closes the connection and says in the visitor's
 * language what photo to take instead.
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import {authSecret} from '@/lib/auth/secret';
import {defineCommand, refuse} from '@/lib/commands';
import {bodyPart, formPostRefusal} from '@/lib/commands/multipart';
import {db} from '@/lib/db';
import {LIMITS} from '@/lib/rate-limit';
import {limits} from '@/lib/rate-limit/app';
import {storage} from '@/lib/storage/app';
import {previewUploader, quota, quotaRefusal} from '@/lib/uploads/app';
import {decodeLimitValues} from '@/lib/uploads/decode';
import {readTicket, takePending} from '@/lib/uploads/direct';
import {uploadLimits} from '@/lib/uploads/limits';
import {formatFileSize, uploadDisplayName} from '@/lib/uploads/types';
import {previewFiles, previews, previewsInFlight} from './app';
import {makePreview, type PreviewError} from './previews';
import {PRODUCT_KINDS, sceneOf} from './scenes';
import {previewerId, previewerOrNew} from './visitor';
import {previewMadeAnswer} from './answers';

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
  inFlight: 429,
  busy: 503,
  timeout: 503,
  unavailable: 503,
  failed: 500,
};

/** Every preview refusal closes the connection (the rest of a photo is not wanted). */
const close = (headers: Record<string, string> = {}) => ({headers: {connection: 'close', ...headers}});

export const makePreviewCommand = defineCommand({
  name: 'preview.make',
  output: previewMadeAnswer,
  input: z.object({target: z.string(), kind: z.optional(z.enum(PRODUCT_KINDS)), body: bodyPart, name: z.nullable(z.string())}),
  who: 'anyone',
  async run({target, kind, body, name}, {address, language, country}) {
    const t = await getTranslations({locale: language, namespace: 'TryOn.errors'});
    const sceneName = sceneOf(target, kind);
    // A template's preview is its own design with the buyer's photo in its slots, in the render of the
    // page's country and language; one without a recorded design keeps its rendered scene.
    const scene = previewFiles.design(target, country ?? undefined, language) ?? (sceneName ? previewFiles.scene(sceneName) : undefined);
    if (!scene) return refuse(404, t('target'), undefined, close());
    if (body.form) return formPostRefusal(body, language);
    const who = await previewerOrNew();
    for (const [limit, key] of [
      [LIMITS.previewVisitor, who.ownerId ?? who.visitorKey],
      [LIMITS.previewIp, await address()],
    ] as const) {
      const attempt = await limits.attempt(limit, key);
      if (!attempt.allowed) {
        const seconds = Math.max(1, attempt.retryAfterS);
        return refuse(429, t('tooMany', {minutes: Math.ceil(seconds / 60)}), undefined, close({'retry-after': String(seconds)}));
      }
    }
    // With a bucket, the photo was put there by the browser: the body is the ticket (lib/uploads/direct).
    let stored: {key: string; size: number; name: string} | undefined;
    if (body.contentType.startsWith('application/json')) {
      const json = await body.json(language);
      // Refused as every JSON route refuses a body (lib/http/api readJsonRequest): its message alone.
      if (!json.ok) return refuse(json.status, json.message, undefined, {json: {message: json.message}});
      const token = (json.value as {ticket?: unknown} | null)?.ticket;
      const ticket = typeof token === 'string' ? await readTicket(token, authSecret()) : null;
      // Once: the pending record goes first (a ticket already completed, or cleaned up, has none).
      if (!ticket || ticket.purpose !== 'preview' || ticket.who !== previewerId(who) || !(await takePending(db, ticket.key))) {
        const tu = await getTranslations({locale: language, namespace: 'Brief.upload'});
        return refuse(422, tu('expired'), undefined, close());
      }
      stored = {key: ticket.key, size: ticket.size, name: ticket.name};
    }
    const result = await makePreview(db, storage, previews(), {
      who,
      target,
      scene,
      name: stored?.name ?? uploadDisplayName(name, 'photo'),
      body: stored ? null : body.stream,
      declaredBytes: stored ? null : body.declaredBytes,
      limits: uploadLimits,
      // The photo counts towards the daily upload quota: the account's, or the guest's (preview cookie, address, their orders).
      quota: {keeper: quota, uploader: previewUploader(await address(), who)},
      // One in flight per visitor, two per address (./in-flight); the queue serves addresses in turn.
      client: {places: previewsInFlight, visitor: who.ownerId ?? who.visitorKey, address: await address()},
      ...(stored ? {stored: {key: stored.key, size: stored.size}} : {}),
    });
    if (!result.ok) {
      if (result.error === 'quota') return quotaRefusal(language, close());
      const size = formatFileSize(uploadLimits.imageBytes, language);
      return refuse(
        STATUS[result.error],
        t(result.error, {size, ...decodeLimitValues()}),
        undefined,
        close(result.error === 'busy' || result.error === 'timeout' || result.error === 'inFlight' ? {'retry-after': '5'} : {}),
      );
    }
    const {preview} = result;
    const answer = {
      success: true,
      id: preview.id,
      target: preview.target,
      coverage: Math.round(preview.coverage * 1000) / 1000,
      image: `/uploads/${preview.imageId}?inline=1`,
      photo: {id: preview.photoId, name: preview.photoName, url: `/uploads/${preview.photoId}?inline=1`},
    } satisfies z.input<typeof previewMadeAnswer>;
    return {ok: true, status: 201, message: '', json: answer, headers: {'cache-control': 'private, no-store'}};
  },
});
