import { decodeShardList, encodeCatalogueShards } from '@typeshelf/core/library';
import { generatedBookInfos, generatedIndexFile, seededRandom } from '@typeshelf/fixtures';
import { describe, expect, it } from 'vitest';
import type { SearchReply } from './catalogue-search-messages';
import { createSearchHost } from './search-host';

describe("the search worker's host", () => {
  const file = generatedIndexFile(generatedBookInfos({ size: 40, random: seededRandom(5) }));
  const { shards } = encodeCatalogueShards(file, 20);
  const bytesOf = (number: number) =>
    new TextEncoder().encode(JSON.stringify(shards[number]!.books.value)).buffer as ArrayBuffer;
  const books = (number: number) => decodeShardList(shards[number]!.books.value, file.lastUpdate);
  const descriptionsOf = (number: number) =>
    new TextEncoder().encode(JSON.stringify(shards[number]!.descriptions.value)).buffer as ArrayBuffer;
  /** A word of a book's description found in no title or author of the catalogue (so only the description finds it). */
  const descriptionWord = (number: number) => {
    const names = file.books.map((book) => `${book.title} ${book.author}`.toLowerCase()).join(' ');
    for (const [row, text] of shards[number]!.descriptions.value.entries())
      for (const word of text.toLowerCase().match(/[a-z]{7,}/g) ?? [])
        if (!names.includes(word)) return { word, id: books(number)[row]!.id };
    throw new Error('No description word apart from the names');
  };

  const host = () => {
    const replies: SearchReply[] = [];
    const tasks: (() => void)[] = [];
    const searchHost = createSearchHost(
      (reply) => replies.push(reply),
      (run) => tasks.push(run),
    );
    return { searchHost, replies, tasks };
  };

  it('answers a search over the shards it names before the other lists are indexed', () => {
    const { searchHost, replies, tasks } = host();
    searchHost.receive({ type: 'list', key: 0, bytes: bytesOf(0), lastUpdate: file.lastUpdate });
    searchHost.receive({ type: 'list', key: 1, bytes: bytesOf(1), lastUpdate: file.lastUpdate });
    // One background build is waiting its turn, not yet run.
    expect(tasks).toHaveLength(1);
    const title = books(0)[0]!.title;
    searchHost.receive({ type: 'search', id: 1, query: title, keys: [0] });
    expect(replies).toHaveLength(1);
    expect(replies[0]!.ids).toContain(books(0)[0]!.id);
    // Nothing from the shard not named.
    const second = new Set(books(1).map((book) => book.id));
    expect(replies[0]!.ids.some((id) => second.has(id))).toBe(false);
    // The background task built nothing the search needed; after the answer it builds the rest, one shard a task.
    tasks.shift()!();
    expect(tasks).toHaveLength(0);
  });

  it('builds only the first shard in the background before a first search is answered', () => {
    const { searchHost, tasks } = host();
    searchHost.receive({ type: 'list', key: 0, bytes: bytesOf(0), lastUpdate: file.lastUpdate });
    searchHost.receive({ type: 'list', key: 1, bytes: bytesOf(1), lastUpdate: file.lastUpdate });
    tasks.shift()!();
    // The second list waits for a search (which builds it if it names it).
    expect(tasks).toHaveLength(0);
    searchHost.receive({ type: 'search', id: 1, query: 'emma', keys: [0] });
    expect(tasks).toHaveLength(1);
    tasks.shift()!();
    expect(tasks).toHaveLength(0);
  });

  it('finds in every shard named, and says it has indexed every shard once it has', () => {
    const { searchHost, replies } = host();
    searchHost.receive({ type: 'list', key: 0, bytes: bytesOf(0), lastUpdate: file.lastUpdate });
    searchHost.receive({ type: 'books', key: 1, books: books(1) });
    const rare = books(1).at(-1)!;
    searchHost.receive({ type: 'search', id: 2, query: rare.title, keys: [0, 1] });
    expect(replies[0]!.ids).toContain(rare.id);
    searchHost.receive({ type: 'indexed', id: 3 });
    expect(replies[1]).toEqual({ type: 'found', id: 3, ids: [], relevance: [] });
    // A dropped shard is found no more.
    searchHost.receive({ type: 'drop', key: 1 });
    searchHost.receive({ type: 'search', id: 4, query: rare.title, keys: [0, 1] });
    expect(replies[2]!.ids).not.toContain(rare.id);
  });

  it('finds by the descriptions once a shard is described, whether indexed before or not', () => {
    const { searchHost, replies } = host();
    const { word, id } = descriptionWord(0);
    const later = descriptionWord(1);
    searchHost.receive({ type: 'list', key: 0, bytes: bytesOf(0), lastUpdate: file.lastUpdate });
    searchHost.receive({ type: 'list', key: 1, bytes: bytesOf(1), lastUpdate: file.lastUpdate });
    searchHost.receive({ type: 'search', id: 1, query: word, keys: [0] });
    // The list alone has no descriptions.
    expect(replies[0]!.ids).not.toContain(id);
    // Shard 0 was indexed by that search, shard 1 not yet.
    searchHost.receive({ type: 'describe', key: 2, from: 0, bytes: descriptionsOf(0) });
    searchHost.receive({ type: 'describe', key: 3, from: 1, bytes: descriptionsOf(1) });
    searchHost.receive({ type: 'drop', key: 0 });
    searchHost.receive({ type: 'drop', key: 1 });
    searchHost.receive({ type: 'search', id: 2, query: word, keys: [2, 3] });
    expect(replies[1]!.ids).toContain(id);
    searchHost.receive({ type: 'search', id: 3, query: later.word, keys: [2, 3] });
    expect(replies[2]!.ids).toContain(later.id);
    // A title is found as before.
    searchHost.receive({ type: 'search', id: 4, query: books(1)[0]!.title, keys: [2, 3] });
    expect(replies[3]!.ids).toContain(books(1)[0]!.id);
  });

  it('reads a list that came with its descriptions as described', () => {
    const { searchHost, replies } = host();
    const { word, id } = descriptionWord(0);
    searchHost.receive({
      type: 'list',
      key: 0,
      bytes: bytesOf(0),
      lastUpdate: file.lastUpdate,
      descriptions: descriptionsOf(0),
    });
    searchHost.receive({ type: 'search', id: 1, query: word, keys: [0] });
    expect(replies[0]!.ids).toContain(id);
  });
});
