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

/** One upsert of many rows as a device sends a batch: $1 the user, $2 the rows as JSON. */
const UPSERT = `insert into public.paragraphs_typed (user_id, ${COLUMNS})
  select $1, r.book_id, r.chapter, r.paragraph, r.acc, r.con, r.wpm, r.raw, r."time", r.keys, r.length,
    r.missed, r."timestamp", r.read_at
  from jsonb_to_recordset($2::jsonb) as r(book_id text, chapter integer, paragraph integer, acc float8,
    con float8, wpm float8, raw float8, "time" float8, keys float8, length integer, missed text[],
    "timestamp" float8, read_at float8)
  on conflict (user_id, book_id, chapter, paragraph) do update set
    acc = excluded.acc, con = excluded.con, wpm = excluded.wpm, raw = excluded.raw, "time" = excluded."time",
    keys = excluded.keys, length = excluded.length, missed = excluded.missed,
    "timestamp" = excluded."timestamp", read_at = excluded.read_at`;

/** One upsert of many rows, as a device sends a batch (each key once, as PostgreSQL requires). */
async function storeBatch(client: import('pg').ClientBase, user: string, rows: readonly ParagraphRow[]) {
  const unique = [...new Map(rows.map((r) => [`${r.book_id} ${r.chapter} ${r.paragraph}`, r])).values()];
  const outcome = await runAs(client, { user }, UPSERT, [user, JSON.stringify(unique)]);
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

describe('book summaries under batches sent side by side', () => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** Runs `steps` in one committed transaction on a connection of its own; the first error code, or null. */
  async function transaction(steps: (client: import('pg').PoolClient) => Promise<string | null>) {
    const client = await db.pool.connect();
    try {
      await client.query('begin');
      const error = await steps(client);
      await client.query(error === null ? 'commit' : 'rollback');
      return error;
    } finally {
      client.release();
    }
  }
  const upsert = async (client: import('pg').ClientBase, user: string, rows: readonly ParagraphRow[]) =>
    (await runAs(client, { user }, UPSERT, [user, JSON.stringify(rows)])).error;
  const kept = async (user: string) => {
    let books: Record<string, unknown>[] = [];
    let chapters: Record<string, unknown>[] = [];
    await transaction(async (c) => {
      books = (await runAs(c, { user }, 'select * from public.paragraph_book_summaries()')).rows;
      chapters = (await runAs(c, { user }, 'select * from public.paragraph_summaries()')).rows;
      return null;
    });
    return { books, added: summarizeBooks(chapters as never) };
  };
  const newUser = async () => {
    const client = await db.pool.connect();
    try {
      const [user] = await createUsers(client, 1, 'pro');
      return user!;
    } finally {
      client.release();
    }
  };

  it('two transactions taking the same books in opposite orders wait for each other instead of deadlocking', async () => {
    const user = await newUser();
    const seed = await transaction((c) => upsert(c, user, [row('a--book', 0), row('b--book', 0)]));
    expect(seed).toBeNull();
    // Each holds the first book it writes until it commits, then writes the other's.
    const first = transaction(async (c) => {
      const error = await upsert(c, user, [row('a--book', 1, 2_000)]);
      await pause(400);
      return error ?? (await upsert(c, user, [row('b--book', 1, 2_000)]));
    });
    await pause(150);
    const second = transaction(async (c) => {
      const error = await upsert(c, user, [row('b--book', 2, 3_000)]);
      await pause(400);
      return error ?? (await upsert(c, user, [row('a--book', 2, 3_000)]));
    });
    expect(await Promise.all([first, second])).toEqual([null, null]);
    const { books, added } = await kept(user);
    expect(books).toEqual(added);
    expect(books).toMatchObject([
      { book_id: 'a--book', count: 3 },
      { book_id: 'b--book', count: 3 },
    ]);
  });

  it('batches of new and stored rows over the same books, sent at once in opposite orders, all land and add up', async () => {
    const user = await newUser();
    const BOOKS = Array.from({ length: 8 }, (_, i) => `book-${i}--by-someone`);
    // Each side has a stored paragraph in every book; a reconcile's batches never share a row.
    const stored = BOOKS.flatMap((b) => [row(b, 0), row(b, 1)]);
    expect(await transaction((c) => upsert(c, user, stored))).toBeNull();
    // Each round: each batch updates its own stored paragraph of every book and adds a new one to each.
    const batch = (round: number, side: number) => {
      const rows = BOOKS.flatMap((b) => [row(b, side, 10_000 + round), row(b, 2 + round * 2 + side)]);
      return side === 0 ? rows : rows.reverse();
    };
    const errors: (string | null)[] = [];
    for (let round = 0; round < 10; round++)
      errors.push(
        ...(await Promise.all([0, 1].map((side) => transaction((c) => upsert(c, user, batch(round, side)))))),
      );
    expect(errors.filter((error) => error !== null)).toEqual([]);
    const { books, added } = await kept(user);
    expect(books).toEqual(added);
    expect(books.map((b) => b.count)).toEqual(BOOKS.map(() => 22));
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
