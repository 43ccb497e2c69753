import type { BookIndexEntry, BookInfo } from '@typeshelf/core/book';
import { catalogueEntryFromInfo, searchKeywords } from '@typeshelf/core/library';
import { type BookOverride, parseInstant } from './catalogue-config';

/**
 * Catalogue books are never custom; overrides replace what the EPUB said. A
 * book with no creation time of its own takes `addedAt`, the catalogue's.
 */
export function applyOverride(info: BookInfo, override: BookOverride | undefined, addedAt = 0): BookInfo {
  const createdAt = parseInstant(override?.createdAt) ?? (info.createdAt || addedAt);
  return {
    ...info,
    custom: false,
    free: override?.free ?? info.free,
    active: override?.active ?? info.active,
    rating: override?.rating ?? info.rating,
    popularity: override?.popularity ?? info.popularity,
    year: override?.year ?? info.year,
    series: override?.series !== undefined ? override.series : info.series,
    part: override?.part ?? info.part,
    createdAt,
    updatedAt: Math.max(info.updatedAt, createdAt),
  };
}

/** The index entry for a book, as the library lists it (core's rule, shared with the benchmarks). */
export function toIndexEntry(info: BookInfo, hasCover: boolean, lastUpdate: number): BookIndexEntry {
  return catalogueEntryFromInfo(info, hasCover, lastUpdate);
}

export { searchKeywords };
