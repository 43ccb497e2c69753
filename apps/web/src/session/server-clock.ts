/**
 * The device's clock corrected to the server's (docs/metrics.md, "Whose
 * clock"), the one every stamp this device makes comes from: keystrokes,
 * marks, resets. The offset is learned from a round trip to `server_time`
 * each time sync runs and kept across reloads (a device offline at start-up
 * stamps with the last one learned); core's `createServerClock` carries the
 * events' monotonic times onto the wall clock the offset was learned against.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { createServerClock } from '@typeshelf/core/sync';

const KEY = 'typeshelf:server-clock-offset';

function stored(): number {
  try {
    const value = Number(globalThis.localStorage?.getItem(KEY));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

const clock = createServerClock(
  { wall: () => Date.now(), monotonic: () => performance.now(), origin: performance.timeOrigin },
  stored(),
);

/** Now, on the server's clock. */
export const serverNow = () => clock.now();

/** An event's `timeStamp` (the page's monotonic clock) on the server's clock. */
export const serverTimeOfEvent = (timeStamp: number) => clock.at(timeStamp);

/** Learns the offset from one call of `server_time`; a failed call keeps the one held. */
export async function learnServerClock(client: SupabaseClient): Promise<void> {
  const sentAt = clock.deviceNow();
  const { data, error } = await client.rpc('server_time');
  const receivedAt = clock.deviceNow();
  if (error || typeof data !== 'number') return;
  const offset = clock.learn(data, sentAt, receivedAt);
  try {
    globalThis.localStorage?.setItem(KEY, String(offset));
  } catch {
    // Private mode without storage: the offset holds for this page only.
  }
}
