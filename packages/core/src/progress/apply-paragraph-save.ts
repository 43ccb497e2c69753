/**
 * One paragraph saved, read or cleared: the records after it and the rows
 * that changed. The paragraph's cell is joined with the save (so applying a
 * save is merging it), its chapter and book are recomputed from their
 * paragraphs, and the day, missed-word and summary caches move by exactly
 * what the paragraph's counted result changed.
 */
import { dayLabel, movedDay } from '../stats/daily-stats';
import {
  BOOK_SIZE_THRESHOLDS,
  CHAPTER_SIZE_THRESHOLDS,
  MAX_RECENT,
  METRICS,
  MIN_RECORD_PARAGRAPH_LENGTH,
  paragraphEntry,
  type StatsSummary,
  type SummaryEntry,
  sizeCategory,
  type TopByCategory,
} from '../stats/stats-summary';
import type { ChapterStats } from '../stats/stats-types';
import { typedResult } from './cell-of';
import {
  beats,
  bookEntry,
  bookFromChapters,
  bookTops,
  chapterEntry,
  chapterFromCells,
  chapterRecordId,
  chapterTops,
  offerTop,
  paragraphId,
  paragraphTops,
  recentEntries,
} from './derive-progress';
import { countedTyped, mergeCells } from './paragraph-cell';
import type {
  BookLayout,
  ParagraphCell,
  ParagraphSave,
  ProgressChanges,
  ProgressOptions,
  ProgressRecords,
  TypedResult,
} from './progress-types';
import { entryOrder, withRecent } from './recent-entries';

function saveCell(save: ParagraphSave): ParagraphCell {
  const { change } = save;
  switch (change.type) {
    case 'typed':
      return { typed: typedResult(change.stats, [...new Set(change.missed)]), read: null, cleared: 0 };
    case 'read':
      return { typed: null, read: change.stats, cleared: 0 };
    case 'cleared':
      return { typed: null, read: null, cleared: change.timestamp };
    default:
      return change satisfies never;
  }
}

/** Whether two layouts list the same chapters, with the same modes and lengths, in the same order. */
function sameLayout(a: BookLayout, b: BookLayout): boolean {
  if (a === b) return true;
  if (a.chapters.length !== b.chapters.length) return false;
  return a.chapters.every((c, i) => {
    const d = b.chapters[i] as BookLayout['chapters'][number];
    return c.id === d.id && c.mode === d.mode && c.length === d.length;
  });
}

/** Whether a best of `top` was set by `id`. */
const holds = (top: TopByCategory, id: string) =>
  Object.values(top).some((records) => METRICS.some((metric) => records[metric]?.id === id));

/**
 * The recent list after paragraph `id` changed to `after` (its counted typed
 * entry, or null). Only when an entry leaves a full list for something older
 * can an entry cut off earlier come back; then the list is rebuilt.
 */
function nextRecent(
  records: ProgressRecords,
  recent: SummaryEntry[],
  id: string,
  after: SummaryEntry | null,
): SummaryEntry[] {
  const at = recent.findIndex((entry) => entry.id === id);
  if (at < 0) {
    if (after === null) return recent;
    const list = [...recent, after].sort(entryOrder);
    return list.length > MAX_RECENT ? list.slice(-MAX_RECENT) : list;
  }
  const removed = recent[at] as SummaryEntry;
  if (recent.length === MAX_RECENT && (after === null || entryOrder(after, removed) < 0))
    return recentEntries(records.paragraphs);
  // Every entry of the paragraph goes, should a stale list have held it twice.
  const list = recent.filter((entry) => entry.id !== id);
  if (after !== null) list.push(after);
  return list.sort(entryOrder);
}

/** The summary after one paragraph, its chapter and its book changed. */
function nextSummary(
  records: ProgressRecords,
  previous: StatsSummary,
  ids: { paragraph: string; chapter: string; book: string },
  before: TypedResult | null,
  after: SummaryEntry | null,
  chapter: SummaryEntry | null,
  book: SummaryEntry | null,
): StatsSummary {
  let summary = previous;
  const changed = before !== null || after !== null;
  if (changed) {
    const recent = nextRecent(records, previous.recent, ids.paragraph, after);
    if (recent !== previous.recent) summary = withRecent(summary, recent);
  }

  let topParagraph = summary.topParagraph;
  if (before !== null && before.length >= MIN_RECORD_PARAGRAPH_LENGTH) {
    const category = sizeCategory(before.length);
    const bests = topParagraph[category];
    // A best this paragraph held stays its own when the new result still beats it: then offering the
    // new result below is enough. Otherwise the runner-up is unknown and the category is recounted.
    const keeps =
      after !== null &&
      after.length >= MIN_RECORD_PARAGRAPH_LENGTH &&
      sizeCategory(after.length) === category &&
      METRICS.every((metric) => {
        const best = bests[metric];
        return best === null || best.id !== ids.paragraph || beats(after, metric, best);
      });
    if (!keeps && holds({ [category]: bests } as TopByCategory, ids.paragraph)) {
      topParagraph = { ...topParagraph, [category]: paragraphTops(records.paragraphs, category)[category] };
    }
  }
  if (after !== null && after.length >= MIN_RECORD_PARAGRAPH_LENGTH)
    topParagraph = offerTop(topParagraph, sizeCategory(after.length), after);

  let topChapter = summary.topChapter;
  if (holds(topChapter, ids.chapter)) topChapter = chapterTops(records);
  else if (chapter)
    topChapter = offerTop(topChapter, sizeCategory(chapter.length, CHAPTER_SIZE_THRESHOLDS), chapter);

  let topBook = summary.topBook;
  if (holds(topBook, ids.book)) topBook = bookTops(records);
  else if (book) topBook = offerTop(topBook, sizeCategory(book.length, BOOK_SIZE_THRESHOLDS), book);

  if (
    topParagraph !== summary.topParagraph ||
    topChapter !== summary.topChapter ||
    topBook !== summary.topBook
  )
    summary = { ...summary, topParagraph, topChapter, topBook };
  return summary;
}

