import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilDate, dayNumber } from './daily-stats';
import type { HistoryRecord } from './history';
import { historyCsv, historyJson, historyRows } from './history-export';
import { dailySeries, dayTotals, weeklySeries } from './long-term-stats';
import { heatmapCellLabel, minutesText, recordHref, recordPlace, statsScreenView } from './stats-screen';
import { emptySummary, paragraphEntry, recordParagraph } from './stats-summary';
import { readStats, typedStats } from './stats-test-helpers';

const utc = () => 0;
const MIN = 60_000;
/** Noon UTC of a day label. */
const noon = (label: string) => Date.parse(`${label}T12:00:00Z`);
const typedOn = (label: string, minutes: number, wpm: number, paragraph = 0): HistoryRecord => ({
  bookId: 'alpha',
  chapterId: '000',
  paragraph,
  stats: typedStats(noon(label), 200, wpm, 96, 80, minutes * MIN),
});

describe('recordPlace and recordHref', () => {
  it('send paragraphs and chapters to the chapter results, books to the book results', () => {
    expect(recordPlace('a--b__003__12')).toEqual({ bookId: 'a--b', chapterId: '003', paragraph: 12 });
    expect(recordHref(recordPlace('a--b__003__12'))).toBe('/results/a--b__003?show=chapter');
    expect(recordHref(recordPlace('a--b__003'))).toBe('/results/a--b__003?show=chapter');
    expect(recordHref(recordPlace('a--b'))).toBe('/results/a--b');
  });
});

describe('long-term series', () => {
  const today = dayNumber(noon('2026-11-18'), utc);
  const history = [
    typedOn('2026-11-18', 10, 60),
    typedOn('2026-11-18', 30, 40, 1),
    typedOn('2026-11-16', 5, 50, 2),
    typedOn('2026-10-01', 5, 70, 3),
    { bookId: 'alpha', chapterId: '000', paragraph: 4, stats: readStats(noon('2026-11-18'), 500) },
  ];

  it('gives the last 30 days, oldest first, with time-weighted means and gaps for empty days', () => {
    const daily = dailySeries(dayTotals(history, utc), today);
    expect(daily).toHaveLength(30);
    expect(daily.at(-1)).toMatchObject({
      label: '2026-11-18',
      typingTime: 40 * MIN,
      paragraphs: 2,
      typed: 400,
    });
    // (60·10 + 40·30) / 40
    expect(daily.at(-1)!.wpm).toBeCloseTo(45);
    expect(daily.at(-2)).toMatchObject({ label: '2026-11-17', typingTime: 0, wpm: null, acc: null });
    expect(daily[0]!.label).toBe('2026-10-20');
  });

  it('gives 26 weeks starting on Monday, the last holding today', () => {
    const weekly = weeklySeries(dayTotals(history, utc), today);
    expect(weekly).toHaveLength(26);
    expect(weekly.at(-1)).toMatchObject({ label: '2026-11-16', typingTime: 45 * MIN, paragraphs: 3 });
    expect(weekly.find((w) => w.label === '2026-09-28')).toMatchObject({ typingTime: 5 * MIN, wpm: 70 });
  });

  it('counts a paragraph finished at 3 AM local time in the day before', () => {
    const late = {
      ...typedOn('2026-11-18', 5, 50),
      stats: typedStats(Date.parse('2026-11-18T02:30:00Z'), 100, 50),
    };
    const plusOne = () => 60; // 03:30 local
    expect([...dayTotals([late], plusOne).keys()].map(civilDate)).toEqual(['2026-11-17']);
  });

  it('agree with a plain per-paragraph grouping whatever the offset', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 400 * 24 * 4 }), { maxLength: 60 }),
        fc.integer({ min: -12 * 4, max: 14 * 4 }),
        (quarters, offsetQuarters) => {
          const offset = () => offsetQuarters * 15;
          const records = quarters.map((q, i) => ({
            ...typedOn('2026-01-01', 1, 50, i),
            stats: typedStats(noon('2025-11-01') + q * 15 * MIN, 100, 50, 96, 80, MIN),
          }));
          const grouped = dayTotals(records, offset);
          const expected = new Map<number, number>();
          for (const r of records) {
            const day = dayNumber(r.stats.timestamp, offset);
            expected.set(day, (expected.get(day) ?? 0) + 1);
          }
          expect(new Map([...grouped].map(([day, t]) => [day, t.paragraphs]))).toEqual(expected);
        },
      ),
    );
  });
});

