/**
 * A raw DEFLATE (RFC 1951) decoder that writes into the output an entry
 * promised and stops the moment the stream would pass it. Every symbol it
 * decodes either writes bytes, which the promise bounds, or ends a block,
 * which consumes input: the work a stream can cause is bounded by the input
 * and the promised size, never by what the stream claims to hold.
 *
 * fflate's one-call inflater cannot stop on its output (it decodes a whole
 * stream, writing past a fixed buffer's end into nothing), and its streaming
 * one, fed in small slices to bound the work, copied its window and output
 * and grew its buffer on every slice: more time than the inflating itself for
 * the large entries of a book (chapters, covers).
 */

/** How a block or a stream ended: {@link ENDED}, {@link TOO_LONG} or {@link DAMAGED}. */
export type Status = 0 | 1 | 2;
/** The block ended; the stream goes on, or is complete if it was the final block. */
export const ENDED: Status = 0;
/** The stream would write past the promised size. */
export const TOO_LONG: Status = 1;
/** An invalid code or header, a distance before the start, or the input ran out. */
export const DAMAGED: Status = 2;

/** The output: a buffer that grows as bytes really come, never past `size`. */
export interface Output {
  buffer: Uint8Array;
  written: number;
  readonly size: number;
}

/** A Huffman code as one lookup table, indexed by the next input bits under `mask` (codes come least significant bit first). */
interface Code {
  /** (symbol << 4) | code length; 0 where no code starts (an invalid code). */
  table: Uint16Array;
  mask: number;
}

// biome-ignore format: a table reads best as one
const LENGTH_BASE = Uint16Array.of(3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258);
// biome-ignore format: a table reads best as one
const LENGTH_EXTRA = Uint8Array.of(0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0);
// biome-ignore format: a table reads best as one
const DISTANCE_BASE = Uint16Array.of(1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577);
// biome-ignore format: a table reads best as one
const DISTANCE_EXTRA = Uint8Array.of(0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13);
/** The order in which a dynamic block lists its code-length code lengths. */
// biome-ignore format: a table reads best as one
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/**
 * The canonical Huffman code for these code lengths, in `space` when given
 * (a dynamic block's codes, made again for every block: reusing one table
 * spares allocating and zeroing up to 64 KB each time); null when the
 * lengths over-subscribe the code space.
 */
function buildCode(lengths: Uint8Array, space?: Uint16Array): Code | null {
  const counts = new Uint16Array(16);
  let maxBits = 0;
  for (const length of lengths) {
    counts[length]!++;
    if (length > maxBits) maxBits = length;
  }
  const next = new Uint16Array(16);
  let code = 0;
  for (let bits = 1; bits <= maxBits; bits++) {
    code = (code + (bits === 1 ? 0 : counts[bits - 1]!)) << 1;
    next[bits] = code;
  }
  const size = 1 << maxBits;
  const table = space ? space.subarray(0, size) : new Uint16Array(size);
  let filled = 0;
  for (let symbol = 0; symbol < lengths.length; symbol++) {
    const length = lengths[symbol]!;
    if (length === 0) continue;
    const assigned = next[length]!++;
    if (assigned >= 1 << length) return null;
    let reversed = 0;
    for (let bit = 0; bit < length; bit++) reversed |= ((assigned >> bit) & 1) << (length - 1 - bit);
    const entry = (symbol << 4) | length;
    for (let at = reversed; at < size; at += 1 << length) table[at] = entry;
    filled += size >> length;
  }
  // An incomplete code leaves entries unwritten, where a reused table holds an old code's: it gets its own.
  if (space && filled < size) return buildCode(lengths);
  return { table, mask: size - 1 };
}

/** The tables a dynamic block's codes are built in: the longest code is 15 bits, the code-length code's 7. */
const LITERAL_SPACE = new Uint16Array(1 << 15);
const DISTANCE_SPACE = new Uint16Array(1 << 15);
const CODE_LENGTH_SPACE = new Uint16Array(1 << 7);

const FIXED_LITERALS = buildCode(
  Uint8Array.from({ length: 288 }, (_, symbol) =>
    symbol < 144 ? 8 : symbol < 256 ? 9 : symbol < 280 ? 7 : 8,
  ),
)!;
const FIXED_DISTANCES = buildCode(new Uint8Array(30).fill(5))!;

/** The input bits, least significant first. Bytes past the end read as zeros; {@link overrun} tells. */
class BitReader {
  at = 0;
  hold = 0;
  count = 0;
  constructor(readonly data: Uint8Array) {}

  /** Holds at least `n` bits (at most 25). */
  private need(n: number): void {
    while (this.count < n) {
      this.hold |= (this.at < this.data.length ? this.data[this.at]! : 0) << this.count;
      this.at++;
      this.count += 8;
    }
  }

