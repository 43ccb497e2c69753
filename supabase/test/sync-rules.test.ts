/**
 * The conflict rules of 03 §4, held by the triggers, on a real PostgreSQL:
 * the per-paragraph rule against the same table of cases core's
 * `mergeProgress` is tested with, resets, newer-wins for reading positions,
 * settings and custom books, the server clock, and the sync cursor.
 */
import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsers, type Database, runAs, startDatabase } from './database';
import { type ConflictCase, rowCounts, type Side, sideRow } from './paragraph-rows';

const table = JSON.parse(
  readFileSync(new URL('../../fixtures/sync/conflict-cases.json', import.meta.url), 'utf8'),
) as { cases: ConflictCase[] };

let db: Database;
beforeAll(async () => {
  db = await startDatabase();
});
afterAll(async () => {
  await db?.stop();
});

// The statement PostgREST runs for supabase-js's `upsert(rows, { onConflict })`.
const UPSERT_PARAGRAPH = `
  insert into public.paragraphs_typed (user_id, book_id, chapter, paragraph, acc, con, wpm, raw, "time", "timestamp", read_at)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
  on conflict (user_id, book_id, chapter, paragraph) do update set
    acc = excluded.acc, con = excluded.con, wpm = excluded.wpm, raw = excluded.raw, "time" = excluded."time",
    "timestamp" = excluded."timestamp", read_at = excluded.read_at
  returning *`;

async function upsertSide(client: pg.ClientBase, user: string, side: Side, paragraph = 0, book = 'test--book-1') {
  const row = sideRow(side);
  const outcome = await runAs(client, { user }, UPSERT_PARAGRAPH, [
    user,
    book,
    1,
    paragraph,
    row.acc,
    row.con,
    row.wpm,
    row.raw,
    row.time,
    row.timestamp,
    row.read_at,
  ]);
  expect(outcome.error).toBeNull();
  return outcome;
}

async function storedParagraph(client: pg.ClientBase, user: string, paragraph = 0, book = 'test--book-1') {
  const { rows } = await client.query(
    'select * from public.paragraphs_typed where user_id = $1 and book_id = $2 and chapter = 1 and paragraph = $3',
    [user, book, paragraph],
  );
  return rows[0];
}

describe('the shared conflict table, held by the paragraphs_typed trigger', () => {
  it.each(table.cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    for (const [first, second] of [
      [c.a, c.b],
      [c.b, c.a],
    ] as const) {
      await db.inRollback(async (client) => {
        const [user] = await createUsers(client, 1, 'pro');
        await upsertSide(client, user!, first);
        await upsertSide(client, user!, second);
        expect(rowCounts(await storedParagraph(client, user!))).toEqual(c.expected);
        // Sending what is stored again changes nothing (pulls overlap).
        const before = await storedParagraph(client, user!);
        if (before) {
          const again = await upsertSide(client, user!, first);
          expect(again.rows).toEqual([]);
        }
      });
    }
  });
});

