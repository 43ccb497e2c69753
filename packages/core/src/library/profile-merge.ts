/**
 * Joining a visitor's records into an account's on the same device (01 §4):
 * the rules for what is not progress (progress joins by `mergeProgress`).
 */
import type { BookInfo } from '../book/book-types';
import { parseFavorites } from './favorites';

/**
 * Both favourite lists in one: the kept list's order first, then what the
 * other adds. Anything but a list of ids reads as an empty list.
 */
export function mergeFavoriteLists(kept: unknown, incoming: unknown): string[] {
  return [...new Set([...parseFavorites(kept), ...parseFavorites(incoming)])];
}

/**
 * Of two infos of one private book, the newer one; on a tie the one already
 * kept, so joining twice changes nothing.
 */
export function newerBookInfo<T extends Pick<BookInfo, 'updatedAt'>>(kept: T | undefined, incoming: T): T {
  return kept && kept.updatedAt >= incoming.updatedAt ? kept : incoming;
}
