/**
 * The device's offset from the server's clock (docs/metrics.md, "Whose
 * clock"): learned from a round trip to `server_time` each time sync runs,
 * kept across reloads (a device offline at start-up stamps with the last one
 * learned), and added to every time this device stamps a result with.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { clockOffset, keptOffset } from '@typeshelf/core/sync';

const KEY = 'typeshelf:server-clock-offset';

function stored(): number {
  try {
    const value = Number(globalThis.localStorage?.getItem(KEY));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

let offset = stored();

/** Milliseconds to add to this device's clock to read the server's. */
export const serverClockOffset = () => offset;

/** Now, on the server's clock. */
export const serverNow = () => Date.now() + offset;

/** Learns the offset from one call of `server_time`; a failed call keeps the one held. */
export async function learnServerClock(client: SupabaseClient): Promise<void> {
  const sentAt = Date.now();
  const { data, error } = await client.rpc('server_time');
  const receivedAt = Date.now();
  if (error || typeof data !== 'number') return;
  offset = keptOffset(offset, clockOffset(data, sentAt, receivedAt));
  try {
    globalThis.localStorage?.setItem(KEY, String(offset));
  } catch {
    // Private mode without storage: the offset holds for this page only.
  }
}
