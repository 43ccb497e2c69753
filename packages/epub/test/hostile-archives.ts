import CRC32 from 'crc-32';
import { deflateSync, strToU8 } from 'fflate';

/**
 * Builders for archives a hostile sender could make: zip entries whose
 * headers lie, directory records that share data, deflate streams that expand
 * a thousandfold. Generated in tests, never checked in.
 */

const crc = (bytes: Uint8Array) => CRC32.buf(bytes) >>> 0;

/** An entry as it will be written; the header fields default to the truth. */
export interface RawEntry {
  name: string;
  /** The bytes the entry holds (compressed when `method` is 8). */
  data: Uint8Array;
  method: 0 | 8;
  /** The uncompressed size the headers declare. */
  size: number;
  /** The CRC-32 the headers declare. */
  crc: number;
}

/** An entry holding `text`, deflated unless it is the mimetype. */
export function entry(name: string, text: string | Uint8Array): RawEntry {
  const bytes = typeof text === 'string' ? strToU8(text) : text;
  const stored = name === 'mimetype';
  return {
    name,
    data: stored ? bytes : deflateSync(bytes),
    method: stored ? 0 : 8,
    size: bytes.length,
    crc: crc(bytes),
  };
}

/**
 * Writes a zip. `aliases` adds central-directory records under other names
 * that point at an existing entry's data (by the index of that entry).
 */
export function writeZip(
  entries: readonly RawEntry[],
  aliases: { name: string; of: number }[] = [],
): Uint8Array {
  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let at = 0;
  for (const item of entries) {
    const name = strToU8(item.name);
    const header = new Uint8Array(30 + name.length);
    const view = new DataView(header.buffer);
    view.setUint32(0, 0x04034b50, true);
    view.setUint16(4, 20, true);
    view.setUint16(8, item.method, true);
    view.setUint32(14, item.crc, true);
    view.setUint32(18, item.data.length, true);
    view.setUint32(22, item.size, true);
    view.setUint16(26, name.length, true);
    header.set(name, 30);
    offsets.push(at);
    parts.push(header, item.data);
    at += header.length + item.data.length;
  }
  const directoryStart = at;
  const records = [
    ...entries.map((item, index) => ({ item, name: item.name, offset: offsets[index]! })),
    ...aliases.map(({ name, of }) => ({ item: entries[of]!, name, offset: offsets[of]! })),
  ];
  for (const { item, name: text, offset } of records) {
    const name = strToU8(text);
    const record = new Uint8Array(46 + name.length);
    const view = new DataView(record.buffer);
    view.setUint32(0, 0x02014b50, true);
    view.setUint16(4, 20, true);
    view.setUint16(6, 20, true);
    view.setUint16(10, item.method, true);
    view.setUint32(16, item.crc, true);
    view.setUint32(20, item.data.length, true);
    view.setUint32(24, item.size, true);
    view.setUint16(28, name.length, true);
    view.setUint32(42, offset, true);
    record.set(name, 46);
    parts.push(record);
    at += record.length;
  }
  const end = new Uint8Array(22);
  const view = new DataView(end.buffer);
  view.setUint32(0, 0x06054b50, true);
  view.setUint16(8, records.length, true);
  view.setUint16(10, records.length, true);
  view.setUint32(12, at - directoryStart, true);
  view.setUint32(16, directoryStart, true);
  parts.push(end);
  const out = new Uint8Array(at + 22);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * A raw deflate stream of `bytes` zeros, written by hand as one fixed-Huffman
 * block: a literal zero, then matches of 258 at distance 1 (13 bits each), so
 * 1 GiB takes under 7 MB and is made in a fraction of a second.
 */
export function zerosDeflate(bytes: number): Uint8Array {
  const matches = Math.floor((bytes - 1) / 258);
  const rest = bytes - 1 - matches * 258;
  const out = new Uint8Array(Math.ceil((3 + 8 + matches * 13 + rest * 8 + 7) / 8));
  let bit = 0;
  const bits = (value: number, count: number) => {
    for (let i = 0; i < count; i++, bit++) if ((value >> i) & 1) out[bit >> 3]! |= 1 << (bit & 7);
  };
  // Huffman codes go most significant bit first.
  const code = (value: number, count: number) => {
    for (let i = count - 1; i >= 0; i--, bit++) if ((value >> i) & 1) out[bit >> 3]! |= 1 << (bit & 7);
  };
  bits(1, 1); // final block
  bits(1, 2); // fixed Huffman codes
  code(0x30, 8); // literal 0
  for (let i = 0; i < matches; i++) {
    code(0xc5, 8); // length 258
    code(0, 5); // distance 1
  }
  for (let i = 0; i < rest; i++) code(0x30, 8);
  code(0, 7); // end of block
  return out.subarray(0, Math.ceil(bit / 8));
}

/** A gzip member around raw deflate data, with the trailer fields as given. */
export function gzipMember(deflated: Uint8Array, crcValue: number, size: number): Uint8Array {
  const out = new Uint8Array(10 + deflated.length + 8);
  out.set([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
  out.set(deflated, 10);
  const view = new DataView(out.buffer);
  view.setUint32(10 + deflated.length, crcValue, true);
  view.setUint32(14 + deflated.length, size >>> 0, true);
  return out;
}

export const CONTAINER =
  '<?xml version="1.0"?><container xmlns="urn:oasis:names:tc:opendocument:xmlns:container" version="1.0"><rootfiles><rootfile full-path="OEBPS/package.opf" media-type="application/oebps-package+xml"/></rootfiles></container>';

/** A package document whose spine lists `spine` (manifest ids c0, c1… for `chapters` files). */
export function packageDocument(chapters: number, spine: readonly number[]): string {
  const items = Array.from(
    { length: chapters },
    (_, i) => `<item id="c${i}" href="c${i}.xhtml" media-type="application/xhtml+xml"/>`,
  ).join('');
  const refs = spine.map((i) => `<itemref idref="c${i}"/>`).join('');
  return `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">x</dc:identifier><dc:title>Hostile</dc:title><dc:language>en</dc:language></metadata><manifest>${items}</manifest><spine>${refs}</spine></package>`;
}

/** A content document of `paragraphs` paragraphs of `length` letters each. */
export function chapterDocument(paragraphs: number, length: number): string {
  const paragraph = `<p>${'word '.repeat(Math.ceil(length / 5)).slice(0, length)}</p>`;
  return `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>C</title></head><body>${paragraph.repeat(paragraphs)}</body></html>`;
}

/** The fixed entries of an EPUB, then its chapters. */
export function epubEntries(chapters: readonly string[], spine?: readonly number[]): RawEntry[] {
  return [
    entry('mimetype', 'application/epub+zip'),
    entry('META-INF/container.xml', CONTAINER),
    entry('OEBPS/package.opf', packageDocument(chapters.length, spine ?? chapters.map((_, i) => i))),
    ...chapters.map((text, i) => entry(`OEBPS/c${i}.xhtml`, text)),
  ];
}
