import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { takeBestFirst } from './best-first';

describe('takeBestFirst', () => {
  test.prop([fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 60 }), fc.integer({ min: 0, max: 70 })])(
    'takes what a full sort then filter would take',
    (values, limit) => {
      const before = (a: number, b: number) => values[a]! > values[b]! || (values[a] === values[b] && a < b);
      const accept = (item: number) => values[item]! % 3 !== 0;
      const sorted = values
        .map((_, i) => i)
        .sort((a, b) => values[b]! - values[a]! || a - b)
        .filter(accept)
        .slice(0, limit);
      expect(takeBestFirst(values.length, before, accept, limit)).toEqual(sorted);
    },
  );
});
