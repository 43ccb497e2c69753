import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { FREE_CUSTOM_BOOKS_LIMIT } from './library-constants';
import { libraryBooks } from './paywall';
import { isCustomBookPaywalled, isPaywalled, visibleCustomBooks } from './paywall-rules';
import { listBook } from './test-books';

const free = { isPremium: false, isLocalPremium: false };
const starter = { isPremium: false, isLocalPremium: true };

describe('paywall', () => {
  it('locks books that are not free for users without local premium', () => {
    expect(isPaywalled({ free: false }, free)).toBe(true);
    expect(isPaywalled({ free: true }, free)).toBe(false);
    expect(isPaywalled({ free: false }, starter)).toBe(false);
  });

  it('shows active custom books not in the main index, by progress, activity, then title', () => {
    const custom = [
      listBook({ id: 'c1', title: 'Zulu', custom: true }),
      listBook({ id: 'c2', title: 'Alpha', custom: true }),
      listBook({ id: 'c3', title: 'Mid', custom: true, progress: 0.2, timestamp: 5 }),
      listBook({ id: 'c4', title: 'Late', custom: true, progress: 0.2, timestamp: 9 }),
      listBook({ id: 'c5', title: 'Done', custom: true, progress: 1 }),
      listBook({ id: 'off', title: 'Inactive', custom: true, active: false }),
      listBook({ id: 'dup', title: 'In catalogue', custom: true }),
    ];
    expect(visibleCustomBooks(custom, new Set(['dup'])).map((book) => book.id)).toEqual([
      'c5',
      'c4',
      'c3',
      'c2',
      'c1',
    ]);
  });

  it('unlocks the first 6 custom books for users without local premium', () => {
    expect(FREE_CUSTOM_BOOKS_LIMIT).toBe(6);
    expect([0, 5, 6, 20].map((position) => isCustomBookPaywalled(position, free))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(isCustomBookPaywalled(20, starter)).toBe(false);
  });

  it('merges the catalogue, custom books and user state', () => {
    const DAY = 86_400_000;
    const list = libraryBooks({
      catalogue: [listBook({ id: 'pub', free: true, createdAt: 10 * DAY }), listBook({ id: 'pro' })],
      custom: Array.from({ length: 8 }, (_, i) =>
        listBook({ id: `mine-${i}`, title: `Mine ${i}`, custom: true }),
      ),
      state: new Map([['mine-7', { progress: 0.5, timestamp: 3 }]]),
      favorites: new Set(['pro']),
      account: free,
      now: 12 * DAY,
    });
    expect(list.map((book) => [book.id, book.paywalled])).toEqual([
      ['pub', false],
      ['pro', true],
      ['mine-7', false],
      ['mine-0', false],
      ['mine-1', false],
      ['mine-2', false],
      ['mine-3', false],
      ['mine-4', false],
      ['mine-5', true],
      ['mine-6', true],
    ]);
    expect(list[0]).toMatchObject({ isNew: true, progress: 0, favorite: false });
    expect(list[1]).toMatchObject({ isNew: false, favorite: true });
    expect(list[2]).toMatchObject({ progress: 0.5, timestamp: 3 });
  });

  test.prop([fc.integer({ min: 0, max: 30 }), fc.boolean()])(
    'at most 6 custom books are open without local premium',
    (count, isLocalPremium) => {
      const list = libraryBooks({
        catalogue: [],
        custom: Array.from({ length: count }, (_, i) => listBook({ id: `m${i}`, custom: true })),
        state: new Map(),
        favorites: new Set(),
        account: { isPremium: false, isLocalPremium },
        now: 0,
      });
      const open = list.filter((book) => !book.paywalled).length;
      expect(open).toBe(isLocalPremium ? count : Math.min(count, 6));
    },
  );
});
