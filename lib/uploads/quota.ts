/**
 * The daily upload quota of a person (UPLOAD_DAILY_MB, UPLOAD_DAILY_FILES), an account or a guest:
 * files and bytes they uploaded in the last 24 hours (brief files, instant-preview photos, direct
 * uploads under way), counted from the Upload table, plus the uploads they have under way in this
 * process. A request is refused before its body is read when the account is already at
 * its limit or says (Content-Length) it would pass it; otherwise it may stream at most what is
 * left, so a body without a length cannot pass the limit either.
 */
import type {PrismaClient} from '@/lib/db/client';
import {DELIVERABLE_PURPOSE} from '@/lib/orders/deliveries';

export const QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface QuotaSettings {
  bytesPerDay: number;
  filesPerDay: number;
}

export interface QuotaUsage {
  files: number;
  bytes: number;
}

/** `capBytes`: what is left today, after the other uploads under way: the body is cut off past it. */
export type Reservation = {ok: true; capBytes: number; release: () => void} | {ok: false};

/**
 * A guest, known by everything that ties their files together (docs/security.md#limits-and-rules, "Uploads"): the client
 * address they upload from (an HMAC of it, `clientKey`), their preview cookie (`visitorKey`) and
 * the e-mail address of the guest order they upload to (`email`, with that order's id). One quota
 * covers every file any of these ties to them, so new quote requests (each a new order, with any
 * address) or dropping the cookie bring no fresh quota.
 */
export interface Guest {
  clientKey: string;
  visitorKey?: string | null;
  email?: string;
  orderId?: string;
}

/** Who uploads: an account, or a guest (see Guest). */
export type Uploader = {ownerId: string; guest?: undefined} | {guest: Guest; ownerId?: undefined};

/** The reservations of uploads under way are kept per account, or per guest's client address. */
const keyOf = (who: Uploader) => (who.ownerId !== undefined ? who.ownerId : `guest:${who.guest.clientKey}`);

/** A guest's files: none of an account, and tied to them by address, preview cookie or their guest orders' e-mail. */
function guestFiles(guest: Guest) {
  return {
    ownerId: null,
    OR: [
      {clientKey: guest.clientKey},
      ...(guest.visitorKey ? [{visitorKey: guest.visitorKey}] : []),
      ...(guest.email ? [{order: {customerEmail: guest.email.trim().toLowerCase(), userId: null}}] : []),
    ],
  };
}

/**
 * The uploader's files counted against its quota: the files of the last 24 hours (instant-preview
 * photos and direct uploads not yet completed included), except the studio's deliverables.
 */
export async function usageOf(db: Pick<PrismaClient, 'upload'>, who: Uploader | string, now: Date): Promise<QuotaUsage> {
  const uploader = typeof who === 'string' ? {ownerId: who} : who;
  const sum = await db.upload.aggregate({
    where: {
      ...(uploader.ownerId !== undefined ? {ownerId: uploader.ownerId} : guestFiles(uploader.guest)),
      purpose: {not: DELIVERABLE_PURPOSE},
      createdAt: {gt: new Date(now.getTime() - QUOTA_WINDOW_MS)},
    },
    _count: {_all: true},
    _sum: {size: true},
  });
  return {files: sum._count._all, bytes: sum._sum.size ?? 0};
}

/** The columns that tie a new file to its uploader (an account; a guest's order, preview cookie and address). */
export function uploaderColumns(who: Uploader): {ownerId: string | null; orderId: string | null; visitorKey: string | null; clientKey: string | null} {
  if (who.ownerId !== undefined) return {ownerId: who.ownerId, orderId: null, visitorKey: null, clientKey: null};
  return {ownerId: null, orderId: who.guest.orderId ?? null, visitorKey: who.guest.visitorKey ?? null, clientKey: who.guest.clientKey};
}

/**
 * One quota keeper per process. Uploads under way are not in the table yet, so each one holds a
 * reservation (its declared length, or everything left when it declares none) until its row is
 * written or it fails: parallel requests cannot each be granted the same remainder. Several app
 * instances each keep their own reservations; the table still bounds every request's start.
 */
export function uploadQuota(settings: QuotaSettings) {
  const pending = new Map<string, QuotaUsage>();
  /** Table reads under way per uploader and the releases seen meanwhile: a release during a read means the read may have missed that upload's row (see reserve). Removed when no read is under way. */
  const reads = new Map<string, {readers: number; releases: number}>();

  return {
    settings,
    /** Call before reading the body; on success, stream at most `capBytes` and call `release` once the row is written (or the upload failed). */
    async reserve(db: Pick<PrismaClient, 'upload'>, who: Uploader | string, declaredBytes: number | null, now: Date = new Date()): Promise<Reservation> {
      const uploader = typeof who === 'string' ? {ownerId: who} : who;
      const ownerId = keyOf(uploader);
      // A request that finished while the table was being read has left `pending` but its row may not
      // be in what the read saw: read again until no release happened meanwhile. (Without this, two
      // bodies sent together could each be granted the whole remainder.)
      const watch = reads.get(ownerId) ?? {readers: 0, releases: 0};
      reads.set(ownerId, watch);
      watch.readers++;
      let used: QuotaUsage;
      try {
        for (;;) {
          const seen = watch.releases;
          used = await usageOf(db, uploader, now);
          if (watch.releases === seen) break;
        }
      } finally {
        if (--watch.readers === 0) reads.delete(ownerId);
      }
      // From here to the reservation nothing awaits: two requests cannot both see the same remainder.
      const mine = pending.get(ownerId) ?? {files: 0, bytes: 0};
      const left = settings.bytesPerDay - used.bytes - mine.bytes;
      if (used.files + mine.files >= settings.filesPerDay || left <= 0 || (declaredBytes !== null && declaredBytes > left)) return {ok: false};
      const held = declaredBytes ?? left;
      pending.set(ownerId, {files: mine.files + 1, bytes: mine.bytes + held});
      let released = false;
      return {
        ok: true,
        capBytes: left,
        release: () => {
          if (released) return;
          released = true;
          const watch = reads.get(ownerId);
          if (watch) watch.releases++;
          const current = pending.get(ownerId);
          if (!current) return;
          if (current.files <= 1) pending.delete(ownerId);
          else pending.set(ownerId, {files: current.files - 1, bytes: current.bytes - held});
        },
      };
    },
  };
}

export type UploadQuota = ReturnType<typeof uploadQuota>;
