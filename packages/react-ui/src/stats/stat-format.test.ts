import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countText, whenText } from './stat-format';

describe('whenText', () => {
  it('writes a local date and time in the en-US medium date and short time layout', () => {
    const english = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    // Newer locale data put a narrow no-break space before AM and PM, browsers a plain one.
    const plain = (text: string) => text.replace(/\u202f/g, ' ');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (at) => {
        expect(plain(whenText(at))).toBe(plain(english.format(at)));
      }),
    );
    const noon = new Date(2026, 5, 13, 12, 5).getTime();
    expect(whenText(noon)).toBe('Jun 13, 2026, 12:05 PM');
    expect(whenText(new Date(2026, 0, 1, 0, 0).getTime())).toBe('Jan 1, 2026, 12:00 AM');
  });
});

describe('countText', () => {
  it('groups the thousands as English does', () => {
    expect(countText(0)).toBe('0');
    expect(countText(999)).toBe('999');
    expect(countText(1000)).toBe('1,000');
    expect(countText(132_012)).toBe('132,012');
    expect(countText(1_234_567)).toBe('1,234,567');
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(countText(n)).toBe(n.toLocaleString('en'));
      }),
    );
  });
});
