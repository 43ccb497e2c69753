/// <reference lib="webworker" />
/**
 * The library's search off the main thread: reads each shard's list as it
 * arrives, builds its search index (the costliest step of a first search,
 * about ten times the parse of the list) and answers searches over the
 * shards named (`search-host.ts`): a search never waits for the index of a
 * shard it does not name.
 */
import type { SearchRequest } from './catalogue-search-messages';
import { createSearchHost } from './search-host';

declare const self: DedicatedWorkerGlobalScope;

const host = createSearchHost(
  (answer) => self.postMessage(answer),
  (run) => setTimeout(run, 0),
);

self.onmessage = (event: MessageEvent<SearchRequest>) => host.receive(event.data);
