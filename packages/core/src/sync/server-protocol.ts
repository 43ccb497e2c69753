/**
 * The server's side of synchronisation as data (03 §7): for each synced
 * table its rows, the columns a client reads, the filters and order of every
 * read, the conflict target of every write, and the mapping between core's
 * records and rows. Clients (the web app, the command line) only run these
 * requests through their HTTP client; the tables' triggers merge each row by
 * core's rules, so a request sent twice changes nothing.
 *
 * Columns follow supabase/migrations: `paragraphs_typed` and
 * `reading_progress` keyed by user, book and chapter (and paragraph),
 * `settings` one row per user keyed by `id`, `custom_books` keyed by user
 * and book.
 */
import type { BookInfo } from '../book/book-types';
import type { CustomBookStamp } from './custom-books-sync';
import type { ParagraphRow, ReadingPositionRow } from './paragraph-row';
import { rowsAfterFilter } from './pull-filter';
import type { PullPageQuery } from './pull-plan';
import {
  type BookDataRow,
  type BookStampRow,
  bookDataRowOf,
  bookStampRowOf,
  type CheckedRows,
  checkRows,
  SYNC_ROW_LIMITS,
  settingsPartOf,
} from './row-checks';
import type { SettingsPart, SettingsSide } from './settings-sync';
import { SYNC_PAGE_SIZE } from './sync-constants';

/** The tables a client reads and writes. */
export type SyncTable =
  | 'paragraphs_typed'
  | 'reading_progress'
  | 'settings'
  | 'custom_books'
  | 'practice_points';

/** Each table's primary key: the conflict target of its upserts. */
export const CONFLICT_TARGETS: Readonly<Record<SyncTable, string>> = {
  paragraphs_typed: 'user_id,book_id,chapter,paragraph',
  reading_progress: 'user_id,book_id,chapter',
  settings: 'id',
  custom_books: 'user_id,book_id',
  practice_points: 'user_id,item,t',
};

/** The `paragraphs_typed` columns a pull reads: a row and its modification time (the cursor). */
export const PARAGRAPH_COLUMNS =
  'book_id, chapter, paragraph, acc, con, wpm, raw, time, keys, length, missed, timestamp, read_at, modified_at';

/** The server's order of a pull, which its index follows: modification time, then the key. */
export const PULL_ORDER = ['modified_at', 'book_id', 'chapter', 'paragraph'] as const;

/** One condition of a read or an update, in PostgREST's terms. */
export type RowFilter =
  | { op: 'eq' | 'gt' | 'gte'; column: string; value: string | number }
  /** A PostgREST `or` expression. */
  | { op: 'or'; expression: string };

/** A read: columns of the rows matching every filter, in order, at most `limit`. */
export interface SelectRequest {
  table: SyncTable;
  columns: string;
  filters: RowFilter[];
  /** Ascending. */
  order: readonly string[];
  limit: number | null;
  /** At most one row is expected: none answers null rather than an empty list. */
  single: boolean;
}

/** A write: rows inserted, or merged into the row of the same conflict target. */
export interface UpsertRequest {
  table: SyncTable;
  rows: Record<string, unknown>[];
  onConflict: string;
}

/** A change to every row matching the filters. */
export interface UpdateRequest {
  table: SyncTable;
  values: Record<string, unknown>;
  filters: RowFilter[];
}

const ofUser = (userId: string): RowFilter => ({ op: 'eq', column: 'user_id', value: userId });

function select(table: SyncTable, columns: string, filters: RowFilter[], single = false): SelectRequest {
  return { table, columns, filters, order: [], limit: null, single };
}

/** Upserts of `rows` stamped with the user, at most `pageSize` rows a request (none for no rows). */
function upsertPages(
  table: SyncTable,
  userId: string,
  rows: readonly object[],
  pageSize: number,
): UpsertRequest[] {
  const requests: UpsertRequest[] = [];
  for (let i = 0; i < rows.length; i += pageSize) {
    requests.push({
      table,
      rows: rows.slice(i, i + pageSize).map((row) => ({ ...row, user_id: userId })),
      onConflict: CONFLICT_TARGETS[table],
    });
  }
  return requests;
}

