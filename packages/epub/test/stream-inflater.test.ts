import { deflateRawSync } from 'node:zlib';
import { fc, it as prop } from '@fast-check/vitest';
import {
  convertEpub,
  convertEpubAsync,
  type DecompressionStreamConstructor,
  EpubError,
  streamInflater,
} from '@typeshelf/epub';
import { describe, expect, it } from 'vitest';
import { corpus, readCorpusFile } from './corpus';
import { chapterDocument, entry, epubEntries, writeZip, zerosDeflate } from './hostile-archives';
import { hostileCases } from './hostile-cases';

/*
 * A browser's native DecompressionStream lent to the conversion (as the
 * upload worker lends it) changes nothing a caller sees. Node has the same
 * Web API, so it stands in for the browser's here.
 */

const inflater = streamInflater(globalThis.DecompressionStream as unknown as DecompressionStreamConstructor);

/** How a conversion ends: the whole book, or the refusal's kind and detail. */
async function outcome(bytes: Uint8Array, lent: boolean): Promise<unknown> {
  try {
    const book = lent
      ? await convertEpubAsync(bytes, { custom: false, inflater })
      : convertEpub(bytes, { custom: false });
    return { info: book.info, text: book.content, cover: book.cover };
  } catch (error) {
    if (!(error instanceof EpubError)) throw error;
    return { refused: error.kind, detail: error.detail };
  }
}

describe('the stream inflater', () => {
  it('inflates a stream to its bytes', async () => {
    const text = new TextEncoder().encode('a paragraph of text '.repeat(5_000));
    expect(await inflater.inflateRaw(deflateRawSync(text), text.length)).toEqual(text);
  });

  it('stops once more comes out than allowed, long before the whole stream', async () => {
    // 64 MB of zeros in about 64 KB of deflate: read slice by slice, it stops within one slice's output.
    expect(await inflater.inflateRaw(zerosDeflate(64 * 1024 * 1024), 1000)).toBeNull();
  });

  it('gives null for a damaged or short stream', async () => {
    const deflated = deflateRawSync(new TextEncoder().encode('text '.repeat(1_000)));
    expect(await inflater.inflateRaw(deflated.subarray(0, deflated.length - 4), 10_000)).toBeNull();
    expect(await inflater.inflateRaw(new Uint8Array([0xff, 0xff, 0xff]), 10_000)).toBeNull();
  });
});

describe('a conversion with a stream inflater lent', { timeout: 120_000 }, () => {
  it.each(
    [...corpus('public').slice(0, 2), ...corpus('nonlatin-and-special'), ...corpus('valid-edge')].map(
      (entry) => entry.file,
    ),
  )('%s converts to the same book', async (file) => {
    const bytes = readCorpusFile(file);
    expect(await outcome(bytes, true)).toEqual(await outcome(bytes, false));
  });

  it.each(corpus('invalid').map((entry) => entry.file))('%s is refused the same way', async (file) => {
    const bytes = readCorpusFile(file);
    expect(await outcome(bytes, true)).toEqual(await outcome(bytes, false));
  });

  it.each(
    hostileCases.filter((item) => item.read === 'epub').map((item) => [item.name, item.build] as const),
  )('hostile input (%s) ends the same way', async (_, build) => {
    const bytes = build();
    expect(await outcome(bytes, true)).toEqual(await outcome(bytes, false));
  });

  const CHAPTER = chapterDocument(20, 300);
  const book = (chapter = entry('OEBPS/c0.xhtml', CHAPTER)) =>
    writeZip([...epubEntries([CHAPTER]).slice(0, 3), chapter]);

  prop.prop([fc.nat(), fc.integer({ min: 1, max: 255 })], { numRuns: 40 })(
    'a damaged byte in a chapter’s data ends the same way',
    async (at, xor) => {
      const honest = entry('OEBPS/c0.xhtml', CHAPTER);
      const data = honest.data.slice();
      data[at % data.length]! ^= xor;
      const bytes = book({ ...honest, data });
      expect(await outcome(bytes, true)).toEqual(await outcome(bytes, false));
    },
  );

  prop.prop([fc.integer({ min: -200, max: 200 }).filter((n) => n !== 0)], { numRuns: 20 })(
    'an entry declaring the wrong size ends the same way',
    async (error) => {
      const honest = entry('OEBPS/c0.xhtml', CHAPTER);
      const bytes = book({ ...honest, size: honest.size + error });
      expect(await outcome(bytes, true)).toEqual(await outcome(bytes, false));
    },
  );
});
