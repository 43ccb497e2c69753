import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookInfoOf } from '../book/book-info-check';
import { markBookDoneSaves } from '../progress/book-marks';
import { emptyProgress } from '../progress/derive-progress';
import type { BookLayout, ProgressRecords } from '../progress/progress-types';
import { mergePulledRows } from './pull-plan';
import {
  bookDataRowOf,
  bookStampRowOf,
  checkPulledRows,
  checkRows,
  paragraphRowOf,
  pulledParagraphRowOf,
  readingPositionRowOf,
  SYNC_ROW_LIMITS,
} from './row-checks';
import { bookDataOfRow, bookStampsOfRows, settingsSideOfRow } from './server-protocol';

const GOOD = {
  book_id: 'arthur-conan-doyle--a-study-in-scarlet',
  chapter: 1,
  paragraph: 3,
  acc: 97.5,
  con: 88,
  wpm: 61.25,
  raw: 64.5,
  time: 12_000.5,
  keys: 130,
  length: 120,
  missed: ['dog'],
  timestamp: 1_764_000_000_000.25,
  read_at: 0,
  modified_at: '2026-11-28T10:00:00.000Z',
};

const EMPTY: ProgressRecords = emptyProgress();

const prototypeIntact = () => {
  const probe: Record<string, unknown> = {};
  return probe.polluted === undefined && Object.getPrototypeOf(probe) === Object.prototype;
};

describe('server rows', () => {
  it('keeps a good row as a fresh object of its known columns', () => {
    const row = pulledParagraphRowOf({ ...GOOD, extra: 1 });
    expect(row).toEqual(GOOD);
    expect(row).not.toHaveProperty('extra');
  });

  it.each([
    ['a __proto__ book id', { book_id: '__proto__' }],
    ['a constructor book id', { book_id: 'constructor' }],
    ['a book id with U+202E', { book_id: 'alice--\u202ewonderland' }],
    ['an upper-case book id', { book_id: 'Alice--Wonderland' }],
    ['a paragraph of 2,000,000,000', { paragraph: 2_000_000_000 }],
    ['a fractional paragraph', { paragraph: 1.5 }],
    ['a negative chapter', { chapter: -1 }],
    ['a chapter past the limit', { chapter: SYNC_ROW_LIMITS.chapter + 1 }],
    ['an accuracy over 100', { acc: 101 }],
    ['an infinite speed', { wpm: Number.POSITIVE_INFINITY }],
    ['a NaN time', { time: Number.NaN }],
    ['a string time', { time: '5' }],
    ['a negative timestamp', { timestamp: -1 }],
    ['a missed word with a control character', { missed: ['a\u0000b'] }],
    ['2,001 missed words', { missed: Array.from({ length: 2001 }, () => 'x') }],
    ['no modification time', { modified_at: undefined }],
  ])('refuses %s', (_name, change) => {
    expect(pulledParagraphRowOf({ ...GOOD, ...change })).toBeNull();
  });

  it('skips a bad row among 1,000 good ones and counts it once', () => {
    const rows: unknown[] = Array.from({ length: 1000 }, (_, i) => ({ ...GOOD, paragraph: i }));
    rows.splice(500, 0, { ...GOOD, book_id: '__proto__' });
    const checked = checkPulledRows(rows);
    expect(checked.rows).toHaveLength(1000);
    expect(checked.skipped).toBe(1);
  });

  it('bounds paragraph indices by the book when its layout is known, keeping the read mark at its length', () => {
    const layout: BookLayout = { chapters: [{ id: '001', mode: 'type', length: 50 }] };
    const layouts = { [GOOD.book_id]: layout };
    const rows = [
      { ...GOOD, paragraph: 49 },
      { ...GOOD, paragraph: 50 },
      { ...GOOD, paragraph: 51 },
      { ...GOOD, chapter: 2 },
    ];
    expect(checkPulledRows(rows, layouts).rows.map((row) => row.paragraph)).toEqual([49, 50]);
  });

  it('keeps every row "Mark as done" writes', () => {
    const layout: BookLayout = {
      chapters: [
        { id: '000', mode: 'hide', length: 10 },
        { id: '001', mode: 'type', length: 50 },
        { id: '002', mode: 'type', length: 7 },
      ],
    };
    const saves = markBookDoneSaves({ paragraphs: {} }, GOOD.book_id, layout, 1000);
    const rows = saves.map((save) => ({
      ...GOOD,
      chapter: Number(save.chapterId),
      paragraph: save.paragraph,
    }));
    expect(rows).toHaveLength(2);
    expect(checkPulledRows(rows, { [GOOD.book_id]: layout }).skipped).toBe(0);
  });

  it('reads reading positions, stamps, book data and settings only within the limits', () => {
    expect(
      readingPositionRowOf({ book_id: GOOD.book_id, chapter: 0, last_paragraph: -1, timestamp: 5 }),
    ).toEqual({
      book_id: GOOD.book_id,
      chapter: 0,
      last_paragraph: -1,
      timestamp: 5,
    });
    expect(
      readingPositionRowOf({ book_id: GOOD.book_id, chapter: 0, last_paragraph: -2, timestamp: 5 }),
    ).toBeNull();
    expect(bookStampRowOf({ book_id: '__proto__', timestamp: 1, active: true })).toBeNull();
    expect(
      bookStampsOfRows([
        { book_id: GOOD.book_id, timestamp: '17', active: true },
        { book_id: 'x', timestamp: 1, active: true },
      ]),
    ).toEqual([{ id: GOOD.book_id, timestamp: 17, active: true }]);
    const data = JSON.parse('{"title":"T","__proto__":{"polluted":true},"nested":{"constructor":{"x":1}}}');
    const row = bookDataRowOf({ book_id: GOOD.book_id, active: true, data });
    expect(row?.data).toEqual({ title: 'T', nested: {} });
    expect(bookDataOfRow({ book_id: GOOD.book_id, active: true, data: 'text' as never })).toBeNull();
    const side = settingsSideOfRow({
      desktop: JSON.parse('{"__proto__":{"polluted":1},"font":"x"}'),
      mobile: [] as never,
      shared: { a: 1 },
      desktop_at: 5,
      mobile_at: 6,
      shared_at: 'nonsense',
    });
    expect(side).toEqual({
      parts: { desktop: { font: 'x' }, mobile: null, shared: null },
      at: { desktop: 5, mobile: 0, shared: 0 },
    });
    expect(prototypeIntact()).toBe(true);
  });

  it('normalises a private book pulled from the server like an upload and refuses non-http links', () => {
    const info = bookInfoOf({
      id: GOOD.book_id,
      title: 'A \u202eStudy',
      author: 'Doyle\u2066',
      language: 'en',
      chapters: [{ id: '000', title: 'One\u202e', mode: 'type', length: 1 }],
      source: { isUrl: false, value: 'Gutenberg\u202e' },
    });
    expect(info?.title).toBe('A Study');
    expect(info?.author).toBe('Doyle');
    expect(info?.chapters[0]?.title).toBe('One');
    expect(info?.source).toEqual({ isUrl: false, value: 'Gutenberg' });
    for (const link of ['javascript:alert(1)', 'data:text/html,x', 'http://a.b/\u202ex', ' https://a.b'])
      expect(
        bookInfoOf({
          id: GOOD.book_id,
          title: 'T',
          language: 'en',
          chapters: [],
          source: { isUrl: true, value: link },
        }),
      ).toBeNull();
    expect(
      bookInfoOf({
        id: GOOD.book_id,
        title: 'T',
        language: 'en',
        chapters: [],
        rights: { licenseUrl: 'javascript:x' },
      }),
    ).toBeNull();
  });

  it('sends nothing the server would refuse', () => {
    expect(paragraphRowOf({ ...GOOD, book_id: 'Not An Id' })).toBeNull();
    expect(paragraphRowOf(GOOD)).not.toBeNull();
  });
});

