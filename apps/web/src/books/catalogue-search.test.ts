import {
  createSearchIndex,
  decodeShardList,
  encodeCatalogueShards,
  searchBooks,
} from '@typeshelf/core/library';
import { generatedBookInfos, generatedIndexFile, seededRandom } from '@typeshelf/fixtures';
import { describe, expect, it } from 'vitest';
import { searchCatalogue } from './catalogue-search';

describe('the library search', () => {
  const file = generatedIndexFile(generatedBookInfos({ size: 40, random: seededRandom(5) }));
  const { shards } = encodeCatalogueShards(file, 15);
  const lists = shards.map((shard) => decodeShardList(shard.books.value, file.lastUpdate));
  const whole = createSearchIndex(lists.flat());

  it('finds over the shards what one index over every book finds (here, without workers)', async () => {
    for (const query of [lists[2]![0]!.title, lists[0]![3]!.author, 'the', 'zzzz']) {
      const found = await searchCatalogue(lists, query);
      const expected = new Map(searchBooks(whole, query).map((hit) => [hit.id, hit.relevance]));
      expect(found).toEqual(expected);
    }
    expect((await searchCatalogue(lists, lists[2]![0]!.title)).has(lists[2]![0]!.id)).toBe(true);
  });
});
