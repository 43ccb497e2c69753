/**
 * How one device's knowledge of a paragraph (a side of the shared conflict
 * table, fixtures/sync/conflict-cases.json) travels as a `paragraphs_typed`
 * row, and what a stored row counts as. A counted typed result is sent with
 * its stats; otherwise the row carries zeroed stats at the newest clear. The
 * newest read mark rides along in `read_at`.
 */
export interface Side {
  typed?: number;
  read?: number;
  cleared?: number;
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

export function sideRow(side: Side): ParagraphStatsColumns {
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
