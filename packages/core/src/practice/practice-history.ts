/**
 * What a drill measured per drilled item, and each item's history over time
 * (the trend the practice screen shows). A drill's results live here only:
 * they are never a book's paragraph, so they never move a book's progress or
 * stats, and they reach the daily goal only when the typist asks for it.
 */
import type { LogEntry } from '../typing/engine-types';
import { activeGap, pausesPrompt } from '../typing/paragraph-stats';
import { type Drill, itemKey } from './drill-builder';

/** One drill's figures for one item. */
export interface DrillPoint {
  /** When the drill was finished, ms since the epoch. */
  t: number;
  /** Active ms per character typed in the item's words (lower is faster). */
  msPerChar: number;
  /** Character keystrokes in its words that were typos. */
  errors: number;
}

/** Per item key (`word:…`, `pair:…`), its points oldest first. */
export type PracticeHistory = Readonly<Record<string, readonly DrillPoint[]>>;

/** Points kept per item. */
export const HISTORY_POINTS = 30;

/**
 * Each drilled item's figures from the drill's log (the single paragraph of
 * the drill, entries `from`..`to`); an item none of whose words was typed is
 * left out.
 */
export function drillResults(
  drill: Drill,
  log: readonly LogEntry[],
  from: number,
  to: number,
  t: number,
): Record<string, DrillPoint> {
  const owner: number[] = [];
  drill.parts.forEach((part, index) => {
    for (const span of part.spans) for (let i = span.start; i < span.end; i++) owner[i] = index;
  });
  const time: number[] = drill.parts.map(() => 0);
  const typed: number[] = drill.parts.map(() => 0);
  const errors: number[] = drill.parts.map(() => 0);
  let previous: LogEntry | undefined = log[from - 1];
  for (let i = from; i < to; i++) {
    const entry = log[i] as LogEntry;
    const gap = activeGap(previous?.t ?? null, entry.t, previous !== undefined && pausesPrompt(previous));
    previous = entry;
    if (entry.type !== 'char') continue;
    const part = owner[entry.index];
    if (part === undefined) continue;
    time[part] = (time[part] ?? 0) + gap;
    typed[part] = (typed[part] ?? 0) + 1;
    if (!entry.correct) errors[part] = (errors[part] ?? 0) + 1;
  }
  const out: Record<string, DrillPoint> = {};
  drill.parts.forEach((part, index) => {
    const n = typed[index] ?? 0;
    if (n > 0) out[itemKey(part)] = { t, msPerChar: (time[index] ?? 0) / n, errors: errors[index] ?? 0 };
  });
  return out;
}

/** The history with a drill's results added (each item keeps its last `HISTORY_POINTS`). */
export function recordDrill(history: PracticeHistory, results: Record<string, DrillPoint>): PracticeHistory {
  const next: Record<string, readonly DrillPoint[]> = { ...history };
  for (const [key, point] of Object.entries(results)) {
    if (key === '__proto__') continue;
    const known = Object.hasOwn(history, key) ? history[key] : undefined;
    next[key] = [...(known ?? []), point].slice(-HISTORY_POINTS);
  }
  return next;
}

/** An item's trend: its first and latest ms per character and the change in percent (negative is faster). */
export function itemTrend(
  points: readonly DrillPoint[],
): { first: number; latest: number; change: number } | null {
  const first = points[0];
  const latest = points.at(-1);
  if (first === undefined || latest === undefined) return null;
  const change = first.msPerChar > 0 ? ((latest.msPerChar - first.msPerChar) / first.msPerChar) * 100 : 0;
  return { first: first.msPerChar, latest: latest.msPerChar, change };
}

/**
 * What finishing a drill writes: the practice history, and the typing time to
 * add to today's goal (0 unless `countsTowardsGoal`). Nothing else: a drill
 * has no book, chapter or paragraph to move.
 */
export function practiceOutcome(
  history: PracticeHistory,
  results: Record<string, DrillPoint>,
  timeMs: number,
  countsTowardsGoal: boolean,
): { history: PracticeHistory; goalTimeMs: number } {
  return { history: recordDrill(history, results), goalTimeMs: countsTowardsGoal ? timeMs : 0 };
}

/** A stored history read back; malformed points are left out. */
export function readHistory(value: unknown): PracticeHistory {
  if (typeof value !== 'object' || value === null) return {};
  const out: Record<string, DrillPoint[]> = {};
  for (const [key, points] of Object.entries(value)) {
    if (!Array.isArray(points) || key === '__proto__') continue;
    const valid = points.filter(
      (p): p is DrillPoint =>
        typeof p === 'object' &&
        p !== null &&
        Number.isFinite(p.t) &&
        Number.isFinite(p.msPerChar) &&
        Number.isInteger(p.errors),
    );
    if (valid.length > 0) out[key] = valid.slice(-HISTORY_POINTS);
  }
  return out;
}
