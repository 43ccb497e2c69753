/**
 * Searching a catalogue that arrives in shards: one index per shard, built as
 * the shard arrives, so a search answers from the books already there and the
 * earlier shards' indexes are not built again when a later one comes.
 *
 * A book's relevance depends on the book and the query alone (no figure
 * taken over the whole catalogue), and the tie-break order is total (it ends
 * with the id), so the shards' hits put together are the hits of one index
 * over all their books: same books, same relevance, same order.
 */

import { type SearchIndex, searchBooks } from './search-index';
import type { Relevance, SearchHit } from './search-relevance';
import { compareForTieBreak } from './tie-break';

/**
 * Each found book's relevance, by id: what the library needs from a search
 * (it sorts the books itself), without ordering hits across shards.
 */
export function shardRelevance(shards: readonly SearchIndex[], query: string): Map<string, Relevance> {
  const found = new Map<string, Relevance>();
  for (const shard of shards) {
    for (const hit of searchBooks(shard, query)) found.set(hit.id, hit.relevance);
  }
  return found;
}

/**
 * The hits over the shards' books taken in turn (a hit's `index` counts from
 * the first shard's first book), in the order one index over all of them
 * gives: relevance, highest first, then the tie-break order. Each shard's
 * hits are already in that order; they are merged.
 */
export function searchShards(shards: readonly SearchIndex[], query: string): SearchHit[] {
  const lists: SearchHit[][] = [];
  let offset = 0;
  for (const shard of shards) {
    const start = offset;
    lists.push(
      start === 0
        ? searchBooks(shard, query)
        : searchBooks(shard, query).map((hit) => ({ ...hit, index: hit.index + start })),
    );
    offset += shard.books.length;
  }
  const bookOf = (hit: SearchHit) => {
    let index = hit.index;
    for (const shard of shards) {
      if (index < shard.books.length) return shard.books[index]!;
      index -= shard.books.length;
    }
    throw new Error(`No book at ${hit.index}`);
  };
  const before = (a: SearchHit, b: SearchHit) =>
    a.relevance !== b.relevance ? a.relevance > b.relevance : compareForTieBreak(bookOf(a), bookOf(b)) < 0;
  let merged: SearchHit[] = [];
  for (const list of lists) {
    if (merged.length === 0) {
      merged = list;
      continue;
    }
    const out: SearchHit[] = [];
    let i = 0;
    let j = 0;
    while (i < merged.length && j < list.length) {
      if (before(list[j]!, merged[i]!)) out.push(list[j++]!);
      else out.push(merged[i++]!);
    }
    while (i < merged.length) out.push(merged[i++]!);
    while (j < list.length) out.push(list[j++]!);
    merged = out;
  }
  return merged;
}
