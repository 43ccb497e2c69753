import { SaxesParser } from 'saxes';
import { EpubError } from '../errors';
import { HTML_ENTITIES } from './html-entities';
import { textDecoder, utf8, utf8KeepingBom } from './text-decoder';

/** What a SAX pass over one XML file reports. Names are as written, prefix included. */
export interface SaxHandlers {
  /** Also followed by `close` for a self-closing element. */
  open(name: string, attributes: Record<string, string>): void;
  close(name: string): void;
  text(text: string): void;
}

/**
 * Decodes an XML file: a byte-order mark or the XML declaration's encoding
 * decides; UTF-8 otherwise. Unknown encodings fall back to UTF-8 rather than fail.
 */
export function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return utf8.decode(bytes.subarray(3));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return textDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return textDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0x3c && bytes[1] === 0x3f) {
    const label = declaredEncoding(bytes);
    if (label && label !== 'utf-8' && label !== 'utf8') {
      try {
        return textDecoder(label).decode(bytes);
      } catch {
        return utf8.decode(bytes);
      }
    }
  }
  return utf8.decode(bytes);
}

/** The encoding an XML declaration names, lower-cased; undefined when it names none. */
function declaredEncoding(bytes: Uint8Array): string | undefined {
  // One byte, one character (windows-1252 maps no byte to '>', a space or a name character it did not have).
  const head = singleByte.decode(bytes.subarray(0, 200));
  return /^<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1]?.toLowerCase();
}

/** Reads the XML declaration's bytes as characters, without spreading them into arguments. */
const singleByte = textDecoder('latin1');

/** XML text as one string, or as pieces to be read one after another. */
export type XmlText = string | readonly string[];

/**
 * Bytes of UTF-8 decoded at a time by {@link decodeXmlPieces}: at most this
 * many characters, which as two bytes each stay under the 128 KB past which
 * V8 places a string in its large-object space. A string there cost far more
 * than its decoding (War and Peace's 67 KB package document, curly quotes
 * and all: about 1.3 ms to decode whole, 0.1 ms in pieces).
 */
const PIECE_BYTES = 32 * 1024;

/**
 * An XML file decoded as {@link decodeXml} decodes it, in pieces that a
 * streaming parser reads in turn. A UTF-8 file is cut only before a byte
 * that starts a character (or is ASCII), where the decoder's state is the
 * same as at the start: the pieces joined are the whole file's text, even
 * where its bytes are malformed. Other encodings come whole.
 */
export function decodeXmlPieces(bytes: Uint8Array): readonly string[] {
  let start = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  else if ((bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0xff && bytes[1] === 0xfe))
    return [decodeXml(bytes)];
  else if (bytes[0] === 0x3c && bytes[1] === 0x3f) {
    const label = declaredEncoding(bytes);
    if (label && label !== 'utf-8' && label !== 'utf8') return [decodeXml(bytes)];
  }
  if (bytes.length - start <= PIECE_BYTES) return [decodeXml(bytes)];
  const pieces: string[] = [];
  while (start < bytes.length) {
    let end = Math.min(bytes.length, start + PIECE_BYTES);
    while (end < bytes.length && end > start && (bytes[end]! & 0xc0) === 0x80) end--;
    // A run of continuation bytes this long is malformed throughout: cut anywhere.
    if (end === start) end = Math.min(bytes.length, start + PIECE_BYTES);
    // After the first piece a U+FEFF is a character of the text, not a byte-order mark.
    pieces.push((pieces.length === 0 ? utf8 : utf8KeepingBom).decode(bytes.subarray(start, end)));
    start = end;
  }
  return pieces;
}

/**
 * The five XML entities and the HTML names, shared by every parser. A
 * reference to an entity nobody defined (an external DTD's, or an XXE
 * attempt) reads as nothing rather than as its own source text.
 */
const ENTITIES: Record<string, string> = new Proxy(
  Object.assign(Object.create(null) as Record<string, string>, HTML_ENTITIES, {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
  }),
  { get: (table, name) => (typeof name === 'string' ? (table[name] ?? '') : undefined) },
);

/** A qualified name with more than one colon, or an empty prefix or local part, is not namespace-well-formed. */
function badQualifiedName(name: string): boolean {
  const colon = name.indexOf(':');
  if (colon < 0) return false;
  return colon === 0 || colon === name.length - 1 || name.indexOf(':', colon + 1) >= 0;
}

/**
 * Parses XML text with saxes, without namespace processing (names keep their
 * prefixes) and without any DTD: internal entity declarations are never
 * expanded and external ones never fetched, so entity bombs and XXE have
 * nothing to work with. A reference to an entity nobody defined is dropped;
 * a well-formedness error throws a 'File parsing error'.
 */
export function parseXml(text: XmlText, file: string, handlers: SaxHandlers): void {
  const parser = new SaxesParser({ xmlns: false, position: false });
  parser.ENTITIES = ENTITIES;
  parser.on('error', (error) => {
    throw new EpubError('File parsing error', `${file}: ${error.message}`, { cause: error });
  });
  parser.on('opentag', (tag) => {
    if (badQualifiedName(tag.name))
      throw new EpubError('File parsing error', `${file}: bad name ${tag.name}`);
    handlers.open(tag.name, tag.attributes);
  });
  parser.on('closetag', (tag) => handlers.close(tag.name));
  parser.on('text', handlers.text);
  parser.on('cdata', handlers.text);
  if (typeof text === 'string') parser.write(text);
  else for (const piece of text) parser.write(piece);
  parser.close();
}

/** The part of a qualified name after its prefix: `dc:title` → `title`. */
export function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}
