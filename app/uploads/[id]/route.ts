import {Readable} from 'node:stream';
import {currentUser} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {storage} from '@/lib/storage/app';
import {isUuid} from '@/lib/db/errors';
import {orderByGuestToken} from '@/lib/orders/store';

const notFound = () => new Response('Not found', {status: 404, headers: {'x-content-type-options': 'nosniff'}});

/**
 * Who may fetch a file: its owner and admins; for a file of an order (one the studio delivered, a
 * brief's file, or a guest's upload for the order's brief), also whoever may see that order (its
 * customer, or the holder of the guest link's token). Anyone else: 404.
 */
async function mayFetch(upload: {id: string; ownerId: string | null; orderId: string | null}, user: {id: string; role: string} | null, token: string | null): Promise<boolean> {
  if (user && (upload.ownerId === user.id || user.role === 'ADMIN')) return true;
  const [delivered, briefed] = await Promise.all([
    db.deliveryFile.findFirst({where: {uploadId: upload.id}, select: {delivery: {select: {orderId: true}}}}),
    db.briefFile.findFirst({where: {uploadId: upload.id, brief: {orderId: {not: null}}}, select: {brief: {select: {orderId: true}}}}),
  ]);
  const orderId = delivered?.delivery.orderId ?? briefed?.brief.orderId ?? upload.orderId;
  if (!orderId) return false;
  if (user && (await db.order.count({where: {id: orderId, userId: user.id}}))) return true;
  return Boolean(token && (await orderByGuestToken(db, token))?.id === orderId);
}

/**
 * GET /uploads/{id}[?token=guest link token]: the file, for the people `mayFetch` allows (anyone
 * else gets 404, as if it did not exist). Always a download (attachment, nosniff), never rendered
 * by the browser. ?inline=1 lets an image be shown as a preview to the same people.
 */
export async function GET(request: Request, {params}: {params: Promise<{id: string}>}): Promise<Response> {
  const {id} = await params;
  if (!isUuid(id)) return notFound();
  const user = await currentUser();
  const upload = await db.upload.findUnique({where: {id}});
  if (!upload || !(await mayFetch(upload, user, new URL(request.url).searchParams.get('token')))) return notFound();
  const object = await storage.get(upload.storageKey);
  if (!object) return notFound();
  const inline = new URL(request.url).searchParams.get('inline') === '1' && upload.contentType.startsWith('image/');
  const name = encodeURIComponent(upload.originalName);
  return new Response(Readable.toWeb(object.body) as ReadableStream, {
    headers: {
      'content-type': upload.contentType,
      'content-length': String(upload.size),
      'content-disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${name}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    },
  });
}

/**
 * DELETE /uploads/{id}[?token=]: the uploader takes back a file no brief holds yet (removed from the
 * form after it uploaded): its account, or for a guest's file the order link's token. 204; anyone
 * else, or a file already attached, gets 404.
 */
export async function DELETE(request: Request, {params}: {params: Promise<{id: string}>}): Promise<Response> {
  const {id} = await params;
  if (!isUuid(id)) return notFound();
  const user = await currentUser();
  const token = new URL(request.url).searchParams.get('token');
  const order = !user && token ? await orderByGuestToken(db, token) : null;
  const mine = user ? {ownerId: user.id} : order ? {orderId: order.id, ownerId: null} : null;
  if (!mine) return notFound();
  const upload = await db.upload.findFirst({where: {id, ...mine, briefs: {none: {}}}});
  // Deleted only if still unattached at this moment (a brief sent meanwhile keeps it).
  if (!upload || (await db.upload.deleteMany({where: {id, ...mine, briefs: {none: {}}}})).count !== 1) return notFound();
  await storage.delete(upload.storageKey);
  return new Response(null, {status: 204});
}
