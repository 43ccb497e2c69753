import { crc32, gunzipSync } from 'node:zlib';
import { fc, test } from '@fast-check/vitest';
import { readChapterFile, readContentFile, writeChapterFile, writeContentFile } from '@typeshelf/epub';
import { expect } from 'vitest';
import { bookTextFiles } from '../src/catalogue/book-files';

const paragraphs = fc.array(fc.string({ unit: 'grapheme', maxLength: 40 }), { maxLength: 6 });
const book = fc.uniqueArray(fc.integer({ min: 0, max: 999 }), { maxLength: 5 }).chain((numbers) =>
  fc.tuple(
    fc.constant(numbers.map((n) => ({ id: String(n).padStart(3, '0') }))),
    // Some chapters have no content at all: they get a chapter file but no block in content.gz.
    fc.array(fc.option(paragraphs, { nil: undefined }), {
      minLength: numbers.length,
      maxLength: numbers.length,
    }),
  ),
);

/**
 * A file is one gzip member whose trailer is right: one header at the start,
 * and the last eight bytes give the CRC-32 and size of everything it inflates
 * to, which is all a reader that checks one member needs.
 */
function expectOneMember(bytes: Uint8Array, text: Buffer) {
  expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
  const trailer = Buffer.from(bytes.subarray(bytes.length - 8));
  expect(trailer.readUInt32LE(0)).toBe(crc32(text) >>> 0);
  expect(trailer.readUInt32LE(4)).toBe(text.length);
}

test.prop([book])(
  'content and chapter files hold exactly the text the portable writer gives, and read back',
  ([chapters, texts]) => {
    const content = Object.fromEntries(
      chapters.flatMap(({ id }, i) => (texts[i] === undefined ? [] : [[id, texts[i]]])),
    );
    const files = bookTextFiles(content, chapters);
    const expected = gunzipSync(writeContentFile(content, chapters));
    expect(gunzipSync(files.content).toString()).toBe(expected.toString());
    expectOneMember(files.content, expected);
    expect(readContentFile(files.content)).toEqual(readContentFile(writeContentFile(content, chapters)));

    expect([...files.chapters.keys()]).toEqual(chapters.map(({ id }) => id));
    for (const { id } of chapters) {
      const ours = files.chapters.get(id) ?? new Uint8Array();
      const portable = writeChapterFile(content[id] ?? []);
      expect(gunzipSync(ours).toString()).toBe(gunzipSync(portable).toString());
      expectOneMember(ours, gunzipSync(portable));
      expect(readChapterFile(ours)).toEqual(readChapterFile(portable));
    }
  },
);
