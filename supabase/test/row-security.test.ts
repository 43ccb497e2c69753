/**
 * Row level security, the way an attacker would try it: for users A and B,
 * every operation on every table and on storage, as anon and as A, aimed at
 * B's rows — and A's own deletes and overwrites, which nobody may do. Each
 * attempt runs in a rolled-back transaction and is judged by looking at the
 * data afterwards as the superuser, so a refusal that silently changed
 * nothing counts as denied and a "success" that changed B's row does not.
 * The matrix is printed with its count; the goal is every attempt denied.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createUsers, type Database, runAs, startDatabase } from './database';

let db: Database;
let a: string;
let b: string;

interface Target {
  name: string;
  /** Key columns and B's row values, as SQL fragments. */
  table: string;
  key: (user: string) => Record<string, unknown>;
  values: (user: string) => Record<string, unknown>;
  /** Columns an update or upsert would change, with new values. */
  change: Record<string, unknown>;
}

const targets: Target[] = [
  {
    name: 'paragraphs_typed',
    table: 'public.paragraphs_typed',
    key: (user) => ({ user_id: user, book_id: 'book', chapter: 1, paragraph: 0 }),
    values: () => ({ wpm: 60, raw: 62, acc: 98, con: 90, time: 1000, timestamp: 1000 }),
    change: { timestamp: 5000 },
  },
  {
    name: 'reading_progress',
    table: 'public.reading_progress',
    key: (user) => ({ user_id: user, book_id: 'book', chapter: 1 }),
    values: () => ({ last_paragraph: 3, timestamp: 1000 }),
    change: { timestamp: 5000 },
  },
  {
    name: 'settings',
    table: 'public.settings',
    key: (user) => ({ id: user }),
    values: () => ({ shared: JSON.stringify({ theme: 'dark' }), timestamp: 1000 }),
    change: { shared: JSON.stringify({ theme: 'light' }), timestamp: 5000 },
  },
  {
    name: 'custom_books',
    table: 'public.custom_books',
    key: (user) => ({ user_id: user, book_id: 'mine' }),
    values: () => ({ data: JSON.stringify({ title: 'Mine' }), timestamp: 1000 }),
    change: { timestamp: 5000 },
  },
  {
    name: 'billing_items',
    table: 'public.billing_items',
    key: (user) => ({ id: `sub_${user.slice(0, 8)}` }),
    values: (user) => ({
      user_id: user,
      type: 'subscription',
      status: 'active',
      details: '{}',
      occurred_at: '2026-01-01T00:00:00Z',
    }),
    change: { status: 'canceled' },
  },
  {
    name: 'storage.buckets',
    table: 'storage.buckets',
    key: (user) => ({ id: user }),
    values: (user) => ({ name: user, public: false, owner: user }),
    change: { public: true },
  },
  {
    name: 'storage.objects',
    table: 'storage.objects',
    key: (user) => ({ bucket_id: user, name: 'books/b.tbf' }),
    values: (user) => ({ owner: user }),
    change: { metadata: '{"size": 1}' },
  },
];

const quote = (column: string) => `"${column}"`;
const columnsOf = (row: Record<string, unknown>) => Object.keys(row).map(quote).join(', ');

function insertSql(target: Target, row: Record<string, unknown>, upsert: boolean) {
  const names = Object.keys(row);
  const keyNames = Object.keys(target.key('x'));
  const set = names.filter((n) => !keyNames.includes(n));
  const conflict =
    target.name === 'storage.objects' ? '(bucket_id, name)' : `(${keyNames.map(quote).join(', ')})`;
  return {
    sql: `insert into ${target.table} (${columnsOf(row)}) values (${names.map((_, i) => `$${i + 1}`).join(', ')})${
      upsert
        ? ` on conflict ${conflict} do update set ${set.map((n) => `${quote(n)} = excluded.${quote(n)}`).join(', ')}`
        : ''
    } returning 1`,
    params: Object.values(row),
  };
}

function whereKey(target: Target, user: string, offset = 0) {
  const key = target.key(user);
  return {
    sql: Object.keys(key)
      .map((n, i) => `${quote(n)} = $${i + 1 + offset}`)
      .join(' and '),
    params: Object.values(key),
  };
}

