import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLOCK_OFFSET_NOISE_MS, clockOffset, keptOffset, serverTime } from './server-clock';

describe('the server clock', () => {
  it("a device whose clock is off by any amount stamps on the server's clock after one symmetric round trip", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1e12, max: 2e12 }),
        fc.integer({ min: -864e5, max: 864e5 }),
        fc.integer({ min: 0, max: 5000 }),
        (real, skew, trip) => {
          const offset = clockOffset(real + trip / 2, real + skew, real + skew + trip);
          expect(serverTime(real + skew + 1234, offset)).toBeCloseTo(real + 1234, 6);
        },
      ),
    );
  });

  it('keeps the offset it holds through round-trip noise, and takes a real change', () => {
    expect(keptOffset(3_600_000, 3_600_000 + CLOCK_OFFSET_NOISE_MS - 1)).toBe(3_600_000);
    expect(keptOffset(0, -3_600_000)).toBe(-3_600_000);
  });
});
