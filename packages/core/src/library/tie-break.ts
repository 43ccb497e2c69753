/**
 * The order books of equal standing keep, in a file of its own: the home's
 * recommendations sort by it without the search code beside it.
 */
import type { BookIndexEntry } from '../book/book-types';
import { collate } from '../text/collate';

/**
 * The stable tie-break between books of equal relevance: title sort key,
 * then author, A→Z by {@link collate}, then id (code units).
 */
export function compareForTieBreak(
  a: Pick<BookIndexEntry, 'titleAlpha' | 'author' | 'id'>,
  b: Pick<BookIndexEntry, 'titleAlpha' | 'author' | 'id'>,
): number {
  return (
    collate(a.titleAlpha, b.titleAlpha) ||
    collate(a.author, b.author) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}
