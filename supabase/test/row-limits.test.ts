/**
 * The sync tables refuse rows no client writes, over PostgREST with
 * supabase-js as the apps send them: a Pro account's good row lands, the same
 * row with one bad value is answered 400 with 23514 (check_violation) and
 * changes nothing; arbitrary rows are accepted exactly when they keep the
 * documented limits (row-limits.ts); and a batch with one bad row is refused
 * whole.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInPro } from './client';
import {
  customBookFits,
  isServerBookId,
  LIMITS,
  paragraphFits,
  type Row,
  readingPositionFits,
  settingsFit,
} from './row-limits';

interface Table {
  name: 'paragraphs_typed' | 'reading_progress' | 'settings' | 'custom_books';
  onConflict: string;
  /** A good row with a key no earlier write used. */
  good: (user: string, n: number) => Row;
  fits: (row: Row) => boolean;
  /** Each column's values the table must refuse when the rest of the row is good. */
  bad: Record<string, unknown[]>;
}

const BAD_BOOK_IDS = [
  '',
  '__proto__',
  'constructor',
  'toString',
  'book',
  `${'a'.repeat(LIMITS.bookIdCharacters)}--b`,
  'alice--in\u0001wonderland',
  'alice--in\u007fwonderland',
  'alice--\u202ewonderland',
  'alice--in\u200bwonderland',
  'alice--in wonderland',
  'alice--in\u00a0wonderland',
  'Alice--Wonderland',
  'alice--in--wonderland',
  '-alice--wonderland',
  'alice--wonderland-',
  'alice__ch--wonderland',
  'alice/x--wonderland',
  '../alice--wonderland',
  '0B1E2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D',
];

/** Ids core makes: slugs of any script, and random UUIDs. */
const GOOD_BOOK_IDS = [
  'arthur-conan-doyle--a-study-in-scarlet',
  'typeshelf--first-steps',
  'unknown--no-title',
  'лев-толстой--война-и-мир',
  '村上春樹--ノルウェイの森',
  'जयशंकर-प्रसाद--कामायनी',
  '0b1e2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
];

const typed = { acc: 97.5, con: 88, wpm: 61.25, raw: 64.5, time: 12_000.5, keys: 130, missed: ['dog'] };

const tables: Table[] = [
  {
    name: 'paragraphs_typed',
    onConflict: 'user_id,book_id,chapter,paragraph',
    good: (user, n) => ({
      user_id: user,
      book_id: `test--paragraph-${n}`,
      chapter: 1,
      paragraph: 0,
      ...typed,
      length: 120,
      timestamp: 1_764_000_000_000.25,
      read_at: 0,
    }),
    fits: paragraphFits,
    bad: {
      book_id: BAD_BOOK_IDS,
      chapter: [-1, LIMITS.chapter + 1, 2_000_000_000],
      paragraph: [-1, LIMITS.paragraph + 1, 2_000_000_000],
      acc: [-0.5, 100.5, 1e300],
      con: [-1, 101],
      wpm: [-1, LIMITS.speed + 1, 1e300],
      raw: [-1, LIMITS.speed + 1],
      time: [-1, LIMITS.time + 1],
      timestamp: [-1, -1e300],
      read_at: [-1],
      keys: [-1, LIMITS.keys + 1],
      length: [LIMITS.length + 1, 2_000_000_000],
      missed: [
        [''],
        ['a'.repeat(LIMITS.missedWordCharacters + 1)],
        ['bell\u0007'],
        ['line\nbreak'],
        [null],
        Array.from({ length: LIMITS.missedWords + 1 }, (_, i) => `w${i}`),
      ],
    },
  },
  {
    name: 'reading_progress',
    onConflict: 'user_id,book_id,chapter',
    good: (user, n) => ({
      user_id: user,
      book_id: `test--position-${n}`,
      chapter: 2,
      last_paragraph: 5,
      timestamp: 1_764_000_000_000,
    }),
    fits: readingPositionFits,
    bad: {
      book_id: BAD_BOOK_IDS,
      chapter: [-1, LIMITS.chapter + 1],
      last_paragraph: [-2, LIMITS.paragraph + 1, 2_000_000_000],
      timestamp: [-1],
    },
  },
  {
    name: 'custom_books',
    onConflict: 'user_id,book_id',
    good: (user, n) => ({
      user_id: user,
      book_id: `test--custom-${n}`,
      timestamp: 1_764_000_000_000,
      active: true,
      data: { title: 'Mine', author: 'Me', chapters: [{ id: '001', title: 'One' }] },
    }),
    fits: customBookFits,
    bad: {
      book_id: BAD_BOOK_IDS,
      timestamp: [-1],
      data: [[], 'title', 42, true, { big: 'x'.repeat(LIMITS.customBookBytes) }],
    },
  },
  {
    name: 'settings',
    onConflict: 'id',
    // One row per user: each write is newer than the last, so every part it sends lands.
    good: (user, n) => ({
      id: user,
      shared: { theme: 'dark', n },
      desktop: { font: 'mono' },
      timestamp: 1_764_000_000_000 + n,
    }),
    fits: settingsFit,
    bad: {
      shared: [[], 'dark', 1, { big: 'x'.repeat(LIMITS.settingsPartBytes) }],
      desktop: [['font'], false],
      mobile: ['mono', { big: 'x'.repeat(LIMITS.settingsPartBytes) }],
    },
  },
];

