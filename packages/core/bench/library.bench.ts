import { loadavg } from 'node:os';
import type { BookListItem } from '@typeshelf/core/book';
import {
  createSearchIndex,
  EMPTY_LIBRARY_QUERY,
  queryLibrary,
  recommendBooks,
  type SearchHit,
  searchBooks,
  searchLinear,
} from '@typeshelf/core/library';
import { GENRES, TOPICS } from '@typeshelf/core/taxonomy';
import { printTable, sample, seededRandom, summarise, WORD_TABLES } from '@typeshelf/fixtures';

// Library search, index build and recommendations over generated catalogues
// of 10,000 and 100,000 books. Every indexed search is checked against the
// plain linear scan of the same rule in the same run: the bench stops if a
// single hit or position differs.
//
// The catalogue's vocabulary is realistic: people's names, real book titles
// and series, cities and a thousand each of English nouns, adjectives, verbs
// and adverbs from faker's English tables, so titles, authors and
// descriptions share words the way a real catalogue's do. Picks use the
// bench's own seeded random, so a seed gives the same catalogue every run.

const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);
const {
  first: FIRST,
  last: LAST,
  nouns: NOUNS,
  adjectives: ADJECTIVES,
  verbs: VERBS,
  adverbs: ADVERBS,
  prepositions: PREPOSITIONS,
  titles: TITLES,
  series: SERIES,
} = WORD_TABLES;
const CITIES = [...WORD_TABLES.cities, ...WORD_TABLES.states];
const ARTICLES = ['the', 'a', 'an', 'his', 'her', 'their', 'this', 'every', 'no'];

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function title(random: () => number): string {
  switch (Math.floor(random() * 7)) {
    case 0:
      return pick(random, TITLES);
    case 1:
      return `The ${capital(pick(random, ADJECTIVES))} ${capital(pick(random, NOUNS))}`;
    case 2:
      return `The ${capital(pick(random, NOUNS))} of ${pick(random, CITIES)}`;
    case 3:
      return `${capital(pick(random, ADJECTIVES))} ${capital(pick(random, NOUNS))} in ${pick(random, CITIES)}`;
    case 4:
      return `${pick(random, FIRST)} ${pick(random, LAST)}`;
    case 5:
      return `A ${capital(pick(random, NOUNS))} for ${pick(random, FIRST)}`;
    default:
      return `${capital(pick(random, NOUNS))} and ${capital(pick(random, NOUNS))}`;
  }
}

/** A sentence shaped like English: article, adjective, noun, verb, adverb, preposition… */
function sentence(random: () => number, words: number): string {
  const out: string[] = [];
  while (out.length < words) {
    out.push(pick(random, ARTICLES));
    if (random() < 0.5) out.push(pick(random, ADJECTIVES));
    out.push(pick(random, NOUNS), pick(random, VERBS));
    if (random() < 0.3) out.push(pick(random, ADVERBS));
    out.push(pick(random, PREPOSITIONS));
    if (random() < 0.2) out.push(pick(random, random() < 0.5 ? CITIES : FIRST));
  }
  return out.join(' ');
}

function catalogue(size: number, seed: number): BookListItem[] {
  const random = seededRandom(seed);
  const authors = Array.from(
    { length: Math.max(50, Math.floor(size / 4)) },
    () => `${pick(random, FIRST)} ${pick(random, LAST)}`,
  );
  const series = Array.from({ length: Math.max(10, Math.floor(size / 40)) }, () =>
    random() < 0.3 ? pick(random, SERIES) : `${pick(random, CITIES)} ${capital(pick(random, NOUNS))}`,
  );
  const books: BookListItem[] = [];
  for (let i = 0; i < size; i++) {
    const name = title(random);
    const author = pick(random, authors);
    const inSeries = random() < 0.15;
    const length = 20_000 + Math.floor(random() * 1_200_000);
    const started = random() < 0.03;
    books.push({
      id: `book-${i}`,
      title: name,
      titleAlpha: name.toLowerCase().replace(/^(the|a|an) /u, ''),
      author,
      description: `${name}: ${sentence(random, 30 + Math.floor(random() * 50))}.`,
      genres: [pick(random, GENRES).id, ...(random() < 0.5 ? [pick(random, GENRES).id] : [])],
      topics: random() < 0.6 ? [pick(random, TOPICS).id] : [],
      series: inSeries ? pick(random, series) : null,
      part: inSeries ? 1 + Math.floor(random() * 6) : 0,
      year: random() < 0.9 ? 1600 + Math.floor(random() * 420) : null,
      length,
      pages: Math.ceil(length / 2000),
      language: 'en',
      chapters: [{ id: '000', title: 'One', mode: 'type', length }],
      hasComments: false,
      custom: false,
      active: true,
      createdAt: Math.floor(random() * 1e12),
      isNew: false,
      rating: random() < 0.8 ? random() : null,
      popularity: random() < 0.8 ? Math.floor(2 ** (random() * 20)) : null,
      search: random() < 0.3 ? [pick(random, NOUNS), pick(random, CITIES).toLowerCase()] : [],
      free: random() < 0.2,
      coverUrl: null,
      coverBigUrl: null,
      progress: started ? (random() < 0.5 ? 1 : random()) : 0,
      timestamp: started ? Math.floor(random() * 1e12) : 0,
      favorite: random() < 0.01,
      paywalled: false,
    });
  }
  return books;
}

