/**
 * Reconcile, not only replay (03 §4): when sync starts for an account, the
 * device and the server compare cheap per-chapter summaries of their
 * paragraph rows, fetch the rows of the chapters that differ, and exchange
 * what each lacks — the device sends every row the server lacks or holds
 * older, and merges in every row the server holds newer. Progress that never
 * entered the pending queue (written while free, imported from a save file,
 * a run interrupted) thus reaches the server. Both sides join rows by
 * `mergeCells` (the server's trigger by the same rule), so applying a plan
 * twice, or half of one and then a fresh one, ends in the same place:
 * `mergeProgress(local, server)`.
 */
import { mergeCells } from '../progress/paragraph-cell';
import type { ParagraphCell, ProgressRecords } from '../progress/progress-types';
import { cellToRow, chapterIdOf, chapterNumber, type ParagraphRow, rowToCell } from './paragraph-row';
import { doubleHex, md5First32 } from './row-digest';

/** A chapter's rows in brief: equal summaries mean equal rows (up to a 32-bit hash collision). */
export interface ChapterSummary {
  book_id: string;
  chapter: number;
  /** Paragraph rows held. */
  count: number;
  /** The newest time among them (result, clear or read mark), ms since the epoch. */
  newest: number;
  /**
   * The sum, modulo 2^32, of each row's digest (`rowDigest`), as 8 hex
   * digits: independent of row order, and computed the same by the server.
   */
  hash: string;
}

/** A chapter on the server, as the summaries and the row fetch name it. */
export interface ChapterRef {
  book_id: string;
  chapter: number;
}

/** What to do once the differing chapters' server rows are in. */
export interface ReconcilePlan {
  /** Rows to upsert: the device's, where the server lacks them or holds them older. */
  send: ParagraphRow[];
  /** Server rows to merge into the device's records, where the device lacks them or holds them older. */
  pull: ParagraphRow[];
}

const chapterKey = (bookId: string, chapter: number) => `${bookId}\u0000${chapter}`;

/**
 * The row's contents that the merge reads, in a fixed order (the summary
 * hash and equality use it), as the server stores it: a row is taken through
 * its cell and back, so what the trip drops (a cleared row's length) never
 * makes two sides look different. Doubles are their bits in hex and missed
 * words are joined by U+001F (which no word holds): the server's
 * `paragraph_summaries` writes the very same text.
 */
export function rowText(sent: ParagraphRow): string {
  const row =
    cellToRow(sent.book_id, String(sent.chapter).padStart(3, '0'), sent.paragraph, rowToCell(sent)) ?? sent;
  return [
    row.paragraph,
    doubleHex(row.acc),
    doubleHex(row.con),
    doubleHex(row.wpm),
    doubleHex(row.raw),
    doubleHex(row.time),
    doubleHex(row.keys),
    row.length,
    doubleHex(row.timestamp),
    doubleHex(row.read_at),
    row.missed.join('\u001f'),
  ].join('|');
}

/** Summaries of rows by chapter (independent of the rows' order). */
export function summarizeRows(rows: readonly ParagraphRow[]): ChapterSummary[] {
  const byChapter = new Map<string, ParagraphRow[]>();
  for (const row of rows) {
    const key = chapterKey(row.book_id, row.chapter);
    const list = byChapter.get(key) ?? [];
    list.push(row);
    byChapter.set(key, list);
  }
  const out: ChapterSummary[] = [];
  for (const list of byChapter.values()) {
    const first = list[0] as ParagraphRow;
    let hash = 0;
    let newest = 0;
    for (const row of list) {
      hash = (hash + md5First32(rowText(row))) % 2 ** 32;
      newest = Math.max(newest, row.timestamp, row.read_at);
    }
    out.push({
      book_id: first.book_id,
      chapter: first.chapter,
      count: list.length,
      newest,
      hash: hash.toString(16).padStart(8, '0'),
    });
  }
  return out.sort((a, b) =>
    a.book_id === b.book_id ? a.chapter - b.chapter : a.book_id < b.book_id ? -1 : 1,
  );
}

/**
 * The device's paragraphs as the rows they travel as (chapters without a
 * server number stay local); a cell that counts as nothing and was never
 * cleared is no row.
 */
export function progressRows(local: Pick<ProgressRecords, 'paragraphs'>): ParagraphRow[] {
  const rows: ParagraphRow[] = [];
  for (const [bookId, chapters] of Object.entries(local.paragraphs))
    for (const [chapterId, cells] of Object.entries(chapters))
      cells.forEach((cell, paragraph) => {
        if (!cell || (cell.typed === null && cell.read === null && cell.cleared === 0)) return;
        const row = cellToRow(bookId, chapterId, paragraph, cell);
        if (row) rows.push(row);
      });
  return rows;
}

const ZERO = doubleHex(0);

/**
 * `rowText` of the row a cell travels as, written straight from the cell (a
 * reconcile with nothing to do reads every paragraph of the history, so no
 * row objects are made); null when the cell is no row.
 */
