import type { BookIndexEntry, BookListItem } from '../book/book-types';
import { FREE_CUSTOM_BOOKS_LIMIT } from './library-constants';

/**
 * The paywall's rules (01 §4, §6): who may open which book, and which custom
 * books the library shows and in what order. Apart from the library's list
 * (`paywall.ts`), so a screen that only asks whether one book is open (the
 * prompt) does not carry the list's presentation code.
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
