import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARET_EASINGS } from '../settings/settings-options';
import { autoCaretWpm, CARET_SPEEDS, caretDuration } from './caret-timing';
import { EASING_CSS } from './easing-css';
import { cubicBezier, EASINGS } from './easings';

describe('caret speeds', () => {
  it('has the spec durations', () => {
    expect(CARET_SPEEDS).toEqual({ instant: 0, slow: 150, medium: 100, fast: 85, 'very-fast': 50 });
    expect(caretDuration('fast', 120, 500)).toBe(85);
  });

  it('auto starts from 60 wpm plus 20 and blends to the measured speed over 50 characters', () => {
    // 80 wpm = 400 characters a minute = 150 ms per character.
    expect(caretDuration('auto', null, 0)).toBe(150);
    expect(caretDuration('auto', 100, 0)).toBe(150);
    expect(autoCaretWpm(100, 25)).toBe(100);
    expect(autoCaretWpm(100, 50)).toBe(120);
    expect(caretDuration('auto', 100, 50)).toBe(100);
    expect(caretDuration('auto', 100, 5000)).toBe(100);
  });
});

describe('easings', () => {
  it('has one function and one CSS value per setting', () => {
    expect(Object.keys(EASINGS).sort()).toEqual([...CARET_EASINGS].sort());
    expect(Object.keys(EASING_CSS).sort()).toEqual([...CARET_EASINGS].sort());
  });

  it('start at 0, end at 1 and never go backwards', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CARET_EASINGS),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (name, t) => {
          const f = EASINGS[name];
          expect(f(0)).toBe(0);
          expect(f(1)).toBe(1);
          const v = f(t);
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(1);
          expect(f(Math.min(1, t + 0.01))).toBeGreaterThanOrEqual(v - 1e-9);
        },
      ),
    );
  });

  it('match known points', () => {
    expect(EASINGS.linear(0.3)).toBe(0.3);
    expect(EASINGS.swing(0.5)).toBeCloseTo(0.5, 10);
    expect(EASINGS['ease-in-out'](0.5)).toBeCloseTo(0.5, 6);
    expect(EASINGS['ease-in'](0.5)).toBeLessThan(0.5);
    expect(EASINGS['ease-out'](0.5)).toBeGreaterThan(0.5);
    // CSS "ease" at half time is about 80% of the way.
    expect(EASINGS.ease(0.5)).toBeCloseTo(0.8024, 3);
    expect(cubicBezier(0, 0, 1, 1)(0.37)).toBeCloseTo(0.37, 6);
  });
});

describe('cubicBezier at the ends', () => {
  it('stays within 0..1 next to t = 1', () => {
    expect(EASINGS.ease(0.9999999999999998)).toBeLessThanOrEqual(1);
  });
});
