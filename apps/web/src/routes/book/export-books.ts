/**
 * Exporting books as a TBF file. The epub package is loaded on demand
 * so the book page does not carry it.
 */
import { cataloguePaths } from '@typeshelf/core/book';
import type { TbfBook } from '@typeshelf/epub';
import { booksOf } from '../../books/books-data';
import { loadBookInfo } from '../../books/use-book-info';
import { staticUrl } from '../../page/static-url';
import type { ProfileData } from '../../storage';

/** Saves a file through a temporary link. */
export function downloadFile(bytes: Uint8Array, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Exports the given private books as one TBF download; rejects when a book's info or text is missing. */
export async function exportBooks(profile: ProfileData, bookIds: readonly string[]): Promise<void> {
  const books: TbfBook[] = [];
  for (const id of bookIds) {
    const [info, content] = await Promise.all([
      booksOf(profile).customBookInfo(id),
      booksOf(profile).customBookContent(id),
    ]);
    if (!info || !content) throw new Error(`Book ${id} is missing its info or text.`);
    books.push({ info, content });
  }
  const { ALL_BOOKS_TBF_FILE_NAME, tbfFileName, writeTbf } = await import('@typeshelf/epub');
  const only = books.length === 1 ? books[0] : undefined;
  downloadFile(writeTbf(books), only ? tbfFileName(only.info) : ALL_BOOKS_TBF_FILE_NAME, 'application/gzip');
}

/**
 * Exports a catalogue book (its info.json and content.gz) as a TBF download.
 * A server may already have removed the gzip layer of content.gz; both are read.
 */
export async function exportCatalogueBook(bookId: string): Promise<void> {
  const info = await loadBookInfo(bookId, false);
  const response = await fetch(staticUrl(cataloguePaths.content(bookId)));
  if (!info || !response.ok) throw new Error(`Book ${bookId} is missing its info or text.`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const [{ readContentFile, tbfFileName, writeTbf }, { gzipSync }] = await Promise.all([
    import('@typeshelf/epub'),
    import('fflate'),
  ]);
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b ? bytes : gzipSync(bytes);
  const content = readContentFile(gzipped);
  downloadFile(writeTbf([{ info, content }]), tbfFileName(info), 'application/gzip');
}
