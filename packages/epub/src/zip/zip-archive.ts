import { EpubError } from '../errors';
import { utf8 } from '../xml/text-decoder';
import { crc32, inflateExactly } from './bounded-inflate';
import type { NativeZlib } from './native-zlib';
import { resolveLimits, type SafetyLimits } from './safety-limits';

/**
 * A read-only view of a zip archive that inflates entries only when asked.
 * The central directory is parsed by hand so the specification's zip failure
 * kinds can be told apart and the safety limits checked before any byte is
 * inflated. Entries are inflated only as far as their declared size (an entry
 * that lies about its size is refused as soon as it passes it), their CRC-32
 * is checked, and the bytes actually inflated over the archive's life are
 * counted against the same limit as the declared sizes.
 */
export interface ZipEntry {
  /** The entry's path inside the archive, as stored (forward slashes). */
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  /** The CRC-32 of the uncompressed bytes, as the central directory declares it. */
  crc: number;
  /** Offset of the local file header. */
  offset: number;
  encrypted: boolean;
}

export interface ZipArchive {
  /** Entries in central-directory order; duplicates and unsafe paths left out. */
  readonly entries: readonly ZipEntry[];
  /** The entry at exactly this path, or, failing that, the same path ignoring case. */
  find(path: string): ZipEntry | undefined;
  /** The entry's bytes. */
  read(entry: ZipEntry): Uint8Array;
}

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_END = 0x06054b50;
const SIG_END64 = 0x06064b50;
const SIG_END64_LOCATOR = 0x07064b50;
const SIG_SPANNED = 0x08074b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;

const u16 = (b: Uint8Array, i: number) => (b[i]! | (b[i + 1]! << 8)) >>> 0;
const u32 = (b: Uint8Array, i: number) =>
  (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;
// Zip64 values above 2^53 cannot describe a real file in memory: reading them as doubles is enough.
const u64 = (b: Uint8Array, i: number) => u32(b, i) + u32(b, i + 4) * 0x1_0000_0000;

function fail(kind: ConstructorParameters<typeof EpubError>[0], detail: string): never {
  throw new EpubError(kind, detail);
}

function findEndOfCentralDirectory(bytes: Uint8Array): number {
  const last = bytes.length - EOCD_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let i = last; i >= first; i--) {
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && u32(bytes, i) === SIG_END) return i;
  }
  return -1;
}

interface Directory {
  count: number;
  size: number;
  offset: number;
}

function readDirectoryLocation(bytes: Uint8Array, eocd: number): Directory {
  const disk = u16(bytes, eocd + 4);
  const directoryDisk = u16(bytes, eocd + 6);
  if (disk !== 0 || directoryDisk !== 0)
    fail('Split zip file', `disk ${disk}, directory on disk ${directoryDisk}`);
  let count = u16(bytes, eocd + 10);
  let size = u32(bytes, eocd + 12);
  let offset = u32(bytes, eocd + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    const locator = eocd - 20;
    if (locator < 0 || u32(bytes, locator) !== SIG_END64_LOCATOR) {
      fail('End of Zip64 central directory locator not found', `at ${locator}`);
    }
    if (u32(bytes, locator + 4) !== 0 || u32(bytes, locator + 16) > 1)
      fail('Split zip file', 'zip64 locator');
    const end64 = u64(bytes, locator + 8);
    if (end64 + 56 > bytes.length || u32(bytes, end64) !== SIG_END64) {
      fail('End of Zip64 central directory not found', `at ${end64}`);
    }
    count = u64(bytes, end64 + 32);
    size = u64(bytes, end64 + 40);
    offset = u64(bytes, end64 + 48);
  }
  return { count, size, offset };
}

/** Reads the Zip64 extended information extra field for the values the header marked as 0xFFFFFFFF. */
function applyZip64(bytes: Uint8Array, start: number, length: number, entry: ZipEntry): void {
  const needsSize = entry.size === 0xffffffff;
  const needsCompressed = entry.compressedSize === 0xffffffff;
  const needsOffset = entry.offset === 0xffffffff;
  if (!needsSize && !needsCompressed && !needsOffset) return;
  let i = start;
  const end = start + length;
  while (i + 4 <= end) {
    const id = u16(bytes, i);
    const fieldLength = u16(bytes, i + 2);
    if (id === 0x0001) {
      let j = i + 4;
      if (needsSize) {
        entry.size = u64(bytes, j);
        j += 8;
      }
      if (needsCompressed) {
        entry.compressedSize = u64(bytes, j);
        j += 8;
      }
      if (needsOffset) entry.offset = u64(bytes, j);
      return;
    }
    i += 4 + fieldLength;
  }
  fail('Zip64 extra field not found', entry.name);
}

/**
 * Normalises an entry name and drops names that would escape the archive
 * (absolute paths, `..` segments, drive letters): a forgiving reader ignores
 * them rather than trusting them.
 */
function safeName(raw: string): string | null {
  const name = raw.replace(/\\/g, '/');
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return null;
  const parts = name.split('/');
  if (parts.some((part) => part === '..')) return null;
  return parts.filter((part) => part !== '.' && part !== '').join('/') + (name.endsWith('/') ? '/' : '');
}

/**
 * Opens a zip archive, checking structure and safety limits; throws
 * {@link EpubError}. Entries inflate with the host's zlib when it lends one.
 */
