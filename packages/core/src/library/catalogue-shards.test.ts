import { fc, test } from '@fast-check/vitest';
import { generatedBookInfos, generatedIndexFile, seededRandom } from '@typeshelf/fixtures';
import { describe, expect, it } from 'vitest';
import type { BookIndexEntry, BookIndexFile } from '../book/book-types';
import {
  decodeShardList,
  encodeCatalogueShards,
  manifestOf,
  shardChaptersOf,
  shardDescriptionsOf,
  shardListOf,
  shardOrder,
  shardSizes,
  withShardChapters,
  withShardDescriptions,
} from './catalogue-shards';
import { createSearchIndex, searchBooks } from './search-index';
import { searchShards, shardRelevance } from './search-shards';

const catalogue = (size: number, seed: number): BookIndexFile =>
  generatedIndexFile(generatedBookInfos({ size, random: seededRandom(seed) }));

/** Every shard decoded (through the JSON it is written as) and joined, in shard order. */
function decodeAll(file: BookIndexFile, shardSize: number): BookIndexEntry[] {
  const { manifest, shards } = encodeCatalogueShards(file, shardSize);
  const read = manifestOf(JSON.parse(JSON.stringify(manifest)))!;
  expect(read.shards.map((shard) => shard.books)).toEqual(shards.map((shard) => shard.books.path));
  expect(read.shards.map((shard) => shard.descriptions)).toEqual(
    shards.map((shard) => shard.descriptions.path),
  );
  return shards.flatMap((shard, number) => {
    const list = shardListOf(JSON.parse(JSON.stringify(shard.books.value)))!;
    const descriptions = shardDescriptionsOf(
      JSON.parse(JSON.stringify(shard.descriptions.value)),
      read.shards[number]!.count,
    )!;
    const chapters = shardChaptersOf(
      JSON.parse(JSON.stringify(shard.chapters.value)),
      read.shards[number]!.count,
    )!;
    return withShardChapters(
      withShardDescriptions(decodeShardList(list, read.lastUpdate), descriptions),
      chapters,
    );
  });
}

