import { SaxesParser } from 'saxes';
import { EpubError } from '../errors';
import { HTML_ENTITIES } from './html-entities';
import { textDecoder, utf8 } from './text-decoder';

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
    // One byte, one character (windows-1252 maps no byte to '>', a space or a name character it did not have).
    const head = singleByte.decode(bytes.subarray(0, 200));
    const label = /^<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1]?.toLowerCase();
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

/** Reads the XML declaration's bytes as characters, without spreading them into arguments. */
const singleByte = textDecoder('latin1');

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
export function parseXml(text: string, file: string, handlers: SaxHandlers): void {
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
  parser.write(text).close();
}

/** The part of a qualified name after its prefix: `dc:title` → `title`. */
export function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}