/** Applies one save; the input records are not changed. */
export function applyParagraphSave(
  records: ProgressRecords,
  save: ParagraphSave,
  options: ProgressOptions,
): { records: ProgressRecords; changes: ProgressChanges } {
  const { bookId, chapterId, paragraph: index, layout } = save;
  const bookCells = records.paragraphs[bookId] ?? {};
  const cells = [...(bookCells[chapterId] ?? [])];
  while (cells.length <= index) cells.push(null);
  const previousCell = cells[index] ?? null;
  const cell = mergeCells(previousCell, saveCell(save)) as ParagraphCell;
  cells[index] = cell;

  const paragraphs = { ...records.paragraphs, [bookId]: { ...bookCells, [chapterId]: cells } };
  // A prompt builds the layout from the book it opened, a new object equal to the stored one:
  // the stored object stays, so the shell sees nothing to write.
  const stored = records.layouts[bookId];
  const layouts =
    stored !== undefined && sameLayout(stored, layout)
      ? records.layouts
      : { ...records.layouts, [bookId]: layout };

  const chapterLength = layout.chapters.find((c) => c.id === chapterId)?.length ?? 0;
  const chapterStats = chapterFromCells(cells, chapterLength);
  const bookChapters: Record<string, ChapterStats> = { ...records.chapters[bookId] };
  if (chapterStats) bookChapters[chapterId] = chapterStats;
  else delete bookChapters[chapterId];
  const bookStats = bookFromChapters(layout, bookChapters);
  const chapters = { ...records.chapters };
  const books = { ...records.books };
  if (bookStats) {
    chapters[bookId] = bookChapters;
    books[bookId] = bookStats;
  } else {
    delete chapters[bookId];
    delete books[bookId];
  }

  const before = countedTyped(previousCell);
  const after = countedTyped(cell);
  // Copied only when the counted result moves: most saves of a long history leave them alone.
  let days = records.days;
  let missedWords = records.missedWords;
  const changedDays: ProgressChanges['days'] = {};
  const changedWords: ProgressChanges['missedWords'] = {};
  if (before !== after) {
    days = { ...records.days };
    missedWords = { ...records.missedWords };
    const move = (typed: TypedResult, sign: 1 | -1) => {
      const label = dayLabel(typed.timestamp, options.offset);
      const next = movedDay(days[label], typed, sign);
      if (next) days[label] = next;
      else delete days[label];
      changedDays[label] = days[label] ?? null;
      for (const word of typed.missed) {
        const count = (missedWords[word] ?? 0) + sign;
        if (count > 0) missedWords[word] = count;
        else delete missedWords[word];
        changedWords[word] = Math.max(count, 0);
      }
    };
    if (before) move(before, -1);
    if (after) move(after, 1);
  }

  const ids = {
    paragraph: paragraphId(bookId, chapterId, index),
    chapter: chapterRecordId(bookId, chapterId),
    book: bookId,
  };
  // A save that leaves the counted typed result as it was (a read mark under a typed result)
  // changes no paragraph entry of the summary.
  const moved = after !== before;
  const afterEntry = moved && after ? paragraphEntry(ids.paragraph, after) : null;
  const next: ProgressRecords = {
    paragraphs,
    layouts,
    chapters,
    books,
    days,
    missedWords,
    summary: records.summary,
  };
  const summary = nextSummary(
    next,
    records.summary,
    ids,
    moved ? before : null,
    afterEntry,
    chapterStats && chapterEntry(bookId, chapterId, chapterStats, chapterLength),
    bookStats && bookEntry(bookId, bookStats, layout),
  );
  next.summary = summary;

  let personalBest: ProgressChanges['personalBest'] = null;
  if (afterEntry && after && after.length >= MIN_RECORD_PARAGRAPH_LENGTH) {
    const best = records.summary.topParagraph[sizeCategory(after.length)].wpm;
    if (best !== null && afterEntry.wpm > best.value) personalBest = { wpm: afterEntry.wpm };
  }

  return {
    records: next,
    changes: {
      paragraph: { bookId, chapterId, index, cell },
      chapter: { bookId, chapterId, stats: chapterStats },
      book: { bookId, stats: bookStats },
      days: changedDays,
      missedWords: changedWords,
      summaryChanged: summary !== records.summary,
      personalBest,
    },
  };
}
