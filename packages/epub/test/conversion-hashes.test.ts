import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { crc32, inflateRawSync } from 'node:zlib';
import { convertEpub } from '@typeshelf/epub';
import { describe, expect, it } from 'vitest';
import { corpus, readCorpusFile } from './corpus';

/*
 * Conversion output pinned book by book: a SHA-256 of each converted book
 * (info, every chapter's paragraphs and the cover bytes). Speed work on the
 * conversion must leave every hash as it is. A change that means to alter
 * the output rewrites the table with `UPDATE_CONVERSION_HASHES=1` and the
 * diff shows which books it touched. The command line lends the conversion
 * Node's zlib: every book is checked that way too, against the same table.
 */

const table = fileURLToPath(new URL('./conversion-hashes.json', import.meta.url));
const expected = JSON.parse(readFileSync(table, 'utf8')) as Record<string, string>;
const update = process.env.UPDATE_CONVERSION_HASHES === '1';

const books = [...corpus('public'), ...corpus('nonlatin-and-special'), ...corpus('valid-edge')];

function hashOf(file: string, lent = false): string {
  let book: ReturnType<typeof convertEpub>;
  try {
    book = convertEpub(readCorpusFile(file), {
      custom: false,
      now: 1_700_000_000_000,
      ...(lent ? { zlib: { inflateRawSync, crc32 } } : {}),
    });
  } catch (error) {
    return `refused: ${(error as Error).message}`;
  }
  const hash = createHash('sha256');
  hash.update(JSON.stringify(book.info));
  hash.update(JSON.stringify(book.content));
  if (book.cover) {
    hash.update(book.cover.mediaType);
    hash.update(book.cover.bytes);
  }
  return hash.digest('hex');
}

const found: Record<string, string> = {};

describe('every corpus book converts to the same output', { timeout: 120_000 }, () => {
  it.each(books.map((entry) => entry.file))('%s', (file) => {
    found[file] = hashOf(file);
    if (update) return;
    expect(found[file], 'run with UPDATE_CONVERSION_HASHES=1 if the change is meant').toBe(expected[file]);
  });

  it.skipIf(update).each(books.map((entry) => entry.file))('%s, with Node’s zlib lent', (file) => {
    expect(hashOf(file, true)).toBe(expected[file]);
  });

  it('has a hash for every book and no other', () => {
    if (update) {
      writeFileSync(table, `${JSON.stringify(found, null, 2)}\n`);
      return;
    }
    expect(Object.keys(expected).sort()).toEqual(books.map((entry) => entry.file).sort());
  });
});
