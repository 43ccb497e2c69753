/**
 * Start-up work on local data: the one-time v1 migration and the request for
 * persistent storage, whose answer the home screen's banners read.
 */
import { useSyncExternalStore } from 'react';
import { type PersistenceState, requestPersistence } from '../data';
import { localData } from './local-data';

let persistence: PersistenceState | null = null;
const listeners = new Set<() => void>();

export function startLocalData(): void {
  void localData
    .migrateLegacy()
    .catch((error: unknown) => console.error('Legacy data migration failed', error));
  void requestPersistence(typeof navigator === 'undefined' ? undefined : navigator.storage)
    .catch((): PersistenceState => 'unsupported')
    .then((state) => {
      persistence = state;
      for (const listener of listeners) listener();
    });
}

/** The browser's answer to the persistence request; null until it came. */
export function usePersistence(): PersistenceState | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => persistence,
    () => persistence,
  );
}
