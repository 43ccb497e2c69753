/**
 * Every row that comes from the server, and every row about to go to it, is
 * held to the sync tables' limits (docs/decisions.md, "Sync rows the server
 * refuses") before anything is built from it. Only the account writes its
 * rows, but a bug, an old client or a stolen token can write anything the API
 * lets through, and one such row must not stop a pull on every device: a row
 * that breaks a limit is skipped and counted, the rest go on. Going out, a
 * row the server would refuse is left out, since PostgREST refuses a whole
 * batch for one bad row.
 *
 * A checked row is a fresh object with only its known columns, so keys such
 * as `__proto__` never reach what is built from it.
 */

import type { BookInfo } from '../book/book-types';
import type { BookLayout } from '../progress/progress-types';
import { isBookId } from '../text/book-id';
import {
  chapterIdOf,
  type ParagraphRow,
  type PulledParagraphRow,
  type ReadingPositionRow,
} from './paragraph-row';

/** A `custom_books` row's stamp as read. */
export interface BookStampRow {
  book_id: string;
  timestamp: number | string;
  active: boolean;
}

/** A `custom_books` row's info as read. */
export interface BookDataRow {
  book_id: string;
  data: Partial<BookInfo> | null;
  active: boolean;
}

/** The sync tables' limits, the same numbers as their `check` constraints. */
export const SYNC_ROW_LIMITS = {
  bookIdCharacters: 512,
  chapter: 5000,
  paragraph: 16_000_000,
  length: 16_000_000,
  percent: 100,
  speed: 1_000_000,
  time: 604_800_000,
  keys: 100_000_000,
  latestTime: 8.64e15,
  missedWords: 2000,
  missedWordCharacters: 500,
  settingsPartBytes: 262_144,
  customBookBytes: 2_097_152,
} as const;

/** The rows that kept the limits, and how many did not. */
export interface CheckedRows<T> {
  rows: T[];
  skipped: number;
}

/**
 * Each of `rows` through `check`: what it returns is kept, a null (or a
 * throw) is skipped. Anything but an array is no rows, all skipped as one.
 */
export function checkRows<T>(rows: unknown, check: (row: unknown) => T | null): CheckedRows<T> {
  if (!Array.isArray(rows)) return { rows: [], skipped: rows === null || rows === undefined ? 0 : 1 };
  const out: T[] = [];
  let skipped = 0;
  for (const row of rows) {
    let checked: T | null = null;
    try {
      checked = check(row);
    } catch {
      checked = null;
    }
    if (checked === null) skipped++;
    else out.push(checked);
  }
  return { rows: out, skipped };
}

const L = SYNC_ROW_LIMITS;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const whole = (value: unknown, low: number, high: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= low && (value as number) <= high;

const within = (value: unknown, low: number, high: number): value is number =>
  typeof value === 'number' && value >= low && value <= high;

/** A missing number is the column's default, zero. */
const orZero = (value: unknown) => (value === undefined || value === null ? 0 : value);

/** A time as the server keeps it: a number, or a bigint's digits, within JavaScript's dates. */
function timeOf(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : orZero(value);
  return within(number, 0, L.latestTime) ? number : null;
}

/** A book id as core makes them and the server admits: by pattern, of bounded length. */
export function isSyncBookId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= L.bookIdCharacters * 2 && isBookId(value)
    ? [...value].length <= L.bookIdCharacters
    : false;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a missed word may not hold
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;

function missedWordsOf(value: unknown): string[] | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > L.missedWords) return null;
  const out: string[] = [];
  for (const word of value) {
    if (typeof word !== 'string' || word.length === 0 || word.length > L.missedWordCharacters * 2)
      return null;
    const characters = [...word].length;
    if (characters > L.missedWordCharacters || CONTROL.test(word)) return null;
    out.push(word);
  }
  return out;
}

/** A paragraph row's columns, checked; null when one breaks a limit. */
export function paragraphRowOf(value: unknown): ParagraphRow | null {
  if (!isObject(value)) return null;
  const { book_id, chapter, paragraph } = value;
  const [acc, con, wpm, raw, time, keys, length] = ['acc', 'con', 'wpm', 'raw', 'time', 'keys', 'length'].map(
    (column) => orZero(value[column]),
  );
  const timestamp = timeOf(value.timestamp);
  const read_at = timeOf(value.read_at);
  const typed = [acc, con, wpm, raw, time].some((stat) => stat !== 0);
  // A clear carries no keystrokes or missed words: the server drops them, so they are not held against it.
  const missed = typed ? missedWordsOf(value.missed) : [];
  if (
    !isSyncBookId(book_id) ||
    !whole(chapter, 0, L.chapter) ||
    !whole(paragraph, 0, L.paragraph) ||
    !within(acc, 0, L.percent) ||
    !within(con, 0, L.percent) ||
    !within(wpm, 0, L.speed) ||
    !within(raw, 0, L.speed) ||
    !within(time, 0, L.time) ||
    !within(typed ? keys : 0, 0, L.keys) ||
    !whole(length, 0, L.length) ||
    timestamp === null ||
    read_at === null ||
    missed === null
  )
    return null;
  return {
    book_id,
    chapter,
    paragraph,
    acc,
    con,
    wpm,
    raw,
    time,
    keys: typed ? (keys as number) : 0,
    length,
    missed,
    timestamp,
    read_at,
  };
}

