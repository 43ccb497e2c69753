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

/** What merging the user's state into books needs besides the books. */
export interface UserStateInput {
  state: ReadonlyMap<string, BookUserState>;
  favorites: ReadonlySet<string>;
  account: PaywallAccount;
  /** Now, ms since the epoch. */
  now: number;
}

function withUserState<E extends CatalogueListEntry>(book: E, input: UserStateInput): WithUserState<E> {
  const state = input.state.get(book.id);
  return {
    ...book,
    progress: state?.progress ?? 0,
    timestamp: state?.timestamp ?? 0,
    favorite: input.favorites.has(book.id),
    isNew: isBookNew(book.createdAt, input.now),
    paywalled: false,
  };
}

/**
 * Catalogue books with the user's state and paywall flags: {@link libraryBooks}'
 * catalogue part, for one shard of the catalogue at a time (a catalogue
 * arriving in shards merges each once).
 */
export function catalogueWithUserState<E extends CatalogueListEntry>(
  catalogue: readonly E[],
  input: UserStateInput,
): WithUserState<E>[] {
  return catalogue.map((book) => ({
    ...withUserState(book, input),
    paywalled: isPaywalled(book, input.account),
  }));
}

/**
 * The visible custom books with the user's state and paywall flags:
 * {@link libraryBooks}' custom part. `catalogueIds` answers whether the
 * catalogue has an id (a custom book under one is not shown).
 */
export function customWithUserState<E extends CatalogueListEntry>(
  custom: readonly E[],
  catalogueIds: ReadonlySet<string>,
  input: UserStateInput,
): WithUserState<E>[] {
  return visibleCustomBooks(
    custom.map((book) => withUserState(book, input)),
    catalogueIds,
  ).map((book, position) => ({
    ...book,
    paywalled: isCustomBookPaywalled(position, input.account),
  }));
}

/**
 * Builds the library list: catalogue books, then the visible custom books,
 * each with its progress and timestamp (0 when never started), favourite,
 * isNew (relative to `now`) and paywall flags. Whole entries give
 * `BookListItem`s; a shard's list entries (no chapters yet) give `ListedBook`s.
 */
export function libraryBooks<E extends CatalogueListEntry>(
  input: UserStateInput & { catalogue: readonly E[]; custom: readonly E[] },
): WithUserState<E>[] {
  const catalogueIds = new Set(input.catalogue.map((book) => book.id));
  return [
    ...catalogueWithUserState(input.catalogue, input),
    ...customWithUserState(input.custom, catalogueIds, input),
  ];
}
