import { gunzipSync } from 'node:zlib';
import { fc, test } from '@fast-check/vitest';
import { readChapterFile, readContentFile, writeChapterFile, writeContentFile } from '@typeshelf/epub';
import { expect } from 'vitest';
import { chapterFileBytes, contentFileBytes } from '../src/catalogue/book-files';

const paragraphs = fc.array(fc.string({ unit: 'grapheme', maxLength: 40 }), { maxLength: 6 });
const book = fc
  .uniqueArray(fc.integer({ min: 0, max: 999 }), { maxLength: 5 })
  .chain((numbers) =>
    fc.tuple(
      fc.constant(numbers.map((n) => ({ id: String(n).padStart(3, '0') }))),
      fc.array(paragraphs, { minLength: numbers.length, maxLength: numbers.length }),
    ),
  );

test.prop([book])(
  'content files hold exactly the text the portable writer gives, and read back',
  ([chapters, texts]) => {
    const content = Object.fromEntries(chapters.map(({ id }, i) => [id, texts[i] ?? []]));
    const ours = contentFileBytes(content, chapters);
    expect(gunzipSync(ours).toString()).toBe(gunzipSync(writeContentFile(content, chapters)).toString());
    expect(readContentFile(ours)).toEqual(readContentFile(writeContentFile(content, chapters)));
  },
);

test.prop([paragraphs])('chapter files match the portable writer and read back', (lines) => {
  const ours = chapterFileBytes(lines);
  expect(gunzipSync(ours).toString()).toBe(gunzipSync(writeChapterFile(lines)).toString());
  expect(readChapterFile(ours)).toEqual(readChapterFile(writeChapterFile(lines)));
});
