/**
 * The stored custom fonts' file names, shared by every custom font list on
 * the page: read once from the cache, read again after each import.
 */
import { proxy, ref, useSnapshot } from 'valtio';
import type { CacheData } from '../../storage';

const fonts = proxy<{ names: readonly string[] }>({ names: ref([]) });
let requested = false;

/** Reads the names from the cache again and tells every list. */
export async function refreshFontNames(cache: CacheData): Promise<void> {
  fonts.names = ref(await cache.fontNames());
}

export function useCustomFontNames(cache: CacheData): readonly string[] {
  if (!requested) {
    requested = true;
    void refreshFontNames(cache);
  }
  return useSnapshot(fonts).names;
}
