/**
 * Sync against the local stack (real PostgREST over real PostgreSQL, fsync
 * off as in the tests): a bulk upsert of 10,000 paragraph rows, a full pull of 100,000 rows in pages of 1,000, and the round trip
 * of a single paragraph upsert. Prints figures; never fails on timing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { printTable, summarise } from '@typeshelf/fixtures';
import pg from 'pg';
import ws from 'ws';
import { freePort, startStack } from '../local/stack.mjs';
import { pullParagraphs } from '../test/pull';

const dataDir = mkdtempSync(join(tmpdir(), 'typeshelf-bench-'));
const stack = await startStack({ dataDir, port: await freePort(), durable: false, log: () => {} });
const db = new pg.Client(stack.connection);

try {
  await db.connect();
  const supabase = createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
  const email = `bench-${Date.now()}@example.com`;
  const password = 'benchmark password';
  await supabase.auth.signUp({ email, password });
  await db.query('update auth.users set email_confirmed_at = now() where email = $1', [email]);
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  const userId = data.user.id;
  // Only Pro writes to the server: an active subscription, as the webhook writes it.
  await db.query(
    `insert into public.billing_items (id, user_id, type, status, occurred_at)
     values ($1, $2, 'subscription', 'active', now())`,
    [`sub_bench_${userId}`, userId],
  );

  const row = (i: number, timestamp: number) => ({
    user_id: userId,
    book_id: `test--book-${Math.floor(i / 5000)}`,
    chapter: Math.floor((i % 5000) / 100),
    paragraph: i % 100,
    wpm: 40 + (i % 50),
    raw: 60,
    acc: 96.5,
    con: 88,
    time: 8000,
    timestamp,
  });

  // Bulk upsert of 10,000 rows: through supabase-js in pages of 1,000 (as the
  // app sends them: supabase-js builds an array upsert's column list in
  // quadratic time, about 100 s of client time for 10,000 rows in one call),
  // and as one raw request of 10,000, the server's own cost.
  const bulk: Record<string, unknown>[] = [];
  const upsertPaged = async (rows: Record<string, unknown>[]) => {
    for (let i = 0; i < rows.length; i += 1000) {
      const result = await supabase
        .from('paragraphs_typed')
        .upsert(rows.slice(i, i + 1000), { onConflict: 'user_id,book_id,chapter,paragraph' });
      if (result.error) throw new Error(result.error.message);
    }
  };
  const upsertOneRequest = async (rows: Record<string, unknown>[]) => {
    const response = await fetch(
      `${stack.url}/rest/v1/paragraphs_typed?on_conflict=user_id,book_id,chapter,paragraph`,
      {
        method: 'POST',
        headers: {
          apikey: stack.anonKey,
          authorization: `Bearer ${data.session.access_token}`,
          'content-type': 'application/json',
          prefer: 'resolution=merge-duplicates,return=minimal',
        },
        body: JSON.stringify(rows),
      },
    );
    if (!response.ok) throw new Error(await response.text());
  };
  for (const [how, send] of [
    ['supabase-js, 10 pages of 1,000', upsertPaged],
    ['one request of 10,000', upsertOneRequest],
  ] as const) {
    await db.query('delete from public.paragraphs_typed where user_id = $1', [userId]);
    for (const [label, timestamp] of [
      ['new rows', 1_000],
      ['newer results', 2_000],
      ['repeated (no change)', 2_000],
    ] as const) {
      const rows = Array.from({ length: 10_000 }, (_, i) => row(i, timestamp));
      const start = performance.now();
      await send(rows);
      const ms = performance.now() - start;
      bulk.push({ name: `${how}: ${label}`, ms, 'rows/s': Math.round(10_000 / (ms / 1000)) });
    }
  }
  printTable('Bulk upsert of 10,000 paragraph rows (ms)', bulk);

  // Full pull: 100,000 rows, seeded in ten commits so pages cross modified_at values.
  await db.query('delete from public.paragraphs_typed where user_id = $1', [userId]);
  for (let part = 0; part < 10; part++)
    await db.query(
      `insert into public.paragraphs_typed (user_id, book_id, chapter, paragraph, wpm, raw, acc, con, "time", "timestamp")
       select $1, 'book-' || (n / 5000), (n % 5000) / 100, n % 100, 40 + n % 50, 60, 96.5, 88, 8000, 1000 + n
       from generate_series($2::int, $3::int) n`,
      [userId, part * 10_000, part * 10_000 + 9_999],
    );
  let rows = 0;
  const pageTimes: number[] = [];
  let last = performance.now();
  const start = performance.now();
  const pages = await pullParagraphs(supabase, (page) => {
    rows += page.length;
    const now = performance.now();
    pageTimes.push(now - last);
    last = now;
  });
  const pullMs = performance.now() - start;
  const page = summarise('page of 1,000', pageTimes);
  printTable('Full pull of 100,000 rows in pages of 1,000', [
    { name: 'whole pull', rows, pages, ms: pullMs, 'rows/s': Math.round(rows / (pullMs / 1000)) },
    {
      name: page.name,
      rows: 1000,
      pages: 1,
      ms: page.median,
      'rows/s': Math.round(1000 / (page.median / 1000)),
    },
  ]);
  printTable('Page of 1,000 (ms)', [{ ...page }]);

  // One paragraph at a time, as a typist finishing paragraphs.
  const trips: number[] = [];
  for (let i = 0; i < 220; i++) {
    const t = performance.now();
    const result = await supabase
      .from('paragraphs_typed')
      .upsert([row(i % 100, 10_000 + i)], { onConflict: 'user_id,book_id,chapter,paragraph' });
    if (result.error) throw new Error(result.error.message);
    if (i >= 20) trips.push(performance.now() - t);
  }
  printTable('Single paragraph upsert round trip (ms)', [{ ...summarise('upsert one paragraph', trips) }]);
} finally {
  await db.end();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
