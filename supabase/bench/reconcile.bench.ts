/**
 * Reconcile against the local stack (real PostgREST over real PostgreSQL,
 * fsync off as in the tests), a year of history (100,000 paragraph records
 * from the fixtures' generator): the whole run when the server lacks every
 * row (summaries, then every row sent in upserts of 1,000 with the chapters'
 * reading positions, as the web app sends them), and a run with nothing to
 * do (the server's book summaries, kept as rows are written, and the
 * device's, compared: one small round trip). Targets: ≤ 20 s
 * and ≤ 300 ms. Prints figures; never fails on timing.
 *
 * The full run is also taken apart: the device's work before the first
 * upsert (its summaries, the server's, the plan), each kind of request's
 * time, and the processor time each part of the stack used. On a shared
 * machine the wall-clock figure follows the load; the processor seconds
 * are what a change to the client, PostgREST or the database moves.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import {
  BOOK_SUMMARIES_RPC,
  type BookSummary,
  type ChapterSummary,
  chapterIdOf,
  chapterRowsRequest,
  PARAGRAPH_SUMMARIES_RPC,
  type ParagraphRow,
  progressUpserts,
  RECONCILE_CONCURRENCY,
  type ReconcileEffects,
  type RequestQuery,
  readingPosition,
  runReconcile,
  SYNC_PAGE_SIZE,
  shapedSelect,
  summarizeProgress,
} from '@typeshelf/core/sync';
import { generatedProgress, printTable, summarise } from '@typeshelf/fixtures';
import pg from 'pg';
import ws from 'ws';
import { freePort, startStack } from '../local/stack.mjs';

/** Processor seconds used so far by a process (Linux's /proc, in ticks of 10 ms); 0 once it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The stack's processor seconds so far: PostgreSQL (the server and its backends) and PostgREST. */
function stackCpu(postgres: number, postgrest: number): { postgres: number; postgrest: number } {
  let total = cpuSeconds(postgres);
  for (const entry of existsSync('/proc') ? readdirSync('/proc') : []) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
      if (parent === postgres) total += cpuSeconds(Number(entry));
    } catch {}
  }
  return { postgres: total, postgrest: cpuSeconds(postgrest) };
}

/** Milliseconds each kind of request took in the full run. */
const requests = new Map<string, number[]>();
async function timed<T>(kind: string, call: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await call();
  } finally {
    const list = requests.get(kind) ?? [];
    list.push(performance.now() - start);
    requests.set(kind, list);
  }
}
let firstSend = 0;

