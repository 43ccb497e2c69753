/**
 * What the search worker does with the page's messages, apart from the
 * worker itself (so a test can drive it). A shard's index is built when a
 * search first names it, or else in the background, one shard a task: a
 * search asked while later lists wait to be indexed builds only the shards
 * it names (the first shard alone for a first answer) and is answered
 * before the rest are built. Until a first search is answered only the first
 * shard is built in the background, so that search never waits behind the
 * build of a larger one.
 */
import {
  createSearchIndex,
  decodeShardList,
  type Relevance,
  type SearchableBook,
  type SearchIndex,
  shardDescriptionsOf,
  shardListOf,
  shardRelevance,
} from '@typeshelf/core/library';
import type { SearchReply, SearchRequest } from './catalogue-search-messages';

const decoder = new TextDecoder();

function listBooks(bytes: ArrayBuffer, lastUpdate: number): SearchableBook[] {
  try {
    const list = shardListOf(JSON.parse(decoder.decode(bytes)));
    return list === null ? [] : decodeShardList(list, lastUpdate);
  } catch {
    return [];
  }
}

/** The books with their descriptions from a shard's descriptions file (unchanged when it is not one). */
function described(books: readonly SearchableBook[], bytes: ArrayBuffer): readonly SearchableBook[] {
  try {
    const descriptions = shardDescriptionsOf(JSON.parse(decoder.decode(bytes)), books.length);
    return descriptions === null
      ? books
      : books.map((book, row) => ({ ...book, description: descriptions[row]! }));
  } catch {
    return books;
  }
}

export interface SearchHost {
  receive(request: SearchRequest): void;
}

/**
 * `reply` posts an answer to the page; `later` runs a function in a later
 * task (the worker's `setTimeout`), so messages that came meanwhile are
 * handled between two shards' builds.
 */
export function createSearchHost(
  reply: (answer: SearchReply) => void,
  later: (run: () => void) => void,
): SearchHost {
  const indexes = new Map<number, SearchIndex>();
  /** Shards received and not indexed yet, in the order they came. */
  const unbuilt = new Map<number, () => readonly SearchableBook[]>();
  let scheduled = false;
  let answered = false;

  const built = (key: number): SearchIndex | undefined => {
    const books = unbuilt.get(key);
    if (books) {
      unbuilt.delete(key);
      indexes.set(key, createSearchIndex(books()));
    }
    return indexes.get(key);
  };
  const buildNext = () => {
    scheduled = false;
    const [key] = unbuilt.keys();
    if (key === undefined) return;
    built(key);
    schedule();
  };
  const schedule = () => {
    if (scheduled || unbuilt.size === 0 || (!answered && indexes.size > 0)) return;
    scheduled = true;
    later(buildNext);
  };
  const found = (id: number, relevance: Map<string, Relevance>): SearchReply => ({
    type: 'found',
    id,
    ids: [...relevance.keys()],
    relevance: [...relevance.values()],
  });

  return {
    receive(request) {
      switch (request.type) {
        case 'list': {
          const { bytes, lastUpdate, descriptions } = request;
          unbuilt.set(request.key, () =>
            descriptions
              ? described(listBooks(bytes, lastUpdate), descriptions)
              : listBooks(bytes, lastUpdate),
          );
          schedule();
          break;
        }
        case 'describe': {
          // The books as they are now, whether indexed or not: the shard they came as is dropped soon after.
          const index = indexes.get(request.from);
          const books = index ? () => index.books : unbuilt.get(request.from);
          if (!books) break;
          const { bytes } = request;
          unbuilt.set(request.key, () => described(books(), bytes));
          schedule();
          break;
        }
        case 'books': {
          const { books } = request;
          unbuilt.set(request.key, () => books);
          schedule();
          break;
        }
        case 'drop':
          unbuilt.delete(request.key);
          indexes.delete(request.key);
          break;
        case 'search': {
          const shards = request.keys.flatMap((key) => built(key) ?? []);
          reply(found(request.id, shardRelevance(shards, request.query)));
          answered = true;
          schedule();
          break;
        }
        case 'indexed':
          for (const key of [...unbuilt.keys()]) built(key);
          reply(found(request.id, new Map()));
          break;
        default: {
          const never: never = request;
          throw new Error(`Unknown request ${JSON.stringify(never)}`);
        }
      }
    },
  };
}