/** A pulled paragraph row: a paragraph row with the server's modification time. */
export function pulledParagraphRowOf(value: unknown): PulledParagraphRow | null {
  const row = paragraphRowOf(value);
  if (!row || !isObject(value)) return null;
  const modified = value.modified_at;
  if (typeof modified !== 'string' || modified.length > 64 || !Number.isFinite(Date.parse(modified)))
    return null;
  return { ...row, modified_at: modified };
}

/** A reading position row, checked. */
export function readingPositionRowOf(value: unknown): ReadingPositionRow | null {
  if (!isObject(value)) return null;
  const { book_id, chapter } = value;
  const last_paragraph = value.last_paragraph ?? -1;
  const timestamp = timeOf(value.timestamp);
  if (
    !isSyncBookId(book_id) ||
    !whole(chapter, 0, L.chapter) ||
    !whole(last_paragraph, -1, L.paragraph) ||
    timestamp === null
  )
    return null;
  return { book_id, chapter, last_paragraph, timestamp };
}

/** A private book's stamp row, checked. */
export function bookStampRowOf(value: unknown): BookStampRow | null {
  if (!isObject(value)) return null;
  const { book_id, active } = value;
  const timestamp = timeOf(value.timestamp);
  if (!isSyncBookId(book_id) || timestamp === null || (active !== undefined && typeof active !== 'boolean'))
    return null;
  return { book_id, timestamp, active: active ?? true };
}

/**
 * A private book's data row, checked for its shape only: its `data` is an
 * object within the size limit, copied without prototype keys. What the data
 * says is checked as a book's info once merged (see `bookInfoOf`).
 */
export function bookDataRowOf(value: unknown): BookDataRow | null {
  if (!isObject(value)) return null;
  const { book_id, active, data } = value;
  if (!isSyncBookId(book_id) || (active !== undefined && typeof active !== 'boolean')) return null;
  if (data !== null && data !== undefined && !isObject(data)) return null;
  const copy = data ? plainCopy(data, L.customBookBytes) : null;
  if (data && copy === null) return null;
  return { book_id, active: active ?? true, data: copy } as BookDataRow;
}

/** Keys that would reach an object's prototype when assigned. */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * A JSON-like value copied with prototype keys dropped at every depth, or
 * null when it is larger than `bytes` as JSON, nests deeper than 32 or holds
 * something JSON cannot.
 */
export function plainCopy(value: Record<string, unknown>, bytes: number): Record<string, unknown> | null {
  let size = 0;
  const copy = (item: unknown, depth: number): unknown => {
    if (depth > 32) throw new RangeError('too deep');
    if (item === null || typeof item === 'boolean') {
      size += 5;
    } else if (typeof item === 'number') {
      if (!Number.isFinite(item)) throw new RangeError('not a JSON number');
      size += 24;
    } else if (typeof item === 'string') {
      size += item.length + 2;
    } else if (Array.isArray(item)) {
      size += 2;
      const out: unknown[] = [];
      for (const element of item) {
        out.push(copy(element, depth + 1));
        if (size > bytes) throw new RangeError('too large');
      }
      return out;
    } else if (isObject(item)) {
      size += 2;
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(item)) {
        if (PROTOTYPE_KEYS.has(key)) continue;
        size += key.length + 3;
        out[key] = copy(item[key], depth + 1);
        if (size > bytes) throw new RangeError('too large');
      }
      return out;
    } else throw new TypeError('not JSON');
    if (size > bytes) throw new RangeError('too large');
    return item;
  };
  try {
    return copy(value, 0) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** A settings row's part: an object within the size limit, copied without prototype keys; null otherwise. */
export function settingsPartOf(value: unknown): Record<string, unknown> | null {
  return isObject(value) ? plainCopy(value, L.settingsPartBytes) : null;
}

/**
 * Rows about to be sent, with those the server would refuse left out (a
 * whole batch is refused for one), and the indices of those left out.
 */
export function sendableRows<T>(
  rows: readonly T[],
  check: (row: unknown) => unknown | null,
): { rows: T[]; refused: number[] } {
  const out: T[] = [];
  const refused: number[] = [];
  rows.forEach((row, index) => {
    if (check(row) === null) refused.push(index);
    else out.push(row);
  });
  return { rows: out, refused };
}

/**
 * A page of pulled paragraph rows, checked: each against the sync limits,
 * then against the book when its layout is known (a chapter it has, a
 * paragraph index no greater than the chapter's length: every paragraph
 * holds at least one character, and the slot at the length itself is "Mark
 * as done"'s read mark). What the pull merges is only what this keeps.
 */
export function checkPulledRows(
  rows: unknown,
  layouts: Readonly<Record<string, BookLayout>> = {},
): CheckedRows<PulledParagraphRow> {
  return checkRows(rows, (value) => {
    const row = pulledParagraphRowOf(value);
    if (!row) return null;
    const layout = Object.hasOwn(layouts, row.book_id) ? layouts[row.book_id] : undefined;
    if (!layout) return row;
    const chapterId = chapterIdOf(row.chapter, layout);
    const chapter = layout.chapters.find((c) => c.id === chapterId);
    return chapter && row.paragraph <= Math.max(1, chapter.length) ? row : null;
  });
}