export function cellText(paragraph: number, cell: ParagraphCell | null | undefined): string | null {
  if (!cell || (cell.typed === null && cell.read === null && cell.cleared === 0)) return null;
  const typed = cell.typed !== null && cell.typed.timestamp > cell.cleared ? cell.typed : null;
  const readAt = doubleHex(cell.read?.timestamp ?? 0);
  const hasStats =
    typed !== null &&
    (typed.acc.value !== 0 ||
      typed.con.value !== 0 ||
      typed.wpm.value !== 0 ||
      typed.wpm.raw !== 0 ||
      typed.time !== 0);
  if (typed && hasStats)
    return `${paragraph}|${doubleHex(typed.acc.value)}|${doubleHex(typed.con.value)}|${doubleHex(typed.wpm.value)}|${doubleHex(typed.wpm.raw)}|${doubleHex(typed.time)}|${doubleHex(typed.acc.weight)}|${typed.length}|${doubleHex(typed.timestamp)}|${readAt}|${typed.missed.join('\u001f')}`;
  // Travelling as a clear (at the counted result's own time when its stats are all zero): a row
  // read back keeps a length only beside a read mark.
  const at = typed ? typed.timestamp : cell.cleared;
  const length = cell.read ? cell.read.length : 0;
  return `${paragraph}|${ZERO}|${ZERO}|${ZERO}|${ZERO}|${ZERO}|${ZERO}|${length}|${doubleHex(at)}|${readAt}|`;
}

/** A chapter's summary apart from its name, or null when it has no row. */
type ChapterDigest = Pick<ChapterSummary, 'count' | 'newest' | 'hash'> | null;

/**
 * Digests kept beside the records: core's records are never changed in
 * place (a save or a merge makes a new array for the chapter it touches), so
 * a chapter's array of cells names its contents, and a second reconcile
 * reads again only the chapters written since.
 */
const digests = new WeakMap<readonly (ParagraphCell | null)[], ChapterDigest>();

function chapterDigest(cells: readonly (ParagraphCell | null)[]): ChapterDigest {
  const kept = digests.get(cells);
  if (kept !== undefined) return kept;
  let count = 0;
  let newest = 0;
  let hash = 0;
  cells.forEach((cell, paragraph) => {
    const text = cellText(paragraph, cell);
    if (text === null || !cell) return;
    count += 1;
    hash = (hash + md5First32(text)) % 2 ** 32;
    const typed = cell.typed !== null && cell.typed.timestamp > cell.cleared ? cell.typed : null;
    newest = Math.max(newest, typed ? typed.timestamp : cell.cleared, cell.read?.timestamp ?? 0);
  });
  const digest = count === 0 ? null : { count, newest, hash: hash.toString(16).padStart(8, '0') };
  digests.set(cells, digest);
  return digest;
}

/**
 * The device's per-chapter summaries, equal to `summarizeRows(progressRows(local))`:
 * derived from the paragraphs (the only facts) and kept beside them per chapter.
 */
export function summarizeProgress(local: Pick<ProgressRecords, 'paragraphs'>): ChapterSummary[] {
  const out: ChapterSummary[] = [];
  for (const [bookId, chapters] of Object.entries(local.paragraphs))
    for (const [chapterId, cells] of Object.entries(chapters)) {
      const chapter = chapterNumber(chapterId);
      if (chapter === null) continue;
      const digest = chapterDigest(cells);
      if (digest) out.push({ book_id: bookId, chapter, ...digest });
    }
  return out.sort((a, b) =>
    a.book_id === b.book_id ? a.chapter - b.chapter : a.book_id < b.book_id ? -1 : 1,
  );
}

/**
 * A book's rows in brief, what its chapters' summaries add up to: the rows
 * held, the newest time, and the sum of the chapters' hashes modulo 2^32
 * (the sum of every row's digest). The server keeps these as rows are
 * written, so a reconcile with nothing to do compares books and stops.
 */
export type BookSummary = Omit<ChapterSummary, 'chapter'>;

/** The books' summaries, from their chapters'. */
export function summarizeBooks(chapters: readonly ChapterSummary[]): BookSummary[] {
  const byBook = new Map<string, { count: number; newest: number; hash: number }>();
  for (const { book_id, count, newest, hash } of chapters) {
    const book = byBook.get(book_id) ?? { count: 0, newest: 0, hash: 0 };
    book.count += count;
    book.newest = Math.max(book.newest, newest);
    book.hash = (book.hash + Number.parseInt(hash, 16)) % 2 ** 32;
    byBook.set(book_id, book);
  }
  return [...byBook]
    .map(([book_id, { count, newest, hash }]) => ({
      book_id,
      count,
      newest,
      hash: hash.toString(16).padStart(8, '0'),
    }))
    .sort((a, b) => (a.book_id < b.book_id ? -1 : a.book_id > b.book_id ? 1 : 0));
}

