/**
 * Which words of a paragraph the prompt draws character by character. A
 * paragraph of ordinary length is drawn whole that way; one longer than
 * {@link DETAILED_PARAGRAPH_LIMIT} (a hostile or badly converted file can
 * hold 100,000 characters without a break) only near the caret, the rest as
 * plain runs of text in the same line flow. Each drawn character is an
 * element the browser lays out on every key: 100,000 of them took 1.5 s to
 * open and 100 ms a key.
 */
import type { ParagraphView } from './prompt-view';

/** Longest paragraph drawn character by character throughout. */
export const DETAILED_PARAGRAPH_LIMIT = 5_000;
/** Characters drawn one by one before the caret in a longer paragraph. */
export const DETAIL_BEFORE = 2_000;
/** Characters drawn one by one from the caret on. */
export const DETAIL_AFTER = 3_000;

/** Word indices `[from, to)` drawn character by character; the words before and after are plain runs. */
export function detailedWords(view: Pick<ParagraphView, 'words' | 'length' | 'typedLength'>): {
  from: number;
  to: number;
} {
  const { words } = view;
  if (view.length <= DETAILED_PARAGRAPH_LIMIT) return { from: 0, to: words.length };
  const caret = view.typedLength;
  // The first word ending after `caret - DETAIL_BEFORE`, and the first starting at `caret + DETAIL_AFTER`.
  const from = firstWord(words, (w) => w.start + w.chars.length > caret - DETAIL_BEFORE);
  const to = firstWord(words, (w) => w.start >= caret + DETAIL_AFTER);
  return { from, to: Math.max(from, to) };
}

/** Binary search: the first word for which `after` holds (it holds for every later word too). */
function firstWord(
  words: ParagraphView['words'],
  after: (word: ParagraphView['words'][number]) => boolean,
): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (after(words[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
