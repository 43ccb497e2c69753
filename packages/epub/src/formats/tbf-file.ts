import { isRecord } from '@typeshelf/core';
import {
  type BookContent,
  type BookInfo,
  bookContentOf,
  bookInfoOf,
  MAX_BOOK_CHAPTERS,
  uniqueChapterIds,
} from '@typeshelf/core/book';
import { slugPart } from '../book/book-text';
import { ImportError } from '../errors';
import { DEFAULT_SAFETY_LIMITS } from '../zip/safety-limits';
import { gunzipJson, gzipText, parseJson, plainText } from './gzip-json';

/**
 * The book export format (02 §3): gzip-compressed JSON
 * `{ type: 'tbf', version: 1, books: [{ info, content }] }`.
 */

export const TBF_TYPE = 'tbf';
export const TBF_VERSION = 1;
/** The file name of an export that holds every private book. */
export const ALL_BOOKS_TBF_FILE_NAME = 'typeshelf--all-books.tbf';

/** One book in a TBF file. */
export interface TbfBook {
  info: BookInfo;
  content: BookContent;
}

/** Writes books as a TBF file. */
export function writeTbf(books: readonly TbfBook[]): Uint8Array {
  const document = {
    type: TBF_TYPE,
    version: TBF_VERSION,
    books: books.map(({ info, content }) => ({ info, content })),
  };
  return gzipText(JSON.stringify(document));
}

/**
 * Reads a TBF file (gzip; plain JSON is accepted too). Throws
 * {@link ImportError}: 'corrupted' when it does not decompress to JSON,
 * 'wrong format' when the JSON is not a version 1 TBF with well-formed books.
 */
export function readTbf(bytes: Uint8Array): TbfBook[] {
  // A gzip TBF is parsed as it inflates, so its text is never held whole.
  const document = bytes[0] === 0x7b ? parseJson(plainText(bytes)) : gunzipJson(bytes);
  if (!isRecord(document) || document.type !== TBF_TYPE || document.version !== TBF_VERSION) {
    throw new ImportError('wrong format', 'not a version 1 TBF document');
  }
  if (!Array.isArray(document.books) || document.books.length === 0) {
    throw new ImportError('wrong format', 'no books');
  }
  if (document.books.length > MAX_TBF_BOOKS)
    throw new ImportError('too large', `${document.books.length} books`);
  document.books.forEach(declaredWithinBudget);
  return document.books.map((book: unknown, index: number) => {
    const info = isRecord(book) ? bookInfoOf(book.info) : null;
    const content = isRecord(book) ? bookContentOf(book.content) : null;
    if (!info || !content) throw new ImportError('wrong format', `book ${index} is malformed`);
    if (!uniqueChapterIds(info.chapters))
      throw new ImportError('wrong format', `book ${index}: duplicate chapter ids`);
    withinBookLimits(content, index);
    return { info, content };
  });
}

/**
 * A book in a TBF is held to the bounds of a converted EPUB, so any book
 * exported here imports back and a file cannot ask one tab to store and show
 * more than an EPUB could; the file as a whole stays within 256 MB.
 */
function withinBookLimits(content: BookContent, index: number): void {
  const chapters = Object.values(content);
  if (chapters.length > DEFAULT_SAFETY_LIMITS.maxChapters)
    throw new ImportError('too large', `book ${index}: ${chapters.length} chapters`);
  let characters = 0;
  for (const paragraphs of chapters) for (const paragraph of paragraphs) characters += paragraph.length;
  if (characters > DEFAULT_SAFETY_LIMITS.maxCharacters)
    throw new ImportError('too large', `book ${index}: ${characters} characters`);
}

/** Most books one TBF may hold (an export of every private book of a large library fits). */
export const MAX_TBF_BOOKS = 2000;
/** Most paragraphs one book may hold: ten times War and Peace's, far below its character limit. */
export const MAX_BOOK_PARAGRAPHS = 200_000;

/**
 * What a book says it holds, counted before any of it is checked or copied:
 * its chapter list, its content's chapters and paragraphs. A list of 100,000
 * chapters without text is refused here, not stored as 100,000 blank prompts.
 */
function declaredWithinBudget(book: unknown, index: number): void {
  if (!isRecord(book)) return;
  const listed = isRecord(book.info) && Array.isArray(book.info.chapters) ? book.info.chapters.length : 0;
  if (listed > MAX_BOOK_CHAPTERS)
    throw new ImportError('too large', `book ${index}: lists ${listed} chapters`);
  if (!isRecord(book.content)) return;
  const chapters = Object.keys(book.content);
  if (chapters.length > MAX_BOOK_CHAPTERS)
    throw new ImportError('too large', `book ${index}: ${chapters.length} chapters of text`);
  let paragraphs = 0;
  for (const id of chapters) {
    const list = book.content[id];
    if (Array.isArray(list)) paragraphs += list.length;
  }
  if (paragraphs > MAX_BOOK_PARAGRAPHS)
    throw new ImportError('too large', `book ${index}: ${paragraphs} paragraphs`);
}

/** `author--title.tbf`, the file name of one exported book. */
export function tbfFileName(info: Pick<BookInfo, 'author' | 'title'>): string {
  return `${slugPart(info.author) || 'unknown'}--${slugPart(info.title) || 'no-title'}.tbf`;
}

/** `{id}.tbf`, the name a book is synchronised under. */
export function syncTbfFileName(id: string): string {
  return `${id}.tbf`;
}
