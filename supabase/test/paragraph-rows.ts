/**
 * How one device's knowledge of a paragraph (a side of the shared conflict
 * table, fixtures/sync/conflict-cases.json) travels as a `paragraphs_typed`
 * row, and what a stored row counts as. A counted typed result is sent with
 * its stats; otherwise the row carries zeroed stats at the newest clear. The
 * newest read mark rides along in `read_at`.
 */
import { clockOffset, serverTime } from '@typeshelf/core/sync';

export interface Side {
  typed?: number;
  read?: number;
  cleared?: number;
  /** How far the side's device clock is ahead of the server's (ms; negative: behind). */
  skew?: number;
}

/**
 * The side's times as its device sends them: its clock shows each real time
 * plus its skew, and it adds the offset it learned from one round trip of
 * 40 ms (core's `clockOffset`, `serverTime`).
 */
export function stampedSide(side: Side): Side {
  const skew = side.skew ?? 0;
  const trip = 1_000_000;
  const offset = clockOffset(trip + 20, trip + skew, trip + skew + 40);
  const stamp = (real: number | undefined) =>
    real === undefined ? undefined : serverTime(real + skew, offset);
  return { typed: stamp(side.typed), read: stamp(side.read), cleared: stamp(side.cleared) };
}

export interface ConflictCase {
  name: string;
  a: Side;
  b: Side;
  expected: { type: 'typed' | 'read' | 'none'; timestamp?: number };
}

export interface ParagraphStatsColumns {
  acc: number;
  con: number;
  wpm: number;
  raw: number;
  time: number;
  timestamp: number;
  read_at: number;
}

/** Stats of a typed result; they differ by timestamp so a tie is visible. */
export const typedColumns = (timestamp: number) => ({
  acc: 97.5,
  con: 88.25,
  wpm: 61 + (timestamp % 7),
  raw: 64.5,
  time: 12_000,
});

export function sideRow(unstamped: Side): ParagraphStatsColumns {
  const side = stampedSide(unstamped);
  const cleared = side.cleared ?? 0;
  const read_at = side.read ?? 0;
  if (side.typed !== undefined && side.typed > cleared)
    return { ...typedColumns(side.typed), timestamp: side.typed, read_at };
  return { acc: 0, con: 0, wpm: 0, raw: 0, time: 0, timestamp: cleared, read_at };
}

/** What a stored row counts as, the way core's `cellStats` reads a cell. */
export function rowCounts(row: ParagraphStatsColumns | undefined): ConflictCase['expected'] {
  if (!row) return { type: 'none' };
  const typed = row.acc !== 0 || row.con !== 0 || row.wpm !== 0 || row.raw !== 0 || row.time !== 0;
  if (typed) return { type: 'typed', timestamp: Number(row.timestamp) };
  if (Number(row.read_at) > Number(row.timestamp)) return { type: 'read', timestamp: Number(row.read_at) };
  return { type: 'none' };
}
