/**
 * The upload commands: a brief's or a delivery's file streamed to the shop (POST /api/uploads),
 * and the two steps of a file sent straight to the bucket (POST /api/uploads/direct for the
 * ticket, …/complete once it is there), and taking back a file no brief holds yet (DELETE
 * /uploads/{id}). Each checks who uploads first (an account, a guest's order
 * link, the studio), then the file as lib/uploads/accept always did: the declared size against the
 * caps before a byte is read, the count while it streams, the type from its bytes, the daily quota.
 * Their endpoints are adapters (lib/commands/multipart); the answers are documented there.
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import {authSecret} from '@/lib/auth/secret';
import {defineCommand, refuse} from '@/lib/commands';
import {bodyPart, formPostRefusal, type BodyPart} from '@/lib/commands/multipart';
import {db} from '@/lib/db';
import {isUuid} from '@/lib/db/errors';
import {orderByGuestToken} from '@/lib/orders/store';
import type {Language} from '@/lib/i18n/languages';
import {acceptPicture} from '@/lib/media/accept';
import {previewerId, previewerOrNew} from '@/lib/preview/visitor';
import {LIMITS} from '@/lib/rate-limit';
import {limits} from '@/lib/rate-limit/app';
import {storage} from '@/lib/storage/app';
import {acceptUpload} from './accept';
import {pictureOutcome, previewUploader, quota, quotaRefusal, quotaUploader, studioUploader, unlessStorageDown, uploaderFor, uploadOutcome, type UploaderOf} from './app';
import {DIRECT_PURPOSES, DIRECT_TICKET_S, declaredLimit, presignUpload, readTicket, recordPending, restorePending, signTicket, takePending} from './direct';
import {dailyUploadQuota, uploadLimits} from './limits';
import {usageOf} from './quota';
import {takeBackUpload} from './remove';
import {formatFileSize, uploadDisplayName} from './types';
import {completedAnswer, removedAnswer, ticketAnswer, uploadAnswer} from './answers';

/** A header's value as sent (null without it). */
const header = z.nullable(z.string());

/** The file as the body, streamed through acceptUpload; a form post is refused once the caller is known. */
async function receive(uploader: UploaderOf, file: {body: BodyPart; name: string | null}, deliverable: boolean, language: Language) {
  if (file.body.form) return formPostRefusal(file.body, language);
  // The bucket not answering is a 503 with Retry-After (nothing recorded), not a 500.
  return unlessStorageDown(language, async () => {
    const result = await acceptUpload(db, storage, {
      ...(uploader.ownerId !== undefined ? {ownerId: uploader.ownerId} : {guest: uploader.guest}),
      name: uploadDisplayName(file.name, 'file'),
      body: file.body.stream,
      declaredBytes: file.body.declaredBytes,
      deliverable,
      limits: uploadLimits,
      quota,
    });
    return uploadOutcome(result, language);
  });
}

/** A brief's file: a signed-in customer's, or a guest's with the order link's token (`x-order-token`); counted against the daily quota. */
export const uploadBriefFile = defineCommand({
  name: 'uploads.brief',
  output: uploadAnswer,
  input: z.object({body: bodyPart, name: header, orderToken: header}),
  who: 'anyone',
  async run({body, name, orderToken}, {user, address, language}) {
    const uploader = await uploaderFor('brief', user, orderToken, address, language);
    if ('ok' in uploader) return uploader;
    return receive(uploader, {body, name}, false, language);
  },
});

/** A file the studio will deliver (admins): exempt from the customer quota. */
export const uploadDeliverable = defineCommand({
  name: 'uploads.deliverable',
  output: uploadAnswer,
  input: z.object({body: bodyPart, name: header}),
  who: 'admin',
  async run({body, name}, {user, language}) {
    return receive(studioUploader(user), {body, name}, true, language);
  },
});

/** A type the bucket may be told (the bytes decide what the file is, when it is completed). */
const MIME = /^[a-z]+\/[a-z0-9.+-]{1,100}$/;

