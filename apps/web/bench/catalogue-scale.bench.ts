/**
 * A catalogue at scale, where a user feels it: the production app in
 * headless Chromium over a connection throttled to 10 Mbit/s down and 50 ms
 * of latency (Chrome DevTools' network emulation), on generated catalogues of
 * 10,000 and 100,000 books (fixtures' generator: the index a build would
 * write, without converting a book). On a fresh profile the bench opens
 * /books, types a query as soon as the search box is there and waits for the
 * first hit; it prints the bytes the browser had fetched by then (as they
 * came over the wire) and the time from navigation.
 *
 * The server compresses as static hosts do: brotli when the browser asks for
 * it, else gzip (Chromium asks for brotli only over HTTPS, so here it gets
 * gzip; the brotli size of the same files is printed beside). The floor is
 * the time those bytes alone take on that line: their transfer at 10 Mbit/s
 * plus one round trip per request wave, what no app could beat.
 *
 * Targets: at 10,000 books ≤ 1.5 MB and ≤ 2 s to the first hit; at 100,000
 * books the first hit within 3 s (the index comes in shards, most popular
 * books first). Two queries each: the most popular book's title (found in
 * the first shard) and the least popular book's (found once the last list
 * arrives).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { type BookIndexFile, cataloguePaths } from '@typeshelf/core/book';
import { encodeCatalogueShards } from '@typeshelf/core/library';
import { generatedBookInfos, generatedIndexFile, printTable, seededRandom } from '@typeshelf/fixtures';
import { chromiumLaunch } from '../chromium-launch';
import { ensureCatalogue } from './ensure-catalogue';
import { machineLoad } from './preview';

const app = fileURLToPath(new URL('..', import.meta.url));
const OUT = process.env.TYPESHELF_BENCH_OUT ?? 'dist-catalogue-bench';
const PORT = Number(process.env.TYPESHELF_BENCH_PORT ?? 4207);
const base = `http://127.0.0.1:${PORT}`;
const DOWN_BYTES_PER_SECOND = 10_000_000 / 8;
const LATENCY_MS = 50;
/** With CATALOGUE_SCALE_PROFILE=1, each visit prints the functions the page's main thread spent its time in. */
const PROFILE = process.env.CATALOGUE_SCALE_PROFILE === '1';
/** With CATALOGUE_SCALE_TRACE=1, each visit prints what the page's main thread did by Chromium's trace events. */
const TRACE = process.env.CATALOGUE_SCALE_TRACE === '1';
const SIZES = (process.env.CATALOGUE_SCALE_SIZES ?? '10000,100000').split(',').map(Number);

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
/** The network domain (for the throttling and the byte counts) keeps no response bodies: the bench reads none. */
const INSPECT_NO_BODIES = { maxTotalBufferSize: 0, maxResourceBufferSize: 0 };
/** A blank page of the bench's host, from which the floor fetches the same files as a visit did. */
const FLOOR_PAGE = '/__floor__';
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg']);

interface Served {
  raw: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
}

const brotli = (bytes: Buffer) =>
  brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });

