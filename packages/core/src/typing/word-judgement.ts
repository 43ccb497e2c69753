/**
 * Words of a paragraph: how a typed word is judged (for
 * `highlightIncorrectWords`), which words count as missed after a paragraph,
 * and which word the dictionary is asked about (01 §5).
 */
import type { LogEntry } from './engine-types';
import { isSpace, type TypedBuffer, typedToArray } from './typed-buffer';

/** A word's character span [start, end) in its paragraph. */
export interface WordSpan {
  start: number;
  end: number;
}

/**
 * untyped: not reached yet; correct: the original starts with what is typed;
 * incorrect: typed in part and already different; inaccurate: fully typed and different.
 */
export type WordJudgement = 'untyped' | 'correct' | 'incorrect' | 'inaccurate';

const LETTER = /\p{L}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Words are maximal runs of non-space characters. */
export function wordSpans(chars: readonly string[]): WordSpan[] {
  const spans: WordSpan[] = [];
  let start = -1;
  for (let i = 0; i <= chars.length; i++) {
    const inWord = i < chars.length && !isSpace(chars[i] as string);
    if (inWord && start < 0) start = i;
    if (!inWord && start >= 0) {
      spans.push({ start, end: i });
      start = -1;
    }
  }
  return spans;
}

/** The spec's rule on strings: correct while `original` starts with `typed`, inaccurate once complete and different. */
export function judgeWord(original: string, typed: string, complete: boolean): WordJudgement {
  if (typed.length === 0) return 'untyped';
  if (complete) return typed === original ? 'correct' : 'inaccurate';
  return original.startsWith(typed) ? 'correct' : 'incorrect';
}

/** Judges every word of a paragraph given what is typed of it (newest-first buffer). */
export function judgeWords(
  chars: readonly string[],
  buffer: TypedBuffer,
): { span: WordSpan; judgement: WordJudgement }[] {
  const typed = typedToArray(buffer);
  return wordSpans(chars).map((span) => {
    const reached = Math.min(span.end, typed.length) - span.start;
    if (reached <= 0) return { span, judgement: 'untyped' as const };
    let allCorrect = true;
    for (let i = span.start; i < span.start + reached; i++) if (!typed[i]?.correct) allCorrect = false;
    const complete = typed.length >= span.end;
    const judgement: WordJudgement = allCorrect ? 'correct' : complete ? 'inaccurate' : 'incorrect';
    return { span, judgement };
  });
}

/** A word stripped of leading and trailing non-letters. */
export function stripWord(word: string): string {
  const chars = Array.from(word);
  let start = 0;
  let end = chars.length;
  while (start < end && !LETTER.test(chars[start] as string)) start++;
  while (end > start && !LETTER.test(chars[end - 1] as string)) end--;
  return chars.slice(start, end).join('');
}

/** The dictionary look-up form: stripped of edge non-letters, lower-cased, cut at the first apostrophe. */
export function lookupWord(word: string): string {
  const lower = stripWord(word).toLowerCase();
  const cut = lower.search(/['\u2019]/u);
  return cut >= 0 ? lower.slice(0, cut) : lower;
}

/** The word containing `index`, or the word just before it when `index` is on a space or the end. */
export function wordAt(chars: readonly string[], index: number): string {
  let i = Math.min(index, chars.length - 1);
  while (i > 0 && isSpace(chars[i] as string)) i--;
  if (i < 0 || isSpace(chars[i] ?? ' ')) return '';
  let start = i;
  let end = i + 1;
  while (start > 0 && !isSpace(chars[start - 1] as string)) start--;
  while (end < chars.length && !isSpace(chars[end] as string)) end++;
  return chars.slice(start, end).join('');
}

/**
 * Words typed with a typo in a paragraph attempt, in text order, stripped,
 * lower-cased and without repeats. A typo counts even when it was corrected;
 * a word whose typos all fall on punctuation is not missed.
 */
export function missedWords(
  chars: readonly string[],
  log: readonly LogEntry[],
  paragraph: number,
  from: number,
  to: number,
): string[] {
  const missedAt = new Set<number>();
  for (let i = from; i < to; i++) {
    const entry = log[i] as LogEntry;
    if (entry.type !== 'char' || entry.paragraph !== paragraph || entry.correct) continue;
    const expected = chars[entry.index];
    if (expected !== undefined && LETTER_OR_DIGIT.test(expected)) missedAt.add(entry.index);
  }
  if (missedAt.size === 0) return [];
  const words: string[] = [];
  for (const span of wordSpans(chars)) {
    let missed = false;
    for (let i = span.start; i < span.end && !missed; i++) missed = missedAt.has(i);
    if (!missed) continue;
    const word = stripWord(chars.slice(span.start, span.end).join('')).toLowerCase();
    if (word !== '' && !words.includes(word)) words.push(word);
  }
  return words;
}
