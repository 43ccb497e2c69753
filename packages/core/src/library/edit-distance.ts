/**
 * Levenshtein distance with an upper bound, for typo-tolerant search. Only
 * the diagonal band of width `2·max + 1` is computed and the scan stops as
 * soon as a whole row exceeds `max`, so comparing a short query with a word
 * costs O(length · max) at worst and usually much less.
 */

// Scratch rows reused between calls; they never hold state across calls.
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

/**
 * The edit distance (insertions, deletions, substitutions of UTF-16 code
 * units) between `a` and `b` when it is at most `max`; otherwise `max + 1`.
 *
 * @example boundedEditDistance('holms', 'holmes', 3) // 1
 * @example boundedEditDistance('austen', 'dickens', 2) // 3 (more than 2)
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  const over = max + 1;
  if (a.length > b.length) [a, b] = [b, a];
  let endA = a.length;
  let endB = b.length;
  if (endB - endA > max) return over;
  let start = 0;
  while (start < endA && a.charCodeAt(start) === b.charCodeAt(start)) start++;
  while (endA > start && a.charCodeAt(endA - 1) === b.charCodeAt(endB - 1)) {
    endA--;
    endB--;
  }
  const n = endA - start;
  const m = endB - start;
  if (n === 0) return m <= max ? m : over;
  if (rowA.length <= m + 1) {
    rowA = new Int32Array(m * 2 + 2);
    rowB = new Int32Array(m * 2 + 2);
  }
  let prev = rowA;
  let cur = rowB;
  for (let j = 0; j <= m; j++) prev[j] = j <= max ? j : over;
  for (let i = 1; i <= n; i++) {
    const ca = a.charCodeAt(start + i - 1);
    const lo = Math.max(i - max, 1);
    const hi = Math.min(i + max, m);
    const left = lo === 1 ? (i <= max ? i : over) : over;
    cur[lo - 1] = left;
    let rowMin = left;
    for (let j = lo; j <= hi; j++) {
      const diagonal = prev[j - 1]! + (ca === b.charCodeAt(start + j - 1) ? 0 : 1);
      const up = prev[j]! + 1;
      const leftCell = cur[j - 1]! + 1;
      let value = Math.min(diagonal, up);
      if (leftCell < value) value = leftCell;
      if (value > over) value = over;
      cur[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (hi < m) cur[hi + 1] = over;
    if (rowMin > max) return over;
    const swap = prev;
    prev = cur;
    cur = swap;
  }
  const result = prev[m]!;
  return result <= max ? result : over;
}

/**
 * A 32-bit set of which characters occur in a word (folded into 32 buckets).
 * One edit changes at most two buckets, so
 * `popcount(maskA ^ maskB) > 2·max` proves the distance exceeds `max`
 * without running the dynamic programme. Tighter: each bucket only one word
 * has needs its own edit, so `popcount(maskA & ~maskB) > max` (or the other
 * way round) proves it too.
 */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) & 31);
  return mask;
}

/**
 * A 32-bit set of the adjacent letter pairs of a word (hashed into 32
 * buckets). One edit removes or adds at most four pairs, so
 * `popcount(maskA ^ maskB) > 4·max` also proves the distance exceeds `max`;
 * unlike the letter set, it tells apart words made of the same letters.
 * One edit breaks at most two of a word's pairs, so `popcount(maskA & ~maskB)
 * > 2·max` (or the other way round) proves it as well.
 */
export function pairMask(word: string): number {
  let mask = 0;
  for (let i = 0; i + 1 < word.length; i++) {
    mask |= 1 << ((Math.imul(word.charCodeAt(i), 0x9e3779b1) ^ word.charCodeAt(i + 1)) & 31);
  }
  return mask;
}

/** Number of set bits of a 32-bit integer. */
export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}
