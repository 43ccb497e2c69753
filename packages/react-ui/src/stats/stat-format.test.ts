import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countText, warmStatFormats, whenText } from './stat-format';

describe('whenText', () => {
  it("writes a date and time in the reader's locale, medium date and short time", () => {
    const local = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (at) => {
        expect(whenText(at)).toBe(local.format(at));
      }),
    );
  });
});

describe('countText', () => {
  it('groups the thousands as English does', () => {
    warmStatFormats();
    expect(countText(0)).toBe('0');
    expect(countText(999)).toBe('999');
    expect(countText(1000)).toBe('1,000');
    expect(countText(132_012)).toBe('132,012');
    expect(countText(1_234_567.4)).toBe('1,234,567');
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(countText(n)).toBe(n.toLocaleString('en'));
      }),
    );
  });
});
