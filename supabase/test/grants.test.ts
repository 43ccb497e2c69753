/**
 * The grants, as a Supabase project created today needs them: nothing in
 * `public` reaches an API role unless a migration grants it. Each role holds
 * exactly what the app and the webhook use — no more — whether the database
 * started from today's default (nothing granted automatically) or from the
 * old one (everything granted to every API role, TYPESHELF_LEGACY_GRANTS=1),
 * and each table is reachable by the role that needs it and not by anon.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsers, type Database, runAs, startDatabase } from './database';

let db: Database;
beforeAll(async () => {
  db = await startDatabase();
});
afterAll(async () => {
  await db?.stop();
});

const SYNCED = ['custom_books', 'paragraphs_typed', 'practice_points', 'reading_progress', 'settings'];

/** Table privileges by role, table and privilege: what the app and the webhook use. */
const EXPECTED_TABLES = [
  ...SYNCED.flatMap((table) =>
    ['INSERT', 'SELECT', 'UPDATE'].map((privilege) => `authenticated ${table} ${privilege}`),
  ),
  'authenticated billing_items SELECT',
  'service_role billing_items INSERT',
  'service_role billing_items SELECT',
  'service_role billing_items UPDATE',
].sort();

/** Who may execute each function the API exposes. */
const EXPECTED_FUNCTIONS = [
  'anon health_check',
  'authenticated get_premium',
  'authenticated health_check',
  'authenticated paragraph_book_summaries',
  'authenticated paragraph_summaries',
  'authenticated server_time',
  'service_role apply_paddle_event',
  'service_role health_check',
];

describe('grants', () => {
  it('the database starts from the default this run asks for: nothing granted automatically, or the old grant-all', async () => {
    const { rows } = await db.pool.query(
      `select count(*)::int as n from pg_default_acl d, aclexplode(d.defaclacl) a
       where d.defaclnamespace = 'public'::regnamespace and a.grantee = 'anon'::regrole`,
    );
    // The old default grants anon everything on new tables, sequences and functions.
    expect(rows[0].n > 0).toBe(process.env.TYPESHELF_LEGACY_GRANTS === '1');
  });

  it('each API role holds exactly the table privileges in public that the app and the webhook use', async () => {
    const { rows } = await db.pool.query(
      `select grantee || ' ' || table_name || ' ' || privilege_type as grant
       from information_schema.role_table_grants
       where table_schema = 'public' and grantee in ('anon', 'authenticated', 'service_role', 'PUBLIC')
       order by 1`,
    );
    expect(rows.map((row) => row.grant)).toEqual(EXPECTED_TABLES);
  });

  it('each function in public is executable by the roles that call it, and by no one else', async () => {
    const { rows } = await db.pool.query(
      `select role || ' ' || p.proname as grant
       from pg_proc p
       cross join unnest(array['anon', 'authenticated', 'service_role']) role
       where p.pronamespace = 'public'::regnamespace and has_function_privilege(role, p.oid, 'execute')
       order by 1`,
    );
    expect(rows.map((row) => row.grant)).toEqual(EXPECTED_FUNCTIONS);
  });

  it('anon reaches no private helper and no table; every table in public has row level security on', async () => {
    const { rows } = await db.pool.query(
      `select has_schema_privilege('anon', 'private', 'usage') as private_usage,
         (select array_agg(c.relname order by c.relname) from pg_class c
          where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm')
            and not c.relrowsecurity) as without_rls,
         (select array_agg(p.proname order by p.proname) from pg_proc p
          where p.pronamespace = 'private'::regnamespace and has_function_privilege('anon', p.oid, 'execute'))
           as private_for_anon`,
    );
    expect(rows[0]).toEqual({ private_usage: false, without_rls: null, private_for_anon: null });
  });

  it('a signed-in user reaches every table and procedure the app uses; anon reaches only the health check', async () => {
    await db.inRollback(async (client) => {
      const [user] = await createUsers(client, 1, 'pro');
      const signedIn = { user: user! };
      for (const table of [...SYNCED, 'billing_items']) {
        expect(await runAs(client, signedIn, `select * from public.${table} limit 1`), table).toMatchObject({
          error: null,
        });
        const anon = await runAs(client, 'anon', `select * from public.${table} limit 1`);
        expect({ table, error: anon.error, message: anon.message }).toEqual({
          table,
          error: '42501',
          message: `permission denied for table ${table}`,
        });
      }
      expect((await runAs(client, signedIn, 'select * from public.get_premium()')).error).toBeNull();
      expect((await runAs(client, 'anon', 'select * from public.get_premium()')).error).toBe('42501');
      expect((await runAs(client, 'anon', 'select public.health_check() as ok')).rows).toEqual([
        { ok: 'ok' },
      ]);
      // Nobody deletes through the API: a reset is a soft delete.
      for (const table of SYNCED) {
        const removed = await runAs(client, signedIn, `delete from public.${table}`);
        expect(removed.message, table).toBe(`permission denied for table ${table}`);
      }
    });
  });

  it('the service role reaches what the webhook uses', async () => {
    await db.inRollback(async (client) => {
      const applied = await runAs(
        client,
        'service_role',
        'select public.apply_paddle_event($1, $2) as outcome',
        [
          {
            event_id: 'evt_grants',
            event_type: 'customer.updated',
            occurred_at: '2026-11-01T10:00:00Z',
            data: {},
          },
          {},
        ],
      );
      expect(applied).toEqual({ rows: [{ outcome: 'ignored' }], error: null });
    });
  });
});
