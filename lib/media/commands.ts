/**
 * The pictures' command: an admin puts an uploaded picture into a place on the pages (or empties
 * it) with its alt texts in the five languages, audited. The `catalog` tag expires (pictures are
 * read with the catalogue), so the pages showing the slot render the change on their next request.
 */
import 'server-only';
import {expireTag} from '@/lib/cache/expire';
import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import {CATALOG_TAG} from '@/lib/catalog/read';
import {defineCommand, refuse} from '@/lib/commands';
import {db} from '@/lib/db';
import {LANGUAGES} from '@/lib/i18n/languages';
import {placePicture} from './store';

export const placePictureSchema = z.object({
  slot: z.string().check(z.maxLength(40)),
  mediaId: z.nullable(z.uuid()),
  alt: z.optional(z.partialRecord(z.enum(LANGUAGES), z.string().check(z.trim(), z.maxLength(200, 'tooLong')))),
});

export const placePictureCommand = defineCommand({
  name: 'media.place',
  input: placePictureSchema,
  who: 'admin',
  errors: 'Admin',
  async run({slot, mediaId, alt}, {user, language}) {
    const t = await getTranslations({locale: language, namespace: 'Admin.pictures'});
    const result = await placePicture(db, slot, mediaId, alt, user);
    if (!result.ok) return refuse(result.error === 'slot' ? 400 : 404, t(result.error === 'slot' ? 'unknownSlot' : 'unknownPicture'));
    expireTag(CATALOG_TAG);
    return {ok: true, message: t(mediaId ? 'placed' : 'removed'), body: {picture: result.picture}};
  },
});
