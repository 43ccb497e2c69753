/**
 * Time that survives wrong clocks (docs/metrics.md, "Whose clock"): results
 * are ordered by their time, so every device stamps them on the server's
 * clock. A device learns its offset from the server's clock from a round
 * trip (the server's time, taken halfway between sending and receiving, as
 * NTP does) and adds it to its own clock; a device that never reached the
 * server keeps its own clock (offset 0) and the last offset it learned.
 */

/** The device clock's offset from the server's: server time = device time + offset. */
export function clockOffset(serverMs: number, sentAt: number, receivedAt: number): number {
  return serverMs - (sentAt + receivedAt) / 2;
}

/**
 * Smaller changes of a learned offset are the round trip's noise: keeping the
 * old offset spares keystroke durations a jump in the middle of a paragraph.
 */
export const CLOCK_OFFSET_NOISE_MS = 1000;

/** The offset to keep after learning `learned` while holding `held`. */
export function keptOffset(held: number, learned: number): number {
  return Math.abs(learned - held) < CLOCK_OFFSET_NOISE_MS ? held : Math.round(learned);
}

/** A device time on the server's clock. */
export const serverTime = (deviceMs: number, offset: number) => deviceMs + offset;

/** The two clocks a browser page reads: the wall clock (`Date.now`) and the monotonic one its events are stamped on (`performance.now`). */
export interface DeviceClocks {
  wall: () => number;
  monotonic: () => number;
  /**
   * The wall time the monotonic clock counts from, where the platform says
   * (`performance.timeOrigin`, to the microsecond). While the wall clock
   * agrees with it, events are carried by it exactly, as the page's own
   * stamps (`timeOrigin + timeStamp`) read them.
   */
  origin?: number;
}

/** Every time a device stamps, on the server's clock, from one source. */
export interface ServerClock {
  /** Milliseconds added to the device's wall clock to read the server's. */
  offset: () => number;
  /** The device's wall clock, read through the monotonic one (what a round trip is timed with). */
  deviceNow: () => number;
  /** Now, on the server's clock, in whole milliseconds (records keep their times in integer columns). */
  now: () => number;
  /** A monotonic time (an event's `timeStamp`) on the server's clock. */
  at: (monotonicMs: number) => number;
  /** Learns the offset from one round trip timed with `deviceNow`; returns the offset kept. */
  learn: (serverMs: number, sentAt: number, receivedAt: number) => number;
}

/**
 * The device's clock corrected to the server's, the one every stamp comes
 * from. The offset is learned and kept against the wall clock (it outlives
 * the page), while keystrokes arrive on the monotonic clock, which can part
 * from the wall clock (a laptop asleep, a clock set by hand): adding the
 * offset to a monotonic time directly would stamp with the very error the
 * offset corrects. So a monotonic time is first carried onto the wall clock
 * by an anchor (wall − monotonic), held through round-off noise so the gaps
 * between keystrokes stay exactly as typed, and read again when it jumps.
 */
export function createServerClock(clocks: DeviceClocks, heldOffset = 0): ServerClock {
  let offset = heldOffset;
  const read = clocks.wall() - clocks.monotonic();
  let anchor = clocks.origin === undefined ? Math.round(read) : keptOffset(clocks.origin, read);
  const anchored = () => {
    anchor = keptOffset(anchor, clocks.wall() - clocks.monotonic());
    return anchor;
  };
  const at = (monotonicMs: number) => monotonicMs + anchored() + offset;
  return {
    offset: () => offset,
    deviceNow: () => clocks.monotonic() + anchored(),
    now: () => Math.round(at(clocks.monotonic())),
    at,
    learn: (serverMs, sentAt, receivedAt) => {
      offset = keptOffset(offset, clockOffset(serverMs, sentAt, receivedAt));
      return offset;
    },
  };
}