/** A static host: the built app, the generated catalogue in memory, compressed once per file. */
function serve(catalogue: Map<string, Buffer>): Promise<Server> {
  const cache = new Map<string, Served>();
  const read = (path: string): Served | null => {
    let served = cache.get(path);
    if (served !== undefined) return served;
    const file = normalize(join(app, OUT, path));
    const raw =
      catalogue.get(path.slice(1)) ??
      (file.startsWith(join(app, OUT)) && existsSync(file) && statSync(file).isFile()
        ? readFileSync(file)
        : null);
    if (raw === null) return null;
    served = COMPRESSIBLE.has(extname(path))
      ? { raw, gzip: gzipSync(raw, { level: 9 }), brotli: brotli(raw) }
      : { raw };
    cache.set(path, served);
    return served;
  };
  // The catalogue is compressed before the first visit, as a host stores it.
  for (const path of catalogue.keys()) read(`/${path}`);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', base);
    let path = url.pathname;
    if (path === FLOOR_PAGE) {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>floor</title>');
      return;
    }
    let served = path === '/' ? null : read(path);
    if (served === null && path.startsWith('/books/_meta_/')) {
      response.writeHead(404).end();
      return;
    }
    // Every other address is the app's (its router draws it).
    if (served === null) {
      path = '/index.html';
      served = read(path)!;
    }
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const [body, encoding] =
      served.brotli && /\bbr\b/.test(accepts)
        ? [served.brotli, 'br']
        : served.gzip && /\bgzip\b/.test(accepts)
          ? [served.gzip, 'gzip']
          : [served.raw, null];
    response.writeHead(200, {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'content-length': body.length,
      'cache-control': 'no-cache',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(PORT, '127.0.0.1', () => resolve(server)));
}

/** The files a build writes for browsers: the manifest and the shards, as the command line writes them. */
function catalogueFiles(file: BookIndexFile): Map<string, Buffer> {
  const { manifest, shards } = encodeCatalogueShards(file);
  const files = new Map<string, Buffer>([
    [cataloguePaths.indexManifest, Buffer.from(JSON.stringify(manifest))],
  ]);
  for (const shard of shards)
    for (const part of [shard.books, shard.descriptions, shard.chapters])
      files.set(part.path, Buffer.from(JSON.stringify(part.value)));
  return files;
}

interface Visit {
  ms: number;
  /** When the search box was there (and typed in). */
  typed: number;
  /** When the address held the search, and how many files had come by then. */
  applied: number;
  fetchedByApply: number;
  /** The files fetched by the first hit, by address, in the order they finished. */
  urls: string[];
  taskMs: number;
  bytes: number;
  requests: number;
  encodings: string;
}

/** A fresh profile opens /books over the throttled line, types `query` and waits for `expected`'s tile. */
async function firstHit(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  query: string,
  expected: string,
): Promise<Visit> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  // A busy shared machine can take long to draw a page: the figures say how long, a timeout would not.
  page.setDefaultTimeout(300_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable', INSPECT_NO_BODIES);
  await cdp.send('Performance.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: DOWN_BYTES_PER_SECOND,
    uploadThroughput: DOWN_BYTES_PER_SECOND,
  });
  let bytes = 0;
  let requests = 0;
  const encodings = new Set<string>();
  const addresses = new Map<string, string>();
  const urls: string[] = [];
  cdp.on('Network.requestWillBeSent', (event) => addresses.set(event.requestId, event.request.url));
  cdp.on('Network.responseReceived', (event) => {
    const encoding = event.response.headers['content-encoding'] ?? event.response.headers['Content-Encoding'];
    if (encoding) encodings.add(String(encoding));
  });
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests++;
    const address = addresses.get(event.requestId);
    if (address?.startsWith(base)) urls.push(address);
  });
  if (TRACE)
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'loading'],
    });
  if (PROFILE) await cdp.send('Profiler.enable');
  if (PROFILE) await cdp.send('Profiler.start');
  await page.goto(`${base}/books`, { waitUntil: 'commit' });
  const input = page.locator('#library-search');
  await input.waitFor({ timeout: 300_000 });
  const typed = await page.evaluate(() => performance.now());
  await input.fill(query);
  // The search applies once the box's pause is over and the address holds it.
  await page.waitForURL(/[?&]search=/, { timeout: 300_000 });
  const applied = await page.evaluate(() => performance.now());
  const fetchedByApply = urls.length;
  const tile = page.locator('.book-grid').getByText(expected, { exact: true }).first();
  await tile.waitFor({ timeout: 300_000 });
  const ms = await page.evaluate(() => performance.now());
  // The page's main-thread work so far: on a busy machine the wall time is mostly waiting for a core.
  const { metrics } = await cdp.send('Performance.getMetrics');
  const taskMs = (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
  if (PROFILE) printProfile((await cdp.send('Profiler.stop')).profile);
  if (TRACE) printTrace(JSON.parse((await browser.stopTracing()).toString('utf8')));
  const visit = {
    ms,
    typed,
    applied,
    fetchedByApply,
    urls: [...urls],
    taskMs,
    bytes,
    requests,
    encodings: [...encodings].join(' '),
  };
  await context.close();
  return visit;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** The heaviest functions of a CPU profile by self time, and by total time. */
function printProfile(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }): void {
  printTimeline(profile);
  const self = new Map<number, number>();
  profile.samples?.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const name = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}`;
  const selfByName = new Map<string, number>();
  const totalByName = new Map<string, number>();
  const total = (node: ProfileNode, seen: Set<string>): number => {
    let sum = self.get(node.id) ?? 0;
    for (const child of node.children ?? []) sum += total(nodes.get(child)!, new Set([...seen, name(node)]));
    if (!seen.has(name(node))) totalByName.set(name(node), (totalByName.get(name(node)) ?? 0) + sum);
    return sum;
  };
  for (const node of profile.nodes)
    selfByName.set(name(node), (selfByName.get(name(node)) ?? 0) + (self.get(node.id) ?? 0));
  total(profile.nodes[0]!, new Set());
  const top = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([fn, ms]) => ({ function: fn, ms }));
  printTable('Self time', top(selfByName));
  printTable('Total time', top(totalByName));
}

/** Functions a timeline names a moment by (the innermost on the stack), when the app is built unminified. */
const MILESTONES =
  /^(createSearchIndex|searchBooks|searchLinear|decodeShardList|withShardChapters|bookIndexFileOf|checkedIndex|libraryBooks|queryLibrary|saveIndex|shardListOf|getJson|fetchIndex|loadIndex|useLibraryBooks|LibraryRoute|commitRoot|renderRootSync|parse)$/;

/** What the main thread did in each quarter second: the milestone functions it was in, idle, garbage collection. */
function printTimeline(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }): void {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes)
    for (const child of node.children ?? []) nodes.get(child)!.parent = node.id;
  const label = (id: number): string => {
    const leaf = nodes.get(id)!;
    for (
      let node: ProfileNode | undefined = leaf;
      node;
      node = node.parent === undefined ? undefined : nodes.get(node.parent)
    )
      if (MILESTONES.test(node.callFrame.functionName)) return node.callFrame.functionName;
    return leaf.callFrame.functionName.startsWith('(') ? leaf.callFrame.functionName : 'other';
  };
  const buckets = new Map<number, Map<string, number>>();
  let at = 0;
  profile.samples?.forEach((id, i) => {
    const delta = (profile.timeDeltas?.[i] ?? 0) / 1000;
    at += delta;
    const bucket = Math.floor(at / 250);
    const counts = buckets.get(bucket) ?? new Map<string, number>();
    counts.set(label(id), (counts.get(label(id)) ?? 0) + delta);
    buckets.set(bucket, counts);
  });
  printTable(
    'Timeline (ms in each quarter second)',
    [...buckets].map(([bucket, counts]) => ({
      from: bucket * 250,
      work: [...counts]
        .sort((a, b) => b[1] - a[1])
        .filter(([, ms]) => ms >= 10)
        .map(([name, ms]) => `${name} ${Math.round(ms)}`)
        .join(', '),
    })),
  );
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/**
 * The renderer's main thread as Chromium's trace saw it: time by event,
 * each counted without the events inside it (self time), the longest tasks,
 * and where in the visit they ran.
 */
function printTrace(trace: { traceEvents: TraceEvent[] }): void {
  const events = trace.traceEvents;
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!main) return;
  const start = Math.min(...events.filter((event) => event.ts > 0).map((event) => event.ts));
  const spans = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const stack: { event: TraceEvent; childMs: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= until) {
      const { event, childMs } = stack.pop()!;
      self.set(event.name, (self.get(event.name) ?? 0) + event.dur! / 1000 - childMs);
      if (stack.length > 0) stack.at(-1)!.childMs += event.dur! / 1000;
    }
  };
  for (const event of spans) {
    close(event.ts);
    stack.push({ event, childMs: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  printTable(
    'Main thread by trace event (self ms)',
    [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([event, ms]) => ({ event, ms })),
  );
  printTable(
    'Longest main-thread tasks',
    spans
      .filter((event) => event.name === 'RunTask' && event.dur! > 50_000)
      .sort((a, b) => b.dur! - a.dur!)
      .slice(0, 15)
      .map((task) => ({
        'at ms': (task.ts - start) / 1000,
        ms: task.dur! / 1000,
        inside: [
          ...spans
            .filter(
              (event) =>
                event !== task &&
                event.ts >= task.ts &&
                event.ts + event.dur! <= task.ts + task.dur! &&
                event.dur! > task.dur! / 10,
            )
            .reduce(
              (names, event) => names.set(event.name, (names.get(event.name) ?? 0) + event.dur! / 1000),
              new Map<string, number>(),
            ),
        ]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([name, ms]) => `${name} ${Math.round(ms)}`)
          .join(', '),
      })),
  );
}

/** Opens /books once, unthrottled, so the server has compressed every file the app asks for. */
async function warmUp(browser: Awaited<ReturnType<typeof chromium.launch>>): Promise<void> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${base}/books`, { waitUntil: 'networkidle', timeout: 300_000 });
  await context.close();
}

