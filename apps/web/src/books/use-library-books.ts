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
import { useProfileQuery } from '../storage/use-profile-query';
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
  status: 'loading' | 'ready';
  books: BookListItem[];
  /** Private books the library shows (active ones not shadowed by the index). */
  customCount: number;
  stats: Map<string, BookStats>;
}

/** The library's books for the current profile; re-reads after every write. */
export function useLibraryBooks(): LibraryData {
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
    if (catalogue.status === 'loading' || !side) {
      return { status: 'loading', books: [], customCount: 0, stats: new Map() };
    }
    const books = libraryBooks({
      catalogue: catalogue.books,
      custom: side.custom.map(customEntry),
      state: side.stats,
      favorites: side.favorites,
      account: { isPremium, isLocalPremium },
      now: Date.now(),
    });
    const customCount = books.filter((book) => book.custom).length;
    return { status: 'ready', books, customCount, stats: side.stats };
  }, [catalogue, side, isPremium, isLocalPremium]);
}