/** Rows of anything: values of every JSON type, near-good rows with one column changed, prototype keys. */
const anyValue = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'alice--\u202ewonderland', GOOD.book_id, ''),
  fc.integer({ min: -3_000_000_000, max: 3_000_000_000 }),
  fc.double(),
  fc.string(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);
const columns = Object.keys(GOOD);
const anyRow = fc.oneof(
  anyValue,
  fc.record({ column: fc.constantFrom(...columns), value: anyValue }).map(({ column, value }) => ({
    ...GOOD,
    [column]: value,
  })),
  fc.dictionary(fc.constantFrom(...columns, '__proto__', 'constructor'), anyValue),
  fc.jsonValue().map((value) => JSON.parse(JSON.stringify({ ...GOOD, data: value }))),
);

describe('every pull with arbitrary rows', () => {
  it('never throws, never pollutes a prototype, keeps only rows within the limits', () => {
    fc.assert(
      fc.property(fc.array(anyRow, { maxLength: 30 }), (rows) => {
        const checked = checkPulledRows(rows);
        expect(checked.rows.length + checked.skipped).toBe(rows.length);
        for (const row of checked.rows) {
          expect(row.paragraph).toBeLessThanOrEqual(SYNC_ROW_LIMITS.paragraph);
          expect(row.chapter).toBeLessThanOrEqual(SYNC_ROW_LIMITS.chapter);
        }
        // What the pull builds from them: bounded, no prototype reached.
        const merged = mergePulledRows(EMPTY, checked.rows, {}, { offset: () => 0 });
        expect(Object.getPrototypeOf(merged.paragraphs)).toBe(Object.prototype);
        const checks: ((row: unknown) => unknown)[] = [readingPositionRowOf, bookStampRowOf, bookDataRowOf];
        for (const check of checks) expect(() => checkRows(rows, check)).not.toThrow();
        expect(() => bookStampsOfRows(rows as never)).not.toThrow();
        for (const row of rows) {
          expect(() => settingsSideOfRow(row as never)).not.toThrow();
          expect(() => bookInfoOf(row)).not.toThrow();
        }
        expect(prototypeIntact()).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses anything but an array of rows as one skipped, without throwing', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const checked = checkPulledRows(value);
        if (!Array.isArray(value)) expect(checked.rows).toEqual([]);
      }),
    );
  });
});