async function seed(client: pg.ClientBase, target: Target, user: string) {
  const { sql, params } = insertSql(target, { ...target.key(user), ...target.values(user) }, false);
  await client.query(sql, params);
}

async function snapshot(client: pg.ClientBase, target: Target, user: string) {
  const where = whereKey(target, user);
  const { rows } = await client.query(`select * from ${target.table} where ${where.sql}`, where.params);
  return JSON.stringify(rows);
}

type Attempt = {
  operation: string;
  /** Runs the attempt as the actor; returns whether the data shows it succeeded. */
  run: (client: pg.ClientBase, target: Target, actor: Actor, self: string) => Promise<boolean>;
};

// Each attempt reports "reached" when B's data (or A's own row, for the
// deletes and overwrites nobody may do) shows the effect.
const attempts: Attempt[] = [
  {
    operation: "select B's row",
    async run(client, target, actor) {
      const where = whereKey(target, b);
      const outcome = await runAs(
        client,
        actor,
        `select * from ${target.table} where ${where.sql}`,
        where.params,
      );
      return outcome.rows.length > 0;
    },
  },
  {
    operation: 'select everything',
    async run(client, target, actor) {
      // A sees exactly their own one row; anon sees nothing.
      const outcome = await runAs(client, actor, `select * from ${target.table}`);
      return outcome.rows.length > (actor === 'anon' ? 0 : 1);
    },
  },
  {
    operation: 'insert a row as B',
    async run(client, target, actor) {
      const other = { ...target.key(b), ...target.values(b) };
      // A fresh key of B's: a paragraph, chapter or book B has no row for yet.
      for (const column of ['paragraph', 'chapter', 'book_id', 'name', 'id'])
        if (column in other && column !== 'id') {
          other[column] = column === 'name' ? 'books/new.tbf' : typeof other[column] === 'number' ? 7 : 'new';
          break;
        }
      if (target.name === 'billing_items') other.id = 'txn_forged';
      // Settings and buckets have one row per user: B's is removed first so the key is free.
      if (target.name === 'storage.buckets')
        await client.query('delete from storage.objects where bucket_id = $1', [b]);
      if (target.name === 'settings' || target.name === 'storage.buckets') {
        await client.query(
          `delete from ${target.table} where ${whereKey(target, b).sql}`,
          whereKey(target, b).params,
        );
      }
      const { sql, params } = insertSql(target, other, false);
      const outcome = await runAs(client, actor, sql, params);
      return outcome.error === null;
    },
  },
  {
    operation: "upsert over B's key",
    async run(client, target, actor) {
      const before = await snapshot(client, target, b);
      const row = { ...target.key(b), ...target.values(b), ...target.change };
      const { sql, params } = insertSql(target, row, true);
      await runAs(client, actor, sql, params);
      return (await snapshot(client, target, b)) !== before;
    },
  },
  {
    operation: "update B's row",
    async run(client, target, actor) {
      const before = await snapshot(client, target, b);
      const columns = Object.keys(target.change);
      const where = whereKey(target, b, columns.length);
      const set = columns.map((n, i) => `${quote(n)} = $${i + 1}`).join(', ');
      await runAs(client, actor, `update ${target.table} set ${set} where ${where.sql}`, [
        ...Object.values(target.change),
        ...where.params,
      ]);
      return (await snapshot(client, target, b)) !== before;
    },
  },
  {
    operation: "delete B's row",
    async run(client, target, actor) {
      const where = whereKey(target, b);
      await runAs(client, actor, `delete from ${target.table} where ${where.sql}`, where.params);
      return (await snapshot(client, target, b)) === '[]';
    },
  },
  {
    operation: 'delete own row',
    async run(client, target, actor, self) {
      const where = whereKey(target, self);
      await runAs(client, actor, `delete from ${target.table} where ${where.sql}`, where.params);
      return (await snapshot(client, target, self)) === '[]';
    },
  },
];

beforeAll(async () => {
  db = await startDatabase();
  const client = await db.pool.connect();
  try {
    [a, b] = (await createUsers(client, 2)) as [string, string];
    for (const target of targets) {
      await seed(client, target, a);
      await seed(client, target, b);
    }
  } finally {
    client.release();
  }
});
afterAll(async () => {
  await db?.stop();
});

