import 'fake-indexeddb/auto';
import { type BookLayout, type ParagraphSave, progressDayTotals } from '@typeshelf/core/progress';
import { isDailyStats, type TypedParagraphStats } from '@typeshelf/core/stats';
import { describe, expect, it } from 'vitest';
import { ProfileData } from '../storage/profile-data';
import { progressOf } from './progress-data';
import { readStatsRecords } from './stats-records';

let counter = 0;
/** UTC all year, so day labels do not depend on the machine. */
const OPTIONS = { offset: () => 0 };
const BOOK = 'doyle--the-hound';
const LAYOUT: BookLayout = {
  chapters: [
    { id: '000', mode: 'type', length: 5000 },
    { id: '001', mode: 'type', length: 5000 },
  ],
};
const DAY = Date.UTC(2026, 10, 22, 12);

/** Figures with fractions, as a browser measures them. */
const typed = (n: number, timestamp: number): TypedParagraphStats => ({
  type: 'typed',
  wpm: { value: 40 + n * 1.37, raw: 45 + n * 1.91, weight: 1000 + n * 13.7 },
  acc: { value: 90 + (n % 7) * 1.13, weight: 100 + n },
  con: { value: 70 + (n % 5) * 2.71, weight: 1000 + n * 13.7 },
  time: 1000 + n * 13.7,
  timestamp,
  length: 100 + n,
});

const save = (chapterId: string, paragraph: number, change: ParagraphSave['change']): ParagraphSave => ({
  bookId: BOOK,
  chapterId,
  paragraph,
  layout: LAYOUT,
  change,
});

/** A profile with some history, and the same profile opened afresh (nothing of it in memory). */
async function profileWith(saves: ParagraphSave[]) {
  const name = `stats-${++counter}`;
  const writer = new ProfileData(name, OPTIONS);
  await progressOf(writer).saveParagraphs(saves);
  const records = await progressOf(writer).records();
  return { name, records, reader: new ProfileData(name, OPTIONS) };
}

const history = (): ParagraphSave[] => {
  const saves: ParagraphSave[] = [];
  for (let n = 0; n < 60; n++)
    saves.push(
      save(n % 2 ? '001' : '000', n, { type: 'typed', stats: typed(n, DAY - n * 9_000_000), missed: [] }),
    );
  saves.push(save('000', 4, { type: 'cleared', timestamp: DAY }));
  saves.push(save('001', 80, { type: 'read', stats: { type: 'read', timestamp: DAY, length: 90 } }));
  return saves;
};

describe('what /stats reads', () => {
  it('is the kept days and summary alone, equal to a pass over every paragraph', async () => {
    const { records, reader } = await profileWith(history());
    const read = await readStatsRecords(reader);
    expect(read).toEqual({
      summary: records.summary,
      days: progressDayTotals(records, OPTIONS.offset),
      hasHistory: true,
    });
    // The records themselves were never loaded.
    expect(progressOf(reader).settled).toBeNull();
  });

  it('is the same from records already in memory', async () => {
    const { records, name } = await profileWith(history());
    const reader = new ProfileData(name, OPTIONS);
    await progressOf(reader).records();
    expect(await readStatsRecords(reader)).toEqual({
      summary: records.summary,
      days: progressDayTotals(records, OPTIONS.offset),
      hasHistory: true,
    });
  });

  it('knows of history made of read paragraphs alone, and of none', async () => {
    const readOnly = await profileWith([
      save('000', 3, { type: 'read', stats: { type: 'read', timestamp: DAY, length: 90 } }),
    ]);
    expect(await readStatsRecords(readOnly.reader)).toMatchObject({ hasHistory: true });
    expect((await readStatsRecords(readOnly.reader)).days.size).toBe(0);
    const cleared = await profileWith([
      save('000', 3, { type: 'read', stats: { type: 'read', timestamp: DAY, length: 90 } }),
      save('000', 3, { type: 'cleared', timestamp: DAY + 1 }),
    ]);
    expect(await readStatsRecords(cleared.reader)).toMatchObject({ hasHistory: false });
  });

  it('groups days kept without the charts’ sums from the records once, and writes them right', async () => {
    const { records, name } = await profileWith(history());
    const old = new ProfileData(name, OPTIONS);
    // Days as they were kept before they carried the charts' sums.
    await old.connection.write(['dailyStats'], (tx) => {
      for (const [label, day] of Object.entries(records.days))
        tx.objectStore('dailyStats').put({ time: day.time, typed: day.typed }, label);
    });
    const reader = new ProfileData(name, OPTIONS);
    const read = await readStatsRecords(reader);
    expect(read.days).toEqual(progressDayTotals(records, OPTIONS.offset));
    await progressOf(reader).records();
    await expect
      .poll(async () => (await reader.dump('dailyStats')).every(([, day]) => isDailyStats(day)))
      .toBe(true);
    const next = new ProfileData(name, OPTIONS);
    expect(await readStatsRecords(next)).toEqual(read);
    expect(progressOf(next).settled).toBeNull();
  });
});
