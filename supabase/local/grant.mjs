// `pnpm grant <email> <tier>`: gives an account of the local stack a tier, for
// trying premium locally. Tiers: starter (lifetime), monthly, annually, or
// free (ends the tiers granted here). Writes billing items the way the
// payment webhook would; works whether or not `npm start` is running.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startPostgres } from './postgres.mjs';

const TIERS = {
  starter: { type: 'lifetime', details: {} },
  monthly: { type: 'subscription', details: { billing_cycle: { interval: 'month', frequency: 1 } } },
  annually: { type: 'subscription', details: { billing_cycle: { interval: 'year', frequency: 1 } } },
};

const [email, tier] = process.argv.slice(2);
if (!email || !(tier in TIERS || tier === 'free')) {
  console.error('Usage: pnpm grant <email> <starter|monthly|annually|free>');
  process.exit(2);
}

const dataDir = join(fileURLToPath(new URL('../..', import.meta.url)), '.backend', 'db');
const connection = { host: dataDir, port: 5432, user: 'postgres', database: 'postgres' };
let server = null;
let db = new pg.Client(connection);
try {
  await db.connect();
} catch {
  // The stack is not running: start its database just for this.
  server = await startPostgres({ dataDir });
  db = new pg.Client(connection);
  await db.connect();
}
try {
  const user = (await db.query('select id from auth.users where email = $1', [email.toLowerCase()])).rows[0];
  if (!user) throw new Error(`No local account for ${email}: sign up in the app first.`);
  if (tier === 'free') {
    await db.query(
      `update public.billing_items set status = 'canceled', occurred_at = now(), modified_at = now()
       where user_id = $1 and id like 'local_%'`,
      [user.id],
    );
  } else {
    const { type, details } = TIERS[tier];
    await db.query(
      `insert into public.billing_items (id, user_id, type, status, details, occurred_at)
       values ($1, $2, $3, 'active', $4, now())
       on conflict (id) do update set status = 'active', occurred_at = now(), modified_at = now()`,
      [`local_${tier}_${user.id}`, user.id, type, { ...details, currency_code: 'USD' }],
    );
  }
  console.log(
    `${email} now has ${tier === 'free' ? 'no granted tier' : `the ${tier} tier`} on the local backend.`,
  );
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.end();
  await server?.stop();
}
