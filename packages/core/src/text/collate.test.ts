import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { collate } from './collate';

describe('collate', () => {
  it('files accented letters with their base letter', () => {
    expect(['Zweig', 'Émile Zola', 'Austen', 'Eliot', 'Ödön'].sort(collate)).toEqual([
      'Austen',
      'Eliot',
      'Émile Zola',
      'Ödön',
      'Zweig',
    ]);
  });

  it('ignores case for the letter, using it only to break ties', () => {
    expect(['b', 'A', 'a', 'B'].sort(collate)).toEqual(['a', 'A', 'b', 'B']);
  });

  test.prop([fc.string(), fc.string()])('is antisymmetric and zero only for equal strings', (a, b) => {
    expect(Math.sign(collate(a, b)) + Math.sign(collate(b, a))).toBe(0);
    expect(collate(a, b) === 0).toBe(a === b);
  });
});
