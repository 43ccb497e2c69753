// What `pnpm check:deploy` asks of a live deployment's backend, through its
// public API only (the URL and the anon or publishable key the app is built
// with): the health check answers, every table is reachable by a signed-in
// account and by nobody signed out, each account sees only its own rows,
// a free account is refused every write premium allows (each synced table
// and a book upload), and the payment webhook refuses an unsigned call.
// Each check is one result { name, ok, detail }; nothing here prints.
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';

/** The tables the app reads, and the column that names each row's owner. */
export const TABLES = {
  paragraphs_typed: 'user_id',
  reading_progress: 'user_id',
  settings: 'id',
  custom_books: 'user_id',
  practice_points: 'user_id',
  billing_items: 'user_id',
};

/** One own row per synced table: what the app's sync would write for a Pro account. */
const syncedRows = (userId, now) => ({
  paragraphs_typed: {
    row: {
      user_id: userId,
      book_id: 'typeshelf--check-deploy',
      chapter: 0,
      paragraph: 0,
      wpm: 60,
      raw: 62,
      acc: 98,
      con: 90,
      time: 9000,
      timestamp: now,
    },
    onConflict: 'user_id,book_id,chapter,paragraph',
  },
  reading_progress: {
    row: {
      user_id: userId,
      book_id: 'typeshelf--check-deploy',
      chapter: 0,
      last_paragraph: 0,
      timestamp: now,
    },
    onConflict: 'user_id,book_id,chapter',
  },
  settings: { row: { id: userId, shared: {}, timestamp: now }, onConflict: 'id' },
  custom_books: {
    row: { user_id: userId, book_id: 'typeshelf--check-deploy', timestamp: now, active: true, data: {} },
    onConflict: 'user_id,book_id',
  },
  practice_points: {
    row: { user_id: userId, item: 'word:check', t: now, ms_per_char: 200, errors: 0 },
    onConflict: 'user_id,item,t',
  },
});

const describeError = (error) => [error.code, error.message].filter(Boolean).join(' ');

/**
 * Runs every check against `url` with the public `anonKey`. The account is
 * `email`/`password` when given (on a hosted project sign-up needs the
 * e-mail confirmed: pass a confirmed free test account); otherwise a
 * throwaway account is signed up when `signUp` allows it, and
 * `confirm(email)` — when given — makes it confirmed (the local stack).
 * @param {{ url: string, anonKey: string, email?: string, password?: string, signUp?: boolean,
 *   confirm?: (email: string) => Promise<unknown>, now?: number }} options
 * @returns {Promise<{ name: string, ok: boolean, detail: string }[]>}
 */
export async function runDeployChecks({
  url,
  anonKey,
  email,
  password,
  signUp = true,
  confirm,
  now = Date.now(),
}) {
  const base = url.replace(/\/+$/, '');
  const results = [];
  const check = (name, ok, detail = '') => {
    results.push({ name, ok: Boolean(ok), detail });
    return ok;
  };
  const newClient = () =>
    createClient(base, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: ws },
    });
  const anon = newClient();

  try {
    const health = await anon.rpc('health_check');
    check(
      'health_check answers ok',
      health.data === 'ok',
      health.error ? describeError(health.error) : JSON.stringify(health.data),
    );
  } catch (error) {
    check('health_check answers ok', false, `no answer from ${base}: ${error.message}`);
    return results;
  }

  // The free account every other check signs in as.
  const user = newClient();
  let account = email;
  let signedIn;
  if (email && password) {
    signedIn = await user.auth.signInWithPassword({ email, password });
  } else if (!signUp) {
    check(
      'a free test account signs in',
      false,
      'pass --email and --password of a confirmed free test account (a hosted project confirms e-mail, so no account is signed up here)',
    );
    return results;
  } else {
    account = `check-deploy-${now}@example.com`;
    const secret = `check-deploy-${now}-${Math.random().toString(36).slice(2)}`;
    const created = await user.auth.signUp({ email: account, password: secret });
    if (!created.error && !created.data.session && confirm) await confirm(account);
    signedIn =
      created.error || created.data.session
        ? created
        : await user.auth.signInWithPassword({ email: account, password: secret });
  }
  const session = signedIn.data?.session;
  if (
    !check(
      'a free test account signs in',
      session,
      session
        ? account
        : `${account}: ${signedIn.error ? describeError(signedIn.error) : 'no session'}; on a project that confirms e-mail, pass --email and --password of a confirmed free account`,
    )
  )
    return results;
  const userId = session.user.id;
  const premium = await user.rpc('get_premium');
  const pro = (premium.data ?? []).some((item) => item.type === 'subscription' && item.status === 'active');
  if (
    !check(
      'the test account is free (no active subscription)',
      !premium.error && !pro,
      premium.error
        ? describeError(premium.error)
        : pro
          ? 'it has an active subscription: use a free account'
          : '',
    )
  )
    return results;

  for (const [table, owner] of Object.entries(TABLES)) {
    const mine = await user.from(table).select('*').limit(1000);
    check(
      `${table}: a signed-in account can read it`,
      !mine.error,
      mine.error ? describeError(mine.error) : `${mine.data.length} own rows`,
    );
    if (!mine.error) {
      const others = mine.data.filter((row) => row[owner] !== userId);
      check(
        `${table}: row level security shows the account only its own rows`,
        others.length === 0,
        others.length ? `${others.length} rows of other accounts are visible` : '',
      );
    }
    const signedOut = await anon.from(table).select('*').limit(1);
    check(
      `${table}: signed out, nothing is readable`,
      Boolean(signedOut.error) || signedOut.data.length === 0,
      signedOut.error
        ? `refused (${describeError(signedOut.error)})`
        : `${signedOut.data.length} rows readable`,
    );
  }

  for (const [table, { row, onConflict }] of Object.entries(syncedRows(userId, now))) {
    const write = await user.from(table).upsert(row, { onConflict });
    // Refused by a policy (42501), not for some other fault of the row, which would prove nothing.
    check(
      `${table}: a free account's write is refused`,
      write.error?.code === '42501',
      write.error
        ? `${write.error.code === '42501' ? 'refused' : 'failed for another reason'} (${describeError(write.error)})`
        : `accepted (${write.status})`,
    );
  }

  const bucket = await user.storage.createBucket(userId, { public: false });
  const upload = await user.storage
    .from(userId)
    .upload('books/check-deploy.tbf', new Uint8Array([84, 66, 70, 0]), {
      contentType: 'application/octet-stream',
      upsert: false,
    });
  check(
    "storage: a free account's book upload is refused",
    Boolean(upload.error),
    upload.error
      ? `refused (bucket: ${bucket.error ? bucket.error.message : 'created'}; upload: ${upload.error.message})`
      : 'the book was stored',
  );

  const webhook = await fetch(`${base}/functions/v1/paddle-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ event_id: 'evt_check_deploy', event_type: 'transaction.completed', data: {} }),
  }).catch((error) => ({ status: 0, error }));
  check(
    'paddle-webhook refuses an unsigned call (401)',
    webhook.status === 401,
    webhook.status ? `answered ${webhook.status}` : `no answer: ${webhook.error.message}`,
  );

  await user.auth.signOut().catch(() => {});
  return results;
}
