/**
 * The practice history of a Pro account on the server (`practice_points`):
 * one row per drilled item per drill. Points are never edited, so devices
 * join by union on (item, t); the same key with other figures keeps the
 * larger ones, as the table's trigger does, so the join is commutative and
 * the order of arrival never decides. Rows pulled back are held to the
 * table's limits first (a bad row is skipped, the rest merge).
 */
import { type DrillPoint, HISTORY_POINTS, type PracticeHistory } from '../practice/practice-history';
import { type CheckedRows, checkRows, SYNC_ROW_LIMITS } from './row-checks';
import { CONFLICT_TARGETS, type RowFilter, type SelectRequest, type UpsertRequest } from './server-protocol';

/** A `practice_points` row as sent and read (times in ms since the epoch). */
export interface PracticePointRow {
  item: string;
  t: number;
  ms_per_char: number;
  errors: number;
}

/** A pulled row with its modification time (the pull's cursor). */
export interface PulledPracticePointRow extends PracticePointRow {
  modified_at: string;
}

export const PRACTICE_POINTS_TABLE = 'practice_points';
export const PRACTICE_POINT_COLUMNS = 'item, t, ms_per_char, errors, modified_at';
/** The server's order of a pull: modification time, then the key. */
export const PRACTICE_PULL_ORDER = ['modified_at', 'item', 't'] as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what an item may not hold
const CONTROL = /[\u0001-\u001f\u007f-\u009f]/u;
const L = SYNC_ROW_LIMITS;

/** An item key as the table admits it: `word:` or `pair:` and 1 to 500 characters, no controls. */
export function isPracticeItem(value: unknown): value is string {
  if (typeof value !== 'string' || !/^(word|pair):./u.test(value) || CONTROL.test(value)) return false;
  return [...value].length <= L.missedWordCharacters + 5;
}

/** A row's columns, checked against the table's limits; null when one breaks them. */
export function practicePointRowOf(value: unknown): PulledPracticePointRow | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const row = value as Record<string, unknown>;
  const { item, t, ms_per_char, errors, modified_at } = row;
  if (
    !isPracticeItem(item) ||
    typeof t !== 'number' ||
    !(t >= 0 && t <= L.latestTime) ||
    typeof ms_per_char !== 'number' ||
    !(ms_per_char >= 0 && ms_per_char <= L.time) ||
    !Number.isSafeInteger(errors) ||
    (errors as number) < 0 ||
    (errors as number) > L.keys
  )
    return null;
  return {
    item,
    t,
    ms_per_char,
    errors: errors as number,
    modified_at: typeof modified_at === 'string' ? modified_at : '',
  };
}

/** Pulled rows, each checked (a bad one skipped and counted). */
export function checkedPracticePoints(rows: unknown): CheckedRows<PulledPracticePointRow> {
  return checkRows(rows, practicePointRowOf);
}

/** A point's key in the union: its item and time. */
export const practicePointKey = (item: string, t: number) => `${item}\u0000${t}`;

/** History points as rows to send. */
export function practicePointRows(history: PracticeHistory, keys?: ReadonlySet<string>): PracticePointRow[] {
  const rows: PracticePointRow[] = [];
  for (const [item, points] of Object.entries(history)) {
    for (const point of points) {
      if (keys && !keys.has(practicePointKey(item, point.t))) continue;
      rows.push({ item, t: point.t, ms_per_char: point.msPerChar, errors: point.errors });
    }
  }
  return rows.filter((row) => practicePointRowOf(row) !== null);
}

/** Sending points: upserts of at most `pageSize` rows, stamped with the user. */
export function practicePointsUpserts(
  userId: string,
  rows: readonly PracticePointRow[],
  pageSize: number,
): UpsertRequest[] {
  const requests: UpsertRequest[] = [];
  for (let i = 0; i < rows.length; i += pageSize) {
    requests.push({
      table: PRACTICE_POINTS_TABLE,
      rows: rows.slice(i, i + pageSize).map((row) => ({ ...row, user_id: userId })),
      onConflict: CONFLICT_TARGETS.practice_points,
    });
  }
  return requests;
}

/** A PostgREST value in double quotes, so commas, dots and brackets in it are not read as syntax. */
const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** One page of a pull: rows modified after `since`, after the last row of the page before, in order. */
export function practicePullRequest(
  since: string | null,
  after: PulledPracticePointRow | null,
  limit: number,
): SelectRequest {
  const filters: RowFilter[] = [];
  if (since) filters.push({ op: 'gt', column: 'modified_at', value: since });
  if (after) {
    const at = quoted(after.modified_at);
    const item = quoted(after.item);
    filters.push({ op: 'gte', column: 'modified_at', value: after.modified_at });
    filters.push({
      op: 'or',
      expression: [
        `modified_at.gt.${at}`,
        `and(modified_at.eq.${at},item.gt.${item})`,
        `and(modified_at.eq.${at},item.eq.${item},t.gt.${after.t})`,
      ].join(','),
    });
  }
  return {
    table: PRACTICE_POINTS_TABLE,
    columns: PRACTICE_POINT_COLUMNS,
    filters,
    order: PRACTICE_PULL_ORDER,
    limit,
    single: false,
  };
}

/** The larger of two points of the same key: the table keeps the same one. */
function larger(a: DrillPoint, b: DrillPoint): DrillPoint {
  if (a.msPerChar !== b.msPerChar) return a.msPerChar > b.msPerChar ? a : b;
  return a.errors >= b.errors ? a : b;
}

/**
 * The history joined with pulled rows: the union on (item, t), the larger
 * figures for a key both hold, each item's points oldest first and its last
 * `HISTORY_POINTS` kept. Commutative, associative and idempotent.
 */
export function mergePracticePoints(
  history: PracticeHistory,
  rows: readonly PracticePointRow[],
): PracticeHistory {
  const byItem = new Map<string, Map<number, DrillPoint>>();
  const add = (item: string, point: DrillPoint) => {
    let points = byItem.get(item);
    if (!points) {
      points = new Map();
      byItem.set(item, points);
    }
    const known = points.get(point.t);
    points.set(point.t, known ? larger(known, point) : point);
  };
  for (const [item, points] of Object.entries(history)) for (const point of points) add(item, point);
  for (const row of rows) add(row.item, { t: row.t, msPerChar: row.ms_per_char, errors: row.errors });
  const out: Record<string, readonly DrillPoint[]> = {};
  for (const item of [...byItem.keys()].sort()) {
    if (item === '__proto__') continue;
    const points = [...(byItem.get(item) as Map<number, DrillPoint>).values()].sort((a, b) => a.t - b.t);
    out[item] = points.slice(-HISTORY_POINTS);
  }
  return out;
}
