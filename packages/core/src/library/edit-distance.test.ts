import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { boundedEditDistance, letterMask, pairMask, popcount } from './edit-distance';

/** The textbook full-matrix Levenshtein distance, as the reference. */
function levenshtein(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i]![j] = Math.min(rows[i - 1]![j - 1]! + cost, rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
}

const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'é'), maxLength: 12 });

describe('boundedEditDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(boundedEditDistance('holms', 'holmes', 3)).toBe(1);
    expect(boundedEditDistance('sherlok', 'sherlock', 3)).toBe(1);
    expect(boundedEditDistance('dikcens', 'dickens', 3)).toBe(2);
    expect(boundedEditDistance('kitten', 'sitting', 3)).toBe(3);
    expect(boundedEditDistance('', 'abc', 3)).toBe(3);
    expect(boundedEditDistance('same', 'same', 0)).toBe(0);
  });

  it('answers max + 1 beyond the bound', () => {
    expect(boundedEditDistance('austen', 'dickens', 2)).toBe(3);
    expect(boundedEditDistance('a', 'abcdef', 3)).toBe(4);
  });

  test.prop([word, word, fc.integer({ min: 0, max: 4 })])(
    'equals the full Levenshtein distance, capped',
    (a, b, max) => {
      expect(boundedEditDistance(a, b, max)).toBe(Math.min(levenshtein(a, b), max + 1));
    },
  );

  test.prop([word, word])('letter masks never prune a pair within the bound', (a, b) => {
    expect(popcount(letterMask(a) ^ letterMask(b))).toBeLessThanOrEqual(2 * levenshtein(a, b));
  });

  test.prop([word, word])('pair masks never prune a pair within the bound', (a, b) => {
    expect(popcount(pairMask(a) ^ pairMask(b))).toBeLessThanOrEqual(4 * levenshtein(a, b));
  });

  test.prop([word, word])(
    'letters and pairs only one word has never prune a pair within the bound',
    (a, b) => {
      const distance = levenshtein(a, b);
      for (const [x, y] of [
        [a, b],
        [b, a],
      ] as const) {
        expect(popcount(letterMask(x) & ~letterMask(y))).toBeLessThanOrEqual(distance);
        expect(popcount(pairMask(x) & ~pairMask(y))).toBeLessThanOrEqual(2 * distance);
      }
    },
  );
});

describe('popcount', () => {
  it('counts set bits', () => {
    expect(popcount(0)).toBe(0);
    expect(popcount(0b1011)).toBe(3);
    expect(popcount(-1)).toBe(32);
  });
});
