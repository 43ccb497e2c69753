/**
 * practice_points on real PostgreSQL: a Pro account's drill points land once
 * (a repeated write changes nothing and keeps its modification time), the
 * same key with other figures keeps the larger whatever the order, a point
 * never moves to another key, a clock far ahead is clamped, the limits
 * core's row check holds pulled rows to are the table's, and only Pro writes.
 */
import { practicePointRowOf } from '@typeshelf/core/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsers, type Database, runAs, startDatabase } from './database';

let db: Database;
beforeAll(async () => {
  db = await startDatabase();
});
afterAll(async () => {
  await db?.stop();
});

const upsert = `insert into public.practice_points (item, t, ms_per_char, errors) values ($1, $2, $3, $4)
  on conflict (user_id, item, t) do update set ms_per_char = excluded.ms_per_char, errors = excluded.errors
  returning item, t, ms_per_char, errors`;

describe('practice_points', () => {
  it('a repeated point changes nothing; the same key keeps the larger figures in either order', async () => {
    await db.inRollback(async (client) => {
      const [user] = await createUsers(client, 1, 'pro');
      const me = { user: user! };
      expect((await runAs(client, me, upsert, ['word:river', 1000, 120, 1])).error).toBeNull();
      const first = await client.query('select modified_at from public.practice_points where user_id = $1', [
        user,
      ]);
      expect((await runAs(client, me, upsert, ['word:river', 1000, 120, 1])).rows).toEqual([]);
      expect((await runAs(client, me, upsert, ['word:river', 1000, 100, 3])).rows).toEqual([]);
      const again = await client.query('select modified_at from public.practice_points where user_id = $1', [
        user,
      ]);
      expect(again.rows).toEqual(first.rows);
      expect((await runAs(client, me, upsert, ['word:river', 1000, 150, 0])).rows).toHaveLength(1);
      const { rows } = await client.query(
        'select item, t, ms_per_char, errors from public.practice_points where user_id = $1',
        [user],
      );
      expect(rows).toEqual([{ item: 'word:river', t: 1000, ms_per_char: 150, errors: 0 }]);
      const moved = await runAs(client, me, `update public.practice_points set t = 2000 returning 1`);
      expect(moved.error).toBe('42501');
    });
  });

  it('clamps a point stamped far ahead to the server clock plus ten minutes', async () => {
    await db.inRollback(async (client) => {
      const [user] = await createUsers(client, 1, 'pro');
      await runAs(client, { user: user! }, upsert, ['pair:th', 8e15, 90, 0]);
      const { rows } = await client.query(
        `select t <= round(extract(epoch from now()) * 1000) + 600000 as clamped from public.practice_points where user_id = $1`,
        [user],
      );
      expect(rows).toEqual([{ clamped: true }]);
    });
  });

  it('refuses what core refuses in a pulled row, and accepts what core accepts', async () => {
    await db.inRollback(async (client) => {
      const [user] = await createUsers(client, 1, 'pro');
      const cases: [string, number, number, number][] = [
        ['word:river', 1000, 120, 1],
        ['pair:th', 0, 0, 0],
        [`word:${'é'.repeat(500)}`, 1, 604800000, 100000000],
        ['book:river', 1000, 120, 1],
        ['word:', 1000, 120, 1],
        ['word:a\u0007b', 1000, 120, 1],
        [`word:${'a'.repeat(501)}`, 1000, 120, 1],
        ['word:river', -1, 120, 1],
        ['word:river', 1000, 604800001, 1],
        ['word:river', 1000, 120, -1],
      ];
      for (const [item, t, ms, errors] of cases) {
        const outcome = await runAs(client, { user: user! }, upsert, [item, t, ms, errors]);
        const core = practicePointRowOf({ item, t, ms_per_char: ms, errors }) !== null;
        expect({ item: item.slice(0, 12), t, ms, errors, accepted: outcome.error === null }).toEqual({
          item: item.slice(0, 12),
          t,
          ms,
          errors,
          accepted: core,
        });
        if (outcome.error !== null) expect(outcome.error).toBe('23514');
      }
    });
  });

  it('only Pro writes; a lapsed Pro still reads its points; nobody reads another account’s', async () => {
    await db.inRollback(async (client) => {
      const [free] = await createUsers(client, 1, 'free');
      const [starter] = await createUsers(client, 1, 'starter');
      const [lapsed] = await createUsers(client, 1, 'lapsed');
      const [pro] = await createUsers(client, 1, 'pro');
      for (const user of [free, starter, lapsed])
        expect((await runAs(client, { user: user! }, upsert, ['word:a', 1, 1, 0])).error).toBe('42501');
      await client.query(
        `insert into public.practice_points (user_id, item, t, ms_per_char, errors) values ($1, 'word:kept', 1, 1, 0)`,
        [lapsed],
      );
      const read = await runAs(client, { user: lapsed! }, 'select item from public.practice_points');
      expect(read.rows).toEqual([{ item: 'word:kept' }]);
      expect((await runAs(client, { user: pro! }, 'select item from public.practice_points')).rows).toEqual(
        [],
      );
    });
  });
});
