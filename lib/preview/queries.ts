/** The previews' read as a query (lib/commands/query). */
import 'server-only';
import * as z from 'zod/mini';
import {defineQuery} from '@/lib/commands/query';
import {db} from '@/lib/db';
import {ownPreview} from './previews';
import {currentPreviewer} from './visitor';
import {previewAnswer} from './answers';

/** One of the visitor's own previews of the last 24 hours; 404 for anyone else's, an expired one or an unknown id. */
export const previewQuery = defineQuery({
  name: 'preview.one',
  output: previewAnswer,
  input: z.object({id: z.string()}),
  who: 'anyone',
  async run({id}) {
    const preview = await ownPreview(db, id, await currentPreviewer());
    if (!preview) return {status: 404, json: {success: false}};
    return {
      json: {
        success: true,
        id: preview.id,
        target: preview.target,
        image: `/uploads/${preview.imageId}?inline=1`,
        photo: {id: preview.photoId, name: preview.photo.originalName, url: `/uploads/${preview.photoId}?inline=1`},
      } satisfies z.input<typeof previewAnswer>,
    };
  },
});
