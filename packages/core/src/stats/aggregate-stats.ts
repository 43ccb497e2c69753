/**
 * Chapter and book stats: weighted means of paragraph stats. Because each
 * value carries its weight, combining is associative — a book from its
 * chapters equals a book from all its paragraphs.
 */
import type { ChapterInfo } from '../book/book-types';
import { emptyAggregate } from './empty-aggregate';
import type {
  AggregateStats,
  BookStats,
  ChapterStats,
  ParagraphStats,
  SpeedStat,
  WeightedStat,
} from './stats-types';

function mean(sum: number, weight: number): number {
  return weight > 0 ? sum / weight : 0;
}

/** Combines aggregates (or typed paragraphs seen as aggregates) by weight. */
export function combineAggregates(parts: readonly AggregateStats[]): AggregateStats {
  let wpm = 0;
  let raw = 0;
  let wpmWeight = 0;
  let acc = 0;
  let accWeight = 0;
  let con = 0;
  let conWeight = 0;
  const out = emptyAggregate();
  for (const part of parts) {
    wpm += part.wpm.value * part.wpm.weight;
    raw += part.wpm.raw * part.wpm.weight;
    wpmWeight += part.wpm.weight;
    acc += part.acc.value * part.acc.weight;
    accWeight += part.acc.weight;
    con += part.con.value * part.con.weight;
    conWeight += part.con.weight;
    out.time += part.time;
    out.typed += part.typed;
    out.read += part.read;
    out.timestamp = Math.max(out.timestamp, part.timestamp);
  }
  const speed: SpeedStat = { value: mean(wpm, wpmWeight), raw: mean(raw, wpmWeight), weight: wpmWeight };
  const accuracy: WeightedStat = { value: mean(acc, accWeight), weight: accWeight };
  const consistency: WeightedStat = { value: mean(con, conWeight), weight: conWeight };
  return { ...out, wpm: speed, acc: accuracy, con: consistency };
}

/** One paragraph's stats as an aggregate. */
export function paragraphAggregate(stats: ParagraphStats): AggregateStats {
  if (stats.type === 'read') return { ...emptyAggregate(), read: stats.length, timestamp: stats.timestamp };
  return {
    wpm: { ...stats.wpm },
    acc: { ...stats.acc },
    con: { ...stats.con },
    time: stats.time,
    typed: stats.length,
    read: 0,
    timestamp: stats.timestamp,
  };
}

/**
 * A chapter's stats from its paragraphs' (null or undefined for unread ones)
 * and its progress: the share of its characters typed or read.
 */
export function chapterStats(
  paragraphs: readonly (ParagraphStats | null | undefined)[],
  chapterLength: number,
): ChapterStats {
  // The same sums as combineAggregates over paragraphAggregate, in the same order, without an
  // object per paragraph: merging a year of history builds every chapter again.
  let wpm = 0;
  let raw = 0;
  let wpmWeight = 0;
  let acc = 0;
  let accWeight = 0;
  let con = 0;
  let conWeight = 0;
  let time = 0;
  let typed = 0;
  let read = 0;
  let timestamp = 0;
  let done = 0;
  for (const p of paragraphs) {
    if (p === null || p === undefined) continue;
    done++;
    timestamp = Math.max(timestamp, p.timestamp);
    if (p.type === 'read') {
      read += p.length;
      continue;
    }
    wpm += p.wpm.value * p.wpm.weight;
    raw += p.wpm.raw * p.wpm.weight;
    wpmWeight += p.wpm.weight;
    acc += p.acc.value * p.acc.weight;
    accWeight += p.acc.weight;
    con += p.con.value * p.con.weight;
    conWeight += p.con.weight;
    time += p.time;
    typed += p.length;
  }
  const covered = typed + read;
  const progress =
    chapterLength > 0 ? Math.min(1, covered / chapterLength) : done === paragraphs.length ? 1 : 0;
  return {
    wpm: { value: mean(wpm, wpmWeight), raw: mean(raw, wpmWeight), weight: wpmWeight },
    acc: { value: mean(acc, accWeight), weight: accWeight },
    con: { value: mean(con, conWeight), weight: conWeight },
    time,
    typed,
    read,
    timestamp,
    progress,
  };
}

/**
 * A book's stats from its chapters'. Speed, accuracy and consistency combine
 * every chapter typed; progress counts only `type` chapters, by length, so
 * `skip` chapters are not needed for 100% and `hide` ones never count.
 */
export function bookStats(
  chapters: readonly Pick<ChapterInfo, 'id' | 'mode' | 'length'>[],
  byChapter: Readonly<Record<string, ChapterStats | undefined>>,
): BookStats {
  const parts: AggregateStats[] = [];
  let needed = 0;
  let covered = 0;
  let lastChapter: string | null = null;
  let latest = 0;
  for (const chapter of chapters) {
    const stats = Object.hasOwn(byChapter, chapter.id) ? byChapter[chapter.id] : undefined;
    if (chapter.mode === 'type') {
      needed += chapter.length;
      covered += chapter.length * (stats?.progress ?? 0);
    }
    if (stats === undefined) continue;
    parts.push(stats);
    if (stats.timestamp > latest) {
      latest = stats.timestamp;
      lastChapter = chapter.id;
    }
  }
  const combined = combineAggregates(parts);
  const progress = needed > 0 ? Math.min(1, covered / needed) : 0;
  return { ...combined, progress: progress > 1 - 1e-12 ? 1 : progress, lastChapter };
}
