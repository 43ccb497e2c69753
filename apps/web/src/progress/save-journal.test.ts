import 'fake-indexeddb/auto';
import type { BookLayout, ParagraphSave } from '@typeshelf/core/progress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileData } from '../storage/profile-data';
import { progressOf } from './progress-data';
import { dropRecords, recordedSaves, recordSaves } from './save-journal';

/** localStorage as the browser keeps it: strings by key, written at once. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const hadWindow = 'window' in globalThis;
beforeAll(() => {
  if (!hadWindow) Object.assign(globalThis, { window: { localStorage: new MemoryStorage() } });
});
afterAll(() => {
  if (!hadWindow) Reflect.deleteProperty(globalThis, 'window');
});

const BOOK = 'doyle--the-hound';
const LAYOUT: BookLayout = { chapters: [{ id: '000', mode: 'type', length: 300 }] };
const DAY = Date.UTC(2026, 10, 22, 12);
const save = (paragraph: number): ParagraphSave => ({
  bookId: BOOK,
  chapterId: '000',
  paragraph,
  layout: LAYOUT,
  change: {
    type: 'typed',
    stats: {
      type: 'typed',
      wpm: { value: 60, raw: 65, weight: 1000 },
      acc: { value: 97, weight: 100 },
      con: { value: 80, weight: 1000 },
      time: 1000,
      timestamp: DAY + paragraph,
      length: 100,
    },
    missed: [],
  },
});

let counter = 0;
const OPTIONS = { offset: () => 0 };

describe('the write-ahead record of saves', () => {
  it('keeps saves until they are dropped, oldest first, and ignores what it cannot read', () => {
    const database = `journal-${++counter}`;
    const first = recordSaves(database, [save(0)]);
    const second = recordSaves(database, [save(1), save(2)]);
    expect(recordedSaves(database).saves.map((s) => s.paragraph)).toEqual([0, 1, 2]);
    dropRecords(database, [first]);
    expect(recordedSaves(database)).toEqual({ ids: [second], saves: [save(1), save(2)] });
    window.localStorage.setItem(`typeshelf:save-journal:${database}`, '{"__proto__":[{"x":1}],"a":"no"');
    expect(recordedSaves(database)).toEqual({ ids: [], saves: [] });
  });

  it('applies at the next start what a killed tab recorded but never wrote, once', async () => {
    const profile = `killed-${++counter}`;
    const before = new ProfileData(profile, OPTIONS);
    // The tab records the paragraph at Enter, then dies before its transaction starts.
    recordSaves(before.databaseName, [save(0), save(1)]);

    const after = new ProfileData(profile, OPTIONS);
    const stats = await progressOf(after).paragraphStats(BOOK, '000');
    expect(stats.map((s) => s?.type)).toEqual(['typed', 'typed']);
    expect(recordedSaves(after.databaseName).ids).toEqual([]);
    // Applying a save that had landed changes nothing: the day counts each paragraph once.
    recordSaves(after.databaseName, [save(1)]);
    const again = new ProfileData(profile, OPTIONS);
    await progressOf(again).paragraphStats(BOOK, '000');
    expect((await progressOf(again).chapterStats(BOOK))['000']?.typed).toBe(200);
  });
});
