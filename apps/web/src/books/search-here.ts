/**
 * The library's search on the page's own thread, where there are no workers:
 * one index per shard, built when a search first names it.
 */
import {
  createSearchIndex,
  type Relevance,
  type SearchableBook,
  type SearchIndex,
  shardRelevance,
} from '@typeshelf/core/library';

const indexes = new WeakMap<readonly SearchableBook[], SearchIndex>();

function indexOf(books: readonly SearchableBook[]): SearchIndex {
  let index = indexes.get(books);
  if (index === undefined) {
    index = createSearchIndex(books);
    indexes.set(books, index);
  }
  return index;
}

export const searchHere = (
  shards: readonly (readonly SearchableBook[])[],
  query: string,
): Map<string, Relevance> => shardRelevance(shards.map(indexOf), query);
