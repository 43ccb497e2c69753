import { IMPORT_MESSAGES, ImportError, readTbf } from '@typeshelf/epub';
import { largeTbf } from '@typeshelf/fixtures';
import { describe, expect, it } from 'vitest';

/**
 * Large TBFs (their JSON, gzip on the wire), built here: one of sixteen books
 * that unpacks within the import budget (docs/decisions.md) is read whole; one
 * that would unpack to 200 MB, or one book holding more text than any EPUB may
 * convert to, is refused. The browser test (apps/web/e2e/large-tbf.spec.ts)
 * uploads such files and expects the same.
 */
describe('a large TBF', () => {
  it('of sixteen books within the import budget is read whole', { timeout: 180_000 }, () => {
    const { bytes, characters } = largeTbf({ books: 16, chapters: 2, chapterCharacters: 1_000_000 });
    const books = readTbf(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
    expect(books.map((book) => book.info.id)).toEqual(
      Array.from({ length: 16 }, (_, i) => `nobody--large-${i + 1}`),
    );
    const read = books.map((book) =>
      Object.values(book.content)
        .flat()
        .reduce((sum, p) => sum + p.length, 0),
    );
    expect(read).toEqual(characters);
    expect(read.reduce((a, b) => a + b, 0)).toBeGreaterThan(31_000_000);
  });

  it('that unpacks to 200 MB is refused before it is unpacked', { timeout: 180_000 }, () => {
    const { bytes } = largeTbf({ books: 16, chapters: 12, chapterCharacters: 1_000_000 });
    let error: unknown;
    try {
      readTbf(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).kind).toBe('too large');
    expect((error as ImportError).message).toBe(IMPORT_MESSAGES.corrupted);
  });

  it('of one book past the character limit is refused with the corrupted-file message', {
    timeout: 180_000,
  }, () => {
    const { bytes } = largeTbf({ books: 1, chapters: 17, chapterCharacters: 1_000_000 });
    let error: unknown;
    try {
      readTbf(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).kind).toBe('too large');
    expect((error as ImportError).message).toBe(IMPORT_MESSAGES.corrupted);
  });
});