function typo(random: () => number, word: string, count: number): string {
  let out = word;
  for (let i = 0; i < count; i++) {
    const at = 1 + Math.floor(random() * Math.max(1, out.length - 1));
    const kind = Math.floor(random() * 3);
    if (kind === 0) out = out.slice(0, at) + out.slice(at + 1);
    else if (kind === 1) out = out.slice(0, at) + pick(random, ['e', 'a', 'r', 'n']) + out.slice(at);
    else out = out.slice(0, at) + pick(random, ['o', 'i', 's', 't']) + out.slice(at + 1);
  }
  return out;
}

/** The kinds of query, in the order they cycle. */
const KINDS = [
  'title prefix',
  'surname',
  'surname, 1 typo',
  'surname, 2 typos',
  'title word, 1 typo',
  'genre',
  'first name + surname, 1 typo',
  'place',
];

/** 200 queries like people type: prefixes, surnames, one and two typos, genres, two words. */
function queries(books: readonly BookListItem[], seed: number): string[] {
  const random = seededRandom(seed);
  const out: string[] = [];
  const book = () => pick(random, books);
  const lastName = (b: BookListItem) => b.author.split(' ').at(-1)!;
  for (let i = 0; i < 200; i++) {
    switch (i % 8) {
      case 0:
        out.push(book().title.slice(0, 3 + Math.floor(random() * 6)));
        break;
      case 1:
        out.push(lastName(book()).toLowerCase());
        break;
      case 2:
        out.push(typo(random, lastName(book()).toLowerCase(), 1));
        break;
      case 3:
        out.push(typo(random, lastName(book()).toLowerCase(), 2));
        break;
      case 4: {
        const words = book()
          .title.split(' ')
          .filter((w) => w.length >= 6);
        out.push(words.length > 0 ? typo(random, pick(random, words).toLowerCase(), 1) : 'lighthose');
        break;
      }
      case 5:
        out.push(pick(random, GENRES).label.toLowerCase());
        break;
      case 6: {
        const b = book();
        out.push(`${b.author.split(' ')[0]} ${typo(random, lastName(b), 1)}`);
        break;
      }
      default:
        out.push(pick(random, CITIES));
    }
  }
  return out;
}

/**
 * `sample` plus the mean CPU time a call took. The machine is shared, so wall
 * times include waiting for a core; CPU time shows the work itself.
 */
function measure(name: string, fn: () => unknown, iterations: number, warmup: number) {
  for (let i = 0; i < warmup; i++) fn();
  const before = process.cpuUsage();
  const times = sample(fn, iterations, 0);
  const cpu = process.cpuUsage(before);
  return { ...summarise(name, times), 'cpu mean': (cpu.user + cpu.system) / 1000 / iterations };
}

const same = (a: readonly SearchHit[], b: readonly SearchHit[]) =>
  a.length === b.length && a.every((hit, i) => hit.id === b[i]!.id && hit.relevance === b[i]!.relevance);

// LIBRARY_BENCH_SIZES=10000 runs one size only, for a quick look.
const sizes = (process.env.LIBRARY_BENCH_SIZES ?? '10000,100000').split(',').map(Number);

// The machine is shared: a fixed integer loop, timed at the start and the
// end, shows how loaded it was during the run; compare it between runs on
// the same machine before comparing the figures below.
let sink = 0;
const spin = () => {
  for (let i = 0; i < 1e7; i++) sink = (sink + i * 7) | 0;
};

const rows: Record<string, unknown>[] = [measure('calibration: 10^7 integer additions', spin, 20, 2)];
const kindRows: Record<string, unknown>[] = [];
const checks: Record<string, unknown>[] = [];
const memoryRows: Record<string, unknown>[] = [];

/**
 * Memory in use after a full collection (`pnpm bench` runs with --expose-gc):
 * the heap and the typed arrays' buffers, which live outside it.
 */
