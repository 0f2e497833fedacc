/**
 * The structure check for MP4, MOV and HEIC (ISO base media files): their first bytes only say
 * "ftyp", so an `ftyp` box followed by anything would pass as a video. The walker reads the
 * top-level box headers as the file streams past and skips box bodies by counting bytes, so a
 * 200 MB video costs a few bytes of memory. A file passes when its boxes tile it exactly to the
 * end, the first is `ftyp`, and a box it cannot do without is there (`moov` for a movie, `meta`
 * for an image).
 */

/** The largest box header: 32-bit size 1, type, 64-bit largesize. */
const LONG_HEADER = 16;
const SHORT_HEADER = 8;
/**
 * Real files have a handful of top-level boxes (a fragmented recording a few thousand); millions of
 * empty 8-byte boxes would only cost CPU time.
 */
const MAX_BOXES = 100_000;

export class BoxWalker {
  private readonly header = Buffer.alloc(LONG_HEADER);
  private headerFill = 0;
  /** Body bytes of the current box still to pass. */
  private skip = 0;
  /** A size-0 box: it runs to the end of the file, nothing may follow. */
  private toEnd = false;
  private boxes = 0;
  private found = false;
  private broken = false;
  /** Bytes fed so far. */
  private offset = 0;
  private end = 0;

  /** `required`: any one of these top-level box types must be present. */
  constructor(private readonly required: readonly string[]) {}

  /** True as soon as the bytes seen so far cannot be a well-formed file: the upload can stop. */
  get failed(): boolean {
    return this.broken;
  }

  /** How long the file must be, by the boxes announced so far: past the size limit, it can stop too. */
  get announcedSize(): number {
    return this.end;
  }

  push(chunk: Uint8Array): void {
    let i = 0;
    while (i < chunk.length && !this.broken && !this.toEnd) {
      if (this.skip > 0) {
        const n = Math.min(this.skip, chunk.length - i);
        this.skip -= n;
        i += n;
        this.offset += n;
        continue;
      }
      // Collect a header, which may be split across chunks.
      const want = this.headerFill >= SHORT_HEADER && this.header.readUInt32BE(0) === 1 ? LONG_HEADER : SHORT_HEADER;
      const n = Math.min(want - this.headerFill, chunk.length - i);
      this.header.set(chunk.subarray(i, i + n), this.headerFill);
      this.headerFill += n;
      i += n;
      this.offset += n;
      if (this.headerFill === SHORT_HEADER && this.header.readUInt32BE(0) === 1) continue; // a largesize follows
      if (this.headerFill === want) this.readHeader();
    }
  }

  /** After the last byte: whether the file is well-formed. */
  finish(): boolean {
    return !this.broken && this.headerFill === 0 && this.skip === 0 && this.found;
  }

  private readHeader(): void {
    const size32 = this.header.readUInt32BE(0);
    const type = this.header.toString('latin1', 4, 8);
    this.headerFill = 0;
    if (!/^[\x20-\x7e]{4}$/.test(type) || (this.boxes === 0 && type !== 'ftyp') || this.boxes === MAX_BOXES) return this.fail();
    this.boxes++;
    // Only whether a required type was seen is kept: a set of every type would grow with the file.
    if (this.required.includes(type)) this.found = true;
    let size: number;
    if (size32 === 0) {
      // Nothing can come after a box that runs to the end, so what is missing now stays missing.
      if (!this.found) return this.fail();
      this.toEnd = true;
      this.end = this.offset;
      return;
    } else if (size32 === 1) {
      const large = this.header.readBigUInt64BE(8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) return this.fail();
      size = Number(large);
      if (size < LONG_HEADER) return this.fail();
      this.skip = size - LONG_HEADER;
    } else {
      size = size32;
      if (size < SHORT_HEADER) return this.fail();
      this.skip = size - SHORT_HEADER;
    }
    this.end = this.offset + this.skip;
    // ftyp holds at least a major brand and a minor version.
    if (type === 'ftyp' && size < 16) this.fail();
  }

  private fail(): void {
    this.broken = true;
  }
}

/** What a well-formed file of this kind must contain at its top level. */
export function requiredBoxes(extension: 'mp4' | 'mov' | 'heic' | 'avif', mime: string | undefined): readonly string[] {
  if (extension !== 'heic' && extension !== 'avif') return ['moov'];
  // An image sequence (brands hevc, msf1) keeps its frames in a movie box, a still image in meta.
  return mime?.endsWith('-sequence') ? ['meta', 'moov'] : ['meta'];
}
