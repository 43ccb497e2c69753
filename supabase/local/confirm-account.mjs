// Confirms an account of the local stack in its own database, as following
// its printed confirmation link would: for `pnpm check:deploy` against this
// machine's stack, which signs up a throwaway account and cannot read the
// terminal the link was printed in.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/** Confirms `email` in the stack whose data folder is `dataDir`; false when that stack has no database. */
export async function confirmLocalAccount(dataDir, email) {
  const socketDir = join(dataDir, 'db');
  if (!existsSync(socketDir)) return false;
  const db = new pg.Client({ host: socketDir, port: 5432, user: 'postgres', database: 'postgres' });
  await db.connect();
  try {
    const { rowCount } = await db.query(
      'update auth.users set email_confirmed_at = now(), confirmation_token = null where email = $1',
      [email],
    );
    return rowCount === 1;
  } finally {
    await db.end();
  }
}
