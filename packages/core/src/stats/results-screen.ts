/**
 * What the results screen shows, computed from stored stats (02 §2): which
 * tabs exist and which is selected, the six figures, the chart points and the
 * top-result notices.
 */
import type { ChapterInfo } from '../book/book-types';
import type { StatsSummary } from './stats-summary';
import type { BookStats, ChapterStats, ParagraphStats } from './stats-types';

/** The six figures of the results screen. */
export interface ResultsFigureValues {
  wpm: number;
  raw: number;
  acc: number;
  con: number;
  /** Active typing time in ms. */
  timeMs: number;
  /** Characters typed. */
  typed: number;
}

/** One point of the results chart: a paragraph on the chapter tab, a chapter on the book tab. */
export interface ResultsPoint {
  wpm: number;
  raw: number;
  acc: number;
}

/** A chapter's or a book's stats, as core computes and the profile stores them. */
type Stored = ChapterStats | BookStats;

export type ResultsTab = 'chapter' | 'book';

/** The tab a link asks for (`?show=chapter`), or null when it asks for none or for no tab there is. */
export function requestedResultsTab(show: string | null): ResultsTab | null {
  return show === 'chapter' || show === 'book' ? show : null;
}

/**
 * The tabs on offer and the one shown. The chapter tab exists only with
 * paragraph data; a complete book switches to the book tab.
 */
export function resultsTabs(
  hasParagraphs: boolean,
  bookComplete: boolean,
  requested: ResultsTab | null,
): { tabs: ResultsTab[]; selected: ResultsTab } {
  const tabs: ResultsTab[] = hasParagraphs ? ['chapter', 'book'] : ['book'];
  if (bookComplete && requested === null) return { tabs, selected: 'book' };
  if (requested && tabs.includes(requested)) return { tabs, selected: requested };
  return { tabs, selected: tabs[0]! };
}

/** The six figures from a chapter's or a book's aggregate; null when nothing was typed. */
export function figuresOf(stats: Stored | undefined): ResultsFigureValues | null {
  if (!stats || stats.wpm.weight <= 0) return null;
  return {
    wpm: stats.wpm.value,
    raw: stats.wpm.raw,
    acc: stats.acc.value,
    con: stats.con.value,
    timeMs: stats.time,
    typed: stats.typed,
  };
}

/** Per-paragraph chart points (typed paragraphs only). */
export function paragraphPoints(paragraphs: readonly (ParagraphStats | null)[]): ResultsPoint[] {
  const points: ResultsPoint[] = [];
  for (const p of paragraphs) {
    if (p?.type === 'typed') points.push({ wpm: p.wpm.value, raw: p.wpm.raw, acc: p.acc.value });
  }
  return points;
}

/** Per-chapter chart points for the book tab, in book order. */
export function chapterPoints(
  chapters: readonly ChapterInfo[],
  stats: Readonly<Record<string, ChapterStats>>,
): ResultsPoint[] {
  const points: ResultsPoint[] = [];
  for (const c of chapters) {
    const s = stats[c.id];
    if (s && s.wpm.weight > 0) points.push({ wpm: s.wpm.value, raw: s.wpm.raw, acc: s.acc.value });
  }
  return points;
}

export type TopKind = 'wpm' | 'acc' | 'con';

/**
 * The top results this chapter or book holds: a best of its size category
 * that was set by it (its id) and that the shown value reaches.
 */
export function topResults(
  summary: StatsSummary | undefined,
  tab: ResultsTab,
  id: string,
  figures: ResultsFigureValues,
): TopKind[] {
  if (!summary) return [];
  const table = tab === 'chapter' ? summary.topChapter : summary.topBook;
  const records = Object.values(table);
  const value: Record<TopKind, number> = { wpm: figures.wpm, acc: figures.acc, con: figures.con };
  return (['wpm', 'acc', 'con'] as const).filter((kind) =>
    records.some((record) => {
      const best = record[kind];
      return best !== null && best.id === id && value[kind] >= best.value - 1e-9;
    }),
  );
}

/** Notice titles of the top results. */
export const TOP_TITLES: Record<TopKind, string> = {
  wpm: 'New top speed!',
  acc: 'New top accuracy!',
  con: 'New top consistency!',
};
