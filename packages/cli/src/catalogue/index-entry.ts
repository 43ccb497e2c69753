import { type BookIndexEntry, type BookInfo, cataloguePaths } from '@typeshelf/core/book';
import { indexEntryFromInfo, isBookNew } from '@typeshelf/core/library';
import { latinize } from '@typeshelf/core/text';
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

/** The index entry for a book, as the library lists it. */
export function toIndexEntry(info: BookInfo, hasCover: boolean, lastUpdate: number): BookIndexEntry {
  return indexEntryFromInfo(info, {
    custom: false,
    isNew: isBookNew(info.createdAt, lastUpdate),
    free: info.free,
    search: searchKeywords(info),
    coverUrl: hasCover ? cataloguePaths.coverSmall(info.id) : null,
    coverBigUrl: hasCover ? cataloguePaths.cover(info.id) : null,
  });
}
