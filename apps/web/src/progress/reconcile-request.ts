/**
 * Asks a running sync to reconcile again: progress written by another path
 * than a save (a save file imported, a reset) never enters the pending
 * queue, so only a reconcile brings it to the server. Without a running sync
 * (no Pro account signed in) the request is simply not heard.
 */
const EVENT = 'typeshelf:reconcile';

export function requestReconcile(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(EVENT));
}

/** Calls `listener` on each request; returns how to stop. */
export function onReconcileRequest(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