export function openZip(bytes: Uint8Array, limits?: Partial<SafetyLimits>, zlib?: NativeZlib): ZipArchive {
  const limit = resolveLimits(limits);
  if (bytes.length > limit.maxInputBytes) fail('File too large', `${bytes.length} bytes`);
  if (bytes.length < 4) fail('File format is not recognized', `${bytes.length} bytes`);
  const first = u32(bytes, 0);
  if (first === SIG_SPANNED) fail('Split zip file', 'spanned archive marker');
  if (first !== SIG_LOCAL && first !== SIG_END) fail('File format is not recognized', 'no zip signature');
  const eocd = findEndOfCentralDirectory(bytes);
  if (eocd < 0) fail('End of central directory not found', 'no end record');
  const directory = readDirectoryLocation(bytes, eocd);
  if (directory.count > limit.maxEntries) fail('File too large', `${directory.count} entries`);

  const entries: ZipEntry[] = [];
  const byName = new Map<string, ZipEntry>();
  const byFoldedName = new Map<string, ZipEntry>();
  const spans: ZipEntry[] = [];
  let total = 0;
  let at = directory.offset;
  for (let n = 0; n < directory.count; n++) {
    if (at + 46 > bytes.length || u32(bytes, at) !== SIG_CENTRAL) {
      fail('Central directory header not found', `entry ${n} at ${at}`);
    }
    const flags = u16(bytes, at + 8);
    const method = u16(bytes, at + 10);
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    const nameStart = at + 46;
    if (nameStart + nameLength + extraLength > bytes.length)
      fail('Central directory header not found', 'cut short');
    const entry: ZipEntry = {
      name: utf8.decode(bytes.subarray(nameStart, nameStart + nameLength)),
      method,
      compressedSize: u32(bytes, at + 20),
      size: u32(bytes, at + 24),
      crc: u32(bytes, at + 16),
      offset: u32(bytes, at + 42),
      encrypted: (flags & 1) !== 0,
    };
    applyZip64(bytes, nameStart + nameLength, extraLength, entry);
    if ((flags & 0x40) !== 0 || method === 99) fail('Encryption method not supported', entry.name);
    if (entry.encrypted) fail('File contains encrypted entry', entry.name);
    if (method !== 0 && method !== 8)
      fail('Compression method not supported', `${entry.name}: method ${method}`);
    total += entry.size;
    if (total > limit.maxTotalBytes)
      fail('File too large', `more than ${limit.maxTotalBytes} bytes uncompressed`);
    if (entry.size > limit.ratioFloorBytes && entry.size > entry.compressedSize * limit.maxRatio) {
      fail(
        'File too large',
        `${entry.name} expands ${Math.round(entry.size / Math.max(1, entry.compressedSize))}×`,
      );
    }
    at = nameStart + nameLength + extraLength + commentLength;
    spans.push(entry);
    const name = safeName(entry.name);
    if (name === null || name.endsWith('/') || byName.has(name)) continue;
    entry.name = name;
    entries.push(entry);
    byName.set(name, entry);
    const folded = name.toLowerCase();
    if (!byFoldedName.has(folded)) byFoldedName.set(folded, entry);
  }

  checkNoOverlap(spans);

  let inflated = 0;
  return {
    entries,
    find: (path) => byName.get(path) ?? byFoldedName.get(path.toLowerCase()),
    read(entry) {
      // Counted before inflating: a file that asks for the same entry over and over pays each time.
      inflated += entry.size;
      if (inflated > limit.maxTotalBytes)
        fail('File too large', `more than ${limit.maxTotalBytes} bytes inflated`);
      const data = entryData(bytes, entry);
      let out: Uint8Array;
      if (entry.method === 0) {
        if (data.length !== entry.size) fail('Incorrect epub file', `${entry.name}: stored sizes differ`);
        out = data;
      } else {
        const result = inflateExactly(data, entry.size, zlib);
        if (!result.ok) fail('Incorrect epub file', `${entry.name}: ${result.failure}`);
        out = result.bytes;
      }
      if (crc32(out, zlib) !== entry.crc) fail('Incorrect epub file', `${entry.name}: CRC-32 mismatch`);
      return out;
    },
  };
}

/** The compressed bytes of an entry, after its local header. */
export function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const at = entry.offset;
  if (at + 30 > bytes.length || u32(bytes, at) !== SIG_LOCAL) fail('Local file header not found', entry.name);
  const start = at + 30 + u16(bytes, at + 26) + u16(bytes, at + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) fail('Local file header not found', `${entry.name} runs past the end`);
  return bytes.subarray(start, end);
}

/**
 * Refuses entries whose data overlap, every central-directory record counted
 * (skipped duplicates too): a real archive stores each entry once, while
 * many records pointing at one large entry multiply the work a small file
 * asks for. Each entry takes at least its 30-byte local header and its
 * compressed bytes.
 */
function checkNoOverlap(records: ZipEntry[]): void {
  const sorted = [...records].sort((a, b) => a.offset - b.offset);
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1]!;
    if (sorted[i]!.offset < previous.offset + 30 + previous.compressedSize)
      fail('Incorrect epub file', `${sorted[i]!.name} overlaps ${previous.name}`);
  }
}
