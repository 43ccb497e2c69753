/**
 * How the catalogue's loading hands its lists, as fetched, to the library's
 * search (`catalogue-search.ts`) without importing it: the search registers
 * itself here when a screen that searches loads it, so a screen that loads
 * the catalogue but never searches (home, the prompt) fetches none of the
 * search's code. Until then a list is not offered and nothing is waited for
 * (the search gets such a list as books once it starts).
 */
import type { SearchableBook } from '@typeshelf/core/library';

type Shard = readonly SearchableBook[];

export interface SearchHandOff {
  offerListBytes(bytes: ArrayBuffer, lastUpdate: number): ((shard: Shard) => void) | null;
  offerDescriptionBytes(bytes: ArrayBuffer, shard: Shard): ((described: Shard) => void) | null;
  whenIndexed(): Promise<void>;
}

let handOff: SearchHandOff | null = null;

/** Called by the search as its module loads. */
export function registerSearchHandOff(search: SearchHandOff): void {
  handOff = search;
}

/** The search's `offerListBytes`, or null (not offered) while no search has started its worker. */
export const offerListBytes = (bytes: ArrayBuffer, lastUpdate: number) =>
  handOff?.offerListBytes(bytes, lastUpdate) ?? null;

/** The search's `offerDescriptionBytes`, or null (not offered) while no search has started its worker. */
export const offerDescriptionBytes = (bytes: ArrayBuffer, shard: Shard) =>
  handOff?.offerDescriptionBytes(bytes, shard) ?? null;

/** The search's `whenIndexed`, or at once while no search has started its worker. */
export const whenIndexed = (): Promise<void> => handOff?.whenIndexed() ?? Promise.resolve();