describe('statsScreenView', () => {
  it('puts each day at its heatmap level, marks goal days and future days, and labels every cell', () => {
    const history = [
      typedOn('2026-11-16', 26, 60),
      typedOn('2026-11-17', 12, 60),
      typedOn('2026-11-10', 3, 60),
    ];
    const view = statsScreenView({
      days: dayTotals(history, utc),
      summary: emptySummary(),
      today: dayNumber(noon('2026-11-18'), utc),
      goalMinutes: 15,
    });
    const cells = new Map(view.heatmap.flat().map((cell) => [cell.label, cell]));
    expect(cells.get('2026-11-16')).toMatchObject({ level: 5, goal: true, future: false });
    expect(cells.get('2026-11-17')).toMatchObject({ level: 2, goal: false });
    expect(cells.get('2026-11-10')).toMatchObject({ level: 1 });
    expect(cells.get('2026-11-19')).toMatchObject({ level: 0, future: true });
    expect(heatmapCellLabel(cells.get('2026-11-16')!)).toBe(
      '16 November 2026: 26 minutes of typing, daily goal reached',
    );
    expect(heatmapCellLabel(cells.get('2026-11-19')!)).toBe('19 November 2026: upcoming day');
    expect(heatmapCellLabel(cells.get('2026-11-11')!)).toBe('11 November 2026: no typing');
    expect(view.totals).toEqual({ typingTime: 41 * MIN, typed: 600, paragraphs: 3, days: 3 });
    expect(view.empty).toBe(false);
  });

  it('lists recent paragraphs newest first with the average, and bests with links', () => {
    let summary = emptySummary();
    for (const [i, wpm] of [40, 50, 70].entries()) {
      summary = recordParagraph(
        summary,
        paragraphEntry(`book__00${i}__${i}`, typedStats(1000 + i, 130, wpm)),
      ).summary;
    }
    const view = statsScreenView({ days: new Map(), summary, today: 20000, goalMinutes: 15 });
    expect(view.recent.rows.map((r) => r.wpm)).toEqual([70, 50, 40]);
    expect(view.recent.rows[0]).toMatchObject({ bookId: 'book', chapterId: '002', paragraph: 2 });
    expect(view.recent.average?.wpm).toBeCloseTo(160 / 3);
    expect(view.recent.latestChange?.wpm).toBeCloseTo(160 / 3 - 45);
    const paragraphs = view.bests.find((table) => table.scope === 'paragraph')!;
    const medium = paragraphs.rows.find((row) => row.category === 'medium')!;
    expect(medium.cells.wpm).toMatchObject({ value: 70, href: '/results/book__002?show=chapter' });
    expect(paragraphs.rows.find((row) => row.category === 'tiny')!.cells.wpm).toBeNull();
    expect(view.bests.find((table) => table.scope === 'book')!.empty).toBe(true);
  });

  it('is empty for a new typist', () => {
    const view = statsScreenView({
      days: new Map(),
      summary: emptySummary(),
      today: 20000,
      goalMinutes: 15,
    });
    expect(view.empty).toBe(true);
    expect(view.heatmap.flat().every((cell) => cell.level === 0)).toBe(true);
  });
});

describe('history export', () => {
  it('writes CSV with a header, quoted titles, ISO times and empty stats for read paragraphs', () => {
    const rows = historyRows(
      [
        {
          bookId: 'b',
          chapterId: '001',
          paragraph: 3,
          stats: readStats(Date.parse('2026-01-02T10:00:00Z'), 80),
        },
        {
          bookId: 'b',
          chapterId: '000',
          paragraph: 0,
          stats: typedStats(Date.parse('2026-01-01T10:00:00Z'), 120, 55),
        },
      ],
      () => 'Title, "quoted"',
    );
    expect(historyCsv(rows).split('\r\n')).toEqual([
      'bookId,bookTitle,chapterId,paragraph,type,startedAt,finishedAt,length,timeMs,wpm,raw,accuracy,consistency',
      'b,"Title, ""quoted""",000,0,typed,2026-01-01T09:59:56.000Z,2026-01-01T10:00:00.000Z,120,4000,55,58,97,80',
      'b,"Title, ""quoted""",001,3,read,2026-01-02T10:00:00.000Z,2026-01-02T10:00:00.000Z,80,,,,,',
      '',
    ]);
    const json = JSON.parse(historyJson(rows, Date.parse('2026-02-01T00:00:00Z')));
    expect(json).toMatchObject({
      format: 'typeshelf-history',
      version: 1,
      exportedAt: '2026-02-01T00:00:00.000Z',
    });
    expect(json.paragraphs).toEqual(rows);
  });
});

describe('minutesText', () => {
  it('says under a minute for some typing shorter than a minute, never "0 minutes"', () => {
    expect(minutesText(0)).toBe('0 minutes');
    expect(minutesText(20_000)).toBe('under a minute');
    expect(minutesText(60_000)).toBe('1 minute');
    expect(minutesText(754_000)).toBe('12 minutes');
  });
});
