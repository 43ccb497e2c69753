/**
 * The stats fold of the paragraph being typed, carried forward key by key.
 * The Enter that finishes a paragraph then folds only its own log entry, not
 * the paragraph's few hundred: that fold runs once a paragraph, so its code
 * never warmed up and took a third of a millisecond or more of the Enter's
 * event, where each key's step of it costs next to nothing.
 *
 * A cache, not state: it is kept for one backing array of the log
 * (`AppendLog.items`). Items once written to an array never change (an append
 * to an older view copies its prefix into a new array), so a fold over the
 * first `consumed` items of that array holds for every state that sees them.
 * Any other state (another array, another attempt, a shorter log) folds from
 * its attempt's start, as `paragraphStatsFromLog` does, with the same result.
 */

import { type AppendLog, itemAt } from './append-log';
import type { LogEntry } from './engine-types';
import { accumulateEntry, type ParagraphAccumulator, startParagraph } from './paragraph-stats';

interface Fold {
  items: readonly LogEntry[];
  paragraph: number;
  attemptStart: number;
  consumed: number;
  acc: ParagraphAccumulator;
}

let kept: Fold | null = null;

/**
 * The fold of `paragraph`'s entries from `attemptStart` to the end of `log`.
 * The accumulator is the cache's: finish it at once, never keep or change it.
 */
export function foldParagraph(
  log: AppendLog<LogEntry>,
  paragraph: number,
  attemptStart: number,
): ParagraphAccumulator {
  let fold = kept;
  if (
    fold === null ||
    fold.items !== log.items ||
    fold.paragraph !== paragraph ||
    fold.attemptStart !== attemptStart ||
    fold.consumed > log.length
  ) {
    fold = {
      items: log.items,
      paragraph,
      attemptStart,
      consumed: attemptStart,
      acc: startParagraph(paragraph, itemAt(log, attemptStart - 1)),
    };
    kept = fold;
  }
  for (let i = fold.consumed; i < log.length; i++) accumulateEntry(fold.acc, log.items[i] as LogEntry);
  fold.consumed = log.length;
  return fold.acc;
}
