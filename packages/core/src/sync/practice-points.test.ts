import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  mergePracticePoints,
  type PracticePointRow,
  practicePointRowOf,
  practicePointRows,
  practicePullRequest,
} from './practice-points';

const row = fc.record({
  item: fc.constantFrom('word:river', 'word:stone', 'pair:th', 'pair:ea'),
  t: fc.integer({ min: 0, max: 50 }),
  ms_per_char: fc.integer({ min: 0, max: 400 }),
  errors: fc.integer({ min: 0, max: 5 }),
});

describe('practice points', () => {
  it('property: the join is commutative, associative and idempotent', () => {
    fc.assert(
      fc.property(fc.array(row), fc.array(row), fc.array(row), (a, b, c) => {
        const join = (rows: PracticePointRow[], more: PracticePointRow[]) =>
          mergePracticePoints(mergePracticePoints({}, rows), more);
        expect(join(a, b)).toEqual(join(b, a));
        const ab = mergePracticePoints(mergePracticePoints({}, [...a, ...b]), c);
        expect(ab).toEqual(mergePracticePoints(mergePracticePoints({}, a), [...b, ...c]));
        const once = join(a, b);
        expect(mergePracticePoints(once, practicePointRows(once))).toEqual(once);
      }),
    );
  });

  it('keeps the larger figures for a key both sides hold, each item oldest first', () => {
    const history = mergePracticePoints({ 'word:river': [{ t: 5, msPerChar: 100, errors: 0 }] }, [
      { item: 'word:river', t: 5, ms_per_char: 120, errors: 0 },
      { item: 'word:river', t: 2, ms_per_char: 90, errors: 1 },
    ]);
    expect(history).toEqual({
      'word:river': [
        { t: 2, msPerChar: 90, errors: 1 },
        { t: 5, msPerChar: 120, errors: 0 },
      ],
    });
  });

  it("holds pulled rows to the table's limits", () => {
    const good = { item: 'pair:th', t: 1000, ms_per_char: 80, errors: 0, modified_at: 'x' };
    expect(practicePointRowOf(good)).toEqual(good);
    for (const bad of [
      { ...good, item: 'book:th' },
      { ...good, item: 'word:' },
      { ...good, item: 'word:a\u0007b' },
      { ...good, item: `word:${'a'.repeat(501)}` },
      { ...good, t: -1 },
      { ...good, ms_per_char: Number.NaN },
      { ...good, errors: 1.5 },
      { ...good, __proto__: null, item: 5 },
      null,
      [],
    ])
      expect(practicePointRowOf(bad)).toBeNull();
  });

  it('pages a pull on (modified_at, item, t) after the last row', () => {
    const request = practicePullRequest(
      '2026-01-01T00:00:00Z',
      {
        item: 'word:a,b',
        t: 7,
        ms_per_char: 1,
        errors: 0,
        modified_at: '2026-01-02T00:00:00Z',
      },
      1000,
    );
    expect(request.order).toEqual(['modified_at', 'item', 't']);
    expect(request.filters.at(-1)).toEqual({
      op: 'or',
      expression:
        'modified_at.gt."2026-01-02T00:00:00Z",and(modified_at.eq."2026-01-02T00:00:00Z",item.gt."word:a,b"),and(modified_at.eq."2026-01-02T00:00:00Z",item.eq."word:a,b",t.gt.7)',
    });
  });
});
