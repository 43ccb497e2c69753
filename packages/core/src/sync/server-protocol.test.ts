import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BookInfo } from '../book/book-types';
import type { ParagraphRow, ReadingPositionRow } from './paragraph-row';
import { firstPage, nextPage } from './pull-plan';
import {
  bookDataOfRow,
  bookDataRequest,
  bookInfoUpsert,
  bookStampsOfRows,
  bookStampsRequest,
  CONFLICT_TARGETS,
  PARAGRAPH_COLUMNS,
  progressUpserts,
  pullPageRequest,
  resetUpdates,
  type SelectRequest,
  type SyncTable,
  settingsPartUpsert,
  settingsRequest,
  settingsSideOfRow,
} from './server-protocol';
import { SYNC_PAGE_SIZE } from './sync-constants';

/** Each table's columns and primary key as the migrations, read in order, leave them. */
function schema(): Map<string, { columns: Set<string>; key: string[] }> {
  const dir = new URL('../../../../supabase/migrations/', import.meta.url);
  const tables = new Map<string, { columns: Set<string>; key: string[] }>();
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    const sql = readFileSync(new URL(file, dir), 'utf8');
    for (const [, name, body] of sql.matchAll(/create table public\.(\w+) \(([\s\S]*?)\n\);/g)) {
      const table = { columns: new Set<string>(), key: [] as string[] };
      for (const line of body!.split('\n').map((l) => l.trim())) {
        const key = /^primary key \(([^)]*)\)/.exec(line);
        if (key) table.key = key[1]!.split(',').map((c) => c.trim());
        const column =
          /^"?(\w+)"? (uuid|text|integer|bigint|double precision|boolean|jsonb|timestamptz)\b/.exec(line);
        if (column) {
          table.columns.add(column[1]!);
          if (/primary key/.test(line)) table.key = [column[1]!];
        }
      }
      tables.set(name!, table);
    }
    for (const [, name, body] of sql.matchAll(/alter table public\.(\w+)\s([^;]*);/g)) {
      for (const [, column] of body!.matchAll(/add column (\w+)/g)) tables.get(name!)?.columns.add(column!);
    }
  }
  return tables;
}

const columnsOf = (list: string) => list.split(',').map((c) => c.trim());
const USER = '00000000-0000-0000-0000-000000000001';

const row = (paragraph: number): ParagraphRow => ({
  book_id: 'b',
  chapter: 0,
  paragraph,
  acc: 97,
  con: 80,
  wpm: 50,
  raw: 53,
  time: 4000,
  keys: 100,
  length: 100,
  missed: [],
  timestamp: 1,
  read_at: 0,
});
const position: ReadingPositionRow = { book_id: 'b', chapter: 0, last_paragraph: 3, timestamp: 1 };
const info = {
  id: 'mine',
  updatedAt: 7,
  active: true,
  title: 'Mine',
  cover: 'data:image/png;base64,',
} as BookInfo;

