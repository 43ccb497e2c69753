import { fc, it as prop } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_MESSAGES,
  ImportError,
  isPackageError,
  MAX_UNPACKED_BYTES,
  readSaveFile,
  readSettingsFile,
  readTbf,
  unpackBudget,
} from '../src';
import { gzipText } from '../src/formats/gzip-json';

/**
 * Import budgets, checked before the work: what a file says it holds is
 * counted before anything is built from it, and what it unpacks to is bounded
 * by its own size. Every decoder meets arbitrary bytes and documents with a
 * typed error, never anything else, and never touches a prototype.
 */

const info = (chapters: unknown[]) => ({
  id: 'hostile--book',
  title: 'Hostile',
  author: 'Nobody',
  language: 'en',
  chapters,
});
const tbf = (document: unknown) => gzipText(JSON.stringify(document));

describe('import budgets', () => {
  it('refuses a TBF listing 100,000 chapters with no text, with the import message', () => {
    const chapters = Array.from({ length: 100_000 }, (_, i) => ({
      id: String(i).padStart(6, '0'),
      title: '',
      mode: 'type',
      length: 1,
    }));
    const bytes = tbf({ type: 'tbf', version: 1, books: [{ info: info(chapters), content: {} }] });
    expect(() => readTbf(bytes)).toThrow(ImportError);
    try {
      readTbf(bytes);
    } catch (error) {
      expect((error as ImportError).kind).toBe('too large');
      expect((error as ImportError).message).toBe(IMPORT_MESSAGES.corrupted);
    }
  });

  it('refuses a book of more paragraphs than the budget before checking them', () => {
    const content = { '000': Array.from({ length: 200_001 }, () => '') };
    const bytes = tbf({
      type: 'tbf',
      version: 1,
      books: [{ info: info([{ id: '000', title: 'One', mode: 'type', length: 1 }]), content }],
    });
    expect(() => readTbf(bytes)).toThrow(/corrupted/);
  });

  it('refuses a small file that unpacks past its budget, before inflating it', () => {
    const text = JSON.stringify({ type: 'tbf', version: 1, books: [], pad: ' '.repeat(4 * 1024 * 1024) });
    const bytes = gzipText(text);
    expect(bytes.length * 16).toBeLessThan(text.length);
    expect(() => readTbf(bytes)).toThrow(expect.objectContaining({ kind: 'too large' }));
    expect(unpackBudget(10)).toBe(256 * 1024);
    expect(unpackBudget(1024 * 1024 * 1024)).toBe(MAX_UNPACKED_BYTES);
  });

  it('refuses chapter ids of content that could reach a prototype', () => {
    const bytes = new TextEncoder().encode(
      '{"type":"tbf","version":1,"books":[{"info":{"id":"a--b","title":"T","language":"en","chapters":[]},"content":{"__proto__":["x"]}}]}',
    );
    expect(() => readTbf(bytes)).toThrow(ImportError);
  });
});

const documents = fc.oneof(
  fc.jsonValue(),
  fc.record({
    type: fc.constantFrom('tbf', 'x'),
    version: fc.constantFrom(1, 2),
    books: fc.array(fc.record({ info: fc.jsonValue(), content: fc.jsonValue() }), { maxLength: 3 }),
  }),
  fc.jsonValue().map((value) => ({ __proto__: value, constructor: { prototype: value } })),
);
const files = fc.oneof(
  fc.uint8Array({ maxLength: 200 }),
  documents.map((document) => gzipText(JSON.stringify(document))),
  documents.map((document) => new TextEncoder().encode(JSON.stringify(document))),
);

describe('every decoder with arbitrary files', () => {
  prop.prop([files], { numRuns: 300 })(
    'throws only its own typed errors and pollutes no prototype',
    (bytes) => {
      for (const read of [readTbf, readSaveFile, (b: Uint8Array) => readSettingsFile(b, 'desktop')]) {
        try {
          read(bytes);
        } catch (error) {
          expect(isPackageError(error)).toBe(true);
        }
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    },
  );
});