/**
 * The network-only floor, measured in the same run: a fresh profile on the
 * same throttled line opens a blank page and fetches the files a visit
 * fetched by its first hit, as fast as their order allows (the app's files
 * at once, then the catalogue's manifest, then its lists at once), reading
 * each body and doing nothing with it. On a busy machine it waits for a core
 * as the visit did, so the visit's time over it is the app's own.
 */
async function networkFloor(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  urls: readonly string[],
): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable', INSPECT_NO_BODIES);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: DOWN_BYTES_PER_SECOND,
    uploadThroughput: DOWN_BYTES_PER_SECOND,
  });
  const catalogue = (url: string) => url.includes('/books/_meta_/');
  const waves = [
    // The visit's document is the app's page, which the host serves for /books.
    urls
      .filter((url) => !catalogue(url))
      .map((url) => (url === `${base}/books` ? `${base}/index.html` : url)),
    urls.filter((url) => url.endsWith(cataloguePaths.indexManifest)),
    urls.filter((url) => catalogue(url) && !url.endsWith(cataloguePaths.indexManifest)),
  ];
  await page.goto(`${base}${FLOOR_PAGE}`, { waitUntil: 'commit' });
  const ms = await page.evaluate(async (waves) => {
    for (const wave of waves)
      await Promise.all(
        wave.map((url) => fetch(url, { cache: 'no-store' }).then((response) => response.arrayBuffer())),
      );
    return performance.now();
  }, waves);
  await context.close();
  return ms;
}

