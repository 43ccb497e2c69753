import type { BookIndexEntry, BookInfo } from '../book/book-types';
import { cataloguePaths } from '../book/catalogue-paths';
import { latinize } from '../text/latinize';
import { bookPages, isBookNew, isTypableChapter } from './book-presentation';

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

const fold = (text: string) => latinize(text).replace(/'/g, '').toLowerCase().trim();

/**
 * Search keywords beyond title and author: the accent-free forms of title and
 * author when they differ (so "niccolo" finds "Niccolò"), the series, the
 * publisher and the language code. Deduplicated, in a stable order.
 */
export function searchKeywords(info: BookInfo): string[] {
  const candidates = [
    fold(info.title) !== info.title.toLowerCase() ? fold(info.title) : null,
    fold(info.author) !== info.author.toLowerCase() ? fold(info.author) : null,
    info.series === null ? null : info.series.toLowerCase(),
    info.publisher === null ? null : info.publisher.toLowerCase(),
    info.language.toLowerCase(),
  ];
  return [...new Set(candidates.filter((value): value is string => value !== null && value !== ''))];
}

/**
 * A catalogue book's index entry, as the catalogue build writes it (and the
 * benchmarks' generated catalogues make it): never custom, new by
 * `lastUpdate`, covers at their catalogue paths.
 */
export function catalogueEntryFromInfo(
  info: BookInfo,
  hasCover: boolean,
  lastUpdate: number,
): BookIndexEntry {
  return indexEntryFromInfo(info, {
    custom: false,
    isNew: isBookNew(info.createdAt, lastUpdate),
    free: info.free,
    search: searchKeywords(info),
    coverUrl: hasCover ? cataloguePaths.coverSmall(info.id) : null,
    coverBigUrl: hasCover ? cataloguePaths.cover(info.id) : null,
  });
}
