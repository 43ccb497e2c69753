/**
 * Stats over a long history: a year of typed paragraphs grouped into days,
 * a 300-chapter book combined, and the summary updated paragraph by paragraph.
 */
import type { ChapterInfo } from '@typeshelf/core/book';
import {
  bookStats,
  type ChapterStats,
  chapterStats,
  dayRecords,
  emptySummary,
  paragraphEntry,
  recordParagraph,
  type TypedParagraphStats,
} from '@typeshelf/core/stats';
import { printTable, sample, summarise } from '@typeshelf/fixtures';

const DAY = 86_400_000;
const paragraphs: TypedParagraphStats[] = Array.from({ length: 20_000 }, (_, i) => ({
  type: 'typed',
  wpm: { value: 40 + (i % 30), raw: 45 + (i % 30), weight: 30_000 },
  acc: { value: 90 + (i % 10), weight: 300 },
  con: { value: 60 + (i % 40), weight: 30_000 },
  time: 30_000,
  timestamp: Date.UTC(2026, 0, 1) + Math.floor((i * 365 * DAY) / 20_000),
  length: 300,
}));
const chapters: ChapterInfo[] = Array.from({ length: 300 }, (_, i) => ({
  id: String(i).padStart(3, '0'),
  title: `Chapter ${i}`,
  mode: i % 10 === 0 ? 'skip' : 'type',
  length: 20_000,
}));
const byChapter: Record<string, ChapterStats> = {};
chapters.forEach((chapter, i) => {
  byChapter[chapter.id] = chapterStats(paragraphs.slice(i * 60, i * 60 + 66), chapter.length);
});

const utcPlusOne = () => 60;
const rows = [
  summarise(
    'day records, 20,000 paragraphs over a year',
    sample(() => dayRecords(paragraphs, utcPlusOne, 15), 30),
  ),
  summarise(
    'book stats, 300 chapters',
    sample(() => bookStats(chapters, byChapter), 2000),
  ),
  summarise(
    'chapter stats, 66 paragraphs',
    sample(() => chapterStats(paragraphs.slice(0, 66), 20_000), 2000),
  ),
  summarise(
    'summary: record one paragraph (50 recent)',
    (() => {
      let summary = emptySummary();
      for (let i = 0; i < 60; i++)
        summary = recordParagraph(summary, paragraphEntry(`p${i}`, paragraphs[i]!)).summary;
      return sample(() => recordParagraph(summary, paragraphEntry('next', paragraphs[61]!)), 5000);
    })(),
  ),
];
printTable(
  'Stats aggregates (ms per call)',
  rows.map((row) => ({ ...row })),
);
