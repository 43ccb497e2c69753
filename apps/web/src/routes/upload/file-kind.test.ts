import { describe, expect, it } from 'vitest';
import { fileKind } from './file-kind';

describe('file kind', () => {
  it('follows the MIME type for EPUBs and the name for TBFs', () => {
    expect(fileKind({ name: 'x.bin', type: 'application/epub+zip' })).toBe('epub');
    expect(fileKind({ name: 'Books.TBF', type: '' })).toBe('tbf');
    expect(fileKind({ name: 'books.tbf.gz', type: 'application/gzip' })).toBe('tbf');
    expect(fileKind({ name: 'book.epub', type: '' })).toBe('epub');
    expect(fileKind({ name: 'notes.txt', type: 'text/plain' })).toBeNull();
    expect(fileKind({ name: 'book.pdf', type: 'application/pdf' })).toBeNull();
  });
});