  /** The next `n` bits (at most 24) as a number. */
  take(n: number): number {
    this.need(n);
    const value = this.hold & ((1 << n) - 1);
    this.hold >>>= n;
    this.count -= n;
    return value;
  }

  /** The next symbol of `code`, or -1 for an invalid code. */
  symbol(code: Code): number {
    this.need(15);
    const entry = code.table[this.hold & code.mask]!;
    if (entry === 0) return -1;
    this.hold >>>= entry & 15;
    this.count -= entry & 15;
    return entry >> 4;
  }

  /** Skips to the next byte boundary and gives back the whole bytes held, so `at` is the next unread byte. */
  alignToByte(): void {
    this.at -= this.count >> 3;
    this.hold = 0;
    this.count = 0;
  }

  /** More bits were read than the input holds. */
  get overrun(): boolean {
    return this.at * 8 - this.count > this.data.length * 8;
  }
}

/** Room for `more` bytes after what is written: the buffer doubles, up to the promised size. */
function makeRoom(out: Output, more: number): boolean {
  const needed = out.written + more;
  if (needed > out.size) return false;
  if (needed > out.buffer.length) {
    const grown = new Uint8Array(Math.min(out.size, Math.max(needed, out.buffer.length * 2)));
    grown.set(out.buffer.subarray(0, out.written));
    out.buffer = grown;
  }
  return true;
}

/** A stored block: its bytes copied as they are. */
function copyStored(input: BitReader, out: Output): Status {
  input.alignToByte();
  const { data } = input;
  const at = input.at;
  if (at + 4 > data.length) return DAMAGED;
  const length = data[at]! | (data[at + 1]! << 8);
  if (!makeRoom(out, length)) return TOO_LONG;
  const available = Math.min(length, data.length - at - 4);
  out.buffer.set(data.subarray(at + 4, at + 4 + available), out.written);
  out.written += available;
  input.at = at + 4 + length;
  return available === length ? ENDED : DAMAGED;
}

/** A dynamic block's header: its literal/length and distance codes, or null when they are invalid. */
function readDynamicCodes(input: BitReader): { literals: Code; distances: Code } | null {
  const literalCount = input.take(5) + 257;
  const distanceCount = input.take(5) + 1;
  const codeLengthCount = input.take(4) + 4;
  if (literalCount > 286 || distanceCount > 30) return null;
  const codeLengths = new Uint8Array(19);
  for (let i = 0; i < codeLengthCount; i++) codeLengths[CODE_LENGTH_ORDER[i]!] = input.take(3);
  const codeLengthCode = buildCode(codeLengths, CODE_LENGTH_SPACE);
  if (codeLengthCode === null) return null;
  const lengths = new Uint8Array(literalCount + distanceCount);
  for (let i = 0; i < lengths.length; ) {
    const symbol = input.symbol(codeLengthCode);
    if (symbol < 0 || input.overrun) return null;
    if (symbol < 16) {
      lengths[i++] = symbol;
      continue;
    }
    let value = 0;
    let repeat: number;
    if (symbol === 16) {
      if (i === 0) return null;
      value = lengths[i - 1]!;
      repeat = 3 + input.take(2);
    } else if (symbol === 17) repeat = 3 + input.take(3);
    else repeat = 11 + input.take(7);
    if (i + repeat > lengths.length) return null;
    lengths.fill(value, i, i + repeat);
    i += repeat;
  }
  const literals = buildCode(lengths.subarray(0, literalCount), LITERAL_SPACE);
  const distances = buildCode(lengths.subarray(literalCount), DISTANCE_SPACE);
  return literals && distances ? { literals, distances } : null;
}

/** What one step of a Huffman block gives: a {@link Status}, or {@link MORE} when the block goes on. */
const MORE = 3;
/** Bytes of input one fast step may read: three refills of two bytes. */
const FAST_STEP_BYTES = 6;

/**
 * One symbol of a Huffman-coded block (a literal, a copy or the end of the
 * block), read through the reader: the careful way, for the last bytes of
 * the input, where a read may pass its end.
 */
function decodeStep(input: BitReader, literals: Code, distances: Code, out: Output): Status | typeof MORE {
  const symbol = input.symbol(literals);
  if (symbol < 0 || input.overrun) return DAMAGED;
  if (symbol < 256) {
    if (!makeRoom(out, 1)) return TOO_LONG;
    out.buffer[out.written++] = symbol;
    return MORE;
  }
  if (symbol === 256) return ENDED;
  const lengthIndex = symbol - 257;
  if (lengthIndex >= 29) return DAMAGED;
  const length = LENGTH_BASE[lengthIndex]! + input.take(LENGTH_EXTRA[lengthIndex]!);
  const distanceIndex = input.symbol(distances);
  if (distanceIndex < 0 || distanceIndex >= 30) return DAMAGED;
  const distance = DISTANCE_BASE[distanceIndex]! + input.take(DISTANCE_EXTRA[distanceIndex]!);
  if (input.overrun || distance > out.written) return DAMAGED;
  if (!makeRoom(out, length)) return TOO_LONG;
  copyMatch(out.buffer, out.written, distance, length);
  out.written += length;
  return MORE;
}

