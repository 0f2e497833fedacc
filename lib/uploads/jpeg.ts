/**
 * Follows a JPEG's marker structure as it streams, to tell a complete picture from a cut-off one
 * without decoding it. A JPEG is complete when its end-of-image marker (FF D9) is reached *in the
 * structure*: after the segments and the scans' entropy-coded data, never inside a segment's
 * payload (an EXIF thumbnail has one of its own). Whatever follows it is not part of the picture
 * and is allowed: Samsung phones append a trailer (…"SEFT"), multi-picture JPEGs (MPF, as iPhones
 * and Android phones write) a second JPEG, some apps padding. A file that stops before its end
 * marker is truncated.
 *
 * Lenient where decoders are: fill bytes (FF FF…) before a marker and stray bytes between
 * segments are skipped (libjpeg warns and reads on), so an intact file is never called damaged.
 */

/** Where the walk is: before the start marker, between segments, in a segment's length, inside a segment, in a scan's data, after the end marker. */
const SOI = 0;
const MARKER = 1;
const LENGTH = 2;
const SKIP = 3;
const SCAN = 4;
const ENDED = 5;

export class JpegWalker {
  // The state in plain fields (no object per segment: a file of thousands of scans walks fast).
  private at = SOI;
  /** SOI: bytes of FF D8 seen. LENGTH: the length's first byte, or -1. */
  private seen = 0;
  /** MARKER, SCAN: the last byte was FF. */
  private sawFF = false;
  /** MARKER: looking for the marker after a restart inside a scan. */
  private inScan = false;
  /** LENGTH: the segment's marker. SKIP: whether a scan's data follows the segment. */
  private segment = 0;
  /** SKIP: the segment's bytes still to pass. */
  private left = 0;
  /** Not a JPEG at all (does not start with FF D8). */
  failed = false;
  /**
   * Start-of-scan markers met so far: one for a baseline picture, a few for a progressive one
   * (libjpeg's and mozjpeg's progressive colour pictures have about ten). Each scan is a pass of the
   * decoder over the whole picture, so their number is checked before an image is decoded
   * (lib/uploads/decode: a progressive JPEG can repeat one scan thousands of times).
   */
  scans = 0;

  get ended(): boolean {
    return this.at === ENDED;
  }

  push(chunk: Uint8Array): void {
    for (let i = 0; i < chunk.length && !this.failed; i++) {
      const byte = chunk[i]!;
      switch (this.at) {
        case ENDED:
          return;
        case SOI:
          if (byte !== (this.seen === 0 ? 0xff : 0xd8)) this.failed = true;
          else if (++this.seen === 2) this.between(false);
          break;
        case MARKER:
          if (!this.sawFF) {
            if (byte === 0xff) this.sawFF = true; // anything else: a stray byte, skipped
          } else if (byte !== 0xff) {
            this.marker(byte, this.inScan);
          }
          break;
        case LENGTH:
          if (this.seen < 0) {
            this.seen = byte;
            break;
          }
          {
            const length = (this.seen << 8) | byte;
            const isScan = this.segment === 0xda;
            if (isScan) this.scans++;
            // A length under 2 cannot be: look for the next marker instead.
            if (length < 2) this.between(false);
            else if (length === 2) this.afterSegment(isScan);
            else {
              this.at = SKIP;
              this.left = length - 2;
              this.segment = isScan ? 1 : 0;
            }
          }
          break;
        case SKIP: {
          const take = Math.min(this.left, chunk.length - i);
          this.left -= take;
          i += take - 1;
          if (this.left === 0) this.afterSegment(this.segment === 1);
          break;
        }
        case SCAN:
          if (!this.sawFF) {
            // Entropy-coded data: only an FF byte can start anything, so jump to the next one (a
            // short look here, then the native search: a 10 MB photo is walked in milliseconds).
            let ff = i;
            const near = Math.min(chunk.length, i + 64);
            while (ff < near && chunk[ff] !== 0xff) ff++;
            if (ff === near && ff < chunk.length) ff = chunk.indexOf(0xff, ff);
            if (ff < 0 || ff >= chunk.length) i = chunk.length;
            else {
              i = ff;
              this.sawFF = true;
            }
          } else if (byte === 0x00 || (byte >= 0xd0 && byte <= 0xd7)) {
            this.sawFF = false; // a stuffed FF in the data, or a restart marker inside the scan
          } else if (byte !== 0xff) {
            this.marker(byte, true);
          }
          break;
      }
    }
  }

  /** Complete: the end-of-image marker was reached. */
  finish(): boolean {
    return !this.failed && this.ended;
  }

  /** Between segments: looking for the next marker. */
  private between(inScan: boolean): void {
    this.at = MARKER;
    this.sawFF = false;
    this.inScan = inScan;
  }

  private afterSegment(scan: boolean): void {
    if (scan) {
      this.at = SCAN;
      this.sawFF = false;
    } else {
      this.between(false);
    }
  }

  private marker(code: number, inScan: boolean): void {
    if (code === 0xd9) {
      this.at = ENDED;
    } else if ((code >= 0xd0 && code <= 0xd7) || code === 0x01 || code === 0xd8) {
      // Markers without a length (restart, TEM; a second SOI is tolerated as decoders do).
      this.afterSegment(inScan);
    } else {
      this.at = LENGTH;
      this.segment = code;
      this.seen = -1;
    }
  }
}

/** Whether these bytes are a complete JPEG (its end marker reached; anything after it allowed). */
export function isCompleteJpeg(bytes: Uint8Array): boolean {
  const walker = new JpegWalker();
  walker.push(bytes);
  return walker.finish();
}
