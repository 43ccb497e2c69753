/**
 * Where /stats's first opening spends its time (not a benchmark: run it
 * with `pnpm exec tsx --tsconfig ../../tsconfig.base.json bench/stats-profile.ts`
 * from apps/web): a session with a year of history starts on home, then the
 * header's Stats link is clicked while a Chromium trace (the main thread's
 * tasks, scripts, style, layout and paint) and a CPU profile record, up to
 * the screen's drawn mark (`stats:drawn`, its first frame with every chart
 * then in view painted). Prints the main thread's CPU time by kind of
 * work between click and mark (on a loaded machine its wall time says more
 * about the other work than about the page's) and the heaviest functions;
 * `TYPESHELF_PROFILE_OUT` keeps the raw trace and profile. Runs on the
 * history bench's build (`TYPESHELF_BENCH_REUSE_BUILD=1` keeps it).
 */
import { writeFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from '../chromium-launch';
import { machineLoad, startPreview } from './preview';
import { storeHistory, TUTORIAL, yearOfHistory } from './year-of-history';

const PORT = Number(process.env.TYPESHELF_BENCH_PORT ?? 4183);
const OUT = process.env.TYPESHELF_BENCH_OUT ?? 'dist-history-bench';
const RUNS = Number(process.env.TYPESHELF_PROFILE_RUNS ?? 3);
const DRAWN = 'stats:drawn';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time, where `dur` is wall time. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

/** `TYPESHELF_PROFILE_EMPTY=1` profiles a new typist's empty profile instead, the screen's fixed cost. */
const EMPTY = process.env.TYPESHELF_PROFILE_EMPTY === '1';

async function interactiveHome(page: Page): Promise<void> {
  await page.locator('.hero a.button--primary').waitFor();
  await page.locator('.quick-stats', { hasText: EMPTY ? undefined : /\d+ wpm/ }).waitFor();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

/** Self time per function of a CDP CPU profile, in ms, heaviest first. */
function selfTimes(profile: {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}): [string, number][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url.split('/').at(-1) ?? '';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const TASKS = new Set([
  'ThreadControllerImpl::RunTask',
  'RunTask',
  'BlinkScheduler_PerformMicrotaskCheckpoint',
]);

/**
 * The renderer's main thread from the click to the paint mark: its wall
 * time, the CPU time its tasks took (a loaded machine stretches the wall
 * time, not this) and that CPU time by kind of work, each event's own time
 * less what its children took.
 */
function printMainThread(events: TraceEvent[]): void {
  const thread = events.find(
    (e) =>
      e.ph === 'M' && e.name === 'thread_name' && (e.args as { name?: string })?.name === 'CrRendererMain',
  );
  const main = events.filter((e) => e.pid === thread?.pid && e.tid === thread?.tid);
  const click = main.find(
    (e) => e.name === 'EventDispatch' && (e.args?.data as { type?: string })?.type === 'click',
  );
  const painted = events.find((e) => e.name === DRAWN);
  if (!click || !painted) return;
  const spans = main
    .filter((e) => e.ph === 'X' && e.ts >= click.ts && e.ts < painted.ts && e.tdur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let cpu = 0;
  let taskEnd = 0;
  const own = new Map<TraceEvent, string>();
  const byKind = new Map<string, number>();
  const stack: TraceEvent[] = [];
  for (const e of spans) {
    if (TASKS.has(e.name) && e.ts >= taskEnd) {
      cpu += e.tdur ?? 0;
      taskEnd = e.ts + (e.dur ?? 0);
    }
    while (stack.length > 0 && (stack.at(-1)?.ts ?? 0) + (stack.at(-1)?.dur ?? 0) <= e.ts) stack.pop();
    const url = (e.args?.data as { url?: string } | undefined)?.url;
    const kind = url
      ? `${e.name} (${url
          .split('/')
          .at(-1)
          ?.replace(/-[\w-]{8}\.js$/, '')})`
      : e.name;
    own.set(e, kind);
    byKind.set(kind, (byKind.get(kind) ?? 0) + (e.tdur ?? 0));
    const parent = stack.at(-1);
    if (parent) byKind.set(own.get(parent) ?? '', (byKind.get(own.get(parent) ?? '') ?? 0) - (e.tdur ?? 0));
    stack.push(e);
  }
  console.log(
    `  main thread, click → painted: ${((painted.ts - click.ts) / 1000).toFixed(0)} ms wall, ${(cpu / 1000).toFixed(0)} ms CPU in tasks`,
  );
  for (const [kind, us] of [...byKind].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`    ${(us / 1000).toFixed(1).padStart(7)} ms CPU  ${kind}`);
}

async function main(): Promise<void> {
  const records = yearOfHistory(Date.now(), [{ bookId: TUTORIAL, chapterIds: ['000'] }]);
  // Chunks served as the deployment serves them (immutable), so a cached chunk is not asked for again.
  process.env.TYPESHELF_PREVIEW_ASSET_CACHE = 'immutable';
  const preview = await startPreview(OUT, PORT);
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const context = await browser.newContext({
      baseURL: preview.base,
      viewport: { width: 1280, height: 800 },
    });
    const setup = await context.newPage();
    await setup.goto('/');
    await setup.locator('.hero a.button--primary').waitFor();
    if (!EMPTY) await storeHistory(setup, records);
    await setup.close();
    for (let run = 0; run < RUNS; run++) {
      const page = await context.newPage();
      await page.goto('/');
      await interactiveHome(page);
      const cdp = await context.newCDPSession(page);
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
      const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.start', {
        transferMode: 'ReportEvents',
        traceConfig: {
          includedCategories: ['devtools.timeline', 'blink.user_timing', 'v8.execute', 'loading', 'toplevel'],
        },
      });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.evaluate(`performance.clearMarks();
        document.addEventListener('click', (event) => { window.__clickedAt = event.timeStamp; }, { capture: true, once: true });`);
      await page.locator('header a[href="/stats"]').click();
      const painted = (await (
        await page.waitForFunction((mark) => performance.getEntriesByName(mark)[0]?.startTime ?? false, DRAWN)
      ).jsonValue()) as number;
      const clicked = (await page.evaluate('window.__clickedAt')) as number;
      const { profile } = await cdp.send('Profiler.stop');
      await cdp.send('Tracing.end');
      await done;
      await cdp.detach();
      console.log(
        `\nRun ${run + 1}: click → painted ${(painted - clicked).toFixed(0)} ms (${machineLoad()})`,
      );
      if (process.env.TYPESHELF_PROFILE_OUT) {
        writeFileSync(`${process.env.TYPESHELF_PROFILE_OUT}-${run}.json`, JSON.stringify(events));
        writeFileSync(`${process.env.TYPESHELF_PROFILE_OUT}-${run}.cpuprofile`, JSON.stringify(profile));
      }

      printMainThread(events);
      console.log('  heaviest functions (self ms sampled, whole recording; names as bundled):');
      for (const [name, ms] of selfTimes(profile as unknown as Parameters<typeof selfTimes>[0]).slice(0, 25))
        console.log(`    ${ms.toFixed(1).padStart(7)}  ${name}`);
      await page.close();
    }
  } finally {
    await browser.close();
    preview.stop();
  }
}

await main();
