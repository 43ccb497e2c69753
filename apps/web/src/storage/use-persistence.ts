import { useSnapshot } from 'valtio';
import type { PersistenceState } from './index';
import { storageState } from './start-up';

/** The browser's answer to the persistence request; null until it came. */
export function usePersistence(): PersistenceState | null {
  return useSnapshot(storageState).persistence;
}
