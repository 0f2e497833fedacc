/**
 * What the upload commands share (./commands, lib/media/commands, lib/preview/commands): who is
 * uploading, the quota of this server process (it also holds the reservations of uploads under
 * way), and the outcomes in the caller's language.
 */
import 'server-only';
import {createHmac} from 'node:crypto';
import {getTranslations} from 'next-intl/server';
import type * as z from 'zod/mini';
import type {CurrentUser} from '@/lib/auth/guard';
import {authSecret} from '@/lib/auth/secret';
import {BRIEFABLE_STATUSES} from '@/lib/briefs/schema';
import {refuse, type Outcome, type Reply} from '@/lib/commands';
import {db} from '@/lib/db';
import type {Language} from '@/lib/i18n/languages';
import type {PictureError} from '@/lib/media/accept';
import type {Picture} from '@/lib/media/pictures';
import {mediaUrl} from '@/lib/media/url';
import {orderByGuestToken} from '@/lib/orders/store';
import type {Previewer} from '@/lib/preview/previews';
import {previewVisitorKey} from '@/lib/preview/visitor';
import type {AcceptError, AcceptedUpload} from './accept';
import type {pictureAnswer, uploadAnswer} from './answers';
import {decodeLimitValues} from './decode';
import {dailyUploadQuota, uploadLimits} from './limits';
import {uploadQuota, type Guest, type Uploader} from './quota';
import {STORAGE_RETRY_AFTER_S, StorageUnavailableError} from '@/lib/storage';
import {formatFileSize} from './types';

export const quota = uploadQuota(dailyUploadQuota);

export type UploadPurpose = 'brief' | 'deliverable' | 'picture';

/** Who uploads: an account (`who` names it) or a guest with an order link (the order, and what ties the guest's files together for the quota). */
export type UploaderOf =
  {ownerId: string; orderId?: undefined; guest?: undefined; who: string; actor?: {id: string; email: string}} | {orderId: string; ownerId?: undefined; guest: Guest; who: string; actor?: undefined};

/** The client address as a guest's files keep it for the quota: an HMAC with the auth secret, never the address itself. */
export function clientKeyOf(address: string): string {
  return createHmac('sha256', `upload-client:${authSecret()}`).update(address).digest('base64url');
}

/** A guest as the quota knows them (lib/uploads/quota): their address, preview cookie, and the guest order's e-mail when they upload to one. */
export async function guestOf(address: string, order?: {id: string; customerEmail: string}): Promise<Guest> {
  return {clientKey: clientKeyOf(address), visitorKey: await previewVisitorKey(), ...(order ? {orderId: order.id, email: order.customerEmail} : {})};
}

/** The studio's uploader (deliverables, the shop's pictures): an admin the command's `who` or the caller check let through. */
export function studioUploader(admin: CurrentUser): UploaderOf {
  return {ownerId: admin.id, who: `user:${admin.id}`, actor: {id: admin.id, email: admin.email}};
}

/**
 * A brief's uploader: a signed-in customer, or a guest holding an order's link token
 * (`x-order-token`) for an order that takes a brief: the file can then only go into that order's
 * brief. Anyone else: null (the translated 401).
 */
async function briefUploader(user: CurrentUser | null, orderToken: string | null | undefined, address: () => Promise<string>): Promise<UploaderOf | null> {
  if (user) return {ownerId: user.id, who: `user:${user.id}`};
  const order = orderToken ? await orderByGuestToken(db, orderToken) : null;
  if (order && (BRIEFABLE_STATUSES as readonly string[]).includes(order.status)) return {orderId: order.id, guest: await guestOf(await address(), order), who: `order:${order.id}`};
  return null;
}

/**
 * Who uploads for a purpose: the studio (deliverables, the shop's pictures: admins only) or a
 * brief's uploader; else the translated 401 (403 for a customer asking for the studio's).
 */
export async function uploaderFor(purpose: UploadPurpose, user: CurrentUser | null, orderToken: string | null | undefined, address: () => Promise<string>, language: Language) {
  const t = await getTranslations({locale: language, namespace: 'Auth.server'});
  if (purpose !== 'brief') return !user ? refuse(401, t('loginRequired')) : user.role !== 'ADMIN' ? refuse(403, t('forbidden')) : studioUploader(user);
  return (await briefUploader(user, orderToken, address)) ?? refuse(401, t('loginRequired'));
}