let serial = 0;

/** What the account holds in `table`, in a stable order, to tell whether a write changed it. */
async function contents(supabase: SupabaseClient, table: Table) {
  const order = table.name === 'settings' ? 'id' : table.onConflict.split(',').slice(1).join(',');
  let query = supabase.from(table.name).select('*');
  for (const column of order.split(',')) query = query.order(column);
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

/** A change of one column to the first value `table` must refuse. */
function oneBadValue(table: Table): Record<string, unknown> {
  const [column, values] = Object.entries(table.bad)[0] ?? [];
  if (column === undefined || values === undefined) throw new Error(`${table.name} lists no bad value`);
  return { [column]: values[0] };
}

describe.each(tables)('$name', (table) => {
  let supabase: SupabaseClient;
  let user: string;
  beforeAll(async () => {
    const account = await signedInPro(`limits-${table.name}`);
    supabase = account.supabase;
    user = account.user!.id;
  });

  const send = (rows: Row | Row[]) =>
    supabase.from(table.name).upsert(rows, { onConflict: table.onConflict });

  it('refuses each bad value with 23514 and changes nothing, while the same rows with good values land', async () => {
    const before = await contents(supabase, table);
    const goods: Row[] = [];
    const outcomes: { label: string; status: number; code: string | undefined }[] = [];
    for (const [column, values] of Object.entries(table.bad))
      for (const value of values) {
        const good = table.good(user, serial++);
        const row = { ...good, [column]: value };
        const label = `${column} = ${JSON.stringify(value)?.slice(0, 40)}`;
        expect(table.fits(row), label).toBe(false);
        expect(table.fits(good), label).toBe(true);
        const refused = await send(row);
        outcomes.push({ label, status: refused.status, code: refused.error?.code });
        goods.push(good);
      }
    expect(outcomes.filter(({ status, code }) => status !== 400 || code !== '23514')).toEqual([]);
    expect(await contents(supabase, table)).toEqual(before);
    // The same rows with their good values land (settings: one row, each write newer than the last).
    for (const good of table.name === 'settings' ? goods : [goods])
      expect((await send(good)).error).toBeNull();
    const after = await contents(supabase, table);
    expect(after.length).toBe(table.name === 'settings' ? 1 : before.length + goods.length);
  }, 120_000);

  it('keeps the ids every kind of book has', async () => {
    if (table.name === 'settings') return;
    for (const id of GOOD_BOOK_IDS) {
      const row = { ...table.good(user, serial++), book_id: id };
      expect(table.fits(row)).toBe(true);
      const { error } = await send(row);
      expect({ id, error }).toEqual({ id, error: null });
    }
  });

  it('accepts exactly the arbitrary rows that keep the limits; a refusal is 400 with 23514 and changes nothing', async () => {
    // Each column keeps its good value, or takes a known bad one, or anything of its type.
    const keep = Symbol('keep');
    const arbitrary = arbitraryColumns(table);
    const row = fc
      .record(
        Object.fromEntries(
          Object.keys({ ...arbitrary, ...table.bad }).map((column) => {
            const choices: fc.WeightedArbitrary<unknown>[] = [{ arbitrary: fc.constant(keep), weight: 6 }];
            const bad = table.bad[column];
            if (bad) choices.push({ arbitrary: fc.constantFrom(...bad), weight: 1 });
            const any = arbitrary[column];
            if (any) choices.push({ arbitrary: any, weight: 1 });
            return [column, fc.oneof(...choices)];
          }),
        ),
      )
      .map((columns) => Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== keep)));
    let accepted = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(row, async (changes) => {
        const sent = { ...table.good(user, serial++), ...changes };
        // A key written before would meet the merge rules (an older write is dropped, not
        // checked): a generated id that keeps the pattern is made unique the way it stays valid.
        if (isServerBookId(sent.book_id)) sent.book_id = `${sent.book_id}-k${serial}`;
        if (table.fits(sent)) {
          expect((await send(sent)).error).toBeNull();
          accepted++;
        } else {
          const before = await contents(supabase, table);
          const answer = await send(sent);
          expect({ status: answer.status, code: answer.error?.code }).toEqual({ status: 400, code: '23514' });
          expect(await contents(supabase, table)).toEqual(before);
          refused++;
        }
      }),
      // A row left as it is and a row with one known bad value come first, so both sides of the
      // rule are tried whatever the generated rows happen to be.
      { numRuns: 30, examples: [[{}], [oneBadValue(table)]] },
    );
    // Both sides of the rule were tried.
    expect(accepted).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  }, 120_000);

  it('refuses a batch with one bad row among good ones as a whole', async () => {
    if (table.name === 'settings') return;
    const before = await contents(supabase, table);
    const rows = Array.from({ length: 20 }, () => table.good(user, serial++));
    const column = Object.keys(table.bad)[0] as string;
    rows[13] = { ...rows[13], [column]: table.bad[column]?.[1] };
    const answer = await send(rows);
    expect({ status: answer.status, code: answer.error?.code }).toEqual({ status: 400, code: '23514' });
    expect(await contents(supabase, table)).toEqual(before);
  });
});

