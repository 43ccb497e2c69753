/**
 * The stored custom fonts' file names, shared by every custom font list on
 * the page: read once from the cache, read again after each import.
 */
import { useSyncExternalStore } from 'react';
import type { CacheData } from '../data';

let names: readonly string[] = [];
let requested = false;
const listeners = new Set<() => void>();

/** Reads the names from the cache again and tells every list. */
export async function refreshFontNames(cache: CacheData): Promise<void> {
  names = await cache.fontNames();
  for (const listener of listeners) listener();
}

export function useCustomFontNames(cache: CacheData): readonly string[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      if (!requested) {
        requested = true;
        void refreshFontNames(cache);
      }
      return () => listeners.delete(listener);
    },
    () => names,
  );
}
