import {Readable} from 'node:stream';
import {db} from '@/lib/db';
import {isUuid} from '@/lib/db/errors';
import {mediaFile} from '@/lib/media/store';
import {storage} from '@/lib/storage/app';

const notFound = () => new Response('Not found', {status: 404, headers: {'x-content-type-options': 'nosniff', 'cache-control': 'no-store'}});

/**
 * GET /media/{id}: one of the shop's pictures, public, from our own origin. A picture never
 * changes under its id (a new upload is a new id), so browsers and CDNs keep it for a year;
 * next/image reads it from here to make its AVIF/WebP sizes.
 */
export async function GET(_request: Request, {params}: {params: Promise<{id: string}>}): Promise<Response> {
  const {id} = await params;
  if (!isUuid(id)) return notFound();
  const file = await mediaFile(db, id);
  const object = file ? await storage.get(file.storageKey) : null;
  if (!file || !object) return notFound();
  return new Response(Readable.toWeb(object.body) as ReadableStream, {
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.size),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
}
