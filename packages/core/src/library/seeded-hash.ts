/**
 * A 32-bit hash of a string under a seed (FNV-1a, then a MurmurHash3
 * finaliser to spread the bits). The random sort order keys every book by
 * `seededHash(seed, id)`: the same seed always gives the same order, a new
 * seed a new shuffle, and the order does not depend on the input order.
 */
export function seededHash(seed: number, text: string): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