/** The books whose summaries differ (or that one side lacks). */
export function differingBooks(local: readonly BookSummary[], server: readonly BookSummary[]): string[] {
  const theirs = new Map(server.map((s) => [s.book_id, s]));
  const out = new Set<string>();
  for (const mine of local) {
    const other = theirs.get(mine.book_id);
    if (!other || other.count !== mine.count || other.newest !== mine.newest || other.hash !== mine.hash)
      out.add(mine.book_id);
  }
  const ours = new Set(local.map((s) => s.book_id));
  for (const other of server) if (!ours.has(other.book_id)) out.add(other.book_id);
  return [...out].sort();
}

/** The chapters whose summaries differ (or that one side lacks): only their rows need fetching. */
export function differingChapters(
  local: readonly ChapterSummary[],
  server: readonly ChapterSummary[],
): ChapterRef[] {
  const theirs = new Map(server.map((s) => [chapterKey(s.book_id, s.chapter), s]));
  const out: ChapterRef[] = [];
  const seen = new Set<string>();
  for (const mine of local) {
    const key = chapterKey(mine.book_id, mine.chapter);
    seen.add(key);
    const other = theirs.get(key);
    if (!other || other.count !== mine.count || other.newest !== mine.newest || other.hash !== mine.hash)
      out.push({ book_id: mine.book_id, chapter: mine.chapter });
  }
  for (const [key, other] of theirs)
    if (!seen.has(key)) out.push({ book_id: other.book_id, chapter: other.chapter });
  return out;
}

const rowKey = (row: ParagraphRow) => `${row.book_id}\u0000${row.chapter}\u0000${row.paragraph}`;

/** The row two rows join to, by the merge both sides use. */
function joinedRow(a: ParagraphRow, b: ParagraphRow, held: ParagraphCell | null): ParagraphRow {
  const cell = mergeCells(rowToCell(a, held), rowToCell(b, held)) as ParagraphCell;
  const chapterId = String(a.chapter).padStart(3, '0');
  return { ...(cellToRow(a.book_id, chapterId, a.paragraph, cell) as ParagraphRow), chapter: a.chapter };
}

/**
 * The plan for the differing chapters, given the server's rows of those
 * chapters: each paragraph is joined, and a side receives the joined row
 * wherever it holds something else.
 */
export function reconcilePlan(
  local: Pick<ProgressRecords, 'paragraphs' | 'layouts'>,
  chapters: readonly ChapterRef[],
  serverRows: readonly ParagraphRow[],
): ReconcilePlan {
  const wanted = new Set(chapters.map((c) => chapterKey(c.book_id, c.chapter)));
  const theirs = new Map<string, ParagraphRow>();
  const theirChapters = new Set<string>();
  for (const row of serverRows) {
    const chapter = chapterKey(row.book_id, row.chapter);
    if (!wanted.has(chapter)) continue;
    theirs.set(rowKey(row), row);
    theirChapters.add(chapter);
  }
  // The device's rows of the wanted chapters only, by chapter and paragraph: a reconcile of a
  // whole history the server lacks makes each row once and no key for it.
  const mine = new Map<string, Map<number, ParagraphRow>>();
  for (const [bookId, bookChapters] of Object.entries(local.paragraphs))
    for (const [chapterId, cells] of Object.entries(bookChapters)) {
      const chapter = chapterNumber(chapterId);
      if (chapter === null) continue;
      const key = chapterKey(bookId, chapter);
      if (!wanted.has(key)) continue;
      const rows = mine.get(key) ?? new Map<number, ParagraphRow>();
      mine.set(key, rows);
      cells.forEach((cell, paragraph) => {
        if (!cell || (cell.typed === null && cell.read === null && cell.cleared === 0)) return;
        const row = cellToRow(bookId, chapterId, paragraph, cell);
        if (row) rows.set(paragraph, row);
      });
    }
  const send: ParagraphRow[] = [];
  const pull: ParagraphRow[] = [];
  const held = new Set<string>();
  for (const [chapter, rows] of mine) {
    if (!theirChapters.has(chapter)) {
      for (const row of rows.values()) send.push(row);
      continue;
    }
    for (const row of rows.values()) {
      const key = rowKey(row);
      held.add(key);
      const other = theirs.get(key);
      if (!other) {
        send.push(row);
        continue;
      }
      const chapterId = chapterIdOf(row.chapter, local.layouts[row.book_id]);
      const cell = local.paragraphs[row.book_id]?.[chapterId]?.[row.paragraph] ?? null;
      const text = rowText(joinedRow(row, other, cell));
      // The server's trigger joins what it is sent, so the device's own row is enough.
      if (rowText(other) !== text) send.push(row);
      if (rowText(row) !== text) pull.push(other);
    }
  }
  for (const [key, other] of theirs) if (!held.has(key)) pull.push(other);
  return { send, pull };
}