// ── Progress: paragraphs_typed and reading_progress ─────────────────────────

/**
 * Sending progress: the paragraph rows, then the reading positions, each in
 * pages of `pageSize` (the sync page size, which PostgREST also caps).
 */
export function progressUpserts(
  userId: string,
  rows: readonly ParagraphRow[],
  positions: readonly ReadingPositionRow[],
  pageSize: number = SYNC_PAGE_SIZE,
): UpsertRequest[] {
  return [
    ...upsertPages('paragraphs_typed', userId, rows, pageSize),
    ...upsertPages('reading_progress', userId, positions, pageSize),
  ];
}

/**
 * One page of a pull: the user's rows modified after `since`, after the
 * cursor, in the server's order, at most a page. The user is the session's
 * (row-level security), so no user filter is sent.
 */
export function pullPageRequest(query: PullPageQuery): SelectRequest {
  const filters: RowFilter[] = [];
  if (query.since) filters.push({ op: 'gt', column: 'modified_at', value: query.since });
  const after = query.after;
  if (after) {
    // The bound lets the index start at the cursor; the `or` picks the rows after it.
    filters.push({ op: 'gte', column: 'modified_at', value: after.modified_at });
    filters.push({ op: 'or', expression: rowsAfterFilter(after) });
  }
  return {
    table: 'paragraphs_typed',
    columns: PARAGRAPH_COLUMNS,
    filters,
    order: PULL_ORDER,
    limit: query.limit,
    single: false,
  };
}

/** The function giving the server's per-chapter summaries of the caller's paragraph rows (a reconcile's first read). */
export const PARAGRAPH_SUMMARIES_RPC = 'paragraph_summaries';

/** The function giving the server's per-book summaries, kept as rows are written (compared before any chapter's). */
export const BOOK_SUMMARIES_RPC = 'paragraph_book_summaries';

/**
 * One page of one chapter's rows, for a reconcile: the rows after paragraph
 * `afterParagraph` in paragraph order, at most `limit`. The user is the
 * session's (row-level security).
 */
export function chapterRowsRequest(
  chapter: { book_id: string; chapter: number },
  afterParagraph: number,
  limit: number = SYNC_PAGE_SIZE,
): SelectRequest {
  return {
    table: 'paragraphs_typed',
    columns: PARAGRAPH_COLUMNS,
    filters: [
      { op: 'eq', column: 'book_id', value: chapter.book_id },
      { op: 'eq', column: 'chapter', value: chapter.chapter },
      { op: 'gt', column: 'paragraph', value: afterParagraph },
    ],
    order: ['paragraph'],
    limit,
    single: false,
  };
}

/**
 * Remote reset (03 §4): a soft delete, typed stats zeroed and every reading
 * position back to -1 with a new timestamp, for all the user's rows or one
 * book's.
 */
export function resetUpdates(userId: string, timestamp: number, bookId?: string): UpdateRequest[] {
  const filters: RowFilter[] = [ofUser(userId)];
  if (bookId !== undefined) filters.push({ op: 'eq', column: 'book_id', value: bookId });
  return [
    {
      table: 'paragraphs_typed',
      values: { acc: 0, con: 0, wpm: 0, raw: 0, time: 0, keys: 0, missed: [], timestamp },
      filters,
    },
    { table: 'reading_progress', values: { last_paragraph: -1, timestamp }, filters },
  ];
}

// ── Settings: one row per user ──────────────────────────────────────────────

/** A `settings` row as read: each part and the time it was written. */
export interface SettingsRow {
  desktop: Record<string, unknown> | null;
  mobile: Record<string, unknown> | null;
  shared: Record<string, unknown> | null;
  desktop_at: number | string;
  mobile_at: number | string;
  shared_at: number | string;
}

