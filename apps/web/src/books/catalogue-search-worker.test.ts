import { decodeShardList, encodeCatalogueShards } from '@typeshelf/core/library';
import { generatedBookInfos, generatedIndexFile, seededRandom } from '@typeshelf/fixtures';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { offerDescriptionBytes, offerListBytes, searchCatalogue, startSearch } from './catalogue-search';
import type { SearchReply, SearchRequest } from './catalogue-search-messages';

/** A worker that records what the page posts and answers every search with no book. */
class RecordingWorker {
  static posted: { request: SearchRequest; transfer: Transferable[] }[] = [];
  onmessage: ((event: MessageEvent<SearchReply>) => void) | null = null;
  onerror: (() => void) | null = null;
  postMessage(request: SearchRequest, transfer: Transferable[] = []) {
    RecordingWorker.posted.push({ request, transfer });
    if (request.type === 'search')
      queueMicrotask(() =>
        this.onmessage?.({ data: { type: 'found', id: request.id, ids: [], relevance: [] } } as MessageEvent),
      );
  }
  terminate() {}
}

describe('the library search with a worker', () => {
  vi.stubGlobal('Worker', RecordingWorker);
  afterAll(() => vi.unstubAllGlobals());
  const file = generatedIndexFile(generatedBookInfos({ size: 20, random: seededRandom(9) }));
  const { shards } = encodeCatalogueShards(file, 10);
  const bytesOf = (number: number) =>
    new TextEncoder().encode(JSON.stringify(shards[number]!.books.value)).buffer as ArrayBuffer;

  it('moves a list that came before the first search to the worker as its bytes, and one after as a copy', async () => {
    const early = bytesOf(0);
    const first = decodeShardList(shards[0]!.books.value, file.lastUpdate);
    offerListBytes(early, file.lastUpdate)(first);
    expect(RecordingWorker.posted).toEqual([]);

    await searchCatalogue([first], 'anything');
    const [list, search] = RecordingWorker.posted;
    expect(list!.request).toMatchObject({ type: 'list', lastUpdate: file.lastUpdate });
    // Moved, not cloned: the worker gets the very bytes fetched.
    expect(list!.transfer).toEqual([early]);
    expect(search!.request).toMatchObject({ type: 'search', query: 'anything' });
    expect(RecordingWorker.posted.some(({ request }) => request.type === 'books')).toBe(false);

    // Once the worker runs, a list goes to it at once, as a copy the page does not read.
    const late = bytesOf(1);
    offerListBytes(late, file.lastUpdate)(decodeShardList(shards[1]!.books.value, file.lastUpdate));
    const sent = RecordingWorker.posted.at(-1)!;
    expect(sent.request.type).toBe('list');
    expect(sent.transfer[0]).not.toBe(late);
    expect(new Uint8Array(sent.transfer[0] as ArrayBuffer)).toEqual(new Uint8Array(late));
  });

  it('asks what the first shard alone finds before the worker indexes the shards it lacks', async () => {
    const popular = decodeShardList(shards[0]!.books.value, file.lastUpdate);
    const rest = decodeShardList(shards[1]!.books.value, file.lastUpdate);
    const from = RecordingWorker.posted.length;
    const first = vi.fn();
    await searchCatalogue([popular, rest], 'emma', first);
    // (The first test's shards, named by no search now, are dropped.)
    const asked = RecordingWorker.posted
      .slice(from)
      .filter(({ request }) => request.type !== 'drop')
      .map(({ request }) => (request.type === 'search' ? `search ${request.keys.length}` : request.type));
    expect(asked).toEqual(['books', 'search 1', 'books', 'search 2']);
    expect(first).toHaveBeenCalledOnce();

    // Once it holds both, a search is asked once, over both.
    const again = RecordingWorker.posted.length;
    await searchCatalogue([popular, rest], 'emma', first);
    expect(RecordingWorker.posted.slice(again).map(({ request }) => request.type)).toEqual(['search']);
    expect(first).toHaveBeenCalledOnce();
  });

  it('asks the first shard first while the worker has not answered over the rest, though it holds them', async () => {
    const popular = decodeShardList(shards[0]!.books.value, file.lastUpdate);
    const later = decodeShardList(shards[1]!.books.value, file.lastUpdate);
    // A keystroke sends the worker every shard so far before the search is asked.
    startSearch([popular, later]);
    const from = RecordingWorker.posted.length;
    const first = vi.fn();
    await searchCatalogue([popular, later], 'emma', first);
    const asked = RecordingWorker.posted
      .slice(from)
      .map(({ request }) => (request.type === 'search' ? `search ${request.keys.length}` : request.type));
    expect(asked).toEqual(['search 1', 'search 2']);
    expect(first).toHaveBeenCalledOnce();
  });

  it("sends a shard's descriptions as a copy of their bytes, naming the list the worker holds", async () => {
    const list = decodeShardList(shards[1]!.books.value, file.lastUpdate);
    offerListBytes(bytesOf(1), file.lastUpdate)(list);
    const listKey = (RecordingWorker.posted.at(-1)!.request as { key: number }).key;
    const bytes = new TextEncoder().encode(JSON.stringify(shards[1]!.descriptions.value))
      .buffer as ArrayBuffer;
    const described = list.map((book, row) => ({
      ...book,
      description: shards[1]!.descriptions.value[row]!,
    }));
    offerDescriptionBytes(bytes, list)!(described);
    const sent = RecordingWorker.posted.at(-1)!;
    expect(sent.request).toMatchObject({ type: 'describe', from: listKey });
    expect(sent.transfer[0]).not.toBe(bytes);
    expect(new Uint8Array(sent.transfer[0] as ArrayBuffer)).toEqual(new Uint8Array(bytes));
    // The described shard is held: a search over it sends no books.
    const from = RecordingWorker.posted.length;
    await searchCatalogue([described], 'emma');
    expect(RecordingWorker.posted.slice(from).map(({ request }) => request.type)).not.toContain('books');
    // A shard the worker never got as bytes has nothing to describe.
    expect(offerDescriptionBytes(bytes, [...list])).toBeNull();
  });
});
