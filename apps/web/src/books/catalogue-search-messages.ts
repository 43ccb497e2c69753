/** Messages between the library and the catalogue's search worker. */
import type { Relevance, SearchableBook } from '@typeshelf/core/library';

export type SearchRequest =
  /**
   * A shard's list file as fetched (UTF-8 JSON, core's `CatalogueShardList`), with its descriptions file when
   * they came before the worker started: the worker reads and indexes it.
   */
  | { type: 'list'; key: number; bytes: ArrayBuffer; lastUpdate: number; descriptions?: ArrayBuffer }
  /** The descriptions file of the shard held as `from` (UTF-8 JSON): its books with them become shard `key`. */
  | { type: 'describe'; key: number; from: number; bytes: ArrayBuffer }
  /** Books the page already holds (the cached index cut into shards, the private books). */
  | { type: 'books'; key: number; books: SearchableBook[] }
  /** The index of a shard no search names any more. */
  | { type: 'drop'; key: number }
  /** Each found book's relevance over these shards, answered in the order asked. */
  | { type: 'search'; id: number; query: string; keys: number[] }
  /** Answered (with no book) once every shard sent so far is indexed. */
  | { type: 'indexed'; id: number };

export type SearchReply = { type: 'found'; id: number; ids: string[]; relevance: Relevance[] };