/** The user's settings row. */
export function settingsRequest(userId: string): SelectRequest {
  return select(
    'settings',
    'desktop, mobile, shared, desktop_at, mobile_at, shared_at',
    [{ op: 'eq', column: 'id', value: userId }],
    true,
  );
}

/** The server's side of the settings sync; 'none' when the user has no row yet. */
export function settingsSideOfRow(row: SettingsRow | null): SettingsSide | 'none' {
  if (!row) return 'none';
  // Each part is checked on its own (see row-checks): a bad part or time counts as never written.
  const part = (value: unknown, at: unknown) => {
    const checked = settingsPartOf(value);
    const time = Number(at);
    return checked && Number.isFinite(time) && time >= 0 && time <= SYNC_ROW_LIMITS.latestTime
      ? { value: checked, at: time }
      : { value: null, at: 0 };
  };
  const desktop = part(row.desktop, row.desktop_at);
  const mobile = part(row.mobile, row.mobile_at);
  const shared = part(row.shared, row.shared_at);
  return {
    parts: { desktop: desktop.value, mobile: mobile.value, shared: shared.value },
    at: { desktop: desktop.at, mobile: mobile.at, shared: shared.at },
  };
}

/**
 * One part sent as written at `at`: `{id, shared}`, `{id, desktop}` or
 * `{id, mobile}`. The server keeps each part's time and refuses a part no
 * newer than its own.
 */
export function settingsPartUpsert(
  userId: string,
  part: SettingsPart,
  value: Record<string, unknown> | null,
  at: number,
): UpsertRequest {
  return {
    table: 'settings',
    rows: [{ id: userId, [part]: value, timestamp: at }],
    onConflict: CONFLICT_TARGETS.settings,
  };
}

// ── Private books: custom_books ─────────────────────────────────────────────

/** Every private book's stamp (rows with a timestamp after 0: every one written). */
export function bookStampsRequest(userId: string): SelectRequest {
  return select('custom_books', 'book_id, timestamp, active', [
    ofUser(userId),
    { op: 'gt', column: 'timestamp', value: 0 },
  ]);
}

export function bookStampsOfRows(rows: readonly BookStampRow[] | null): CustomBookStamp[] {
  return checkedBookStamps(rows).rows;
}

/** The stamps of the rows that keep the sync limits, and how many did not (see row-checks). */
export function checkedBookStamps(rows: unknown): CheckedRows<CustomBookStamp> {
  const checked = checkRows(rows, bookStampRowOf);
  return {
    rows: checked.rows.map((row) => ({
      id: row.book_id,
      timestamp: Number(row.timestamp),
      active: row.active,
    })),
    skipped: checked.skipped,
  };
}

/** One book's info. */
export function bookDataRequest(userId: string, bookId: string): SelectRequest {
  return select(
    'custom_books',
    'book_id, data, active',
    [ofUser(userId), { op: 'eq', column: 'book_id', value: bookId }],
    true,
  );
}

/** A book's info as the server holds it, or null when it holds none. */
export function bookDataOfRow(row: BookDataRow | null): { data: Partial<BookInfo>; active: boolean } | null {
  // A row that breaks the limits is as good as none; its info is checked again once merged (`bookInfoOf`).
  const checked = row === null ? null : bookDataRowOf(row);
  return checked?.data ? { data: checked.data, active: checked.active } : null;
}

/** A book's info sent stamped with its last change; its cover stays with the file. */
export function bookInfoUpsert(userId: string, info: BookInfo): UpsertRequest {
  const { cover: _cover, ...data } = info;
  return {
    table: 'custom_books',
    rows: [{ book_id: info.id, user_id: userId, timestamp: info.updatedAt, active: info.active, data }],
    onConflict: CONFLICT_TARGETS.custom_books,
  };
}
