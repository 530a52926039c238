import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A gzip body compressed once, with short texts that change on every answer (a CSP
 * nonce, a signed-in player's name) between its pieces. Each piece is compressed on its own (a raw deflate stream
 * ending in a sync flush: byte-aligned, not final, no reference back into another piece),
 * so an answer is the pieces with the text between them as stored (uncompressed) deflate
 * blocks, a final empty block, and the gzip trailer: a CRC-32 and the length of the whole.
 * Making one costs a few microseconds instead of compressing the page again.
 */
export interface GzipTemplate {
  /** Each piece, compressed. */
  compressed: Buffer[];
  /** Each piece, as text, for clients that take no gzip. */
  plain: Buffer[];
  /** Each piece's CRC-32, and what moves a CRC past the piece's length: an answer's CRC without reading the page again. */
  crcs: number[];
  shifts: Uint32Array[];
}

/** RFC 1952 header: deflate, no flags, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** A final, empty block with fixed Huffman codes. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
const MAX_STORED_BYTES = 0xffff;
const EMPTY = Buffer.alloc(0);

export function gzipTemplate(pieces: readonly string[], level = constants.Z_BEST_COMPRESSION): GzipTemplate {
  const plain = pieces.map((piece) => Buffer.from(piece, "utf8"));
  const compressed = plain.map((piece) => deflateRawSync(piece, { level, finishFlush: constants.Z_SYNC_FLUSH }));
  return {
    compressed,
    plain,
    crcs: plain.map((piece) => (piece.length > 0 ? crc32(piece) : 0)),
    shifts: plain.map((piece) => crcShift(piece.length)),
  };
}

/*
 * CRC-32 of a concatenation from the parts' own (zlib's crc32_combine): the CRC of A then B is
 * the CRC of A moved past B's length, a linear map over GF(2) (a 32x32 bit matrix, one number
 * per column), xor the CRC of B. A kept page's pieces never change, so each one's map is made
 * once; an answer's CRC then reads only its short fillers, not the whole page (250 kB) again.
 */

/** The matrix `mat` (32 columns) times the vector `vec`. */
function gf2Times(mat: Uint32Array, vec: number): number {
  let sum = 0;
  for (let i = 0; vec !== 0; i++, vec >>>= 1) if (vec & 1) sum ^= mat[i];
  return sum >>> 0;
}

/** `mat` squared. */
function gf2Square(mat: Uint32Array): Uint32Array {
  const square = new Uint32Array(32);
  for (let n = 0; n < 32; n++) square[n] = gf2Times(mat, mat[n]);
  return square;
}

/** The map that moves a CRC past `length` bytes (as if each were zero). */
export function crcShift(length: number): Uint32Array {
  // The map of one zero bit (the CRC-32 polynomial, reflected), then squared to two, four, eight bits.
  let power: Uint32Array = new Uint32Array(32);
  power[0] = 0xedb88320;
  for (let n = 1; n < 32; n++) power[n] = 1 << (n - 1);
  power = gf2Square(gf2Square(gf2Square(power)));
  // The identity, times the power of each bit set in the length in bytes.
  let result: Uint32Array = new Uint32Array(32).map((_, n) => (1 << n) >>> 0);
  for (let left = length; left > 0; left = Math.floor(left / 2)) {
    if (left % 2 === 1) result = result.map((column) => gf2Times(power, column));
    power = gf2Square(power);
  }
  return result;
}

/** A stored deflate block holding `bytes` (the stream is byte-aligned after a sync flush). */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > MAX_STORED_BYTES) throw new RangeError("a stored block holds at most 65535 bytes");
  const header = Buffer.alloc(5);
  header[0] = 0x00; // BFINAL 0, BTYPE 00 (stored), padded to the byte
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** What goes between the pieces: one text for every gap, or each gap's own. */
type Fillers = string | readonly string[];

function fillerBytes(between: Fillers, gaps: number): Buffer[] {
  if (typeof between === "string") return Array<Buffer>(gaps).fill(Buffer.from(between, "utf8"));
  if (between.length !== gaps) throw new RangeError(`${gaps} gaps, ${between.length} fillers`);
  return between.map((text) => Buffer.from(text, "utf8"));
}

/** The gzip body of the pieces joined by `between`. */
export function renderGzip(template: GzipTemplate, between: Fillers): Buffer {
  const fillers = fillerBytes(between, template.compressed.length - 1);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  const add = (bytes: Buffer) => {
    // zlib treats an empty buffer's null data pointer as "start again" and answers 0.
    if (bytes.length > 0) crc = crc32(bytes, crc);
    length += bytes.length;
  };
  template.compressed.forEach((piece, index) => {
    chunks.push(piece);
    if (template.plain[index].length > 0) crc = (gf2Times(template.shifts[index], crc) ^ template.crcs[index]) >>> 0;
    length += template.plain[index].length;
    const filler = fillers[index] ?? EMPTY;
    // One stored block each 64 KiB (a nonce or a name needs one; an empty filler none).
    for (let start = 0; start < filler.length; start += MAX_STORED_BYTES) {
      const part = filler.subarray(start, start + MAX_STORED_BYTES);
      chunks.push(storedBlock(part));
      add(part);
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** The plain body of the pieces joined by `between`. */
export function renderPlain(template: GzipTemplate, between: Fillers): Buffer {
  const fillers = fillerBytes(between, template.plain.length - 1);
  const chunks: Buffer[] = [];
  template.plain.forEach((piece, index) => {
    chunks.push(piece);
    if (index < fillers.length) chunks.push(fillers[index]);
  });
  return Buffer.concat(chunks);
}
