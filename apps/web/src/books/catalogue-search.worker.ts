/// <reference lib="webworker" />
/**
 * The library's search off the main thread: reads each shard's list as it
 * arrives, builds its search index (the costliest step of a first search,
 * about ten times the parse of the list) and answers searches over the
 * shards named. Messages are handled in the order sent, so a search asked
 * after a shard was sent waits for that shard's index.
 */
import {
  createSearchIndex,
  decodeShardList,
  type Relevance,
  type SearchIndex,
  shardListOf,
  shardRelevance,
} from '@typeshelf/core/library';
import type { SearchReply, SearchRequest } from './catalogue-search-messages';

declare const self: DedicatedWorkerGlobalScope;

const indexes = new Map<number, SearchIndex>();
const decoder = new TextDecoder();

function listBooks(bytes: ArrayBuffer, lastUpdate: number) {
  try {
    const list = shardListOf(JSON.parse(decoder.decode(bytes)));
    return list === null ? [] : decodeShardList(list, lastUpdate);
  } catch {
    return [];
  }
}

self.onmessage = (event: MessageEvent<SearchRequest>) => {
  const request = event.data;
  switch (request.type) {
    case 'list':
      indexes.set(request.key, createSearchIndex(listBooks(request.bytes, request.lastUpdate)));
      break;
    case 'books':
      indexes.set(request.key, createSearchIndex(request.books));
      break;
    case 'drop':
      indexes.delete(request.key);
      break;
    case 'search': {
      const shards = request.keys.flatMap((key) => indexes.get(key) ?? []);
      const found = shardRelevance(shards, request.query);
      const reply: SearchReply = {
        type: 'found',
        id: request.id,
        ids: [...found.keys()],
        relevance: [...found.values()] as Relevance[],
      };
      self.postMessage(reply);
      break;
    }
    default: {
      const never: never = request;
      throw new Error(`Unknown request ${JSON.stringify(never)}`);
    }
  }
};
