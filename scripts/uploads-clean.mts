/**
 * npm run uploads:clean: removes uploads that no brief and no delivery used within 24 hours of
 * being uploaded, and the owner's pictures that no page and no portfolio entry shows 24 hours after
 * theirs (uploads: the stored file, then the row; pictures: the row, then the stored file). It stops
 * early, saying so, when the bucket does not delete a file. The server also does this every hour. With the embedded
 * database, stop the server first (one process at a time).
 */
import './load-env.mts';
import {env} from '../lib/env';
import {createPrismaClient, describeTarget, pgliteDirFor} from '../lib/db/client';
import {applyMigrations} from '../lib/db/migrate';
import {storageFromSettings} from '../lib/storage';
import {removeUnusedUploads} from '../lib/uploads/cleanup';
import {removeUnusedMedia} from '../lib/media/store';

const storage = storageFromSettings(env);

const target = {url: env.DATABASE_URL, pgliteDir: pgliteDirFor(env.DATA_DIR)};
await applyMigrations(target);
const db = createPrismaClient(target);
try {
  const tally = await removeUnusedUploads(db, storage);
  const pictures = await removeUnusedMedia(db, storage);
  console.log(
    `Removed ${tally.files} unused upload(s), ${tally.bytes} bytes, and ${pictures.files} unused picture(s), ${pictures.bytes} bytes, on ${describeTarget(target)} and ${storage.kind === 's3' ? `bucket ${env.S3_BUCKET}` : 'local disk'}.`,
  );
  if (tally.stopped)
    console.log(
      `Stopped early: the bucket did not delete ${tally.stopped.storageKey} (${{deleted: 'it turned out deleted; its row was removed', kept: 'it is still there; its row stays', unsure: 'no answer; its row stays for the next run'}[tally.stopped.outcome]}).`,
    );
} finally {
  await db.$disconnect();
}
