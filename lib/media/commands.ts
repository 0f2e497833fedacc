/**
 * The pictures' commands: an admin uploads one of the shop's pictures (POST /api/admin/media, the
 * body the picture itself), then puts it into a place on the pages (or empties that place) with
 * its alt texts in the five languages, audited. The `catalog` tag expires (pictures are read with
 * the catalogue), so the pages showing the slot render the change on their next request.
 */
import 'server-only';
import {expireTag} from '@/lib/cache/expire';
import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import {CATALOG_TAG} from '@/lib/catalog/read';
import {defineCommand, refuse} from '@/lib/commands';
import {bodyPart, formPostRefusal} from '@/lib/commands/multipart';
import {db} from '@/lib/db';
import {LANGUAGES} from '@/lib/i18n/languages';
import {storage} from '@/lib/storage/app';
import {pictureOutcome} from '@/lib/uploads/app';
import {uploadLimits} from '@/lib/uploads/limits';
import {acceptPicture} from './accept';
import {placePicture} from './store';
import {placedAnswer} from './answers';
import {pictureAnswer} from '@/lib/uploads/answers';

export const placePictureSchema = z.object({
  slot: z.string().check(z.maxLength(40)),
  mediaId: z.nullable(z.uuid()),
  alt: z.optional(z.partialRecord(z.enum(LANGUAGES), z.string().check(z.trim(), z.maxLength(200, 'tooLong')))),
});

export const placePictureCommand = defineCommand({
  name: 'media.place',
  output: placedAnswer,
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

/**
 * One picture for the shop's pages, streamed as the body (JPEG, PNG, WebP or AVIF): the brief
 * uploads' checks, then it must decode as a picture within the decoding limits (./accept).
 * Recorded and audited; not shown until placed.
 */
export const uploadPictureCommand = defineCommand({
  name: 'media.upload',
  output: pictureAnswer,
  input: z.object({body: bodyPart}),
  who: 'admin',
  async run({body}, {user, language}) {
    if (body.form) return formPostRefusal(body, language);
    const result = await acceptPicture(db, storage, {body: body.stream, declaredBytes: body.declaredBytes, limits: uploadLimits, actor: {id: user.id, email: user.email}});
    return pictureOutcome(result, language);
  },
});
