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

type State =
  | {at: 'soi'; seen: number}
  | {at: 'marker'; sawFF: boolean; inScan: boolean}
  | {at: 'length'; marker: number; bytes: number[]}
  | {at: 'skip'; left: number; thenScan: boolean}
  | {at: 'scan'; sawFF: boolean}
  | {at: 'ended'};

export class JpegWalker {
  private state: State = {at: 'soi', seen: 0};
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
    return this.state.at === 'ended';
  }

  push(chunk: Uint8Array): void {
    for (let i = 0; i < chunk.length && !this.failed; i++) {
      const state = this.state;
      const byte = chunk[i]!;
      switch (state.at) {
        case 'ended':
          return;
        case 'soi':
          if (byte !== (state.seen === 0 ? 0xff : 0xd8)) this.failed = true;
          else if (++state.seen === 2) this.state = {at: 'marker', sawFF: false, inScan: false};
          break;
        case 'marker':
          if (!state.sawFF) {
            if (byte === 0xff) state.sawFF = true; // anything else: a stray byte, skipped
          } else if (byte !== 0xff) {
            this.marker(byte, state.inScan);
          }
          break;
        case 'length':
          state.bytes.push(byte);
          if (state.bytes.length === 2) {
            const length = (state.bytes[0]! << 8) | state.bytes[1]!;
            const isScan = state.marker === 0xda;
            if (isScan) this.scans++;
            // A length under 2 cannot be: look for the next marker instead.
            this.state = length < 2 ? {at: 'marker', sawFF: false, inScan: false} : {at: 'skip', left: length - 2, thenScan: isScan};
            if (length === 2) this.afterSegment(isScan);
          }
          break;
        case 'skip': {
          const take = Math.min(state.left, chunk.length - i);
          state.left -= take;
          i += take - 1;
          if (state.left === 0) this.afterSegment(state.thenScan);
          break;
        }
        case 'scan':
          if (!state.sawFF) {
            // Entropy-coded data: only an FF byte can start anything, so jump to the next one
            // (a scan bomb's thousands of scans, a 10 MB photo: walked in milliseconds).
            const ff = byte === 0xff ? i : chunk.indexOf(0xff, i);
            if (ff < 0) i = chunk.length;
            else {
              i = ff;
              state.sawFF = true;
            }
          } else if (byte === 0x00 || (byte >= 0xd0 && byte <= 0xd7)) {
            state.sawFF = false; // a stuffed FF in the data, or a restart marker inside the scan
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

  private afterSegment(scan: boolean): void {
    this.state = scan ? {at: 'scan', sawFF: false} : {at: 'marker', sawFF: false, inScan: false};
  }

  private marker(code: number, inScan: boolean): void {
    if (code === 0xd9) {
      this.state = {at: 'ended'};
    } else if ((code >= 0xd0 && code <= 0xd7) || code === 0x01 || code === 0xd8) {
      // Markers without a length (restart, TEM; a second SOI is tolerated as decoders do).
      this.state = inScan ? {at: 'scan', sawFF: false} : {at: 'marker', sawFF: false, inScan: false};
    } else {
      this.state = {at: 'length', marker: code, bytes: []};
    }
  }
}

/** Whether these bytes are a complete JPEG (its end marker reached; anything after it allowed). */
export function isCompleteJpeg(bytes: Uint8Array): boolean {
  const walker = new JpegWalker();
  walker.push(bytes);
  return walker.finish();
}
