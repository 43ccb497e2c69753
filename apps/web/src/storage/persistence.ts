/**
 * Persistent storage (01 §4): the browser is asked once per visit to keep our
 * data; the home screen warns when it cannot or would not, and reminds about
 * exports (`persistence-warnings.ts`, which only the home screen loads).
 */

/** What the browser answered to `navigator.storage.persist()`. */
export type PersistenceState = 'granted' | 'denied' | 'unsupported';

/** Asks the browser to keep our storage and logs the answer (01 §8). */
export async function requestPersistence(
  storage: StorageManager | undefined = navigator.storage,
): Promise<PersistenceState> {
  if (!storage || typeof storage.persist !== 'function') return 'unsupported';
  const already = typeof storage.persisted === 'function' ? await storage.persisted() : false;
  const granted = already || (await storage.persist());
  console.info(
    granted
      ? 'Storage will not be cleared except by an explicit user action.'
      : 'Storage may be cleared by the browser under storage pressure.',
  );
  return granted ? 'granted' : 'denied';
}
