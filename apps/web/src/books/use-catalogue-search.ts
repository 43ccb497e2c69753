/**
 * The library's search as a screen reads it: the search worker's answer for
 * the current words over the catalogue's shards.
 */
import type { Relevance } from '@typeshelf/core/library';
import { useCallback, useEffect, useRef, useState } from 'react';
import { holdForSearch, openSearchScreen } from './catalogue';
import { prepareSearch, type SearchShard, searchCatalogue, startSearch } from './catalogue-search';

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

export interface CatalogueSearch {
  /** Each found book's relevance by id; null while not searching. */
  found: ReadonlyMap<string, Relevance> | null;
  /** The answer for the current search and shards is on its way (the last one stands). */
  pending: boolean;
  /** Words typed and not yet applied, or an answer on its way: what a search needs comes first. */
  awaiting: boolean;
  /** The search box's keystrokes, before its pause. */
  onTyping: (text: string) => void;
}

/**
 * The search's answer (each found book's relevance, by id) from the search
 * worker, which indexes the shards as they arrive. The first keystroke
 * starts the worker; from then until the answer to the words typed is
 * drawn, the catalogue's chapters and cache save wait (`holdForSearch`).
 */
export function useCatalogueSearch(searchShards: readonly SearchShard[], search: string): CatalogueSearch {
  const shards = useSteadyShards(searchShards);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const searching = search.trim() !== '';
  // The words in the box differ from the search applied (the box's pause is not over).
  const [ahead, setAhead] = useState(false);
  const typed = useRef<string | null>(null);
  const latest = useRef({ search, shards });
  latest.current = { search, shards };
  const onTyping = useCallback((text: string) => {
    typed.current = text;
    setAhead(text.trim() !== latest.current.search.trim());
    if (text.trim() !== '') startSearch(latest.current.shards);
  }, []);
  useEffect(() => {
    if (typed.current !== null) setAhead(typed.current.trim() !== search.trim());
  }, [search]);
  const pending = searching && (answer === null || answer.search !== search || answer.shards !== shards);
  const awaiting = ahead || pending;
  useEffect(() => openSearchScreen(), []);
  useEffect(() => (awaiting ? holdForSearch() : undefined), [awaiting]);
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
  return { found: searching ? (answer?.found ?? null) : null, pending, awaiting, onTyping };
}