/** Whose quota an instant preview's photo counts against: the account, or the guest by preview cookie and address. */
export function previewUploader(address: string, who: Previewer): Uploader {
  return who.ownerId !== undefined ? {ownerId: who.ownerId} : {guest: {clientKey: clientKeyOf(address), visitorKey: who.visitorKey}};
}

/** A guest's or account's uploader for the quota, from the upload routes' caller. */
export function quotaUploader(uploader: UploaderOf): Uploader {
  return uploader.ownerId !== undefined ? {ownerId: uploader.ownerId} : {guest: uploader.guest};
}

/** The daily quota's refusal: 429 naming its files and bytes. */
export async function quotaRefusal(language: Language, reply?: Reply) {
  const t = await getTranslations({locale: language, namespace: 'Brief.upload'});
  return refuse(429, t('quota', {files: dailyUploadQuota.filesPerDay, size: formatFileSize(dailyUploadQuota.bytesPerDay, language)}), undefined, reply);
}

const UPLOAD_STATUS = {tooLarge: 413, badType: 415, empty: 422, truncated: 422, missing: 422, quota: 429} as const;

/** A refusal before the whole body was read closes the connection: the rest is not wanted. */
const CLOSE = {connection: 'close'};

/** A brief's or delivery's file: 201 {success, id, name, size, contentType}, or the refusal in the caller's language. */
export async function uploadOutcome(result: {ok: true; upload: AcceptedUpload} | {ok: false; error: AcceptError}, language: Language): Promise<Outcome> {
  if (result.ok) {
    const {upload} = result;
    return {
      ok: true,
      status: 201,
      message: '',
      json: {success: true, id: upload.id, name: upload.originalName, size: upload.size, contentType: upload.contentType} satisfies z.input<typeof uploadAnswer>,
    };
  }
  if (result.error === 'quota') return quotaRefusal(language, {headers: CLOSE});
  const t = await getTranslations({locale: language, namespace: 'Brief.upload'});
  return refuse(UPLOAD_STATUS[result.error], t(result.error, {image: formatFileSize(uploadLimits.imageBytes, language), video: formatFileSize(uploadLimits.videoBytes, language)}), undefined, {
    headers: CLOSE,
  });
}

const PICTURE_STATUS = {tooLarge: 413, badType: 415, heic: 415, empty: 422, truncated: 422, missing: 422, tooManyScans: 422, tooManyPixels: 422} as const;

/** One of the shop's pictures: 201 {success, id, url, width, height, blurDataUrl}, or the refusal in the caller's language. */
export async function pictureOutcome(result: {ok: true; picture: Picture} | {ok: false; error: PictureError}, language: Language): Promise<Outcome> {
  if (result.ok) return {ok: true, status: 201, message: '', json: {success: true, ...result.picture, url: mediaUrl(result.picture.id)} satisfies z.input<typeof pictureAnswer>};
  const t = await getTranslations({locale: language, namespace: 'Admin.pictures'});
  return refuse(PICTURE_STATUS[result.error], t(result.error, {size: formatFileSize(uploadLimits.imageBytes, language), ...decodeLimitValues()}), undefined, {headers: CLOSE});
}

/**
 * The answer when the bucket did not answer (lib/storage/errors StorageUnavailableError): 503 with
 * Retry-After and the translated message; nothing was recorded.
 */
export async function storageUnavailable(language: Language): Promise<Outcome & {ok: false}> {
  const t = await getTranslations({locale: language, namespace: 'Api'});
  return refuse(503, t('storageUnavailable'), undefined, {headers: {'retry-after': String(STORAGE_RETRY_AFTER_S), ...CLOSE}});
}

/** `work`'s outcome, or storageUnavailable's when the bucket did not answer (any other error is thrown on). */
export async function unlessStorageDown(language: Language, work: () => Promise<Outcome>, recover?: () => Promise<void>): Promise<Outcome> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    console.warn(error.message);
    await recover?.();
    return storageUnavailable(language);
  }
}
