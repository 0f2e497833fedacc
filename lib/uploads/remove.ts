/**
 * The uploader taking back a file (DELETE /uploads/{id}, lib/uploads/commands): only one nothing
 * sent holds yet. A brief, a conversation message or a delivery keeps its files for the other side,
 * so a buyer cannot unsend what the studio was shown, nor the studio a delivered file.
 */
import type {PrismaClient} from '@/lib/db/client';
import type {ObjectStorage} from '@/lib/storage';

/** Whose file it is: an account's, or a guest order's (the order link's holder). */
export type UploadHolder = {ownerId: string} | {orderId: string; ownerId: null};

/** Deletes the holder's upload and its object when nothing sent holds it at this moment; false otherwise (nothing changed). */
export async function takeBackUpload(db: PrismaClient, storage: ObjectStorage, id: string, holder: UploadHolder): Promise<boolean> {
  const where = {id, ...holder, briefs: {none: {}}, messageFiles: {none: {}}, deliveries: {none: {}}};
  const upload = await db.upload.findFirst({where});
  // Deleted only if still unattached at this moment (a brief or message sent meanwhile keeps it).
  if (!upload || (await db.upload.deleteMany({where})).count !== 1) return false;
  await storage.delete(upload.storageKey);
  return true;
}
