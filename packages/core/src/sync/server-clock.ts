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
