import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLOCK_OFFSET_NOISE_MS,
  clockOffset,
  createServerClock,
  keptOffset,
  serverTime,
} from './server-clock';

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

/** A device's clocks: its wall clock `skew` ms off real time, its monotonic clock parted from it by `drift` from the page's start. */
function device(start: { real: number; skew: number }) {
  const state = { real: start.real, skew: start.skew, drift: 0, jitter: 0 };
  const origin = start.real + start.skew;
  const clocks = {
    wall: () => Math.floor(state.real + state.skew + state.jitter),
    monotonic: () => state.real + start.skew - origin - state.drift,
  };
  return { state, clocks };
}

describe("the device's clock corrected to the server's", () => {
  it('stamps keystrokes on the server clock when the wall clock the offset was learned against is off and the monotonic clock is not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1e12, max: 2e12 }),
        fc.integer({ min: -864e5, max: 864e5 }),
        fc.integer({ min: 0, max: 864e5 }),
        fc.integer({ min: 0, max: 3000 }),
        (real, skew, drift, trip) => {
          const { state, clocks } = device({ real, skew });
          // The monotonic clock has parted from the wall clock (a sleep, a clock set by hand) before sync runs.
          state.drift = drift;
          const clock = createServerClock(clocks);
          const sentAt = clock.deviceNow();
          state.real += trip;
          const receivedAt = clock.deviceNow();
          clock.learn(state.real - trip / 2, sentAt, receivedAt);
          state.real += 5000;
          const keyAt = clocks.monotonic();
          // Within the offset's noise: a smaller error is kept as round-trip noise.
          expect(Math.abs(clock.at(keyAt) - state.real)).toBeLessThan(CLOCK_OFFSET_NOISE_MS + 1);
          expect(Math.abs(clock.now() - state.real)).toBeLessThan(CLOCK_OFFSET_NOISE_MS + 1);
        },
      ),
    );
  });

  it('keeps the gaps between keystrokes exactly as typed through the wall clock’s round-off', () => {
    const { state, clocks } = device({ real: 1.8e12, skew: 3_600_000 });
    const clock = createServerClock(clocks, -3_600_000);
    const first = clocks.monotonic();
    const one = clock.at(first);
    state.real += 123.456;
    state.jitter = 0.9;
    expect(clock.at(clocks.monotonic()) - one).toBeCloseTo(123.456, 3);
  });

  it("carries events by the platform's time origin, to the microsecond, while the wall clock agrees with it", () => {
    const origin = 1.8e12 + 0.6875;
    const clocks = { wall: () => Math.floor(origin + 5000.25), monotonic: () => 5000.25, origin };
    const clock = createServerClock(clocks, 250);
    // The page's own stamp (origin + timeStamp) plus the offset: a paragraph saved on one page and
    // finished on another keeps the times its keys were typed at.
    expect(clock.at(1234.5625)).toBe(origin + 1234.5625 + 250);
    // An origin the wall clock has parted from (a clock set by hand since the page opened) is not taken.
    const parted = createServerClock({ ...clocks, origin: origin - 3_600_000 });
    expect(Math.abs(parted.at(5000.25) - clocks.wall())).toBeLessThan(1);
  });

  it('reads its anchor again when the monotonic clock jumps from the wall clock mid-page', () => {
    const { state, clocks } = device({ real: 1.8e12, skew: 0 });
    const clock = createServerClock(clocks);
    state.real += 60_000;
    state.drift = 8 * 3_600_000;
    expect(clock.now()).toBe(state.real);
  });
});
