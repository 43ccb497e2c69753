/**
 * The library's search as a screen reads it: the search worker's answer for
 * the current words over the catalogue's shards.
 */
import type { Relevance } from '@typeshelf/core/library';
import { useEffect, useRef, useState } from 'react';
import { openSearchScreen } from './catalogue';
import { prepareSearch, type SearchShard, searchCatalogue } from './catalogue-search';

/** The same shards as last time while they are the same arrays, so an unchanged list searches nothing again. */
function useSteadyShards(shards: readonly SearchShard[]): readonly SearchShard[] {
  const last = useRef(shards);
  const same =
    last.current.length === shards.length &&
    last.current.every((shard, position) => shard === shards[position]);
  if (!same) last.current = shards;
  return last.current;
}

interface Answer {
  search: string;
  shards: readonly SearchShard[];
  found: ReadonlyMap<string, Relevance>;
}

/**
 * The search's answer (each found book's relevance, by id) from the search
 * worker, which indexes the shards as they arrive. While the answer for the
 * current search and shards is on its way, the last one stands and
 * `pending` is true.
 */
export function useCatalogueSearch(
  searchShards: readonly SearchShard[],
  search: string,
): { found: ReadonlyMap<string, Relevance> | null; pending: boolean } {
  const shards = useSteadyShards(searchShards);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const searching = search.trim() !== '';
  // A search typed on this screen gets the line before the chapters do.
  useEffect(() => openSearchScreen(), []);
  // Once a search has started the worker, it indexes each shard as it comes, before a search asks.
  useEffect(() => prepareSearch(shards), [shards]);
  useEffect(() => {
    if (!searching) return;
    let current = true;
    let whole = false;
    // The first shard's hits stand (still pending) until the answer over every shard replaces them.
    const first = (found: Map<string, Relevance>) => {
      if (current && !whole) setAnswer({ search, shards: [], found });
    };
    void searchCatalogue(shards, search, first).then((found) => {
      whole = true;
      if (current) setAnswer({ search, shards, found });
    });
    return () => {
      current = false;
    };
  }, [shards, search, searching]);
  if (!searching) return { found: null, pending: false };
  return {
    found: answer?.found ?? null,
    pending: answer === null || answer.search !== search || answer.shards !== shards,
  };
}
