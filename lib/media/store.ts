/**
 * The shop's pictures in the database: the owner places an uploaded picture (./accept) in a slot
 * and gives it alt texts, audited; pages read every placed picture with the catalogue. Takes the
 * client, so tests run on both databases.
 */
import {audit, type AuditActor} from '@/lib/admin/audit';
import type {PrismaClient} from '@/lib/db/client';
import {inTransaction, type Db} from '@/lib/db/transaction';
import type {Language} from '@/lib/i18n/languages';
import {isSlot, type Picture} from './pictures';

export const toPicture = (media: {id: string; width: number; height: number; blurDataUrl: string; alt: unknown}): Picture => ({
  id: media.id,
  width: media.width,
  height: media.height,
  blurDataUrl: media.blurDataUrl,
  alt: (media.alt ?? {}) as Picture['alt'],
});

/** Every placed picture by slot (what pages show). */
export async function loadPictures(db: Db): Promise<Record<string, Picture>> {
  const rows = await db.sitePicture.findMany({include: {media: true}});
  return Object.fromEntries(rows.map((row) => [row.slot, toPicture(row.media)]));
}

export type PlaceResult = {ok: true; picture: Picture | null} | {ok: false; error: 'slot' | 'unknown'};

/**
 * Puts a picture into a slot (replacing what was there) with its alt texts, or empties the slot
 * (mediaId null). The picture's alt texts are replaced whole when given.
 */
export function placePicture(db: PrismaClient, slot: string, mediaId: string | null, alt: Partial<Record<Language, string>> | undefined, actor: AuditActor): Promise<PlaceResult> {
  if (!isSlot(slot)) return Promise.resolve({ok: false, error: 'slot'});
  return inTransaction(db, async (tx): Promise<PlaceResult> => {
    const before = await tx.sitePicture.findUnique({where: {slot}});
    if (mediaId === null) {
      await tx.sitePicture.deleteMany({where: {slot}});
      await audit(tx, actor, {action: 'media.place', targetType: 'media', targetId: slot, before: before?.mediaId ?? null, after: null});
      return {ok: true, picture: null};
    }
    const media = await tx.media.findUnique({where: {id: mediaId}});
    if (!media) return {ok: false, error: 'unknown'};
    const updated = alt ? await tx.media.update({where: {id: mediaId}, data: {alt: alt as object}}) : media;
    await tx.sitePicture.upsert({where: {slot}, create: {slot, mediaId}, update: {mediaId}});
    await audit(tx, actor, {action: 'media.place', targetType: 'media', targetId: slot, before: before?.mediaId ?? null, after: {mediaId, alt: updated.alt}});
    return {ok: true, picture: toPicture(updated)};
  });
}

/** A stored picture for GET /media/{id}: any picture the owner uploaded is public. */
export async function mediaFile(db: Db, id: string) {
  return db.media.findUnique({where: {id}, select: {storageKey: true, contentType: true, size: true}});
}

/** A picture nothing shows (never placed, or replaced) this long after its upload is removed. */
export const MEDIA_UNUSED_FOR_MS = 24 * 60 * 60 * 1000;

const MEDIA_UNUSED = {slots: {none: {}}, before: {none: {}}, after: {none: {}}} as const;

/**
 * Removes the owner's pictures that no slot and no portfolio entry holds 24 hours after their
 * upload: the row, locked and looked at again (a placement under way keeps its picture), then the
 * stored file. Cached pages that still name a replaced picture have been renewed by then.
 */
export async function removeUnusedMedia(
  db: PrismaClient,
  storage: {delete(key: string): Promise<void>},
  now: Date = new Date(),
  log: Pick<Console, 'warn'> = console,
): Promise<{files: number; bytes: number}> {
  const cutoff = new Date(now.getTime() - MEDIA_UNUSED_FOR_MS);
  const candidates = await db.media.findMany({where: {createdAt: {lt: cutoff}, ...MEDIA_UNUSED}, select: {id: true}, take: 500});
  if (!candidates.length) return {files: 0, bytes: 0};
  const removed = await inTransaction(db, async (tx) => {
    const ids = candidates.map((c) => c.id);
    const locked = await tx.$queryRaw<{id: string}[]>`SELECT "id"::text AS "id" FROM "Media" WHERE "id" = ANY(${ids}::uuid[]) FOR UPDATE SKIP LOCKED`;
    if (!locked.length) return [];
    const rows = await tx.media.findMany({where: {id: {in: locked.map((l) => l.id)}, createdAt: {lt: cutoff}, ...MEDIA_UNUSED}, select: {id: true, storageKey: true, size: true}});
    if (rows.length) await tx.media.deleteMany({where: {id: {in: rows.map((r) => r.id)}}});
    return rows;
  });
  for (const row of removed) {
    try {
      await storage.delete(row.storageKey);
    } catch (error) {
      log.warn(`media: row removed but stored object ${row.storageKey} was not deleted`, error);
    }
  }
  return {files: removed.length, bytes: removed.reduce((n, r) => n + r.size, 0)};
}
