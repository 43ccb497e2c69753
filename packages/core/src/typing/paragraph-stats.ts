/**
 * A paragraph's stats as a fold over the keystroke log (definitions and worked
 * examples in docs/metrics.md). The fold keeps all its state in the
 * accumulator, so feeding the log in any chunks gives the same result.
 */

import { consistency } from '../stats/consistency';
import type { TypedParagraphStats } from '../stats/stats-types';
import type { LogEntry } from './engine-types';
import { AFK_BOUNDARY_MS, AFK_PENALTY_MS, CHARS_PER_WORD } from './typing-constants';

/** The running state of a paragraph stats fold. */
export interface ParagraphAccumulator {
  readonly paragraph: number;
  /** Time of the previous log entry of any paragraph; null at the session start. */
  lastT: number | null;
  /** True when the previous log entry paused the prompt (see `pausesPrompt`). */
  pausedAfter: boolean;
  /** Active time so far, ms. */
  time: number;
  /** Character keystrokes and how many were correct. */
  keystrokes: number;
  correct: number;
  /** Correctness of each character by index; only the first `textLength` are in the text. */
  text: boolean[];
  textLength: number;
  /** Character keystrokes per active second (bucket i covers (i s, (i+1) s]). */
  perSecond: number[];
  /** Time of the last entry of this paragraph. */
  timestamp: number;
}

/**
 * True for the entries after which the prompt shows Paused within 500 ms
 * whatever the settings: a finished paragraph (the clock stops 500 ms after
 * the Enter), paragraphs marked read, a restart and a mode switch.
 */
export function pausesPrompt(entry: LogEntry): boolean {
  return entry.type === 'enter' || entry.type === 'read' || entry.type === 'restart' || entry.type === 'mode';
}

/**
 * The active time a log entry adds: its gap from the previous entry, or the
 * AFK penalty when that gap is idle (longer than the AFK boundary) or there
 * is no previous entry. After an entry that paused the prompt the gap counts
 * at most the AFK penalty: a typist who reads the next paragraph while the
 * prompt says Paused is charged what a session's first key costs, not the
 * wait (docs/metrics.md, "Active time and idle gaps").
 */
export function activeGap(previous: number | null, t: number, pausedAfter = false): number {
  if (previous === null) return AFK_PENALTY_MS;
  const gap = t - previous;
  if (gap > AFK_BOUNDARY_MS) return AFK_PENALTY_MS;
  if (pausedAfter) return Math.max(0, Math.min(gap, AFK_PENALTY_MS));
  return Math.max(0, gap);
}

/**
 * Starts a fold for `paragraph`; `previous` is the log entry just before the
 * attempt began (undefined at the session start).
 */
export function startParagraph(paragraph: number, previous: LogEntry | undefined): ParagraphAccumulator {
  return {
    paragraph,
    lastT: previous === undefined ? null : previous.t,
    pausedAfter: previous !== undefined && pausesPrompt(previous),
    time: 0,
    keystrokes: 0,
    correct: 0,
    text: [],
    textLength: 0,
    perSecond: [],
    timestamp: 0,
  };
}

/** Folds one log entry into the accumulator (mutates and returns it). */
export function accumulateEntry(acc: ParagraphAccumulator, entry: LogEntry): ParagraphAccumulator {
  const counted =
    (entry.type === 'char' || entry.type === 'enter' || entry.type === 'backspace') &&
    entry.paragraph === acc.paragraph;
  if (counted) {
    acc.time += activeGap(acc.lastT, entry.t, acc.pausedAfter);
    acc.timestamp = entry.t;
    if (entry.type === 'char') {
      acc.keystrokes++;
      if (entry.correct) acc.correct++;
      const bucket = acc.time === 0 ? 0 : Math.ceil(acc.time / 1000) - 1;
      while (acc.perSecond.length <= bucket) acc.perSecond.push(0);
      acc.perSecond[bucket] = (acc.perSecond[bucket] ?? 0) + 1;
      // A miss at the paragraph end lands one past the text and is never correct.
      acc.text[entry.index] = entry.correct;
      acc.textLength = entry.index + 1;
    } else if (entry.type === 'backspace' && !entry.crossed) {
      acc.textLength = Math.min(acc.textLength, entry.to);
    }
  }
  acc.lastT = entry.t;
  acc.pausedAfter = pausesPrompt(entry);
  return acc;
}

/** Folds log entries into the accumulator (mutates and returns it). */
export function accumulate(acc: ParagraphAccumulator, entries: Iterable<LogEntry>): ParagraphAccumulator {
  for (const entry of entries) accumulateEntry(acc, entry);
  return acc;
}

/** Words per minute for `chars` characters in `ms`. */
export function wordsPerMinute(chars: number, ms: number): number {
  return ms > 0 ? chars / CHARS_PER_WORD / (ms / 60000) : 0;
}

/**
 * Raw speed of each active second; the last, partial second is scaled to a
 * full one, or merged into the second before it when shorter than half a second.
 */
export function perSecondSpeeds(perSecond: readonly number[], time: number): number[] {
  const seconds = Math.max(1, Math.ceil(time / 1000));
  const counts = Array.from({ length: seconds }, (_, i) => perSecond[i] ?? 0);
  const durations = counts.map((_, i) => (i < seconds - 1 ? 1000 : time - 1000 * (seconds - 1)));
  if (seconds > 1 && (durations[seconds - 1] ?? 0) < 500) {
    counts[seconds - 2] = (counts[seconds - 2] ?? 0) + (counts.pop() ?? 0);
    durations[seconds - 2] = (durations[seconds - 2] ?? 0) + (durations.pop() ?? 0);
  }
  return counts.map((count, i) => wordsPerMinute(count, durations[i] ?? 1000));
}

/** Finishes the fold; `length` is the paragraph's character count. */
export function finishParagraph(acc: ParagraphAccumulator, length: number): TypedParagraphStats {
  let correctInText = 0;
  for (let i = 0; i < acc.textLength; i++) if (acc.text[i] === true) correctInText++;
  const typedAnything = acc.keystrokes > 0;
  return {
    type: 'typed',
    wpm: {
      value: wordsPerMinute(correctInText, acc.time),
      raw: wordsPerMinute(acc.keystrokes, acc.time),
      weight: acc.time,
    },
    acc: { value: typedAnything ? (100 * acc.correct) / acc.keystrokes : 100, weight: acc.keystrokes },
    con: {
      value: typedAnything ? consistency(perSecondSpeeds(acc.perSecond, acc.time)) : 100,
      weight: typedAnything ? acc.time : 0,
    },
    time: acc.time,
    timestamp: acc.timestamp,
    length,
  };
}

/**
 * Stats of `paragraph` from the log, counting entries from `attemptStart`
 * (where the paragraph's current attempt began) to the end.
 */
export function paragraphStatsFromLog(
  log: readonly LogEntry[],
  paragraph: number,
  attemptStart: number,
  length: number,
  end = log.length,
): TypedParagraphStats {
  const acc = startParagraph(paragraph, log[attemptStart - 1]);
  for (let i = attemptStart; i < end; i++) accumulateEntry(acc, log[i] as LogEntry);
  return finishParagraph(acc, length);
}
