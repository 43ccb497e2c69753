/**
 * A save file's progress as the rows the server keeps (03 §7), for sending
 * it from outside the app (the command line's push and sync): each stored
 * paragraph cell as a `paragraphs_typed` row, each chapter's reading
 * position as a `reading_progress` row. A save comes from a file, so every
 * key and cell is checked; what is not a paragraph cell is counted and left
 * out rather than sent.
 */

import { isRecord } from '../is-record';
import type { ParagraphCell } from '../progress/progress-types';
import { parseParagraphKey } from './paragraph-key';
import { cellToRow, type ParagraphRow, type ReadingPositionRow, readingPosition } from './paragraph-row';
import { paragraphRowOf } from './row-checks';

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isStat = (value: unknown) => isRecord(value) && isNumber(value.value);

function isTyped(value: unknown): boolean {
  if (value === null) return true;
  return (
    isRecord(value) &&
    isStat(value.wpm) &&
    isNumber((value.wpm as Record<string, unknown>).raw) &&
    isStat(value.acc) &&
    isNumber((value.acc as Record<string, unknown>).weight) &&
    isStat(value.con) &&
    isNumber(value.time) &&
    isNumber(value.timestamp) &&
    isNumber(value.length) &&
    Array.isArray(value.missed) &&
    value.missed.every((word) => typeof word === 'string')
  );
}

const isRead = (value: unknown) =>
  value === null || (isRecord(value) && isNumber(value.timestamp) && isNumber(value.length));

/** Whether a stored value is a paragraph cell as core keeps it. */
export function isParagraphCell(value: unknown): value is ParagraphCell {
  return isRecord(value) && isNumber(value.cleared) && isTyped(value.typed) && isRead(value.read);
}

export interface SavedProgressRows {
  rows: ParagraphRow[];
  positions: ReadingPositionRow[];
  /** Entries that were not a paragraph cell under a paragraph key with a numbered chapter. */
  skipped: number;
  /** Each entry left out, by key, with why: what sends a save says so, never passing one over in silence. */
  leftOut: { key: string; why: string }[];
}

/** Why a save's entry is not sent (the command line prints these). */
export const LEFT_OUT_REASONS = {
  key: 'not a paragraph key ({book}__{chapter}__{paragraph})',
  cell: 'not a paragraph result',
  chapter: 'its chapter is not numbered',
  limits: 'it breaks the server’s limits (book id, chapter, paragraph or a value out of range)',
} as const;

function whyLeftOut(
  at: ReturnType<typeof parseParagraphKey>,
  cell: unknown,
  row: ParagraphRow | null,
): string | null {
  if (!at) return LEFT_OUT_REASONS.key;
  if (!isParagraphCell(cell)) return LEFT_OUT_REASONS.cell;
  if (!row) return LEFT_OUT_REASONS.chapter;
  // The server refuses a whole batch for one such row: it is left out here instead.
  return paragraphRowOf(row) === null ? LEFT_OUT_REASONS.limits : null;
}

/** The rows of a save's `paragraphsStats` store (its records by key), in key order. */
export function savedProgressRows(paragraphs: Readonly<Record<string, unknown>>): SavedProgressRows {
  const rows: ParagraphRow[] = [];
  const chapters = new Map<string, { bookId: string; chapter: number; cells: ParagraphCell[] }>();
  const leftOut: SavedProgressRows['leftOut'] = [];
  for (const key of Object.keys(paragraphs).sort()) {
    const at = parseParagraphKey(key);
    const cell = paragraphs[key];
    const row = at && isParagraphCell(cell) ? cellToRow(at.bookId, at.chapterId, at.index, cell) : null;
    const why = whyLeftOut(at, cell, row);
    if (why !== null || !at || !row) {
      leftOut.push({ key, why: why ?? LEFT_OUT_REASONS.cell });
      continue;
    }
    rows.push(row);
    const chapterKey = `${at.bookId}__${at.chapterId}`;
    const chapter = chapters.get(chapterKey) ?? { bookId: at.bookId, chapter: row.chapter, cells: [] };
    chapter.cells[at.index] = cell as ParagraphCell;
    chapters.set(chapterKey, chapter);
  }
  const positions: ReadingPositionRow[] = [];
  for (const { bookId, chapter, cells } of chapters.values()) {
    const position = readingPosition(cells);
    if (position.timestamp > 0) positions.push({ book_id: bookId, chapter, ...position });
  }
  return { rows, positions, skipped: leftOut.length, leftOut };
}
