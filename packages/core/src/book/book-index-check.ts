import { isRecord } from '../is-record';
import { isBookId } from '../text/book-id';
import { chapterOf, coverUrl, MAX_BOOK_CHAPTERS, otherFields, strings, text, texts } from './book-info-check';
import type { BookIndexEntry, BookIndexFile, ChapterInfo } from './book-types';

/**
 * The catalogue's index as fetched: the same checks as a book's info from a
 * file (ids by pattern, text normalised like an upload, links http(s) or the
 * catalogue's own paths, no key that reaches a prototype), entry by entry. A
 * bad entry is left out and counted, never stopping the rest of the listing;
 * a file that is no index at all is null.
 */

/** Most books an index may list: ten times the largest catalogue built, far below what a tab can hold. */
export const MAX_INDEX_BOOKS = 200_000;

/** The entries that passed, and how many were left out. */
export interface CheckedBookIndex {
  file: BookIndexFile;
  skipped: number;
}

const str = (value: unknown): value is string => typeof value === 'string';
const bool = (value: unknown): value is boolean => typeof value === 'boolean';
const count = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const year = (value: unknown): value is number =>
  Number.isSafeInteger(value) && Math.abs(value as number) <= 9999;
const orNull = <T>(value: unknown, check: (value: unknown) => value is T): T | null | undefined =>
  value === null || value === undefined ? null : check(value) ? value : undefined;

/** One index entry, checked and normalised; null when a field is missing, mistyped or out of bounds. */
export function bookIndexEntryOf(value: unknown): BookIndexEntry | null {
  if (!isRecord(value)) return null;
  const v = value;
  if (!str(v.id) || !isBookId(v.id) || !str(v.title) || !str(v.language)) return null;
  if (!Array.isArray(v.chapters) || v.chapters.length > MAX_BOOK_CHAPTERS) return null;
  const chapters = v.chapters.map(chapterOf);
  if (chapters.some((chapter) => chapter === null)) return null;
  const series = orNull(v.series, str);
  const yearValue = orNull(v.year, year);
  const rating = orNull(v.rating, (r): r is number => finite(r) && r <= 1);
  const popularity = orNull(v.popularity, finite);
  const cover = orNull(v.coverUrl, coverUrl);
  const coverBig = orNull(v.coverBigUrl, coverUrl);
  const checked = [series, yearValue, rating, popularity, cover, coverBig];
  if (checked.some((field) => field === undefined)) return null;
  const optionalText = (key: string, fallback: string) => (str(v[key]) ? text(v[key]) : fallback);
  const optionalTexts = (key: string) => (strings(v[key]) ? texts(v[key]) : []);
  const optionalCount = (key: string) => (count(v[key]) ? (v[key] as number) : 0);
  const optionalBool = (key: string, fallback: boolean) => (bool(v[key]) ? v[key] : fallback);
  const title = text(v.title);
  return {
    ...otherFields(v),
    id: v.id,
    title,
    titleAlpha: optionalText('titleAlpha', title.toLowerCase()),
    author: optionalText('author', 'Unknown'),
    description: optionalText('description', ''),
    genres: optionalTexts('genres'),
    topics: optionalTexts('topics'),
    series: series === null || series === undefined ? null : text(series),
    part: finite(v.part) ? v.part : 0,
    year: yearValue ?? null,
    length: optionalCount('length'),
    pages: optionalCount('pages'),
    language: text(v.language),
    chapters: chapters as ChapterInfo[],
    hasComments: optionalBool('hasComments', false),
    custom: optionalBool('custom', false),
    active: optionalBool('active', true),
    createdAt: finite(v.createdAt) ? v.createdAt : 0,
    isNew: optionalBool('isNew', false),
    rating: rating ?? null,
    popularity: popularity ?? null,
    search: optionalTexts('search'),
    free: optionalBool('free', false),
    coverUrl: cover ?? null,
    coverBigUrl: coverBig ?? null,
  };
}

/** The catalogue index file, each entry checked; null when it is no index (no list of books, too many). */
export function bookIndexFileOf(value: unknown): CheckedBookIndex | null {
  if (!isRecord(value) || !Array.isArray(value.books) || value.books.length > MAX_INDEX_BOOKS) return null;
  const lastUpdate = finite(value.lastUpdate) ? value.lastUpdate : 0;
  const books: BookIndexEntry[] = [];
  const ids = new Set<string>();
  let skipped = 0;
  for (const entry of value.books) {
    const book = bookIndexEntryOf(entry);
    // A second entry under one id would make two cards that share progress: the first listed wins.
    if (book === null || ids.has(book.id)) skipped++;
    else {
      ids.add(book.id);
      books.push(book);
    }
  }
  return { file: { lastUpdate, books }, skipped };
}
