/**
 * Serving a stored upload (`GET /uploads/{id}`): who may fetch it and how it is sent. Free of
 * `server-only` (the route passes the app's database and storage) so integration tests exercise
 * the same rules against a real database.
 */
import {Readable} from 'node:stream';
import type {PrismaClient} from '@/lib/db/client';
import {isUuid} from '@/lib/db/errors';
import {orderByGuestToken} from '@/lib/orders/store';
import {isShownWork} from '@/lib/orders/shown-work';
import type {ObjectStorage} from '@/lib/storage';
import {PREVIEW_IMAGE, PREVIEW_PHOTO, PREVIEW_TTL_MS} from '@/lib/preview/constants';
import {showsInline} from './types';

const notFound = () => new Response('Not found', {status: 404, headers: {'x-content-type-options': 'nosniff'}});

/**
 * Who may fetch a file: its owner and admins; for a file of an order (one the studio delivered, a
 * brief's file, a file in the order's conversation, or a guest's upload for the order's brief), also whoever may see that order (its
 * customer, or the holder of the guest link's token); a delivered picture a visible review shows
 * (its buyer allowed it, the owner did not hide it): anyone. Anyone else: 404.
 */
async function mayFetch(
  db: PrismaClient,
  upload: {id: string; ownerId: string | null; orderId: string | null; visitorKey: string | null; purpose: string; createdAt: Date},
  user: {id: string; role: string} | null,
  token: string | null,
  visitorKey: string | null,
): Promise<boolean> {
  // An instant preview and its photo (lib/preview) are the visitor's alone, and only for 24 hours;
  // a photo they took into an order is the order's from then on (the rules below).
  if ((upload.purpose === PREVIEW_IMAGE || upload.purpose === PREVIEW_PHOTO) && !upload.orderId) {
    if (Date.now() - upload.createdAt.getTime() > PREVIEW_TTL_MS) return false;
    return Boolean((user && upload.ownerId === user.id) || (visitorKey && upload.visitorKey === visitorKey));
  }
  if (user && (upload.ownerId === user.id || user.role === 'ADMIN')) return true;
  const [delivered, briefed, messaged] = await Promise.all([
    db.deliveryFile.findFirst({where: {uploadId: upload.id}, select: {delivery: {select: {orderId: true}}}}),
    db.briefFile.findFirst({where: {uploadId: upload.id, brief: {orderId: {not: null}}}, select: {brief: {select: {orderId: true}}}}),
    db.orderMessageFile.findFirst({where: {uploadId: upload.id}, select: {message: {select: {orderId: true}}}}),
  ]);
  const orderId = delivered?.delivery.orderId ?? briefed?.brief.orderId ?? messaged?.message.orderId ?? upload.orderId;
  if (!orderId) return false;
  if (user && (await db.order.count({where: {id: orderId, userId: user.id}}))) return true;
  if (token && (await orderByGuestToken(db, token))?.id === orderId) return true;
  // A delivered picture a visible review shows, as its buyer allowed (lib/orders/shown-work): anyone.
  return Boolean(delivered) && (await isShownWork(db, upload.id));
}

export interface FileRequest {
  id: string;
  user: {id: string; role: string} | null;
  /** The guest link's token (`?token=`). */
  token: string | null;
  /** The sha256 of the guest's preview cookie (lib/preview), if they have one. */
  visitorKey?: string | null;
  /** `?inline=1`: shown in the page (a preview) rather than downloaded; honoured for images browsers draw only. */
  inline: boolean;
}

/**
 * The file for the people `mayFetch` allows (anyone else gets 404, as if it did not exist). A
 * download (attachment) unless an inline preview was asked for a JPEG, PNG, GIF or WebP image;
 * never SVG, HTML or anything else inline (types are sniffed from the bytes at upload). Always
 * nosniff, a sandboxing CSP and no caching (access can end). From a bucket: a redirect to a
 * one-minute signed GET with the same type and disposition. Throws StorageUnavailableError when the
 * bucket does not answer (lib/storage/errors).
 */
export async function serveUpload(db: PrismaClient, storage: ObjectStorage, request: FileRequest): Promise<Response> {
  if (!isUuid(request.id)) return notFound();
  const upload = await db.upload.findUnique({where: {id: request.id}});
  if (!upload || !(await mayFetch(db, upload, request.user, request.token, request.visitorKey ?? null))) return notFound();
  const inline = request.inline && showsInline(upload.contentType);
  const name = encodeURIComponent(upload.originalName);
  const disposition = `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${name}`;
  if (storage.presignGet) {
    // A bucket serves the bytes itself (a serverless function's response is capped too): a GET
    // signed for one minute that answers with the sniffed type and the disposition, from the
    // bucket's own origin (so nothing in the file runs on ours). Asked first whether the object is
    // there (HEAD): a missing one is a 404 here, and a bucket that does not answer throws
    // StorageUnavailableError (the route's 503) instead of sending the browser to it.
    if ((await storage.head(upload.storageKey)) === null) return notFound();
    const location = await storage.presignGet(upload.storageKey, {contentType: upload.contentType, disposition}, 60);
    return new Response(null, {status: 302, headers: {location, 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer'}});
  }
  const object = await storage.get(upload.storageKey);
  if (!object) return notFound();
  return new Response(Readable.toWeb(object.body) as ReadableStream, {
    headers: {
      'content-type': upload.contentType,
      'content-length': String(upload.size),
      'content-disposition': disposition,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    },
  });
}