describe('the server protocol', () => {
  const tables = schema();
  const table = (name: SyncTable) => tables.get(name)!;

  it("reads and writes only columns the migrations define, upserting on each table's primary key", () => {
    const reads: SelectRequest[] = [
      pullPageRequest(firstPage(null)),
      settingsRequest(USER),
      bookStampsRequest(USER),
      bookDataRequest(USER, 'mine'),
    ];
    for (const request of reads) {
      for (const column of columnsOf(request.columns)) expect(table(request.table).columns).toContain(column);
      for (const filter of request.filters)
        if (filter.op !== 'or') expect(table(request.table).columns).toContain(filter.column);
    }
    const writes = [
      ...progressUpserts(USER, [row(0)], [position]),
      settingsPartUpsert(USER, 'shared', { dailyGoal: 20 }, 5),
      bookInfoUpsert(USER, info),
    ];
    for (const write of writes) {
      for (const sent of write.rows)
        for (const column of Object.keys(sent)) expect(table(write.table).columns).toContain(column);
    }
    for (const name of Object.keys(CONFLICT_TARGETS) as SyncTable[]) {
      expect(columnsOf(CONFLICT_TARGETS[name])).toEqual(table(name).key);
    }
    for (const update of resetUpdates(USER, 9, 'b')) {
      for (const column of Object.keys(update.values)) expect(table(update.table).columns).toContain(column);
    }
  });

  it('sends progress in pages, rows before positions, each row stamped with the user', () => {
    const rows = Array.from({ length: 2500 }, (_, i) => row(i));
    const requests = progressUpserts(USER, rows, [position]);
    expect(requests.map((r) => [r.table, r.rows.length, r.onConflict])).toEqual([
      ['paragraphs_typed', SYNC_PAGE_SIZE, 'user_id,book_id,chapter,paragraph'],
      ['paragraphs_typed', SYNC_PAGE_SIZE, 'user_id,book_id,chapter,paragraph'],
      ['paragraphs_typed', 500, 'user_id,book_id,chapter,paragraph'],
      ['reading_progress', 1, 'user_id,book_id,chapter'],
    ]);
    expect(requests.every((r) => r.rows.every((sent) => sent.user_id === USER))).toBe(true);
    expect(requests[2]!.rows[0]).toEqual({ ...row(2000), user_id: USER });
    expect(progressUpserts(USER, [], [])).toEqual([]);
  });

  it('pulls pages in the server order, after the last sync and then after the cursor', () => {
    expect(pullPageRequest(firstPage(null))).toMatchObject({
      table: 'paragraphs_typed',
      filters: [],
      order: ['modified_at', 'book_id', 'chapter', 'paragraph'],
      limit: 1000,
    });
    const since = '2026-11-20T10:00:00.000Z';
    expect(pullPageRequest(firstPage(since)).filters).toEqual([
      { op: 'gt', column: 'modified_at', value: since },
    ]);
    const page = Array.from({ length: 1000 }, (_, i) => ({
      modified_at: '2026-11-21T10:00:00.000Z',
      book_id: 'b',
      chapter: 1,
      paragraph: i,
    }));
    const next = pullPageRequest(nextPage(firstPage(since), page)!);
    expect(next.filters.slice(0, 2)).toEqual([
      { op: 'gt', column: 'modified_at', value: since },
      { op: 'gte', column: 'modified_at', value: '2026-11-21T10:00:00.000Z' },
    ]);
    expect(next.filters[2]).toMatchObject({ op: 'or' });
    expect(columnsOf(PARAGRAPH_COLUMNS)).toContain('modified_at');
  });

  it('maps settings rows to the settings side and sends one part with its time', () => {
    expect(settingsSideOfRow(null)).toBe('none');
    expect(
      settingsSideOfRow({
        desktop: null,
        mobile: { a: 1 },
        shared: { dailyGoal: 20 },
        desktop_at: 0,
        mobile_at: '12',
        shared_at: 30,
      }),
    ).toEqual({
      parts: { desktop: null, mobile: { a: 1 }, shared: { dailyGoal: 20 } },
      at: { desktop: 0, mobile: 12, shared: 30 },
    });
    expect(settingsPartUpsert(USER, 'mobile', { a: 1 }, 44)).toEqual({
      table: 'settings',
      rows: [{ id: USER, mobile: { a: 1 }, timestamp: 44 }],
      onConflict: 'id',
    });
  });

  it('maps private books: stamps, info without the cover, and the reset of one book', () => {
    expect(bookStampsOfRows([{ book_id: 'x--y', timestamp: '15', active: false }])).toEqual([
      { id: 'x--y', timestamp: 15, active: false },
    ]);
    expect(bookStampsOfRows(null)).toEqual([]);
    const sent = bookInfoUpsert(USER, info).rows[0]!;
    expect(sent).toMatchObject({ book_id: 'mine', user_id: USER, timestamp: 7, active: true });
    expect(sent.data).toEqual({ id: 'mine', updatedAt: 7, active: true, title: 'Mine' });
    expect(bookDataOfRow(null)).toBeNull();
    expect(bookDataOfRow({ book_id: 'my--book', data: null, active: true })).toBeNull();
    expect(bookDataOfRow({ book_id: 'my--book', data: { title: 'Mine' }, active: false })).toEqual({
      data: { title: 'Mine' },
      active: false,
    });
    expect(resetUpdates(USER, 9, 'b').map((u) => u.filters)).toEqual([
      [
        { op: 'eq', column: 'user_id', value: USER },
        { op: 'eq', column: 'book_id', value: 'b' },
      ],
      [
        { op: 'eq', column: 'user_id', value: USER },
        { op: 'eq', column: 'book_id', value: 'b' },
      ],
    ]);
  });
});