describe('row level security', () => {
  it('denies anon and A every attempt on B’s rows, and everyone deletes (matrix printed)', async () => {
    const lines: string[] = [];
    let denied = 0;
    let total = 0;
    for (const target of targets)
      for (const attempt of attempts)
        for (const [label, actor] of [
          ['anon', 'anon'],
          ['A', { user: a }],
        ] as const) {
          // anon has no rows of its own to delete.
          if (attempt.operation === 'delete own row' && label === 'anon') continue;
          const reached = await db.inRollback((client) => attempt.run(client, target, actor, a));
          total++;
          if (!reached) denied++;
          lines.push(
            `${reached ? 'REACHED' : 'denied '}  ${label.padEnd(4)} ${target.name.padEnd(17)} ${attempt.operation}`,
          );
        }
    console.log(
      `Row level security matrix\n${lines.join('\n')}\n${denied}/${total} attempts denied (${((100 * denied) / total).toFixed(0)}%)`,
    );
    expect(lines.filter((line) => line.startsWith('REACHED'))).toEqual([]);
    expect(total).toBe(targets.length * (attempts.length * 2 - 1));
  });

  it('lets A do what A may: read, add and change their own rows (the attempts above can succeed)', async () => {
    await db.inRollback(async (client) => {
      for (const target of targets.filter(
        (t) => t.table.startsWith('public.') && t.name !== 'billing_items',
      )) {
        const where = whereKey(target, a);
        const read = await runAs(
          client,
          { user: a },
          `select * from ${target.table} where ${where.sql}`,
          where.params,
        );
        expect(read.rows, target.name).toHaveLength(1);
        const before = await snapshot(client, target, a);
        const row = { ...target.key(a), ...target.values(a), ...target.change };
        const { sql, params } = insertSql(target, row, true);
        const upsert = await runAs(client, { user: a }, sql, params);
        expect(upsert.error, target.name).toBeNull();
        expect(await snapshot(client, target, a), target.name).not.toBe(before);
      }
      const billing = await runAs(client, { user: a }, 'select id from public.billing_items');
      expect(billing.rows).toEqual([{ id: `sub_${a.slice(0, 8)}` }]);
    });
  });

  it('storage: A adds books/<name>.tbf to their own bucket only, never overwrites, never anything else', async () => {
    await db.inRollback(async (client) => {
      const add = (bucket: string, name: string) =>
        runAs(
          client,
          { user: a },
          'insert into storage.objects (bucket_id, name, owner) values ($1, $2, $3)',
          [bucket, name, a],
        );
      expect((await add(a, 'books/new.tbf')).error).toBeNull();
      expect((await add(a, 'books/new.epub')).error).toBe('42501');
      expect((await add(a, 'covers/new.tbf')).error).toBe('42501');
      expect((await add(a, 'books/deep/new.tbf')).error).toBe('42501');
      expect((await add(a, 'books/.tbf')).error).toBe('42501');
      expect((await add(a, 'books/new.tbf')).error).toBe('23505');
      const overwrite = await runAs(
        client,
        { user: a },
        `update storage.objects set metadata = '{"size": 2}' where bucket_id = $1 returning 1`,
        [a],
      );
      expect(overwrite.rows).toEqual([]);
      // Buckets: one private bucket, named by the user's own id.
      await client.query(
        'delete from storage.buckets where id = $1 and not exists (select from storage.objects where bucket_id = $1)',
        [a],
      );
      const { rows } = await client.query('select count(*)::int as n from storage.buckets where id = $1', [
        a,
      ]);
      expect(rows[0].n).toBe(1);
      const [c] = await createUsers(client, 1);
      const create = (id: string, isPublic: boolean) =>
        runAs(client, { user: c! }, 'insert into storage.buckets (id, name, public) values ($1, $1, $2)', [
          id,
          isPublic,
        ]);
      expect((await create(c!, true)).error).toBe('42501');
      expect((await create('shared', false)).error).toBe('42501');
      expect((await create(c!, false)).error).toBeNull();
    });
  });
});