/**
 * Values across each column's whole type: in range, at and past the limits,
 * negative, huge, strings of any characters for ids and words.
 */
function arbitraryColumns(table: Table): Record<string, fc.Arbitrary<unknown>> {
  const integer = fc.oneof(
    fc.integer({ min: -2, max: 6000 }),
    fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }),
    fc.constantFrom(LIMITS.chapter, LIMITS.chapter + 1, LIMITS.paragraph, LIMITS.paragraph + 1),
  );
  // Subnormal numbers are left out: PostgreSQL may refuse them as out of range before any check.
  const double = fc
    .double({ noNaN: true, noDefaultInfinity: true })
    .filter((x) => x === 0 || Math.abs(x) > 1e-300);
  const number = fc.oneof(
    fc.double({ min: -10, max: 200, noNaN: true }).filter((x) => x === 0 || Math.abs(x) > 1e-300),
    double,
    fc.constantFrom(0, 100, LIMITS.speed, LIMITS.time, LIMITS.keys, LIMITS.time + 1),
  );
  const time = fc.oneof(double, fc.nat());
  // bigint columns take whole numbers only.
  const wholeTime = fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.maxSafeInteger(), fc.maxSafeNat());
  const text = fc.string({ unit: 'binary', maxLength: 40 }).filter((s) => !s.includes('\0'));
  const bookId = fc.oneof(
    fc.constantFrom(...GOOD_BOOK_IDS),
    text,
    fc.tuple(text, text).map(([a, b]) => `${a}--${b}`),
  );
  // PostgreSQL's jsonb holds no \u0000: such a value is refused (22P05) before any check.
  const storable = (value: unknown) => !JSON.stringify(value).includes('\\u0000');
  const object = fc
    .dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 })
    .filter(storable);
  const json = fc.oneof(object, fc.jsonValue({ maxDepth: 1 }).filter(storable));
  const columns: Record<Table['name'], Record<string, fc.Arbitrary<unknown>>> = {
    paragraphs_typed: {
      book_id: bookId,
      chapter: integer,
      paragraph: integer,
      acc: number,
      con: number,
      wpm: number,
      raw: number,
      time: number,
      keys: number,
      length: integer,
      timestamp: time,
      read_at: time,
      missed: fc.array(text, { maxLength: 4 }),
    },
    reading_progress: { book_id: bookId, chapter: integer, last_paragraph: integer, timestamp: wholeTime },
    custom_books: { book_id: bookId, timestamp: wholeTime, data: json },
    settings: { shared: json, desktop: json, mobile: json },
  };
  return columns[table.name];
}