// A year ending an hour ago, so no time is beyond the server's clock; made before the stack starts.
const history = generatedProgress({ seed: 1, paragraphs: 100_000, days: 365, end: Date.now() - 3_600_000 });
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
  await db.query(
    `insert into public.billing_items (id, user_id, type, status, occurred_at)
     values ($1, $2, 'subscription', 'active', now())`,
    [`sub_bench_${userId}`, userId],
  );

  const effects: ReconcileEffects = {
    async serverBookSummaries() {
      const answer = await timed('book summaries', () => again(() => supabase.rpc(BOOK_SUMMARIES_RPC)));
      if (answer.error) throw new Error(answer.error.message);
      return answer.data as BookSummary[];
    },
    async serverSummaries() {
      const out: ChapterSummary[] = [];
      for (let from = 0; ; from += SYNC_PAGE_SIZE) {
        const page = await again(() =>
          supabase.rpc(PARAGRAPH_SUMMARIES_RPC).range(from, from + SYNC_PAGE_SIZE - 1),
        );
        if (page.error) throw new Error(page.error.message);
        out.push(...(page.data as ChapterSummary[]));
        if (page.data.length < SYNC_PAGE_SIZE) return out;
      }
    },
    async serverRows(chapters) {
      const out: ParagraphRow[] = [];
      for (const chapter of chapters)
        for (let after = -1; ; ) {
          const query = supabase.from('paragraphs_typed').select() as unknown as RequestQuery;
          const page = await shapedSelect(query, chapterRowsRequest(chapter, after));
          if (page.error) throw new Error(page.error.message);
          const rows = page.data as ParagraphRow[];
          out.push(...rows);
          if (rows.length < SYNC_PAGE_SIZE) break;
          after = (rows[rows.length - 1] as ParagraphRow).paragraph;
        }
      return out;
    },
    async send(rows) {
      firstSend ||= performance.now();
      const positions = [...new Map(rows.map((r) => [`${r.book_id} ${r.chapter}`, r])).values()].flatMap(
        ({ book_id, chapter }) => {
          const cells = history.paragraphs[book_id]?.[chapterIdOf(chapter, history.layouts[book_id])] ?? [];
          const position = readingPosition(cells);
          return position.timestamp > 0 ? [{ book_id, chapter, ...position }] : [];
        },
      );
      for (const request of progressUpserts(userId, rows, positions)) {
        const result = await timed(request.table, () =>
          again(() => supabase.from(request.table).upsert(request.rows, { onConflict: request.onConflict })),
        );
        if (result.error) throw new Error(`${result.error.message} ${result.error.details}`);
      }
    },
    async merge() {},
  };

  // The in-process dev server now and then resets a connection under this load; a reset request is sent again.
  let resets = 0;
  const again = async <T>(call: () => PromiseLike<T & { error: { message: string } | null }>) => {
    for (let attempt = 0; ; attempt++) {
      const result = await call();
      if (!result.error?.message.includes('fetch failed') || attempt === 3) return result;
      resets += 1;
    }
  };
  // The machine's load beside the figure: on a shared machine a time means little without it.
  const loadBefore = loadavg()[0] as number;
  const [postgresPid, postgrestPid] = stack.pids as [number, number];
  const stackBefore = stackCpu(postgresPid, postgrestPid);
  const clientBefore = process.cpuUsage();
  const full = performance.now();
  const outcome = await runReconcile(history, effects);
  const fullMs = performance.now() - full;
  const client = process.cpuUsage(clientBefore);
  const stackAfter = stackCpu(postgresPid, postgrestPid);
  const loadAfter = loadavg()[0] as number;
  const breakdown = [
    {
      name: "before the first upsert (the device's summaries, the server's, the plan)",
      ms: firstSend - full,
    },
    ...[...requests].map(([kind, times]) => ({
      ...summarise(`one ${kind} request`, times),
      'sum ms': times.reduce((a, b) => a + b, 0),
    })),
  ];
  requests.clear();

  const idle: number[] = [];
  const local: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    const again = await runReconcile(history, effects);
    idle.push(performance.now() - t);
    if (again.chapters !== 0)
      throw new Error(`a reconcile after a reconcile found ${again.chapters} chapters to do`);
    const s = performance.now();
    summarizeProgress(history);
    local.push(performance.now() - s);
  }
  printTable('Reconcile of a year of history against the local stack (ms)', [
    {
      name: `server lacks all ${outcome.sent.toLocaleString('en')} rows (${outcome.chapters} chapters, ${RECONCILE_CONCURRENCY} batches at once); target ≤ 20,000`,
      ms: fullMs,
    },
    { ...summarise('nothing to do, whole run; target ≤ 300', idle) },
    { ...summarise("of which the device's summaries (summarizeProgress)", local) },
    { name: 'connections reset by the local server and sent again', ms: resets },
  ]);
  printTable('The full run taken apart (ms)', breakdown);
  printTable('Processor seconds used by the full run', [
    {
      name: 'this process: the client and the in-process gateway (Auth, Realtime, proxy)',
      s: (client.user + client.system) / 1e6,
    },
    { name: 'PostgreSQL (its server and backends)', s: stackAfter.postgres - stackBefore.postgres },
    { name: 'PostgREST', s: stackAfter.postgrest - stackBefore.postgrest },
  ]);
  console.log(
    `Load average (1 min) on ${availableParallelism()} cores: ${loadBefore.toFixed(1)} before the full run, ${loadAfter.toFixed(1)} after it.`,
  );
} finally {
  await db.end();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
