import { fc, it as prop } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { decodeXml, decodeXmlPieces, parseXml } from './sax';

const encoder = new TextEncoder();

/** Bytes of well-formed text and stray bytes mixed, long enough to be cut several times. */
const textBytes = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 4000 }).map((text) => encoder.encode(text)),
      fc.uint8Array({ maxLength: 40 }),
    ),
    { maxLength: 60 },
  )
  .map((parts) => {
    const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let at = 0;
    for (const part of parts) {
      bytes.set(part, at);
      at += part.length;
    }
    return bytes;
  });

describe('decodeXmlPieces', () => {
  prop.prop([textBytes, fc.constantFrom('', '\uFEFF', '<?xml version="1.0" encoding="utf-8"?>')])(
    'joins to the whole file decoded at once, malformed bytes and all',
    (body, head) => {
      const bytes = new Uint8Array([...encoder.encode(head), ...body]);
      expect(decodeXmlPieces(bytes).join('')).toBe(decodeXml(bytes));
    },
  );

  it('cuts a long file into pieces short enough to stay out of the large-object space', () => {
    const text = `<p>${'“Well, Prince, so Genoa and Lucca are now just family estates…” '.repeat(3000)}</p>`;
    const bytes = encoder.encode(text);
    const pieces = decodeXmlPieces(bytes);
    expect(pieces.length).toBeGreaterThan(4);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(32 * 1024);
    expect(pieces.join('')).toBe(text);
  });

  it('keeps a U+FEFF that starts a later piece, and drops only the leading byte-order mark', () => {
    const filler = 'a'.repeat(32 * 1024);
    const bytes = encoder.encode(`\uFEFF${filler}\uFEFFb`);
    expect(decodeXmlPieces(bytes).join('')).toBe(`${filler}\uFEFFb`);
  });

  it('decodes a file in another declared encoding whole', () => {
    const bytes = new Uint8Array([
      ...encoder.encode('<?xml version="1.0" encoding="iso-8859-1"?><p>'),
      0xe9,
      ...encoder.encode('</p>'),
    ]);
    expect(decodeXmlPieces(bytes)).toEqual([decodeXml(bytes)]);
  });

  it('is read by the parser as the whole text is', () => {
    const text = `<root>${'<p>line &amp; more\r\n</p>'.repeat(4000)}</root>`;
    const read = (input: string | readonly string[]) => {
      const events: string[] = [];
      parseXml(input, 'test.xhtml', {
        open: (name) => events.push(`<${name}`),
        close: (name) => events.push(`</${name}`),
        text: (chunk) => events.push(chunk),
      });
      return events.join('|').replace(/\|(?=[^<])/g, '');
    };
    expect(read(decodeXmlPieces(encoder.encode(text)))).toBe(read(text));
  });
});
