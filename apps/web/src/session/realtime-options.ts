/**
 * Realtime's connection constants (03 §9): a join or push times out after
 * 10 s, the socket sends a heartbeat every 30 s, and a dropped connection is
 * tried again after 1, 2, 5, then every 10 s. The same delays pace every
 * other retry of a connection-like step (loading the sync or account code,
 * the premium check, a channel the server closed).
 */
export const REALTIME_TIMEOUT_MS = 10_000;
export const REALTIME_HEARTBEAT_MS = 30_000;
export const REALTIME_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

/** The wait before try number `tries` (1 for the first retry): 1, 2, 5, then 10 s. */
export function reconnectDelay(tries: number): number {
  const delays = REALTIME_RECONNECT_DELAYS_MS;
  return delays[Math.min(Math.max(tries, 1), delays.length) - 1] ?? 10_000;
}

/** supabase-js's `realtime` options with the constants above. */
export const REALTIME_OPTIONS = {
  timeout: REALTIME_TIMEOUT_MS,
  heartbeatIntervalMs: REALTIME_HEARTBEAT_MS,
  reconnectAfterMs: reconnectDelay,
};

/**
 * Waits before try number `tries` of a step the connection broke: Realtime's
 * delay, or less when the connection comes back first.
 */
export function retryPause(tries: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, reconnectDelay(tries));
    window.addEventListener('online', done);
  });
}
