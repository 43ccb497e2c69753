/**
 * Loads a part of the app (a chunk's import) that a write waits on. When the
 * load fails while the device is offline (a chunk never fetched, and no
 * service worker yet to serve it), it is asked for again once the connection
 * returns: what waits on it (a typed paragraph's save) then waits for the
 * connection instead of failing, and runs in its turn.
 */
export function loadOnceOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (navigator.onLine) throw error;
    return new Promise<void>((resolve) => {
      window.addEventListener('online', () => resolve(), { once: true });
    }).then(() => loadOnceOnline(load));
  });
}