function retainedHeap(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) return Number.NaN;
  gc();
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}
for (const size of sizes) {
  const label = size.toLocaleString('en-US');
  console.log(`… ${label} books`);
  // Through JSON, as the app gets its catalogue from the index file: flat
  // strings, where generated ones would be ropes of their parts.
  const free = retainedHeap();
  const books: BookListItem[] = JSON.parse(JSON.stringify(catalogue(size, 20261122 + size)));
  const catalogueMb = (retainedHeap() - free) / (1024 * 1024);
  const list = queries(books, 7 + size);
  rows.push(
    measure(`index build, ${label} books`, () => createSearchIndex(books), size > 10_000 ? 3 : 10, 1),
  );
  const heapBefore = retainedHeap();
  const index = createSearchIndex(books);

  // The linear scan of the same rule, each query once: its times and its
  // answers. At 100,000 books a scan takes a good part of a second, so every
  // fifth query is scanned there (40 of the 200; the eight kinds cycle, so
  // every kind is included).
  const scanned = size > 10_000 ? list.filter((_, i) => i % 5 === 0) : list;
  const linearTimes: number[] = [];
  const linearCpu = process.cpuUsage();
  for (const query of scanned) {
    const start = performance.now();
    const expected = searchLinear(books, query);
    linearTimes.push(performance.now() - start);
    if (!same(searchBooks(index, query), expected)) {
      throw new Error(`Index and linear scan differ for "${query}" at ${size} books`);
    }
  }
  const linearCpuUsed = process.cpuUsage(linearCpu);
  const hits = list.map((query) => searchBooks(index, query).length);
  // After a full pass, so whatever the index keeps from its queries counts.
  const retained = retainedHeap() - heapBefore;
  let round = 0;
  const indexed = measure(
    `search (index), ${label} books`,
    () => searchBooks(index, list[round++ % list.length]!),
    list.length * 5,
    list.length,
  );
  const linear = {
    ...summarise(`search (linear scan), ${label} books`, linearTimes),
    // Includes the indexed search run for the comparison, a rounding error beside the scan.
    'cpu mean': (linearCpuUsed.user + linearCpuUsed.system) / 1000 / scanned.length,
  };
  rows.push(indexed, linear);
  for (const [k, kind] of KINDS.entries()) {
    const ofKind = list.filter((_, i) => i % KINDS.length === k);
    let next = 0;
    const row = measure(
      kind,
      () => searchBooks(index, ofKind[next++ % ofKind.length]!),
      ofKind.length * 5,
      ofKind.length,
    );
    kindRows.push({
      books: size,
      kind,
      example: ofKind[0],
      median: row.median,
      p95: row.p95,
      'cpu mean': row['cpu mean'],
    });
  }
  checks.push({
    books: size,
    queries: list.length,
    'equal to linear scan': `${scanned.length}/${scanned.length} checked`,
    'queries with hits': hits.filter((n) => n > 0).length,
    'median hits': [...hits].sort((a, b) => a - b)[hits.length >> 1],
    'speed-up (median)': Math.round(linear.median / indexed.median),
  });
  memoryRows.push({
    books: size,
    'index retained MB': retained / (1024 * 1024),
    'catalogue MB (for scale)': catalogueMb,
  });

  const preferences = {
    favoriteGenres: ['mystery', 'science-fiction'],
    favoriteTopics: ['pirates'],
    favoriteMaxLength: 300,
  };
  rows.push(
    measure(
      `recommendations, ${label} books`,
      () => recommendBooks(books, preferences),
      size > 10_000 ? 10 : 50,
      3,
    ),
  );
  let q = 0;
  const options = { now: 1e12, showActive: true, showDone: true, perPage: 24, seed: 1, searchIndex: index };
  rows.push(
    measure(
      `library page with search, ${label} books`,
      () => queryLibrary(books, { ...EMPTY_LIBRARY_QUERY, search: list[q++ % list.length]! }, options),
      size > 10_000 ? 20 : 100,
      5,
    ),
  );
}
rows.push(measure('calibration again, at the end', spin, 20, 2));

printTable(
  'Library (ms per call; targets: search p95 ≤ 1 ms at 10k and ≤ 10 ms at 100k, build ≤ 200 ms at 10k and ≤ 1 s at 100k, recommendations ≤ 10 ms at 10k)',
  rows,
);
printTable(
  'Search index memory: heap it retains after a full query pass (target ≤ 50 MB at 100k)',
  memoryRows,
);
console.log(
  `load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
printTable('Indexed search by kind of query (ms per call)', kindRows);
printTable('Search ranking checked against the linear scan of the same rule', checks);
