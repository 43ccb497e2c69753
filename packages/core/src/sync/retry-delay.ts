/**
 * The pending queue's back-off, in a file of its own: the web app's start-up
 * code retries a failed chunk load with it, and importing it from the queue's
 * driver or the sync's constants would carry the driver, the row shapes and
 * the sync's messages into every page's first load.
 */

/** Pending progress is resent after a failure from this delay, doubling up to the cap. */
export const PENDING_RETRY_FIRST_DELAY = 500;
export const PENDING_RETRY_MAX_DELAY = 60_000;

/** Delay before the next try after `failures` failed sends in a row: 500 ms doubling, at most a minute. */
export const retryDelay = (failures: number) =>
  Math.min(PENDING_RETRY_MAX_DELAY, PENDING_RETRY_FIRST_DELAY * 2 ** Math.max(0, failures - 1));