describe('catalogue shards', () => {
  const file = catalogue(600, 7);

  it('give back every entry as the build made it, most popular first', () => {
    expect(decodeAll(file, 250)).toEqual(shardOrder(file.books));
    const { manifest } = encodeCatalogueShards(file, 250);
    expect(manifest.shards.map((shard) => shard.count)).toEqual([250, 250, 100]);
    expect(manifest.count).toBe(600);
  });

  it('start small and double up to the largest, so the most popular books come first and soon', () => {
    expect(shardSizes(10_000)).toEqual([1_000, 2_000, 4_000, 3_000]);
    expect(shardSizes(100_000)).toEqual([1_000, 2_000, 4_000, 8_000, ...Array(8).fill(10_000), 5_000]);
    expect(shardSizes(600, 250)).toEqual([250, 250, 100]);
    expect(shardSizes(0)).toEqual([]);
    expect(shardSizes(1)).toEqual([1]);
  });

  test.prop([fc.nat(30_000), fc.integer({ min: 1, max: 12_000 })])(
    'cut every book into shards no larger than the largest, none empty',
    (total, largest) => {
      const sizes = shardSizes(total, largest);
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(total);
      expect(sizes.every((size) => size >= 1 && size <= largest)).toBe(true);
    },
  );

  it('keep what the reader cannot derive', () => {
    const odd: BookIndexEntry[] = file.books.slice(0, 4).map((book, i) => ({
      ...book,
      ...[
        { titleAlpha: 'odd sort title', coverUrl: null, coverBigUrl: null },
        { custom: true, active: false, isNew: !book.isNew, pages: 1 },
        {
          chapters: [{ id: '010', title: 'Ten', mode: 'skip' as const, length: 3 }],
          // An id not made from the author and title (a second book of the same name, a UUID).
          id: `${book.id}-2`,
        },
        { year: null, rating: null, popularity: null, series: null, free: true, hasComments: true },
      ][i],
    }));
    expect(decodeAll({ lastUpdate: file.lastUpdate, books: odd }, 3)).toEqual(shardOrder(odd));
  });

  it('leave the chapters out of the list', () => {
    const { shards } = encodeCatalogueShards(file, 600);
    const books = decodeShardList(shards[0]!.books.value, file.lastUpdate);
    expect(books.every((book) => !('chapters' in book))).toBe(true);
    expect(books.map((book) => book.length)).toEqual(shardOrder(file.books).map((book) => book.length));
  });

  it("write a book's id only when it is not the one made from its author and title", () => {
    const { shards } = encodeCatalogueShards(file, 600);
    const list = shards[0]!.books.value;
    expect('ids' in list).toBe(false);
    const named = Object.values(list.exceptions).filter((exception) => 'id' in exception);
    expect(named.length).toBeLessThan(file.books.length / 20);
    expect(decodeShardList(list, file.lastUpdate).map((book) => book.id)).toEqual(
      shardOrder(file.books).map((book) => book.id),
    );
  });

  it('leave the descriptions out of the list, for a file of their own', () => {
    const { shards } = encodeCatalogueShards(file, 600);
    expect(JSON.stringify(shards[0]!.books.value)).not.toContain(file.books[0]!.description);
    expect(
      Object.values(shards[0]!.books.value.exceptions).every((exception) => !('description' in exception)),
    ).toBe(true);
    const books = decodeShardList(shards[0]!.books.value, file.lastUpdate);
    expect(books.every((book) => book.description === '')).toBe(true);
    const described = withShardDescriptions(books, shards[0]!.descriptions.value);
    expect(described.map((book) => book.description)).toEqual(
      shardOrder(file.books).map((book) => book.description),
    );
  });

  it('refuse files that are not theirs', () => {
    expect(manifestOf({ lastUpdate: 1, count: 1, shards: [{ count: 1 }] })).toBeNull();
    expect(manifestOf([])).toBeNull();
    const { shards } = encodeCatalogueShards(file, 600);
    expect(shardListOf({ ...shards[0]!.books.value, titles: [] })).toBeNull();
    expect(shardChaptersOf(shards[0]!.chapters.value, 599)).toBeNull();
    expect(shardDescriptionsOf(shards[0]!.descriptions.value, 599)).toBeNull();
    expect(shardDescriptionsOf([1], 1)).toBeNull();
    const { manifest } = encodeCatalogueShards(file, 600);
    // A manifest of the format before the descriptions had a file of their own.
    const older = { ...manifest, shards: manifest.shards.map(({ descriptions: _, ...shard }) => shard) };
    expect(manifestOf(older)).toBeNull();
  });
});

describe('sharded search', () => {
  const books = shardOrder(catalogue(500, 11).books);
  const whole = createSearchIndex(books);
  const words = [
    ...new Set(books.flatMap((book) => `${book.title} ${book.author}`.toLowerCase().split(/\s+/))),
  ];
  const query = fc.oneof(
    fc.constantFrom(...words),
    fc.constantFrom(...words).map((word) => word.slice(0, Math.max(2, word.length - 2))),
    fc.constantFrom(...words).map((word) => (word.length > 4 ? word.slice(0, 2) + word.slice(3) : word)),
    fc.tuple(fc.constantFrom(...words), fc.constantFrom(...words)).map(([a, b]) => `${a} ${b}`),
    fc.constantFrom('fiction', 'the', 'mystery', 'fr', 'a', 'voyage', 'chapter', 'élégie'),
  );
  const cuts = fc.uniqueArray(fc.integer({ min: 1, max: books.length - 1 }), { maxLength: 6 });

  test.prop([query, cuts], { numRuns: 60 })('finds what one index over every book finds', (text, at) => {
    const bounds = [0, ...[...at].sort((a, b) => a - b), books.length];
    const shards = bounds.slice(1).map((end, i) => createSearchIndex(books.slice(bounds[i], end)));
    const expected = searchBooks(whole, text);
    expect(searchShards(shards, text)).toEqual(expected.map((hit) => ({ ...hit })));
    expect(shardRelevance(shards, text)).toEqual(new Map(expected.map((hit) => [hit.id, hit.relevance])));
  });

  it('finds a popular book from the first shard alone', () => {
    const first = createSearchIndex(books.slice(0, 100));
    const top = books[0]!;
    expect(searchShards([first], top.title).some((hit) => hit.id === top.id)).toBe(true);
  });
});
