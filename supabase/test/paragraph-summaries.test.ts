/**
 * `paragraph_summaries` on a real PostgreSQL: the summary the server gives of
 * each chapter is the one core's `summarizeRows` gives of the same stored
 * rows, for rows of every kind (typed, read, cleared, with missed words and
 * fractions of milliseconds), so a device and the server that hold the same
 * rows never see a difference; a caller sees only its own chapters, and anon
 * may not call it.
 */
import { type ParagraphRow, summarizeBooks, summarizeRows } from '@typeshelf/core/sync';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsers, type Database, runAs, startDatabase } from './database';

let db: Database;
beforeAll(async () => {
  db = await startDatabase();
});
afterAll(async () => {
  await db?.stop();
});

/** A typed row of chapter 1 with ordinary figures, for the tests that only need rows to exist. */
const row = (book_id: string, paragraph = 0, timestamp = 1_000): ParagraphRow => ({
  book_id,
  chapter: 1,
  paragraph,
  acc: 97,
  con: 90,
  wpm: 60,
  raw: 62,
  time: 9000,
  keys: 300,
  length: 300,
  missed: [],
  timestamp,
  read_at: 0,
});

const COLUMNS =
  'book_id, chapter, paragraph, acc, con, wpm, raw, "time", keys, length, missed, "timestamp", read_at';

const time = fc.oneof(
  fc.constant(0),
  fc.double({ min: 1, max: 1.9e12, noNaN: true }),
  fc.integer({ min: 1, max: 1e12 }),
);
const stat = fc.oneof(fc.constant(0), fc.double({ min: 0, max: 100, noNaN: true }));
const rowArb = fc.record({
  book_id: fc.constantFrom('a-book--by-someone', 'another--book', 'ünïcode--bøøk'),
  chapter: fc.integer({ min: 0, max: 3 }),
  paragraph: fc.integer({ min: 0, max: 40 }),
  acc: stat,
  con: stat,
  wpm: stat,
  raw: stat,
  time: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 600_000 })),
  keys: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5000 })),
  length: fc.integer({ min: 0, max: 5000 }),
  missed: fc.array(fc.constantFrom('wörd', 'the', 'ﬁnal', 'naïve', '日本'), { maxLength: 3 }),
  timestamp: time,
  read_at: time,
});

async function store(client: import('pg').ClientBase, user: string, rows: readonly ParagraphRow[]) {
  for (const row of rows) {
    const outcome = await runAs(
      client,
      { user },
      `insert into public.paragraphs_typed (user_id, ${COLUMNS})
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       on conflict (user_id, book_id, chapter, paragraph) do update set
         acc = excluded.acc, con = excluded.con, wpm = excluded.wpm, raw = excluded.raw, "time" = excluded."time",
         keys = excluded.keys, length = excluded.length, missed = excluded.missed,
         "timestamp" = excluded."timestamp", read_at = excluded.read_at`,
      [
        user,
        row.book_id,
        row.chapter,
        row.paragraph,
        row.acc,
        row.con,
        row.wpm,
        row.raw,
        row.time,
        row.keys,
        row.length,
        row.missed,
        row.timestamp,
        row.read_at,
      ],
    );
    expect(outcome.error).toBeNull();
  }
}

describe('paragraph_summaries', () => {
  it('gives each chapter the summary core gives of the same stored rows, whatever the rows hold', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(rowArb, { minLength: 1, maxLength: 40 }), async (rows) => {
        await db.inRollback(async (client) => {
          const [user] = await createUsers(client, 1, 'pro');
          await store(client, user!, rows);
          const stored = await client.query(
            `select ${COLUMNS} from public.paragraphs_typed where user_id = $1`,
            [user],
          );
          const summaries = await runAs(
            client,
            { user: user! },
            'select * from public.paragraph_summaries()',
          );
          expect(summaries.error).toBeNull();
          const core = summarizeRows(stored.rows as ParagraphRow[]);
          const byKey = (s: { book_id: string; chapter: number }) => `${s.book_id} ${s.chapter}`;
          expect(
            [...summaries.rows].sort((a, b) => (byKey(a as never) < byKey(b as never) ? -1 : 1)),
          ).toEqual([...core].sort((a, b) => (byKey(a) < byKey(b) ? -1 : 1)));
        });
      }),
      { numRuns: 25 },
    );
  });

  it('a caller sees only its own chapters, and anon may not call it', async () => {
    await db.inRollback(async (client) => {
      const [a, b] = await createUsers(client, 2, 'pro');
      await store(client, a!, [row('mine--book')]);
      await store(client, b!, [row('theirs--book')]);
      const mine = await runAs(client, { user: a! }, 'select book_id from public.paragraph_summaries()');
      expect(mine.rows).toEqual([{ book_id: 'mine--book' }]);
      const anon = await runAs(client, 'anon', 'select * from public.paragraph_summaries()');
      expect(anon.error).toBe('42501');
    });
  });
});