describe('paragraph rows', () => {
  it('a reset is an update zeroing the stats with a new timestamp, per user and optionally per book', async () => {
    await db.inRollback(async (client) => {
      const [a, b] = await createUsers(client, 2, 'pro');
      for (const user of [a!, b!])
        for (const book of ['test--book-1', 'test--book-2']) await upsertSide(client, user, { typed: 1000 }, 0, book);
      await upsertSide(client, a!, { typed: 1000, read: 1500 }, 1, 'test--book-1');

      const reset = await runAs(
        client,
        { user: a! },
        `update public.paragraphs_typed set acc = 0, con = 0, wpm = 0, raw = 0, "time" = 0, "timestamp" = $1
         where user_id = $2 and book_id = $3 returning paragraph`,
        [2000, a, 'test--book-1'],
      );
      expect(reset.error).toBeNull();
      expect(reset.rows).toHaveLength(2);
      expect(rowCounts(await storedParagraph(client, a!, 0, 'test--book-1'))).toEqual({ type: 'none' });
      expect(rowCounts(await storedParagraph(client, a!, 1, 'test--book-1'))).toEqual({ type: 'none' });
      expect(rowCounts(await storedParagraph(client, a!, 0, 'test--book-2'))).toEqual({
        type: 'typed',
        timestamp: 1000,
      });
      expect(rowCounts(await storedParagraph(client, b!, 0, 'test--book-1'))).toEqual({
        type: 'typed',
        timestamp: 1000,
      });

      // A device that typed before the reset and sends it late does not undo the reset.
      await upsertSide(client, a!, { typed: 1800 }, 0, 'test--book-1');
      expect(rowCounts(await storedParagraph(client, a!, 0, 'test--book-1'))).toEqual({ type: 'none' });
      // The whole account, every book.
      await runAs(
        client,
        { user: a! },
        `update public.paragraphs_typed set acc = 0, con = 0, wpm = 0, raw = 0, "time" = 0, "timestamp" = 3000 where user_id = $1`,
        [a],
      );
      expect(rowCounts(await storedParagraph(client, a!, 0, 'test--book-2'))).toEqual({ type: 'none' });
    });
  });

  it('client times far in the future are clamped to the server clock; modified_at is the server clock', async () => {
    await db.inRollback(async (client) => {
      const [user] = await createUsers(client, 1, 'pro');
      const farFuture = Date.now() + 365 * 24 * 3600 * 1000;
      await runAs(
        client,
        { user: user! },
        `insert into public.paragraphs_typed (user_id, book_id, chapter, paragraph, wpm, raw, acc, con, "time", "timestamp", read_at, modified_at)
         values ($1, 'test--b', 1, 0, 60, 62, 99, 90, 1000, $2, $2, '2001-01-01')`,
        [user, farFuture],
      );
      const row = await storedParagraph(client, user!, 0, 'test--b');
      const { rows } = await client.query(
        'select (extract(epoch from now()) * 1000)::bigint as now_ms, now() as now',
      );
      const limit = Number(rows[0].now_ms) + 600_000;
      expect(Number(row.timestamp)).toBe(limit);
      expect(Number(row.read_at)).toBe(limit);
      expect(row.modified_at).toEqual(rows[0].now);
      // The clamped result still loses to nothing older; a genuine later result can beat it once time passes.
    });
  });

  it('a paragraph row cannot be moved to another key', async () => {
    await db.inRollback(async (client) => {
      const [user] = await createUsers(client, 1, 'pro');
      await upsertSide(client, user!, { typed: 100 });
      const moved = await runAs(
        client,
        { user: user! },
        'update public.paragraphs_typed set paragraph = 5 where user_id = $1',
        [user],
      );
      expect(moved.error).toBe('42501');
    });
  });
});

