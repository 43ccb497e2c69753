import { describe, expect, it } from 'vitest';
import { DETAIL_AFTER, DETAIL_BEFORE, DETAILED_PARAGRAPH_LIMIT, detailedWords } from './paragraph-detail';

/** Words of `size` characters each (a letter run and a space), `count` of them. */
function view(count: number, size: number, typedLength: number) {
  const words = Array.from({ length: count }, (_, i) => ({
    start: i * size,
    chars: [...'x'.repeat(size - 1), ' '],
  }));
  return { words, length: count * size, typedLength } as unknown as Parameters<typeof detailedWords>[0];
}

describe('detailedWords', () => {
  it('draws an ordinary paragraph whole', () => {
    expect(detailedWords(view(DETAILED_PARAGRAPH_LIMIT / 10, 10, 0))).toEqual({ from: 0, to: 500 });
  });

  it('draws a long one only around the caret', () => {
    const long = view(10_000, 10, 50_000);
    const { from, to } = detailedWords(long);
    expect(from).toBe((50_000 - DETAIL_BEFORE) / 10);
    expect(to).toBe((50_000 + DETAIL_AFTER) / 10);
  });

  it('starts at the beginning before typing and reaches the end once typed', () => {
    expect(detailedWords(view(10_000, 10, 0))).toEqual({ from: 0, to: DETAIL_AFTER / 10 });
    expect(detailedWords(view(10_000, 10, 100_000))).toEqual({
      from: (100_000 - DETAIL_BEFORE) / 10,
      to: 10_000,
    });
  });

  it('keeps the caret inside what is drawn, wherever it stands', () => {
    for (const caret of [0, 1, 9, 10, 12_345, 99_999, 100_000]) {
      const v = view(10_000, 10, caret);
      const { from, to } = detailedWords(v);
      const words = v.words;
      expect(words[from]!.start).toBeLessThanOrEqual(caret);
      if (caret < 100_000) expect(words[to - 1]!.start + 10).toBeGreaterThan(caret);
    }
  });
});
