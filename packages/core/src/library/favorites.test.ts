import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { parseFavorites, serializeFavorites, toggleFavorite } from './favorites';

describe('favourites', () => {
  it('toggles an id in and out without touching the original set', () => {
    const start = new Set(['a']);
    expect([...toggleFavorite(start, 'b')]).toEqual(['a', 'b']);
    expect([...toggleFavorite(start, 'a')]).toEqual([]);
    expect([...start]).toEqual(['a']);
  });

  it('reads stored lists leniently', () => {
    expect([...parseFavorites(['b', 'a', 'b', 3, '', null])]).toEqual(['b', 'a']);
    expect(parseFavorites('nope').size).toBe(0);
  });

  test.prop([fc.array(fc.string({ minLength: 1 }))])(
    'serialising and reading back gives the same set',
    (ids) => {
      const set = new Set(ids);
      expect(parseFavorites(serializeFavorites(set))).toEqual(set);
      expect(toggleFavorite(toggleFavorite(set, 'x'), 'x')).toEqual(set);
    },
  );
});
