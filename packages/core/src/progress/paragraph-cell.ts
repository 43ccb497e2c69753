/**
 * The per-paragraph conflict rule (03 §4) as a join: each of a cell's three
 * facts keeps its newest value. Equal timestamps fall back on a canonical
 * comparison of the values so that the join stays commutative.
 */
import type { ParagraphStats } from '../stats/stats-types';
import type { ParagraphCell, TypedResult } from './progress-types';

/** A cell with nothing in it. */
export const EMPTY_CELL: ParagraphCell = { typed: null, read: null, cleared: 0 };

/**
 * JSON text with every object's keys in sorted order: a result rebuilt from a
 * server row lists its fields in another order than the one saved here, and
 * the order they were written in must never decide a tie.
 */
function canonicalText(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : inner,
  );
}

/** Deterministic order of two JSON-able values, for timestamp ties only. */
function canonicalCompare(a: unknown, b: unknown): number {
  const x = canonicalText(a);
  const y = canonicalText(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Typed results of one time in the server's order (its merge trigger): the
 * larger of (wpm, raw, accuracy, consistency, time) wins, so a device and the
 * server settle a tie alike; what even that leaves equal, the canonical order.
 */
function typedTieOrder(a: TypedResult, b: TypedResult): number {
  const x = [a.wpm.value, a.wpm.raw, a.acc.value, a.con.value, a.time];
  const y = [b.wpm.value, b.wpm.raw, b.acc.value, b.con.value, b.time];
  for (let i = 0; i < x.length; i++) {
    const d = (x[i] as number) - (y[i] as number);
    if (d !== 0) return d;
  }
  return canonicalCompare(a, b);
}

function newest<T extends { timestamp: number }>(
  a: T | null,
  b: T | null,
  tieOrder: (a: T, b: T) => number = canonicalCompare,
): T | null {
  if (a === null) return b;
  if (b === null) return a;
  if (a.timestamp !== b.timestamp) return a.timestamp > b.timestamp ? a : b;
  return tieOrder(a, b) >= 0 ? a : b;
}

/** The join of two cells: the newest typed result, read mark and clear of either. */
export function mergeCells(a: ParagraphCell | null, b: ParagraphCell | null): ParagraphCell | null {
  if (a === null) return b;
  if (b === null || a === b) return a;
  const typed = newest(a.typed, b.typed, typedTieOrder);
  const read = newest(a.read, b.read);
  const cleared = Math.max(a.cleared, b.cleared);
  if (typed === a.typed && read === a.read && cleared === a.cleared) return a;
  if (typed === b.typed && read === b.read && cleared === b.cleared) return b;
  return { typed, read, cleared };
}

/**
 * What a cell counts as: its typed result when newer than the last clear,
 * else its read mark when newer, else nothing.
 */
export function cellStats(cell: ParagraphCell | null | undefined): ParagraphStats | null {
  const stats = countedStats(cell);
  if (stats === null || stats.type === 'read') return stats;
  const { missed: _missed, ...typed } = stats as TypedResult;
  return typed;
}

/**
 * What a cell counts as, like `cellStats`, but a typed result is returned as
 * stored (its missed words included) instead of copied: reading a year of
 * history makes 100,000 of these.
 */
export function countedStats(cell: ParagraphCell | null | undefined): ParagraphStats | null {
  if (!cell) return null;
  if (cell.typed !== null && cell.typed.timestamp > cell.cleared) return cell.typed;
  if (cell.read !== null && cell.read.timestamp > cell.cleared) return cell.read;
  return null;
}

/** The counted typed result of a cell, with its missed words; null when it counts as read or nothing. */
export function countedTyped(cell: ParagraphCell | null | undefined) {
  return cell?.typed && cell.typed.timestamp > cell.cleared ? cell.typed : null;
}
