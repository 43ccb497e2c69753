/**
 * The books the library, book page and home screen show: the catalogue index
 * plus the profile's private books, each with the profile's progress,
 * favourite flag and paywall state.
 */
import type {
  BookIndexEntry,
  BookInfo,
  BookListItem,
  CatalogueListEntry,
  ListedBook,
} from '@typeshelf/core/book';
import {
  catalogueWithUserState,
  customWithUserState,
  indexEntryFromInfo,
  type UserStateInput,
  type WithUserState,
} from '@typeshelf/core/library';
import { useMemo, useRef } from 'react';
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

export interface LibraryData<B extends ListedBook = BookListItem> {
  /** `loading` until the whole catalogue is in ({@link useLibraryList}: until a first list is). */
  status: 'loading' | 'ready';
  /** The catalogue's lists are still on their way: the books listed, a search's hits, may still change. */
  arriving: boolean;
  books: B[];
  /**
   * The books a search reads, in shards: the catalogue's as they arrived,
   * then the private books. Each keeps its identity while its books do, so
   * a search index made for one is made once.
   */
  searchShards: readonly (readonly CatalogueListEntry[])[];
  /** Private books the library shows (active ones not shadowed by the index). */
  customCount: number;
  stats: Map<string, BookStats>;
}

const EMPTY: LibraryData<never> = {
  status: 'loading',
  arriving: true,
  books: [],
  searchShards: [],
  customCount: 0,
  stats: new Map(),
};

/**
 * The library's books for the current profile, whole entries (with their
 * chapters); nothing until the whole catalogue is in, so a screen never
 * calls a book missing that is still on its way. Re-reads after every write.
 */
export function useLibraryBooks(): LibraryData<BookListItem> {
  const catalogue = useCatalogue();
  const whole = useMemo(
    () => (catalogue.status === 'ready' ? [catalogue.books] : null),
    [catalogue.status, catalogue.books],
  );
  return useLibraryData(whole, catalogue.shards, false);
}

/**
 * The library screen's books: the catalogue's as its shards' lists arrive
 * (entries without chapters, typed apart), with the profile's state.
 */
export function useLibraryList(): LibraryData<ListedBook> {
  const catalogue = useCatalogue();
  // While loading, the lists so far are the listed books, in order (each merged with the profile's state once).
  const loadingParts = catalogue.status === 'loading' ? catalogue.parts : null;
  const parts = useMemo(
    () => (loadingParts === null ? [catalogue.listed] : catalogue.listed.length > 0 ? loadingParts : null),
    [catalogue.listed, loadingParts],
  );
  return useLibraryData(parts, catalogue.shards, catalogue.status === 'loading' && !catalogue.listsIn);
}

/**
 * The catalogue's parts (its shards' lists while they arrive) merged with
 * the profile's state, each part once while the state is the same: with
 * 100,000 books arriving in 13 lists, a new list merges its own books only.
 */
function useLibraryData<E extends CatalogueListEntry>(
  parts: readonly (readonly E[])[] | null,
  shards: readonly (readonly CatalogueListEntry[])[],
  arriving: boolean,
): LibraryData<WithUserState<E>> {
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
  const merged = useRef<{ input: UserStateInput; parts: WeakMap<readonly E[], WithUserState<E>[]> } | null>(
    null,
  );
  // The books listed are made again only when the parts or the profile's state change (a list's descriptions,
  // which only the search reads, change the shards alone).
  const listed = useMemo(() => {
    if (parts === null || !side) return null;
    const last = merged.current?.input;
    if (
      !last ||
      last.state !== side.stats ||
      last.favorites !== side.favorites ||
      last.account.isPremium !== isPremium ||
      last.account.isLocalPremium !== isLocalPremium
    ) {
      const input = {
        state: side.stats,
        favorites: side.favorites,
        account: { isPremium, isLocalPremium },
        now: Date.now(),
      };
      merged.current = { input, parts: new WeakMap() };
    }
    const { input, parts: done } = merged.current!;
    const catalogue = parts.flatMap((part) => {
      let books = done.get(part);
      if (!books) {
        books = catalogueWithUserState(part, input);
        done.set(part, books);
      }
      return books;
    });
    const custom = side.custom.map(customEntry);
    // Every catalogue id, only when a private book could be under one.
    const ids = new Set(custom.length === 0 ? [] : catalogue.map((book) => book.id));
    // A private book is a whole entry, so an E whichever E is (a list entry or a whole one).
    const books = [
      ...catalogue,
      ...(customWithUserState<E | BookIndexEntry>(custom, ids, input) as WithUserState<E>[]),
    ];
    const customCount = books.filter((book) => book.custom).length;
    return { books, custom, customCount, stats: side.stats };
  }, [parts, side, isPremium, isLocalPremium]);
  return useMemo(
    (): LibraryData<WithUserState<E>> =>
      listed === null
        ? EMPTY
        : {
            status: 'ready',
            arriving,
            books: listed.books,
            searchShards: [...shards, listed.custom],
            customCount: listed.customCount,
            stats: listed.stats,
          },
    [listed, shards, arriving],
  );
}