/** Copies `length` bytes from `distance` back; byte by byte, since a copy may overlap what it writes. */
function copyMatch(buffer: Uint8Array, at: number, distance: number, length: number): void {
  for (let from = at - distance, stop = at + length; at < stop; ) buffer[at++] = buffer[from++]!;
}

/**
 * A Huffman-coded block, up to its end-of-block symbol. The decoder's hot
 * loop: the reader's state lives in locals, two input bytes are taken at a
 * time with no check of the input's end, and the last few bytes go through
 * {@link decodeStep} instead.
 */
function decodeHuffman(input: BitReader, literals: Code, distances: Code, out: Output): Status {
  const { data } = input;
  const fastEnd = data.length - FAST_STEP_BYTES;
  const literalTable = literals.table;
  const literalMask = literals.mask;
  const distanceTable = distances.table;
  const distanceMask = distances.mask;
  let { at, hold, count } = input;
  let buffer = out.buffer;
  let written = out.written;
  let status: Status | typeof MORE = MORE;
  while (at < fastEnd) {
    if (count < 15) {
      hold |= (data[at]! | (data[at + 1]! << 8)) << count;
      at += 2;
      count += 16;
    }
    const entry = literalTable[hold & literalMask]!;
    if (entry === 0) {
      status = DAMAGED;
      break;
    }
    hold >>>= entry & 15;
    count -= entry & 15;
    const symbol = entry >> 4;
    if (symbol < 256) {
      if (written === buffer.length) {
        out.written = written;
        if (!makeRoom(out, 1)) {
          status = TOO_LONG;
          break;
        }
        buffer = out.buffer;
      }
      buffer[written++] = symbol;
      continue;
    }
    if (symbol === 256) {
      status = ENDED;
      break;
    }
    const lengthIndex = symbol - 257;
    if (lengthIndex >= 29) {
      status = DAMAGED;
      break;
    }
    const lengthBits = LENGTH_EXTRA[lengthIndex]!;
    if (count < lengthBits) {
      hold |= (data[at]! | (data[at + 1]! << 8)) << count;
      at += 2;
      count += 16;
    }
    const length = LENGTH_BASE[lengthIndex]! + (hold & ((1 << lengthBits) - 1));
    hold >>>= lengthBits;
    count -= lengthBits;
    if (count < 15) {
      hold |= (data[at]! | (data[at + 1]! << 8)) << count;
      at += 2;
      count += 16;
    }
    const distanceEntry = distanceTable[hold & distanceMask]!;
    const distanceIndex = distanceEntry >> 4;
    if (distanceEntry === 0 || distanceIndex >= 30) {
      status = DAMAGED;
      break;
    }
    hold >>>= distanceEntry & 15;
    count -= distanceEntry & 15;
    const distanceBits = DISTANCE_EXTRA[distanceIndex]!;
    if (count < distanceBits) {
      hold |= (data[at]! | (data[at + 1]! << 8)) << count;
      at += 2;
      count += 16;
    }
    const distance = DISTANCE_BASE[distanceIndex]! + (hold & ((1 << distanceBits) - 1));
    hold >>>= distanceBits;
    count -= distanceBits;
    if (distance > written) {
      status = DAMAGED;
      break;
    }
    if (written + length > buffer.length) {
      out.written = written;
      if (!makeRoom(out, length)) {
        status = TOO_LONG;
        break;
      }
      buffer = out.buffer;
    }
    copyMatch(buffer, written, distance, length);
    written += length;
  }
  input.at = at;
  input.hold = hold;
  input.count = count;
  out.written = written;
  while (status === MORE) status = decodeStep(input, literals, distances, out);
  return status;
}

/**
 * Decodes a raw DEFLATE stream into `out`, block after block, until its
 * final block ends or it fails. The caller decides what a failure after all
 * the promised bytes came means.
 */
export function decodeDeflate(data: Uint8Array, out: Output): Status {
  const input = new BitReader(data);
  for (;;) {
    const final = input.take(1);
    const type = input.take(2);
    let status: Status;
    if (type === 0) status = copyStored(input, out);
    else if (type === 1) status = decodeHuffman(input, FIXED_LITERALS, FIXED_DISTANCES, out);
    else if (type === 2) {
      const codes = readDynamicCodes(input);
      status = codes ? decodeHuffman(input, codes.literals, codes.distances, out) : DAMAGED;
    } else status = DAMAGED;
    if (status === ENDED && input.overrun) status = DAMAGED;
    if (status !== ENDED || final === 1) return status;
  }
}
