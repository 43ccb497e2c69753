/**
 * A paragraph's per-character state as a compact string, one code per
 * character of the text plus one for the closing newline marker (a string
 * shorter than that leaves the rest untyped):
 *
 *   '.' not typed yet   'c' typed correctly   'x' typed wrong   'f' fixed (wrong once, then right)
 *
 * Strings compare by value, so memoised words and paragraphs re-render only
 * when their slice of the state actually changed.
 */
export type CharStateCode = '.' | 'c' | 'x' | 'f';

export const UNTYPED = '.';
export const CORRECT = 'c';
export const WRONG = 'x';
export const FIXED = 'f';

/** A word of a paragraph with the space after it: `[start, end)` in the text. */
export interface WordSpan {
  start: number;
  end: number;
}

/** Splits text into words, each keeping its trailing spaces, so the words laid end to end are the text. */
export function splitWords(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  const re = /\S+\s*|\s+/g;
  for (let match = re.exec(text); match !== null; match = re.exec(text)) {
    spans.push({ start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

/**
 * A word is flagged incorrect once all its letters are typed and any of them
 * was wrong (01 §5: a typed word is correct while the original starts with it).
 * `states` and `word` are the word's own (trailing spaces included).
 */
export function isWordIncorrect(states: string, word: string): boolean {
  let end = word.length;
  while (end > 0 && /\s/.test(word[end - 1]!)) end--;
  if (end === 0 || states.length < end) return false;
  let wrong = false;
  for (let i = 0; i < end; i++) {
    const state = states[i];
    if (state === UNTYPED) return false;
    if (state === WRONG) wrong = true;
  }
  return wrong;
}
