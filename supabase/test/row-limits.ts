/**
 * The limits the sync tables hold their rows to (docs/decisions.md, "Sync
 * rows the server refuses"), core's numbers, so the tests can say which rows
 * the database must accept and hold it to what clients check. A row is judged as the
 * tables' triggers leave it: client times are clamped from above, a missing
 * number is zero, a paragraph's negative length is zero, and an untyped
 * paragraph drops its keystrokes and missed words, so only what is still
 * wrong after that is refused.
 */
import { SYNC_ROW_LIMITS } from '@typeshelf/core/sync';

// The limits core checks rows against, so the database is held to the same numbers (one source).
export const LIMITS = SYNC_ROW_LIMITS;

// Letters beyond ASCII are admitted except what renders as nothing or moves text.
const NON_ASCII = String.raw`\u00a1-\u{10ffff}`;
const PART = `[a-z0-9${NON_ASCII}]+(?:-[a-z0-9${NON_ASCII}]+)*`;
const SLUG = new RegExp(`^${PART}--${PART}$`, 'u');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;
const INVISIBLE =
  /[\u0080-\u00a0\u00ad\u061c\u115f\u1160\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ue000-\uf8ff\ufdd0-\ufdef\ufeff\ufff0-\uffff\u{e0000}-\u{e007f}\u{f0000}-\u{10ffff}]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a missed word may not hold
const CONTROL = /[\u0001-\u001f\u007f-\u009f]/u;

const characters = (text: string) => [...text].length;
const within = (value: unknown, low: number, high: number) =>
  typeof value === 'number' && value >= low && value <= high;
const orZero = (value: unknown) => (value === undefined || value === null ? 0 : value);

export function isServerBookId(id: unknown): boolean {
  return (
    typeof id === 'string' &&
    characters(id) <= LIMITS.bookIdCharacters &&
    (SLUG.test(id) || UUID.test(id)) &&
    !INVISIBLE.test(id)
  );
}

export function areMissedWords(words: unknown): boolean {
  return (
    Array.isArray(words) &&
    words.length <= LIMITS.missedWords &&
    words.every(
      (word) =>
        typeof word === 'string' &&
        characters(word) >= 1 &&
        characters(word) <= LIMITS.missedWordCharacters &&
        !CONTROL.test(word),
    )
  );
}

/** A client time after the clamp: any non-negative number is brought under the limit. */
const clientTime = (value: unknown) => (orZero(value) as number) >= 0;

const isObjectOfAtMost = (value: unknown, bytes: number) =>
  value === undefined ||
  value === null ||
  (typeof value === 'object' && !Array.isArray(value) && Buffer.byteLength(JSON.stringify(value)) <= bytes);

export type Row = Record<string, unknown>;

export function paragraphFits(row: Row): boolean {
  const stats = ['acc', 'con', 'wpm', 'raw', 'time'].map((name) => orZero(row[name]));
  const typed = stats.some((value) => value !== 0);
  return (
    isServerBookId(row.book_id) &&
    within(row.chapter, 0, LIMITS.chapter) &&
    within(row.paragraph, 0, LIMITS.paragraph) &&
    within(stats[0], 0, LIMITS.percent) &&
    within(stats[1], 0, LIMITS.percent) &&
    within(stats[2], 0, LIMITS.speed) &&
    within(stats[3], 0, LIMITS.speed) &&
    within(stats[4], 0, LIMITS.time) &&
    clientTime(row.timestamp) &&
    clientTime(row.read_at) &&
    (orZero(row.length) as number) <= LIMITS.length &&
    (!typed || (within(orZero(row.keys), 0, LIMITS.keys) && areMissedWords(row.missed ?? [])))
  );
}

export function readingPositionFits(row: Row): boolean {
  return (
    isServerBookId(row.book_id) &&
    within(row.chapter, 0, LIMITS.chapter) &&
    within(row.last_paragraph ?? -1, -1, LIMITS.paragraph) &&
    clientTime(row.timestamp)
  );
}

/** A settings write whose time is newer than every stored part, so each part it sends lands. */
export function settingsFit(row: Row): boolean {
  return (
    clientTime(row.timestamp) &&
    ['desktop', 'mobile', 'shared'].every((part) => isObjectOfAtMost(row[part], LIMITS.settingsPartBytes))
  );
}

export function customBookFits(row: Row): boolean {
  return (
    isServerBookId(row.book_id) &&
    clientTime(row.timestamp) &&
    isObjectOfAtMost(row.data, LIMITS.customBookBytes)
  );
}
