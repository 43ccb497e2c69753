/**
 * A paragraph cell as a `paragraphs_typed` row and back (03 §3, §7). The row
 * carries what the cell counts as under every later merge: the newest typed
 * result when it counts (its stats, `keys` its accuracy weight), otherwise
 * zeroed stats at the newest clear; the newest read mark rides in `read_at`.
 * The server's trigger joins rows by the same rule as core's `mergeCells`,
 * so a cell sent and pulled back merges to what it was.
 */
import type { BookLayout, ParagraphCell, TypedResult } from '../progress/progress-types';

/** The columns of one `paragraphs_typed` row that a client sends and reads. */
export interface ParagraphRow {
  book_id: string;
  chapter: number;
  paragraph: number;
  acc: number;
  con: number;
  wpm: number;
  raw: number;
  time: number;
  /** Character keystrokes: the accuracy's weight. */
  keys: number;
  /** Characters in the paragraph. */
  length: number;
  /** Words typed wrongly in the typed result. */
  missed: string[];
  timestamp: number;
  read_at: number;
}

/** A pulled row also has the server's modification time (the pull cursor). */
export interface PulledParagraphRow extends ParagraphRow {
  modified_at: string;
}

/** The server's chapter number of a chapter id ("007" → 7); null when the id is not a number. */
export function chapterNumber(chapterId: string): number | null {
  return /^\d+$/.test(chapterId) ? Number.parseInt(chapterId, 10) : null;
}

/** The chapter id of a server chapter number: the layout's id of that number, else padded to 3 digits. */
export function chapterIdOf(chapter: number, layout: BookLayout | undefined): string {
  const known = layout?.chapters.find((c) => chapterNumber(c.id) === chapter);
  return known ? known.id : String(chapter).padStart(3, '0');
}

const isTypedRow = (row: Pick<ParagraphRow, 'acc' | 'con' | 'wpm' | 'raw' | 'time'>) =>
  row.acc !== 0 || row.con !== 0 || row.wpm !== 0 || row.raw !== 0 || row.time !== 0;

/** The row one cell travels as; null when the chapter id has no server number. */
export function cellToRow(
  bookId: string,
  chapterId: string,
  paragraph: number,
  cell: ParagraphCell,
): ParagraphRow | null {
  const chapter = chapterNumber(chapterId);
  if (chapter === null) return null;
  const typed = cell.typed !== null && cell.typed.timestamp > cell.cleared ? cell.typed : null;
  const read_at = cell.read?.timestamp ?? 0;
  // Each row is written out whole, in one shape: spreading a shared base into
  // each row cost a reconcile of a year's history seconds (30 times as long).
  if (typed)
    return {
      book_id: bookId,
      chapter,
      paragraph,
      length: typed.length,
      read_at,
      acc: typed.acc.value,
      con: typed.con.value,
      wpm: typed.wpm.value,
      raw: typed.wpm.raw,
      time: typed.time,
      keys: typed.acc.weight,
      missed: typed.missed.slice(),
      timestamp: typed.timestamp,
    };
  return {
    book_id: bookId,
    chapter,
    paragraph,
    length: cell.read?.length ?? cell.typed?.length ?? 0,
    read_at,
    acc: 0,
    con: 0,
    wpm: 0,
    raw: 0,
    time: 0,
    keys: 0,
    missed: [],
    timestamp: cell.cleared,
  };
}

/** Whether `row` carries the figures of `typed` (the row of that result, come back). */
const sameResult = (typed: TypedResult, row: ParagraphRow) =>
  typed.timestamp === row.timestamp &&
  typed.wpm.value === row.wpm &&
  typed.wpm.raw === row.raw &&
  typed.acc.value === row.acc &&
  typed.con.value === row.con &&
  typed.time === row.time &&
  typed.acc.weight === row.keys;

/**
 * The cell a pulled row stands for. The typed result the device already holds,
 * come back as a row, is kept as held (the server has no missed words), so a
 * row coming back never changes what the device typed. Another result of the
 * same time (another device's) is taken as the row says, for the merge to
 * settle the tie as the server did.
 */
export function rowToCell(row: ParagraphRow, held?: ParagraphCell | null): ParagraphCell {
  const read = row.read_at > 0 ? { type: 'read' as const, timestamp: row.read_at, length: row.length } : null;
  if (!isTypedRow(row)) return { typed: null, read, cleared: row.timestamp };
  const typed: TypedResult =
    held?.typed && sameResult(held.typed, row)
      ? held.typed
      : {
          type: 'typed',
          wpm: { value: row.wpm, raw: row.raw, weight: row.time },
          acc: { value: row.acc, weight: row.keys },
          con: { value: row.con, weight: row.keys > 0 ? row.time : 0 },
          time: row.time,
          timestamp: row.timestamp,
          length: row.length,
          missed: row.missed ?? [],
        };
  return { typed, read, cleared: 0 };
}

/** The reading position a chapter's cells give: the last paragraph that counts, at the newest time. */
export function readingPosition(cells: readonly (ParagraphCell | null | undefined)[]): {
  last_paragraph: number;
  timestamp: number;
} {
  let last = -1;
  let timestamp = 0;
  cells.forEach((cell, i) => {
    if (!cell) return;
    const counted =
      cell.typed && cell.typed.timestamp > cell.cleared
        ? cell.typed.timestamp
        : cell.read && cell.read.timestamp > cell.cleared
          ? cell.read.timestamp
          : 0;
    if (counted > 0) last = i;
    timestamp = Math.max(timestamp, counted, cell.cleared);
  });
  // The server keeps whole milliseconds for positions.
  return { last_paragraph: last, timestamp: Math.ceil(timestamp) };
}

/** A `reading_progress` row: the last paragraph that counts in a chapter, at its newest time. */
export interface ReadingPositionRow {
  book_id: string;
  chapter: number;
  last_paragraph: number;
  timestamp: number;
}
