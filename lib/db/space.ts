/**
 * Free space for the embedded database (PGlite under DATA_DIR/pglite): `npm start` asks before it
 * opens it, and refuses to start on a disk too full for it to write (a full disk mid-write is how
 * an embedded database is damaged), saying so in one line and writing nothing.
 */
import {statfs} from 'node:fs/promises';
import path from 'node:path';

/** The least free space under DATA_DIR/pglite that `npm start` opens the embedded database with. */
export const MIN_FREE_BYTES = 64 * 1024 * 1024;

/** Free bytes (for an unprivileged writer) on the file system holding `dir`, or its nearest existing parent. */
export async function freeBytesUnder(dir: string): Promise<number> {
  let at = path.resolve(dir);
  for (;;) {
    try {
      const fs = await statfs(at);
      return fs.bavail * fs.bsize;
    } catch (error) {
      const parent = path.dirname(at);
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === at) throw error;
      at = parent;
    }
  }
}

const mb = (bytes: number) => Math.floor(bytes / (1024 * 1024));

/** The one-line refusal when `free` bytes are too few for the database folder `dir`; null when there is room. */
export function spaceRefusal(dir: string, free: number, min = MIN_FREE_BYTES): string | null {
  if (free >= min) return null;
  return `Not starting: only ${mb(free)} MB free under ${dir} (the embedded database needs at least ${mb(min)} MB); nothing was written. Free some space there, or set DATABASE_URL, and start again.`;
}
