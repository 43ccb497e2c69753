import type { CatalogueListEntry } from '../book/book-types';
import { isBookNew } from './book-presentation';
import { isCustomBookPaywalled, isPaywalled, type PaywallAccount, visibleCustomBooks } from './paywall-rules';

/**
 * The paywall (01 §4, §6): who may open which book (the rules, in
 * `paywall-rules.ts`), and the merge of the catalogue, the visible custom
 * books and the user's state into the list the library shows.
 */

/** The user's own state of one book. */
export interface BookUserState {
  /** 0..1 */
  progress: number;
  /** Last activity, ms since the epoch. */
  timestamp: number;
}

/** A book with the user's state merged in, as the library lists it. */
export type WithUserState<E> = E & {
  progress: number;
  timestamp: number;
  favorite: boolean;
  paywalled: boolean;
};

/**
 * Builds the library list: catalogue books, then the visible custom books,
 * each with its progress and timestamp (0 when never started), favourite,
 * isNew (relative to `now`) and paywall flags. Whole entries give
 * `BookListItem`s; a shard's list entries (no chapters yet) give `ListedBook`s.
 */
export function libraryBooks<E extends CatalogueListEntry>(input: {
  catalogue: readonly E[];
  custom: readonly E[];
  state: ReadonlyMap<string, BookUserState>;
  favorites: ReadonlySet<string>;
  account: PaywallAccount;
  /** Now, ms since the epoch. */
  now: number;
}): WithUserState<E>[] {
  const withState = (book: E): WithUserState<E> => {
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