/** A ticket to put one file straight into the bucket (S3), or `{direct: false}` with local storage. */
export const directTicket = defineCommand({
  name: 'uploads.ticket',
  output: ticketAnswer,
  input: z.object({
    name: z.string().check(z.minLength(1), z.maxLength(1000)),
    size: z.number().check(z.int(), z.positive()),
    type: z.string().check(z.maxLength(200)),
    purpose: z.enum(DIRECT_PURPOSES),
    orderToken: z.optional(header),
  }),
  who: 'anyone',
  errors: 'Brief',
  async run({name, size, type, purpose, orderToken}, {user, address, language}) {
    // An instant preview's photo: anyone's, as POST /api/previews (a guest gets the preview cookie); the rest as the upload commands.
    const previewer = purpose === 'preview' ? await previewerOrNew() : null;
    const uploader = previewer ? {who: previewerId(previewer)} : await uploaderFor(purpose as Exclude<typeof purpose, 'preview'>, user, orderToken, address, language);
    if ('ok' in uploader) return uploader;
    const noStore = {'cache-control': 'no-store'};
    if (!storage.presignPut) return {ok: true, message: '', json: {direct: false} satisfies z.input<typeof ticketAnswer>, headers: noStore};
    const t = await getTranslations({locale: language, namespace: 'Brief.upload'});
    const attempt = await limits.attempt(LIMITS.directTicketIp, await address());
    if (!attempt.allowed) {
      const ta = await getTranslations({locale: language, namespace: 'Api'});
      const seconds = Math.max(1, attempt.retryAfterS);
      return refuse(429, ta('tooManyUploads', {minutes: Math.ceil(seconds / 60)}), undefined, {headers: {'retry-after': String(seconds)}});
    }
    const contentType = MIME.test(type) ? type : 'application/octet-stream';
    const limit = purpose === 'picture' || purpose === 'preview' ? uploadLimits.imageBytes : declaredLimit(contentType, uploadLimits);
    if (size > limit) return refuse(413, t('tooLarge', {image: formatFileSize(uploadLimits.imageBytes, language), video: formatFileSize(uploadLimits.videoBytes, language)}));
    // Whose quota: the account, or the guest (their orders' e-mail, address and preview cookie).
    const owner = previewer ? previewUploader(await address(), previewer) : quotaUploader(uploader as UploaderOf);
    if (purpose === 'brief' || purpose === 'preview') {
      // Counted again, with the stored file, when it is completed (two tickets at once cannot both pass there).
      const used = await usageOf(db, owner, new Date());
      if (used.files + 1 > dailyUploadQuota.filesPerDay || used.bytes + size > dailyUploadQuota.bytesPerDay) return quotaRefusal(language);
    }
    const fileName = uploadDisplayName(encodeURIComponent(name), 'file');
    const {key, url, headers} = await presignUpload(storage, {contentType, size});
    // Recorded before the browser is told where to put it: a file never completed goes with the hourly clean-up.
    await recordPending(db, key, {name: fileName, size, contentType}, owner);
    const ticket = await signTicket({key, purpose, who: uploader.who, name: fileName, size, exp: Date.now() + DIRECT_TICKET_S * 1000}, authSecret());
    return {ok: true, message: '', json: {direct: true, ticket, url, method: 'PUT', headers} satisfies z.input<typeof ticketAnswer>, headers: noStore};
  },
});

/**
 * A file the browser put into the bucket with a ticket: read back through the same checks as a
 * streamed upload (or, for a picture, the picture's), deleted when refused, recorded when not.
 * Only whoever asked for the ticket (else 404, as if there were none); once.
 */
export const completeDirect = defineCommand({
  name: 'uploads.complete',
  output: completedAnswer,
  input: z.object({ticket: z.string().check(z.minLength(1), z.maxLength(4000)), orderToken: z.optional(header)}),
  who: 'anyone',
  errors: 'Brief',
  async run({ticket: token, orderToken}, {user, address, language}) {
    const expired = async () => refuse(422, (await getTranslations({locale: language, namespace: 'Brief.upload'}))('expired'));
    const ticket = await readTicket(token, authSecret());
    // A preview's ticket is completed by POST /api/previews, which makes the preview.
    if (!ticket || ticket.purpose === 'preview') return expired();
    const caller = await uploaderFor(ticket.purpose, user, orderToken, address, language);
    if ('ok' in caller) return caller;
    if (caller.who !== ticket.who) return refuse(404, '', undefined, {json: {success: false}});
    // Once: the pending record goes first (a ticket already completed, or cleaned up, has none).
    const pending = await takePending(db, ticket.key);
    if (!pending) return expired();
    const stored = {key: ticket.key, size: ticket.size};
    // The bucket not answering: 503 with Retry-After, and the pending record is given back, so the
    // same ticket completes once the bucket answers again.
    return unlessStorageDown(
      language,
      async () => {
        if (ticket.purpose === 'picture') {
          return pictureOutcome(await acceptPicture(db, storage, {body: null, declaredBytes: null, limits: uploadLimits, actor: caller.actor!, stored}), language);
        }
        const result = await acceptUpload(db, storage, {
          ...(caller.ownerId !== undefined ? {ownerId: caller.ownerId} : {guest: caller.guest}),
          name: ticket.name,
          body: null,
          declaredBytes: null,
          stored,
          deliverable: ticket.purpose === 'deliverable',
          limits: uploadLimits,
          quota,
        });
        return uploadOutcome(result, language);
      },
      () => restorePending(db, pending),
    );
  },
});

/**
 * The uploader takes back a file nothing sent holds yet (removed from the form after it uploaded):
 * its account, or for a guest's file the order link's token. Anyone else, or a file already in a
 * brief, a conversation message or a delivery, is refused as if there were none (404): what was
 * sent stays with whoever it was sent to.
 */
export const removeUpload = defineCommand({
  name: 'uploads.remove',
  output: removedAnswer,
  input: z.object({id: z.string(), token: header}),
  who: 'anyone',
  async run({id, token}, {user}) {
    const none = refuse(404, 'Not found');
    if (!isUuid(id)) return none;
    const order = !user && token ? await orderByGuestToken(db, token) : null;
    const mine = user ? {ownerId: user.id} : order ? {orderId: order.id, ownerId: null} : null;
    if (!mine) return none;
    if (!(await takeBackUpload(db, storage, id, mine))) return none;
    return {ok: true, status: 204, message: ''};
  },
});
