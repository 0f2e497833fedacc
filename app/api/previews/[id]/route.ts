import {db} from '@/lib/db';
import {plainHandler} from '@/lib/http/api';
import {ownPreview} from '@/lib/preview/previews';
import {currentPreviewer} from '@/lib/preview/visitor';
import type {ApiAnswers} from '@/lib/http/answers';

const notFound = () => Response.json({success: false}, {status: 404, headers: {'cache-control': 'private, no-store'}});

/**
 * GET /api/previews/{id}: one of the visitor's own previews of the last 24 hours (the checkout
 * shows the photo it carries); 404 for anyone else's, an expired one or an unknown id.
 */
export const GET = plainHandler(async ({request}) => {
  const id = new URL(request.url).pathname.split('/').pop() ?? '';
  const preview = await ownPreview(db, id, await currentPreviewer());
  if (!preview) return notFound();
  return Response.json(
    {
      success: true,
      id: preview.id,
      target: preview.target,
      image: `/uploads/${preview.imageId}?inline=1`,
      photo: {id: preview.photoId, name: preview.photo.originalName, url: `/uploads/${preview.photoId}?inline=1`},
    } satisfies ApiAnswers['GET /api/previews/{id}'],
    {headers: {'cache-control': 'private, no-store'}},
  );
});
