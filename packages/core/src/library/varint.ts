/*
 * Unsigned integers in 7-bit groups, low group first, the high bit of a byte
 * set when another byte follows. Occurrence lists are mostly small numbers
 * (a word's next book is usually near, its place in a description under
 * 128), so one byte holds most of them where an Int32Array spends four.
 */

/** How many bytes {@link writeVarint} takes for `value` (0 … 2³¹ − 1). */
export function varintSize(value: number): number {
  if (value < 0x80) return 1;
  if (value < 0x4000) return 2;
  if (value < 0x200000) return 3;
  if (value < 0x10000000) return 4;
  return 5;
}

/** Writes `value` at `at`; returns where the next value goes. */
export function writeVarint(bytes: Uint8Array, at: number, value: number): number {
  let rest = value;
  while (rest >= 0x80) {
    bytes[at++] = (rest & 0x7f) | 0x80;
    rest >>>= 7;
  }
  bytes[at] = rest;
  return at + 1;
}