/** One upsert of many rows, as a device sends a batch (each key once, as PostgreSQL requires). */
async function storeBatch(client: import('pg').ClientBase, user: string, rows: readonly ParagraphRow[]) {
  const unique = [...new Map(rows.map((r) => [`${r.book_id} ${r.chapter} ${r.paragraph}`, r])).values()];
  const outcome = await runAs(
    client,
    { user },
    `insert into public.paragraphs_typed (user_id, ${COLUMNS})
     select $1, r.book_id, r.chapter, r.paragraph, r.acc, r.con, r.wpm, r.raw, r."time", r.keys, r.length,
       r.missed, r."timestamp", r.read_at
     from jsonb_to_recordset($2::jsonb) as r(book_id text, chapter integer, paragraph integer, acc float8,
       con float8, wpm float8, raw float8, "time" float8, keys float8, length integer, missed text[],
       "timestamp" float8, read_at float8)
     on conflict (user_id, book_id, chapter, paragraph) do update set
       acc = excluded.acc, con = excluded.con, wpm = excluded.wpm, raw = excluded.raw, "time" = excluded."time",
       keys = excluded.keys, length = excluded.length, missed = excluded.missed,
       "timestamp" = excluded."timestamp", read_at = excluded.read_at`,
    [user, JSON.stringify(unique)],
  );
  expect(outcome.error).toBeNull();
}

describe('paragraph_book_summaries', () => {
  const books = (client: import('pg').ClientBase, user: string) =>
    runAs(client, { user }, 'select * from public.paragraph_book_summaries()');
  const chapters = (client: import('pg').ClientBase, user: string) =>
    runAs(client, { user }, 'select * from public.paragraph_summaries()');

  it("kept as rows are written, row by row or in batches, it is what the chapters' summaries add up to", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.boolean(), fc.array(rowArb, { minLength: 1, maxLength: 15 })), {
          minLength: 1,
          maxLength: 4,
        }),
        async (writes) => {
          await db.inRollback(async (client) => {
            const [user] = await createUsers(client, 1, 'pro');
            for (const [batch, rows] of writes) await (batch ? storeBatch : store)(client, user!, rows);
            const kept = await books(client, user!);
            expect(kept.error).toBeNull();
            expect(kept.rows).toEqual(summarizeBooks((await chapters(client, user!)).rows as never));
          });
        },
      ),
      { numRuns: 25 },
    );
  });

  it('follows deleted rows, reads only the caller’s books, and anon may not call it', async () => {
    await db.inRollback(async (client) => {
      const [a, b] = await createUsers(client, 2, 'pro');
      await storeBatch(client, a!, [row('mine--book', 0, 1_000), row('mine--book', 1, 2_000)]);
      await storeBatch(client, b!, [row('theirs--book', 0, 1_000)]);
      // Only an account's deletion removes rows; the owner's connection stands in for it here.
      await client.query('delete from public.paragraphs_typed where user_id = $1 and paragraph = 1', [a]);
      const mine = await books(client, a!);
      expect(mine.rows).toEqual(summarizeBooks((await chapters(client, a!)).rows as never));
      expect(mine.rows).toMatchObject([{ book_id: 'mine--book', count: 1, newest: 1_000 }]);
      await client.query('delete from public.paragraphs_typed where user_id = $1', [a]);
      expect((await books(client, a!)).rows).toEqual([]);
      expect((await runAs(client, 'anon', 'select * from public.paragraph_book_summaries()')).error).toBe(
        '42501',
      );
    });
  });
});

describe('server_time', () => {
  it("gives a signed-in caller the server's clock in milliseconds, and anon nothing", async () => {
    await db.inRollback(async (client) => {
      const [user] = await createUsers(client, 1, 'pro');
      const before = Date.now();
      const answer = await runAs(client, { user: user! }, 'select public.server_time() as now');
      expect(answer.error).toBeNull();
      expect(Number(answer.rows[0]?.now)).toBeGreaterThanOrEqual(before - 1000);
      expect(Number(answer.rows[0]?.now)).toBeLessThanOrEqual(Date.now() + 1000);
      expect((await runAs(client, 'anon', 'select public.server_time()')).error).toBe('42501');
    });
  });
});
