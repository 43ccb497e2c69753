import { crc32, inflateRawSync } from 'node:zlib';
import { fc, it as prop } from '@fast-check/vitest';
import { convertEpub, EpubError } from '@typeshelf/epub';
import { describe, expect, it } from 'vitest';
import { corpus, readCorpusFile } from './corpus';
import {
  chapterDocument,
  entry,
  epubEntries,
  packageDocument,
  type RawEntry,
  writeZip,
} from './hostile-archives';
import { hostileCases } from './hostile-cases';

/*
 * Node's zlib lent to the conversion (as the command line lends it) changes
 * nothing a caller sees: the pinned output of every corpus book is checked
 * with it in conversion-hashes.test.ts; here, every refusal is the same.
 */

const zlib = { inflateRawSync, crc32 };

/** How a conversion ends: its text, or the refusal's kind and detail. */
function outcome(bytes: Uint8Array, lent: boolean): unknown {
  try {
    const book = convertEpub(bytes, { custom: false, ...(lent ? { zlib } : {}) });
    return { text: book.content, cover: book.cover?.bytes.length ?? null };
  } catch (error) {
    if (!(error instanceof EpubError)) throw error;
    return { refused: error.kind, detail: error.detail };
  }
}

describe('with Node’s zlib lent', () => {
  it.each(corpus('invalid').map((entry) => entry.file))('%s is refused the same way', (file) => {
    const bytes = readCorpusFile(file);
    expect(outcome(bytes, true)).toEqual(outcome(bytes, false));
  });

  it.each(
    hostileCases.filter((item) => item.read === 'epub').map((item) => [item.name, item.build] as const),
  )('hostile input (%s) ends the same way', (_, build) => {
    const bytes = build();
    expect(outcome(bytes, true)).toEqual(outcome(bytes, false));
  });

  const CHAPTER = chapterDocument(20, 300);
  const book = (chapter = entry('OEBPS/c0.xhtml', CHAPTER)) =>
    writeZip([...epubEntries([CHAPTER]).slice(0, 3), chapter]);

  prop.prop([fc.nat(), fc.integer({ min: 1, max: 255 })], { numRuns: 100 })(
    'a damaged byte in a chapter’s data ends the same way',
    (at, xor) => {
      const honest = entry('OEBPS/c0.xhtml', CHAPTER);
      const data = honest.data.slice();
      data[at % data.length]! ^= xor;
      const bytes = book({ ...honest, data });
      expect(outcome(bytes, true)).toEqual(outcome(bytes, false));
    },
  );

  prop.prop([fc.integer({ min: -200, max: 200 }).filter((n) => n !== 0)], { numRuns: 30 })(
    'an entry declaring the wrong size ends the same way',
    (error) => {
      const honest = entry('OEBPS/c0.xhtml', CHAPTER);
      const bytes = book({ ...honest, size: honest.size + error });
      expect(outcome(bytes, true)).toEqual(outcome(bytes, false));
    },
  );

  it('gives a small cover bytes of its own, never a view of a buffer shared with other bytes', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="3"><rect width="2" height="3"/></svg>';
    const opf = packageDocument(1, [0]).replace(
      '<manifest>',
      '<manifest><item id="cover" href="cover.svg" media-type="image/svg+xml"/>',
    );
    const [mimetype, container, , chapter] = epubEntries([CHAPTER]);
    const bytes = writeZip([
      mimetype!,
      container!,
      entry('OEBPS/package.opf', opf),
      chapter!,
      entry('OEBPS/cover.svg', svg),
    ]);
    const cover = convertEpub(bytes, { zlib }).cover;
    expect(new TextDecoder().decode(cover?.bytes)).toBe(svg);
    expect(cover?.bytes.byteLength).toBe(cover?.bytes.buffer.byteLength);
  });

  it.each([
    ['deflated', true],
    ['stored', false],
  ])('gives a large %s cover a buffer no other bytes share, copied only when it must be', (_, deflated) => {
    // Large enough that the inflater's buffer is its own rather than a pool's.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2" height="3">${'<rect width="2" height="3"/>'.repeat(2000)}</svg>`;
    const opf = packageDocument(1, [0]).replace(
      '<manifest>',
      '<manifest><item id="cover" href="cover.svg" media-type="image/svg+xml"/>',
    );
    const [mimetype, container, , chapter] = epubEntries([CHAPTER]);
    const cover = entry('OEBPS/cover.svg', svg);
    const stored: RawEntry = { ...cover, data: new TextEncoder().encode(svg), method: 0 };
    const bytes = writeZip([
      mimetype!,
      container!,
      entry('OEBPS/package.opf', opf),
      chapter!,
      deflated ? cover : stored,
    ]);
    for (const options of [{ zlib }, {}]) {
      const read = convertEpub(bytes, options).cover!.bytes;
      expect(new TextDecoder().decode(read)).toBe(svg);
      expect(read.byteOffset).toBe(0);
      // At most the inflater's one byte past the promised size, never the rest of the EPUB.
      expect(read.buffer.byteLength - read.byteLength).toBeLessThanOrEqual(1);
      expect(read.buffer).not.toBe(bytes.buffer);
    }
  });
});
