import type { BookIndexEntry, BookInfo } from '../book/book-types';
import { bookPages, isTypableChapter } from './book-presentation';

/** Typed characters of a book: only chapters whose mode is `type` count (01 §3). */
export function typedLength(info: Pick<BookInfo, 'chapters'>): number {
  return info.chapters.filter(isTypableChapter).reduce((sum, chapter) => sum + chapter.length, 0);
}

/** What an index entry knows beyond the book's own info: where it is listed and how. */
export interface IndexEntryPlacement {
  custom: boolean;
  isNew: boolean;
  free: boolean;
  search: string[];
  coverUrl: string | null;
  coverBigUrl: string | null;
}

/**
 * A book's info as the library lists it. The catalogue build and the web
 * app's private books both go through here, so the two listings cannot drift.
 */
export function indexEntryFromInfo(info: BookInfo, placement: IndexEntryPlacement): BookIndexEntry {
  const length = typedLength(info);
  return {
    id: info.id,
    title: info.title,
    titleAlpha: info.titleAlpha,
    author: info.author,
    description: info.description,
    genres: info.genres,
    topics: info.topics,
    series: info.series,
    part: info.part,
    year: info.year,
    length,
    pages: bookPages(length),
    language: info.language,
    chapters: info.chapters,
    hasComments: info.hasComments,
    active: info.active,
    createdAt: info.createdAt,
    rating: info.rating,
    popularity: info.popularity,
    ...placement,
  };
}
