/**
 * Row level security, the way an attacker would try it: for users A and B
 * (both Pro, so premium is not what stops A), every operation on every table
 * and on storage, as anon and as A, aimed at B's rows — and A's own deletes
 * and overwrites, which nobody may do. Then the premium dimension: for a
 * free, a Starter, a Pro and a lapsed Pro account, every write to its own
 * rows on every synced table and to storage; only Pro's land. Each attempt
 * runs in a rolled-back transaction and is judged by looking at the data
 * afterwards as the superuser, so a refusal that silently changed nothing
 * counts as denied and a "success" that changed nothing does not count as
 * allowed. The matrices are printed with their counts.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createUsers, type Database, type Plan, runAs, startDatabase } from './database';

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
    key: (user) => ({ user_id: user, book_id: 'test--book', chapter: 1, paragraph: 0 }),
    values: () => ({ wpm: 60, raw: 62, acc: 98, con: 90, time: 1000, timestamp: 1000 }),
    change: { timestamp: 5000 },
  },
  {
    name: 'reading_progress',
    table: 'public.reading_progress',
    key: (user) => ({ user_id: user, book_id: 'test--book', chapter: 1 }),
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
    key: (user) => ({ user_id: user, book_id: 'test--mine' }),
    values: () => ({ data: JSON.stringify({ title: 'Mine' }), timestamp: 1000 }),
    change: { timestamp: 5000 },
  },
  {
    name: 'practice_points',
    table: 'public.practice_points',
    key: (user) => ({ user_id: user, item: 'word:river', t: 1000 }),
    values: () => ({ ms_per_char: 120, errors: 1 }),
    // A point is never edited; the same key written again keeps the larger figures.
    change: { ms_per_char: 150 },
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

const PLANS: Plan[] = ['free', 'starter', 'pro', 'lapsed'];
const planUsers = {} as Record<Plan, string>;

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
          other[column] =
            column === 'name' ? 'books/new.tbf' : typeof other[column] === 'number' ? 7 : 'test--new';
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
    // Pro both: the billing item seeded for each below is an active subscription.
    [a, b] = (await createUsers(client, 2)) as [string, string];
    for (const target of targets) {
      await seed(client, target, a);
      await seed(client, target, b);
    }
    for (const plan of PLANS) {
      const [user] = await createUsers(client, 1, plan);
      planUsers[plan] = user!;
      for (const target of targets) if (target.name !== 'billing_items') await seed(client, target, user!);
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
      const [c] = await createUsers(client, 1, 'pro');
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

  it('premium: only Pro writes its own rows and storage; free, Starter and lapsed Pro are refused every write (matrix printed)', async () => {
    // What each account tries on its own data: the sync flows (add a row,
    // upsert over its row, update it) on every synced table, and creating its
    // bucket and uploading a book. Each is judged by the data afterwards.
    const synced = targets.filter((t) => t.table.startsWith('public.') && t.name !== 'billing_items');
    const writes: {
      target: string;
      operation: string;
      run: (client: pg.ClientBase, user: string) => Promise<{ landed: boolean; notByPolicy: boolean }>;
    }[] = [];
    // A refusal must come from a policy: 42501 from row level security, or an
    // update that finds no row it may change. A missing privilege (also
    // 42501) or any other error would mean the attempt never reached them.
    const refusedElsewhere = (outcome: { error: string | null; message?: string }) =>
      outcome.error !== null &&
      (outcome.error !== '42501' || (outcome.message?.startsWith('permission denied for') ?? false));
    for (const target of synced) {
      writes.push(
        {
          target: target.name,
          operation: 'add a row',
          async run(client, user) {
            const row = { ...target.key(user), ...target.values(user) };
            if (target.name === 'settings')
              await client.query('delete from public.settings where id = $1', [user]);
            else if ('chapter' in row) row.chapter = 9;
            else if ('item' in row) row.t = 2000;
            else row.book_id = 'test--another';
            const { sql, params } = insertSql(target, row, false);
            const outcome = await runAs(client, { user }, sql, params);
            const names = Object.keys(target.key(user));
            const { rows } = await client.query(
              `select 1 from ${target.table} where ${names.map((n, i) => `${quote(n)} = $${i + 1}`).join(' and ')}`,
              names.map((n) => row[n]),
            );
            return { landed: rows.length === 1, notByPolicy: refusedElsewhere(outcome) };
          },
        },
        {
          target: target.name,
          operation: 'upsert over its row',
          async run(client, user) {
            const before = await snapshot(client, target, user);
            const { sql, params } = insertSql(
              target,
              { ...target.key(user), ...target.values(user), ...target.change },
              true,
            );
            const outcome = await runAs(client, { user }, sql, params);
            return {
              landed: (await snapshot(client, target, user)) !== before,
              notByPolicy: refusedElsewhere(outcome),
            };
          },
        },
        {
          target: target.name,
          operation: 'update its row',
          async run(client, user) {
            const before = await snapshot(client, target, user);
            const columns = Object.keys(target.change);
            const where = whereKey(target, user, columns.length);
            const outcome = await runAs(
              client,
              { user },
              `update ${target.table} set ${columns.map((n, i) => `${quote(n)} = $${i + 1}`).join(', ')} where ${where.sql}`,
              [...Object.values(target.change), ...where.params],
            );
            return {
              landed: (await snapshot(client, target, user)) !== before,
              notByPolicy: refusedElsewhere(outcome),
            };
          },
        },
      );
    }
    writes.push(
      {
        target: 'storage.buckets',
        operation: 'create its bucket',
        async run(client, user) {
          await client.query('delete from storage.objects where bucket_id = $1', [user]);
          await client.query('delete from storage.buckets where id = $1', [user]);
          const outcome = await runAs(
            client,
            { user },
            'insert into storage.buckets (id, name, public, owner) values ($1, $1, false, $2)',
            [user, user],
          );
          const { rows } = await client.query('select 1 from storage.buckets where id = $1', [user]);
          return { landed: rows.length === 1, notByPolicy: refusedElsewhere(outcome) };
        },
      },
      {
        target: 'storage.objects',
        operation: 'upload a book',
        async run(client, user) {
          const outcome = await runAs(
            client,
            { user },
            "insert into storage.objects (bucket_id, name, owner) values ($1, 'books/new.tbf', $2)",
            [user, user],
          );
          const { rows } = await client.query(
            "select 1 from storage.objects where bucket_id = $1 and name = 'books/new.tbf'",
            [user],
          );
          return { landed: rows.length === 1, notByPolicy: refusedElsewhere(outcome) };
        },
      },
    );

    const lines: string[] = [];
    const counts = { refused: 0, nonPro: 0, allowed: 0, pro: 0 };
    const wrong: string[] = [];
    for (const plan of PLANS)
      for (const write of writes) {
        const { landed, notByPolicy } = await db.inRollback((client) => write.run(client, planUsers[plan]));
        const line = `${landed ? 'LANDED ' : 'refused'}  ${plan.padEnd(7)} ${write.target.padEnd(17)} ${write.operation}`;
        lines.push(line);
        if (plan === 'pro') {
          counts.pro++;
          if (landed) counts.allowed++;
          else wrong.push(line);
        } else {
          counts.nonPro++;
          if (!landed) counts.refused++;
          else wrong.push(line);
        }
        if (notByPolicy) wrong.push(`${line} (not by a policy)`);
      }
    console.log(
      `Premium write matrix\n${lines.join('\n')}\n` +
        `${counts.refused}/${counts.nonPro} non-Pro writes refused (${((100 * counts.refused) / counts.nonPro).toFixed(0)}%), ` +
        `${counts.allowed}/${counts.pro} Pro writes allowed (${((100 * counts.allowed) / counts.pro).toFixed(0)}%)`,
    );
    expect(wrong).toEqual([]);
    expect(counts.nonPro).toBe(3 * (synced.length * 3 + 2));
  });

  it('premium: a lapsed Pro, Starter and free account still read what they have on the server', async () => {
    await db.inRollback(async (client) => {
      for (const plan of PLANS)
        for (const target of targets.filter((t) => t.name !== 'billing_items')) {
          const where = whereKey(target, planUsers[plan]);
          const read = await runAs(
            client,
            { user: planUsers[plan] },
            `select * from ${target.table} where ${where.sql}`,
            where.params,
          );
          expect(read.rows, `${plan} ${target.name}`).toHaveLength(1);
        }
    });
  });
});
