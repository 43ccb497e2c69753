/**
 * The books the library, book page and home screen show: the catalogue index
 * plus the profile's private books, each with the profile's progress,
 * favourite flag and paywall state.
 */
import type { BookIndexEntry, BookInfo, BookListItem } from '@typeshelf/core/book';
import { indexEntryFromInfo, libraryBooks } from '@typeshelf/core/library';
import { useMemo } from 'react';
import { progressOf } from '../progress/progress-data';
import { useSession } from '../session/use-session';
import type { BookStats } from '../storage';
import { useProfileQuery } from '../storage/use-profile';
import { booksOf } from './books-data';
import { useCatalogue } from './use-catalogue';

/** A private book's info as an index entry (its cover is a data URL kept with the info). */
export function customEntry(info: BookInfo): BookIndexEntry {
  return indexEntryFromInfo(info, {
    custom: true,
    isNew: false,
    free: false,
    search: [],
    coverUrl: info.cover,
    coverBigUrl: info.cover,
  });
}

export interface LibraryData {
  /** `loading` until the whole catalogue is in, unless the books so far were asked for. */
  status: 'loading' | 'ready';
  books: BookListItem[];
  /**
   * The books a search reads, in shards: the catalogue's as they arrived,
   * then the private books. Each keeps its identity while its books do, so
   * a search index made for one is made once.
   */
  searchShards: readonly (readonly BookIndexEntry[])[];
  /** Private books the library shows (active ones not shadowed by the index). */
  customCount: number;
  stats: Map<string, BookStats>;
}

const EMPTY: LibraryData = {
  status: 'loading',
  books: [],
  searchShards: [],
  customCount: 0,
  stats: new Map(),
};

/**
 * The library's books for the current profile; re-reads after every write.
 * With `partial`, the catalogue's books are listed as their shards arrive
 * (the library screen's list and search); without it, nothing until the
 * whole catalogue is in (screens that would call a book missing).
 */
export function useLibraryBooks(options: { partial?: boolean } = {}): LibraryData {
  const partial = options.partial ?? false;
  const catalogue = useCatalogue();
  const session = useSession();
  const side = useProfileQuery(async (profile) => {
    const [stats, favorites, custom] = await Promise.all([
      progressOf(profile).allBookStats(),
      booksOf(profile).favorites(),
      booksOf(profile).customBooks(),
    ]);
    return { stats, favorites, custom };
  });
  // Paywalls follow the plan as known (kept from the last visit until the server answers).
  const { isPremium, isLocalPremium } = session.plan ?? session.accountInfo;
  return useMemo(() => {
    const listed = partial && catalogue.books.length > 0;
    if ((catalogue.status === 'loading' && !listed) || !side) return EMPTY;
    const custom = side.custom.map(customEntry);
    const books = libraryBooks({
      catalogue: catalogue.books,
      custom,
      state: side.stats,
      favorites: side.favorites,
      account: { isPremium, isLocalPremium },
      now: Date.now(),
    });
    const customCount = books.filter((book) => book.custom).length;
    return {
      status: 'ready',
      books,
      searchShards: [...catalogue.shards, custom],
      customCount,
      stats: side.stats,
    };
  }, [catalogue, side, isPremium, isLocalPremium, partial]);
}
