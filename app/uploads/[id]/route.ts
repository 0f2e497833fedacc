import {currentUser} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {storage} from '@/lib/storage/app';
import {isUuid} from '@/lib/db/errors';
import {orderByGuestToken} from '@/lib/orders/store';
import {serveUpload} from '@/lib/uploads/serve';
import {previewVisitorKey} from '@/lib/preview/visitor';

const notFound = () => new Response('Not found', {status: 404, headers: {'x-content-type-options': 'nosniff'}});

/**
 * GET /uploads/{id}[?token=guest link token][&inline=1]: the file for its owner, admins and, for an
 * order's file, whoever may see the order (its customer, the guest link's holder); anyone else gets
 * 404. A download (attachment, nosniff); ?inline=1 shows a JPEG, PNG, GIF or WebP image in the page
 * (previews) to the same people, never any other type. See lib/uploads/serve.
 */
export async function GET(request: Request, {params}: {params: Promise<{id: string}>}): Promise<Response> {
  const {id} = await params;
  const query = new URL(request.url).searchParams;
  return serveUpload(db, storage, {
    id,
    user: isUuid(id) ? await currentUser() : null,
    token: query.get('token'),
    visitorKey: isUuid(id) ? await previewVisitorKey() : null,
    inline: query.get('inline') === '1',
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
