/**
 * The typist's mistakes across every book, kept for practice: each missed
 * word with how often and when it was last missed, and each letter pair with
 * its mean time between its two keys. Noted once per typed paragraph from its
 * keystroke log; capped so it stays small enough to keep on the device.
 */
import type { LogEntry } from '../typing/engine-types';
import { AFK_BOUNDARY_MS } from '../typing/typing-constants';
import { missedWords } from '../typing/word-judgement';

/** How often a word was missed (typed paragraphs with a typo in it) and when last, ms since the epoch. */
export interface WordMistakes {
  count: number;
  last: number;
}

/** A letter pair's mean time from its first key to its second, over `count` samples. */
export interface PairTiming {
  ms: number;
  count: number;
  last: number;
}

export interface MistakeJournal {
  words: Readonly<Record<string, WordMistakes>>;
  pairs: Readonly<Record<string, PairTiming>>;
}

export const EMPTY_JOURNAL: MistakeJournal = { words: {}, pairs: {} };

/** The journal keeps at most this many words and pairs (the least recent go first). */
export const JOURNAL_WORD_LIMIT = 2000;
export const JOURNAL_PAIR_LIMIT = 1000;

const LETTER = /^\p{L}$/u;

/** An own entry of a record: a word such as "constructor" must not find the prototype's. */
const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** Keys a plain object cannot hold as data. */
const storable = (key: string) => key !== '__proto__';

/** What one paragraph attempt adds: its missed words and the time of each letter pair typed right. */
export interface ParagraphMistakes {
  missed: string[];
  /** Per pair (lower case), the summed ms and the samples. */
  pairs: Record<string, { total: number; count: number }>;
}

/**
 * A paragraph attempt's mistakes from the log entries `from`..`to`. A pair is
 * timed only when both its letters were typed right one after the other, with
 * no pause longer than the AFK boundary between them.
 */
export function paragraphMistakes(
  chars: readonly string[],
  log: readonly LogEntry[],
  paragraph: number,
  from: number,
  to: number,
): ParagraphMistakes {
  const pairs: Record<string, { total: number; count: number }> = {};
  let previous: LogEntry | null = null;
  for (let i = from; i < to; i++) {
    const entry = log[i] as LogEntry;
    if (
      entry.type === 'char' &&
      entry.correct &&
      previous?.type === 'char' &&
      previous.correct &&
      previous.paragraph === paragraph &&
      entry.paragraph === paragraph &&
      previous.index === entry.index - 1
    ) {
      const a = chars[previous.index] ?? '';
      const b = chars[entry.index] ?? '';
      const gap = entry.t - previous.t;
      if (LETTER.test(a) && LETTER.test(b) && gap >= 0 && gap <= AFK_BOUNDARY_MS) {
        const pair = (a + b).toLowerCase();
        const sum = own(pairs, pair) ?? { total: 0, count: 0 };
        pairs[pair] = { total: sum.total + gap, count: sum.count + 1 };
      }
    }
    previous = entry;
  }
  return { missed: missedWords(chars, log, paragraph, from, to), pairs };
}

function newestFirst<T extends { last: number }>(
  record: Record<string, T>,
  limit: number,
): Record<string, T> {
  const entries = Object.entries(record);
  if (entries.length <= limit) return record;
  entries.sort((a, b) => b[1].last - a[1].last || (a[0] < b[0] ? -1 : 1));
  return Object.fromEntries(entries.slice(0, limit));
}

/** The journal with a paragraph's mistakes noted at `t`. */
export function noteParagraph(
  journal: MistakeJournal,
  mistakes: ParagraphMistakes,
  t: number,
): MistakeJournal {
  const words: Record<string, WordMistakes> = { ...journal.words };
  for (const word of mistakes.missed) {
    if (!storable(word)) continue;
    const known = own(words, word);
    words[word] = { count: (known?.count ?? 0) + 1, last: Math.max(t, known?.last ?? 0) };
  }
  const pairs: Record<string, PairTiming> = { ...journal.pairs };
  for (const [pair, { total, count }] of Object.entries(mistakes.pairs)) {
    if (!storable(pair)) continue;
    const known = own(pairs, pair);
    const n = (known?.count ?? 0) + count;
    const ms = ((known?.ms ?? 0) * (known?.count ?? 0) + total) / n;
    pairs[pair] = { ms, count: n, last: Math.max(t, known?.last ?? 0) };
  }
  return {
    words: newestFirst(words, JOURNAL_WORD_LIMIT),
    pairs: newestFirst(pairs, JOURNAL_PAIR_LIMIT),
  };
}

/**
 * Adds words the progress records counted as missed before the journal
 * existed: their count is known, their time is not (`last` 0, so they weigh
 * as old mistakes). Words the journal has keep its entry.
 */
export function withStoredMisses(
  journal: MistakeJournal,
  counts: Readonly<Record<string, number>>,
): MistakeJournal {
  const words: Record<string, WordMistakes> = { ...journal.words };
  for (const [word, count] of Object.entries(counts)) {
    if (count > 0 && storable(word) && own(words, word) === undefined) words[word] = { count, last: 0 };
  }
  return { ...journal, words };
}

const isCount = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** A stored journal read back; anything malformed is left out. */
export function readJournal(value: unknown): MistakeJournal {
  if (typeof value !== 'object' || value === null) return EMPTY_JOURNAL;
  const { words, pairs } = value as { words?: unknown; pairs?: unknown };
  const keep = <T>(record: unknown, valid: (v: Record<string, unknown>) => boolean): Record<string, T> => {
    if (typeof record !== 'object' || record === null) return {};
    return Object.fromEntries(
      Object.entries(record).filter(
        ([, v]) => typeof v === 'object' && v !== null && valid(v as Record<string, unknown>),
      ),
    ) as Record<string, T>;
  };
  return {
    words: keep<WordMistakes>(words, (v) => isCount(v.count) && isCount(v.last)),
    pairs: keep<PairTiming>(
      pairs,
      (v) => isCount(v.ms) && isCount(v.count) && (v.count as number) > 0 && isCount(v.last),
    ),
  };
}
