/**
 * What the upload routes share (POST /api/uploads, POST /api/admin/media and the direct uploads of
 * POST /api/uploads/direct and …/complete): who is uploading, the quota of this server process
 * (it also holds the reservations of uploads under way), and the answers in the caller's language.
 */
import 'server-only';
import {createHmac} from 'node:crypto';
import {getTranslations} from 'next-intl/server';
import {currentUser, requireAdmin, requireUser} from '@/lib/auth/guard';
import {authSecret} from '@/lib/auth/secret';
import {BRIEFABLE_STATUSES} from '@/lib/briefs/schema';
import {db} from '@/lib/db';
import type {Language} from '@/lib/i18n/languages';
import type {PictureError} from '@/lib/media/accept';
import {mediaUrl, type Picture} from '@/lib/media/pictures';
import {clientIp} from '@/lib/http/api';
import {orderByGuestToken} from '@/lib/orders/store';
import type {Previewer} from '@/lib/preview/previews';
import {previewVisitorKey} from '@/lib/preview/visitor';
import type {AcceptError, AcceptedUpload} from './accept';
import {decodeLimitValues} from './decode';
import {dailyUploadQuota, uploadLimits} from './limits';
import {uploadQuota, type Guest, type Uploader} from './quota';
import {formatFileSize} from './types';

export const quota = uploadQuota(dailyUploadQuota);

export type UploadPurpose = 'brief' | 'deliverable' | 'picture';

/** Who uploads: an account (`who` names it) or a guest with an order link (the order, and what ties the guest's files together for the quota). */
export type UploaderOf =
  {ownerId: string; orderId?: undefined; guest?: undefined; who: string; actor?: {id: string; email: string}} | {orderId: string; ownerId?: undefined; guest: Guest; who: string; actor?: undefined};

/** The client address as a guest's files keep it for the quota: an HMAC with the auth secret, never the address itself. */
export function clientKeyOf(request: Request): string {
  return createHmac('sha256', `upload-client:${authSecret()}`).update(clientIp(request)).digest('base64url');
}

/** A guest as the quota knows them (lib/uploads/quota): their address, preview cookie, and the guest order's e-mail when they upload to one. */
export async function guestOf(request: Request, order?: {id: string; customerEmail: string}): Promise<Guest> {
  return {clientKey: clientKeyOf(request), visitorKey: await previewVisitorKey(), ...(order ? {orderId: order.id, email: order.customerEmail} : {})};
}

/**
 * The studio (deliverables, the shop's pictures: admins only), a signed-in customer, or a guest
 * holding an order's link token (`x-order-token`) for an order that takes a brief: the file can
 * then only go into that order's brief. Anyone else: the translated 401 (403 for a customer).
 */
export async function uploaderOf(request: Request, purpose: UploadPurpose, language: Language): Promise<UploaderOf | Response> {
  if (purpose !== 'brief') {
    const admin = await requireAdmin(language);
    return admin instanceof Response ? admin : {ownerId: admin.id, who: `user:${admin.id}`, actor: {id: admin.id, email: admin.email}};
  }
  const user = await currentUser();
  if (user) return {ownerId: user.id, who: `user:${user.id}`};
  const token = request.headers.get('x-order-token');
  const order = token ? await orderByGuestToken(db, token) : null;
  if (order && (BRIEFABLE_STATUSES as readonly string[]).includes(order.status)) return {orderId: order.id, guest: await guestOf(request, order), who: `order:${order.id}`};
  const refusal = await requireUser(language);
  return refusal instanceof Response ? refusal : {ownerId: refusal.id, who: `user:${refusal.id}`};
}

/** Whose quota an instant preview's photo counts against: the account, or the guest by preview cookie and address. */
export function previewUploader(request: Request, who: Previewer): Uploader {
  return who.ownerId !== undefined ? {ownerId: who.ownerId} : {guest: {clientKey: clientKeyOf(request), visitorKey: who.visitorKey}};
}

/** A guest's or account's uploader for the quota, from the upload routes' caller. */
export function quotaUploader(uploader: UploaderOf): Uploader {
  return uploader.ownerId !== undefined ? {ownerId: uploader.ownerId} : {guest: uploader.guest};
}

const UPLOAD_STATUS = {tooLarge: 413, badType: 415, empty: 422, truncated: 422, missing: 422, quota: 429} as const;

/** A brief's or delivery's file: 201 {success, id, name, size, contentType}, or the refusal in the caller's language. */
export async function uploadAnswer(result: {ok: true; upload: AcceptedUpload} | {ok: false; error: AcceptError}, language: Language): Promise<Response> {
  if (result.ok) {
    const {upload} = result;
    return Response.json({success: true, id: upload.id, name: upload.originalName, size: upload.size, contentType: upload.contentType}, {status: 201});
  }
  const t = await getTranslations({locale: language, namespace: 'Brief.upload'});
  const message =
    result.error === 'quota'
      ? t('quota', {files: dailyUploadQuota.filesPerDay, size: formatFileSize(dailyUploadQuota.bytesPerDay, language)})
      : t(result.error, {image: formatFileSize(uploadLimits.imageBytes, language), video: formatFileSize(uploadLimits.videoBytes, language)});
  // A refusal before the whole body was read closes the connection: the rest is not wanted.
  return Response.json({success: false, message}, {status: UPLOAD_STATUS[result.error], headers: {connection: 'close'}});
}

const PICTURE_STATUS = {tooLarge: 413, badType: 415, heic: 415, empty: 422, truncated: 422, missing: 422, tooManyScans: 422, tooManyPixels: 422} as const;

/** One of the shop's pictures: 201 {success, id, url, width, height, blurDataUrl}, or the refusal in the caller's language. */
export async function pictureAnswer(result: {ok: true; picture: Picture} | {ok: false; error: PictureError}, language: Language): Promise<Response> {
  if (result.ok) return Response.json({success: true, ...result.picture, url: mediaUrl(result.picture.id)}, {status: 201});
  const t = await getTranslations({locale: language, namespace: 'Admin.pictures'});
  const message = t(result.error, {size: formatFileSize(uploadLimits.imageBytes, language), ...decodeLimitValues()});
  return Response.json({success: false, message}, {status: PICTURE_STATUS[result.error], headers: {connection: 'close'}});
}
