import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeCount, isComplete, isInProgress } from './completion';

describe('completion', () => {
  it('is complete from a progress of 1, and over 1 too', () => {
    expect(isComplete(0)).toBe(false);
    expect(isComplete(0.999)).toBe(false);
    expect(isComplete(1)).toBe(true);
    expect(isComplete(2)).toBe(true);
  });

  it('is in progress strictly between 0 and 1', () => {
    expect(isInProgress(0)).toBe(false);
    expect(isInProgress(0.01)).toBe(true);
    expect(isInProgress(0.99)).toBe(true);
    expect(isInProgress(1)).toBe(false);
  });

  it('never calls a share both complete and in progress', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (progress) => {
        expect(isComplete(progress) && isInProgress(progress)).toBe(false);
      }),
    );
  });

  it('counts the complete ones', () => {
    expect(completeCount([{ progress: 1 }, { progress: 0.5 }, { progress: 1.2 }, { progress: 0 }])).toBe(2);
    expect(completeCount([])).toBe(0);
  });
});