describe('reading positions, settings and custom books', () => {
  it('reading_progress: the newer timestamp wins; a reset is -1 with a new timestamp', async () => {
    await db.inRollback(async (client) => {
      const [user] = await createUsers(client, 1, 'pro');
      const upsert = (last: number, timestamp: number) =>
        runAs(
          client,
          { user: user! },
          `insert into public.reading_progress (user_id, book_id, chapter, last_paragraph, "timestamp") values ($1, 'test--b', 2, $2, $3)
           on conflict (user_id, book_id, chapter) do update set last_paragraph = excluded.last_paragraph, "timestamp" = excluded."timestamp"
           returning last_paragraph`,
          [user, last, timestamp],
        );
      const stored = async () =>
        (
          await client.query(
            'select last_paragraph, "timestamp" from public.reading_progress where user_id = $1',
            [user],
          )
        ).rows[0];
      await upsert(10, 1000);
      expect((await upsert(4, 900)).rows).toEqual([]);
      expect(await stored()).toMatchObject({ last_paragraph: 10, timestamp: '1000' });
      await upsert(12, 1100);
      expect(await stored()).toMatchObject({ last_paragraph: 12 });
      await runAs(
        client,
        { user: user! },
        `update public.reading_progress set last_paragraph = -1, "timestamp" = 1200 where user_id = $1`,
        [user],
      );
      expect(await stored()).toMatchObject({ last_paragraph: -1, timestamp: '1200' });
      expect((await upsert(15, 1150)).rows).toEqual([]);
      expect(await stored()).toMatchObject({ last_paragraph: -1 });
    });
  });

  it('settings: each part keeps its newest write; an older write of one part never undoes a newer one', async () => {
    await db.inRollback(async (client) => {
      const [user] = await createUsers(client, 1, 'pro');
      const upsert = (part: 'desktop' | 'mobile', value: object, shared: object, timestamp: number) =>
        runAs(
          client,
          { user: user! },
          `insert into public.settings (id, ${part}, shared, "timestamp") values ($1, $2, $3, $4)
           on conflict (id) do update set ${part} = excluded.${part}, shared = excluded.shared, "timestamp" = excluded."timestamp"`,
          [user, value, shared, timestamp],
        );
      const stored = async () =>
        (await client.query('select desktop, mobile, shared from public.settings where id = $1', [user]))
          .rows[0];
      await upsert('desktop', { font: 'a' }, { theme: 'dark' }, 1000);
      await upsert('mobile', { font: 'm' }, { theme: 'light' }, 2000);
      // A desktop write made offline before the mobile one arrives late.
      await upsert('desktop', { font: 'b' }, { theme: 'sepia' }, 1500);
      expect(await stored()).toEqual({
        desktop: { font: 'b' },
        mobile: { font: 'm' },
        shared: { theme: 'light' },
      });
    });
  });

  it('custom_books: the newer timestamp wins, an inactive book stays inactive against older writes', async () => {
    await db.inRollback(async (client) => {
      const [user] = await createUsers(client, 1, 'pro');
      const upsert = (active: boolean, title: string, timestamp: number) =>
        runAs(
          client,
          { user: user! },
          `insert into public.custom_books (user_id, book_id, active, data, "timestamp") values ($1, 'test--mine', $2, $3, $4)
           on conflict (user_id, book_id) do update set active = excluded.active, data = excluded.data, "timestamp" = excluded."timestamp"`,
          [user, active, { title }, timestamp],
        );
      const stored = async () =>
        (await client.query('select active, data from public.custom_books where user_id = $1', [user]))
          .rows[0];
      await upsert(true, 'First', 1000);
      await upsert(false, 'First', 3000);
      await upsert(true, 'Renamed', 2000);
      expect(await stored()).toEqual({ active: false, data: { title: 'First' } });
      await upsert(true, 'Again', 4000);
      expect(await stored()).toEqual({ active: true, data: { title: 'Again' } });
    });
  });
});

