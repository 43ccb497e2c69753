/**
 * A throwaway real PostgreSQL with Supabase's platform objects and every
 * migration applied, and the way Supabase projects test their SQL: switch to
 * the `anon` or `authenticated` role with the JWT claims PostgREST would set,
 * do something, then look at the result as the superuser in the same
 * transaction, which is rolled back so every check starts from the same data.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrate, startPostgres } from '../local/postgres.mjs';

export type Actor = 'anon' | 'service_role' | { user: string };

export interface Database {
  pool: pg.Pool;
  /** Runs `fn` as the superuser in a transaction that is rolled back. */
  inRollback<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

export async function startDatabase(): Promise<Database> {
  const dataDir = mkdtempSync(join(tmpdir(), 'typeshelf-db-'));
  const server = await startPostgres({ dataDir, durable: false });
  await migrate(server.connection);
  const pool = new pg.Pool({ ...server.connection, max: 4 });
  // A connection the server ends as it stops (57P01, "terminating connection due to
  // administrator command") is the teardown, not a failure; anything else still surfaces.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') throw error;
  });
  return {
    pool,
    async inRollback(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        return await fn(client);
      } finally {
        await client.query('rollback');
        client.release();
      }
    },
    async stop() {
      await pool.end();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * What an account has bought: nothing, Starter (a lifetime item), Pro (an
 * active subscription) or a Pro subscription that lapsed (canceled).
 */
export type Plan = 'free' | 'starter' | 'pro' | 'lapsed';

const PLAN_ITEMS: Record<Plan, { type: string; status: string } | null> = {
  free: null,
  starter: { type: 'lifetime', status: 'active' },
  pro: { type: 'subscription', status: 'active' },
  lapsed: { type: 'subscription', status: 'canceled' },
};

/** Gives `user` a plan's billing item, as the webhook would write it (as the superuser). */
export async function givePlan(client: pg.ClientBase, user: string, plan: Plan): Promise<void> {
  const item = PLAN_ITEMS[plan];
  if (!item) return;
  await client.query(
    `insert into public.billing_items (id, user_id, type, status, occurred_at) values ($1, $2, $3, $4, now())`,
    [`${plan}_${user}`, user, item.type, item.status],
  );
}

/** Creates auth users (as the superuser) with a plan, and returns their ids. */
export async function createUsers(
  client: pg.ClientBase,
  count: number,
  plan: Plan = 'free',
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    await client.query('insert into auth.users (id, email) values ($1, $2)', [id, `user-${id}@example.com`]);
    await givePlan(client, id, plan);
    ids.push(id);
  }
  return ids;
}

/** What one statement run as an actor did: its rows, or the error code it failed with. */
export interface Outcome {
  rows: Record<string, unknown>[];
  error: string | null;
  /** The error's message, when there was one (a missing grant and a policy both give 42501). */
  message?: string;
}

/**
 * Runs one statement as `actor` inside the caller's transaction (in a
 * savepoint, so a refusal does not end the transaction) and switches back to
 * the superuser afterwards.
 */
export async function runAs(
  client: pg.ClientBase,
  actor: Actor,
  sql: string,
  params: unknown[] = [],
): Promise<Outcome> {
  const role = typeof actor === 'string' ? actor : 'authenticated';
  const claims = typeof actor === 'string' ? { role: actor } : { sub: actor.user, role: 'authenticated' };
  await client.query('savepoint attempt');
  await client.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
    role,
    JSON.stringify(claims),
  ]);
  let outcome: Outcome;
  try {
    const result = await client.query(sql, params);
    outcome = { rows: result.rows, error: null };
    await client.query('release savepoint attempt');
  } catch (error) {
    await client.query('rollback to savepoint attempt');
    const { code, message } = error as { code?: string; message?: string };
    outcome = { rows: [], error: code ?? String(error), message: message ?? String(error) };
  }
  await client.query("reset role; select set_config('request.jwt.claims', '', true)");
  return outcome;
}
