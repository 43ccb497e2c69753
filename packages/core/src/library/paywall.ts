import type { BookIndexEntry, BookListItem } from '../book/book-types';
import { isBookNew } from './book-presentation';
import { FREE_CUSTOM_BOOKS_LIMIT } from './library-constants';

/**
 * The paywall (01 §4, §6): who may open which book, and the merge of the
 * catalogue, the visible custom books and the user's state into the list the
 * library shows.
 */

/** The account flags the paywall reads (accountInfo). */
export interface PaywallAccount {
  /** A monthly or annual subscription is active. */
  isPremium: boolean;
  /** Starter or premium: no paywall on books. */
  isLocalPremium: boolean;
}

/** A catalogue book is paywalled when the user is not local-premium and the book is not free. */
export function isPaywalled(
  book: Pick<BookIndexEntry, 'free'>,
  account: Pick<PaywallAccount, 'isLocalPremium'>,
): boolean {
  return !account.isLocalPremium && !book.free;
}

/** What ordering custom books needs. */
export type CustomBookOrderFields = Pick<
  BookListItem,
  'id' | 'active' | 'progress' | 'timestamp' | 'titleAlpha'
>;

/** True for a custom book the library shows and the free limit counts: active, its id not the catalogue's. */
export function isVisibleCustomBook(
  book: Pick<BookIndexEntry, 'id' | 'active'>,
  catalogueIds: ReadonlySet<string>,
): boolean {
  return book.active && !catalogueIds.has(book.id);
}

/**
 * The custom books the library shows: active ones whose id is not already in
 * the main index, sorted by progress (highest first), then last activity
 * (latest first), then title sort key (then id, so the order is total).
 */
export function visibleCustomBooks<T extends CustomBookOrderFields>(
  custom: readonly T[],
  catalogueIds: ReadonlySet<string>,
): T[] {
  return custom
    .filter((book) => isVisibleCustomBook(book, catalogueIds))
    .sort(
      (a, b) =>
        b.progress - a.progress ||
        b.timestamp - a.timestamp ||
        (a.titleAlpha < b.titleAlpha ? -1 : a.titleAlpha > b.titleAlpha ? 1 : 0) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}

/**
 * Whether the custom book at `position` of {@link visibleCustomBooks} is
 * paywalled: for users without local premium only the first 6 are unlocked.
 */
export function isCustomBookPaywalled(
  position: number,
  account: Pick<PaywallAccount, 'isLocalPremium'>,
): boolean {
  return !account.isLocalPremium && position >= FREE_CUSTOM_BOOKS_LIMIT;
}

/** The user's own state of one book. */
export interface BookUserState {
  /** 0..1 */
  progress: number;
  /** Last activity, ms since the epoch. */
  timestamp: number;
}

/**
 * Builds the library list: catalogue books, then the visible custom books,
 * each with its progress and timestamp (0 when never started), favourite,
 * isNew (relative to `now`) and paywall flags.
 */
export function libraryBooks(input: {
  catalogue: readonly BookIndexEntry[];
  custom: readonly BookIndexEntry[];
  state: ReadonlyMap<string, BookUserState>;
  favorites: ReadonlySet<string>;
  account: PaywallAccount;
  /** Now, ms since the epoch. */
  now: number;
}): BookListItem[] {
  const withState = (book: BookIndexEntry): BookListItem => {
    const state = input.state.get(book.id);
    return {
      ...book,
      progress: state?.progress ?? 0,
      timestamp: state?.timestamp ?? 0,
      favorite: input.favorites.has(book.id),
      isNew: isBookNew(book.createdAt, input.now),
      paywalled: false,
    };
  };
  const catalogueIds = new Set(input.catalogue.map((book) => book.id));
  const catalogue = input.catalogue.map((book) => ({
    ...withState(book),
    paywalled: isPaywalled(book, input.account),
  }));
  const custom = visibleCustomBooks(input.custom.map(withState), catalogueIds).map((book, position) => ({
    ...book,
    paywalled: isCustomBookPaywalled(position, input.account),
  }));
  return [...catalogue, ...custom];
}
