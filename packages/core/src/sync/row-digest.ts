/**
 * A paragraph row's digest as the server computes it too (the
 * `paragraph_summaries` function): MD5 of a canonical text of the row, in
 * which every double is its 16 hex digits of IEEE 754 bits (big-endian, as
 * PostgreSQL's `float8send`), so that no number formatting can differ between
 * the two sides. MD5 only because PostgreSQL has it built in; nothing here
 * needs a cryptographic hash.
 */

const bits = new DataView(new ArrayBuffer(8));

/** A double's bits as 16 hex digits, big-endian. */
export function doubleHex(value: number): string {
  bits.setFloat64(0, value);
  return bits.getUint32(0).toString(16).padStart(8, '0') + bits.getUint32(4).toString(16).padStart(8, '0');
}

const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
const CONSTANTS = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0);

/** Writes `text` as UTF-8 into `out` (large enough); returns the bytes written. */
function encodeUtf8(text: string, out: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code < 0x80) {
      out[n++] = code;
      continue;
    }
    if (code >= 0xd800 && code < 0xdc00 && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low < 0xe000) {
        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
        i++;
        out[n++] = 0xf0 | (code >> 18);
        out[n++] = 0x80 | ((code >> 12) & 0x3f);
        out[n++] = 0x80 | ((code >> 6) & 0x3f);
        out[n++] = 0x80 | (code & 0x3f);
        continue;
      }
    }
    // A lone surrogate is written as U+FFFD, as TextEncoder (and PostgreSQL's text) would hold it.
    if (code >= 0xd800 && code < 0xe000) code = 0xfffd;
    if (code < 0x800) {
      out[n++] = 0xc0 | (code >> 6);
      out[n++] = 0x80 | (code & 0x3f);
    } else {
      out[n++] = 0xe0 | (code >> 12);
      out[n++] = 0x80 | ((code >> 6) & 0x3f);
      out[n++] = 0x80 | (code & 0x3f);
    }
  }
  return n;
}
// One buffer reused by every digest (a reconcile hashes a row per paragraph of a whole history).
let buffer = new Uint8Array(256);
let bufferView = new DataView(buffer.buffer);

/** MD5 (RFC 1321) of a text's UTF-8 bytes: the first 32 bits of the digest as read in hex (big-endian). */
export function md5First32(text: string): number {
  // UTF-8 takes at most 3 bytes per UTF-16 unit; 72 more hold the padding and the length.
  const room = text.length * 3 + 72;
  if (buffer.length < room) {
    buffer = new Uint8Array(room * 2);
    bufferView = new DataView(buffer.buffer);
  }
  const length = encodeUtf8(text, buffer);
  const total = (((length + 8) >> 6) + 1) << 6;
  buffer.fill(0, length, total);
  buffer[length] = 0x80;
  const view = bufferView;
  const bitLength = length * 8;
  view.setUint32(total - 8, bitLength >>> 0, true);
  view.setUint32(total - 4, Math.floor(bitLength / 2 ** 32), true);
  let a0 = 0x67452301;
  let b0 = 0xefcdab89;
  let c0 = 0x98badcfe;
  let d0 = 0x10325476;
  const m = new Array<number>(16);
  for (let offset = 0; offset < total; offset += 64) {
    for (let i = 0; i < 16; i++) m[i] = view.getUint32(offset + i * 4, true);
    let a = a0;
    let b = b0;
    let c = c0;
    let d = d0;
    for (let i = 0; i < 64; i++) {
      let f: number;
      let g: number;
      if (i < 16) {
        f = (b & c) | (~b & d);
        g = i;
      } else if (i < 32) {
        f = (d & b) | (~d & c);
        g = (5 * i + 1) & 15;
      } else if (i < 48) {
        f = b ^ c ^ d;
        g = (3 * i + 5) & 15;
      } else {
        f = c ^ (b | ~d);
        g = (7 * i) & 15;
      }
      const sum = (a + f + (CONSTANTS[i] as number) + (m[g] as number)) | 0;
      const shift = SHIFTS[((i >> 4) << 2) | (i & 3)] as number;
      a = d;
      d = c;
      c = b;
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) | 0;
    }
    a0 = (a0 + a) | 0;
    b0 = (b0 + b) | 0;
    c0 = (c0 + c) | 0;
    d0 = (d0 + d) | 0;
  }
  // The digest's first four bytes are a0 little-endian; read as hex they form this number.
  return (
    (((a0 & 0xff) << 24) |
      (((a0 >>> 8) & 0xff) << 16) |
      (((a0 >>> 16) & 0xff) << 8) |
      ((a0 >>> 24) & 0xff)) >>>
    0
  );
}
