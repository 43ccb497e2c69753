import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeFavoriteLists, newerBookInfo } from './profile-merge';

describe('joining a visitor into an account', () => {
  it('joins favourites, the kept order first and each id once', () => {
    expect(mergeFavoriteLists(['b', 'a'], ['a', 'c'])).toEqual(['b', 'a', 'c']);
    expect(mergeFavoriteLists(undefined, ['a'])).toEqual(['a']);
    expect(mergeFavoriteLists(['a', 7, ''], 'not a list')).toEqual(['a']);
  });

  it('keeps every favourite of both sides', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 })), fc.array(fc.string({ minLength: 1 })), (a, b) => {
        const merged = mergeFavoriteLists(a, b);
        expect(new Set(merged)).toEqual(new Set([...a, ...b]));
        expect(merged).toHaveLength(new Set(merged).size);
      }),
    );
  });

  it('keeps the newer info of a private book, the kept one on a tie', () => {
    const kept = { id: 'kept', updatedAt: 5 };
    expect(newerBookInfo(kept, { id: 'new', updatedAt: 6 }).id).toBe('new');
    expect(newerBookInfo(kept, { id: 'old', updatedAt: 4 }).id).toBe('kept');
    expect(newerBookInfo(kept, { id: 'tie', updatedAt: 5 }).id).toBe('kept');
    expect(newerBookInfo(undefined, { id: 'only', updatedAt: 1 }).id).toBe('only');
  });
});