/** The least the line allows for these bytes: their transfer and a round trip per request wave. */
const floorMs = (bytes: number, waves: number) =>
  (bytes / DOWN_BYTES_PER_SECOND) * 1000 + waves * 2 * LATENCY_MS;

async function main() {
  ensureCatalogue();
  if (process.env.TYPESHELF_BENCH_REUSE_BUILD !== '1' || !existsSync(`${app}${OUT}/index.html`))
    execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'error'], {
      cwd: app,
      env: { ...process.env, TYPESHELF_WEB_OUT: OUT },
      stdio: 'inherit',
    });
  const browser = await chromium.launch(chromiumLaunch);
  const rows: Record<string, unknown>[] = [];
  const sizes: Record<string, unknown>[] = [];
  try {
    for (const size of SIZES) {
      const started = performance.now();
      const index = generatedIndexFile(generatedBookInfos({ size, random: seededRandom(41) }));
      const generated = performance.now() - started;
      const files = catalogueFiles(index);
      // Book by book: at 100,000 books the whole file is longer than a JavaScript string may be.
      const whole = Buffer.concat(
        index.books.map((book) => Buffer.from(`${JSON.stringify(book, null, 2)},\n`)),
      );
      const lists = [...files].filter(([path]) => path.includes('/books-'));
      const chapters = [...files].filter(([path]) => path.includes('/chapters-'));
      const kb = (parts: [string, Buffer][], pack: (bytes: Buffer) => Buffer) =>
        parts.reduce((sum, [, bytes]) => sum + pack(bytes).length, 0) / 1024;
      const gz = (bytes: Buffer) => gzipSync(bytes, { level: 9 });
      sizes.push(
        {
          books: size,
          file: 'whole index (as before)',
          'raw KB': whole.length / 1024,
          // Compressing hundreds of megabytes takes minutes; at 10,000 books it says enough.
          'gzip KB': size <= 10_000 ? gz(whole).length / 1024 : undefined,
        },
        {
          books: size,
          file: `lists (${lists.length} shards)`,
          'raw KB': kb(lists, (bytes) => bytes),
          'gzip KB': kb(lists, gz),
          'brotli KB': kb(lists, brotli),
        },
        {
          books: size,
          file: 'first shard list',
          'raw KB': lists[0]![1].length / 1024,
          'gzip KB': gz(lists[0]![1]).length / 1024,
          'brotli KB': brotli(lists[0]![1]).length / 1024,
        },
        {
          books: size,
          file: 'chapters',
          'raw KB': kb(chapters, (bytes) => bytes),
          'gzip KB': kb(chapters, gz),
          'brotli KB': kb(chapters, brotli),
        },
      );
      const byPopularity = [...index.books].sort(
        (a, b) => (b.popularity ?? -1) - (a.popularity ?? -1) || (a.id < b.id ? -1 : 1),
      );
      const server = await serve(files);
      try {
        const queries = [
          { kind: 'most popular title', book: byPopularity[0]! },
          { kind: 'least popular title', book: byPopularity.at(-1)! },
        ];
        for (const { kind, book } of queries) {
          // A first visit has the server compress the app's files; the later ones are measured.
          if (kind === queries[0]!.kind) await warmUp(browser);
          const visit = await firstHit(browser, book.title, book.title);
          const floor = await networkFloor(browser, visit.urls);
          // With CATALOGUE_SCALE_URLS=1, the files each visit fetched by its first hit, to see what came twice.
          if (process.env.CATALOGUE_SCALE_URLS === '1')
            console.log(
              `${size} books, ${kind}: typed at ${Math.round(visit.typed)} ms, applied at ${Math.round(visit.applied)} ms, after ${visit.fetchedByApply} files:\n  ${visit.urls.map((url) => url.slice(base.length)).join('\n  ')}`,
            );
          rows.push({
            books: size,
            query: kind,
            'ms to first hit': visit.ms,
            'network floor ms': floor,
            'over floor': visit.ms / floor,
            'main thread ms': visit.taskMs,
            'KB fetched': visit.bytes / 1024,
            requests: visit.requests,
            'line floor ms': floorMs(visit.bytes, 4),
            encoding: visit.encodings,
            target: size <= 10_000 ? '≤ 2000 ms, ≤ 1536 KB' : '≤ 3000 ms',
          });
        }
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
      console.log(`${size} books generated in ${(generated / 1000).toFixed(1)} s`);
      printTable(`${size} books so far`, rows.slice(-2));
    }
  } finally {
    await browser.close();
  }
  printTable('Catalogue files a browser downloads', sizes);
  printTable(`First search hit on /books at 10 Mbit/s, ${LATENCY_MS} ms latency (${machineLoad()})`, rows);
}

await main();