describe('the sync cursor', () => {
  it('pages of 1000 on (modified_at, key) return every changed row once, and a row changed meanwhile comes again later', async () => {
    const client = await db.pool.connect();
    try {
      const [user] = await createUsers(client, 1, 'pro'); // committed: autocommit outside a transaction
      const write = async (from: number, to: number, timestamp: number) => {
        await client.query('begin');
        await runAs(
          client,
          { user: user! },
          `insert into public.paragraphs_typed (user_id, book_id, chapter, paragraph, wpm, raw, acc, con, "time", "timestamp")
           select $1, 'test--cursor', 1, n, 60, 62, 99, 90, 1000, $4 from generate_series($2::int, $3::int) n
           on conflict (user_id, book_id, chapter, paragraph) do update set wpm = excluded.wpm, "timestamp" = excluded."timestamp"`,
          [user, from, to, timestamp],
        );
        await client.query('commit');
      };
      // Three commits, so the rows carry three distinct modified_at values.
      await write(0, 999, 1000);
      await write(1000, 1999, 1000);
      await write(2000, 2499, 1000);

      type Cursor = { modified_at: string; paragraph: number } | null;
      const page = async (after: Cursor) => {
        await client.query('begin');
        const outcome = await runAs(
          client,
          { user: user! },
          `select paragraph, modified_at::text, "timestamp" from public.paragraphs_typed
             where ($1::timestamptz is null or (modified_at, book_id, chapter, paragraph) > ($1::timestamptz, 'test--cursor', 1, $2::int))
             order by modified_at, book_id, chapter, paragraph limit 1000`,
          [after?.modified_at ?? null, after?.paragraph ?? 0],
        );
        await client.query('commit');
        return outcome.rows as { paragraph: number; modified_at: string }[];
      };

      const seen: number[] = [];
      let cursor: Cursor = null;
      let pages = 0;
      for (;;) {
        const rows = await page(cursor);
        pages++;
        seen.push(...rows.map((r) => r.paragraph));
        if (pages === 1) await write(5, 5, 2000); // changed while the pull is under way
        if (rows.length < 1000) break;
        const last = rows[rows.length - 1]!;
        cursor = { modified_at: last.modified_at, paragraph: last.paragraph };
      }
      expect(pages).toBe(3);
      expect(new Set(seen).size).toBe(2500);
      // Paragraph 5 was in the first page and comes again with its new stats at the end.
      expect(seen.filter((p) => p === 5)).toHaveLength(2);
      expect(seen.at(-1)).toBe(5);
    } finally {
      await client.query('delete from public.paragraphs_typed');
      client.release();
    }
  });

  it('a repeated upsert does not move the cursor', async () => {
    await db.inRollback(async (client) => {
      const [user] = await createUsers(client, 1, 'pro');
      await upsertSide(client, user!, { typed: 100 });
      const before = (await storedParagraph(client, user!)).modified_at;
      const again = await upsertSide(client, user!, { typed: 100 });
      expect(again.rows).toEqual([]);
      expect((await storedParagraph(client, user!)).modified_at).toEqual(before);
    });
  });
});

describe('a typed result travels with its weight, length and missed words', () => {
  const UPSERT_FULL = `
    insert into public.paragraphs_typed (user_id, book_id, chapter, paragraph, acc, con, wpm, raw, "time", keys, length, missed, "timestamp", read_at)
    values ($1, 'test--weights', 1, 0, $2, 80, $3, 70, 4000, $4, 120, $5, $6, 0)
    on conflict (user_id, book_id, chapter, paragraph) do update set
      acc = excluded.acc, con = excluded.con, wpm = excluded.wpm, raw = excluded.raw, "time" = excluded."time",
      keys = excluded.keys, length = excluded.length, missed = excluded.missed,
      "timestamp" = excluded."timestamp", read_at = excluded.read_at
    returning *`;

  it('keeps the newer result whole and drops an older one whole', async () => {
    await db.inRollback(async (client) => {
      const [user] = await createUsers(client, 1, 'pro');
      const id = user as string;
      expect(
        (await runAs(client, { user: id }, UPSERT_FULL, [id, 95, 60, 130, ['fox'], 2000])).error,
      ).toBeNull();
      const older = await runAs(client, { user: id }, UPSERT_FULL, [id, 50, 20, 90, ['dog', 'cat'], 1000]);
      expect(older.rows).toEqual([]);
      const { rows } = await client.query(`select * from public.paragraphs_typed where book_id = 'test--weights'`);
      expect(rows[0]).toMatchObject({ acc: 95, wpm: 60, keys: 130, length: 120, missed: ['fox'] });
      await runAs(client, { user: id }, UPSERT_FULL, [id, 99, 70, 140, [], 3000]);
      const after = await client.query(`select * from public.paragraphs_typed where book_id = 'test--weights'`);
      expect(after.rows[0]).toMatchObject({ acc: 99, wpm: 70, keys: 140, missed: [] });
    });
  });
});
