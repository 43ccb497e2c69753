/** The worked examples of docs/metrics.md, number for number. */
import { describe, expect, it } from 'vitest';
import { chapterStats } from '../stats/aggregate-stats';
import { accuracyBand, consistencyBand } from '../stats/colour-bands';
import { kogasa } from '../stats/consistency';
import { dayLabel } from '../stats/daily-stats';
import type { TypedParagraphStats } from '../stats/stats-types';
import { Driver, session } from './engine-test-helpers';
import type { EngineEffect, KeyEvent } from './engine-types';

function press(d: Driver, key: string, t: number): void {
  const event: KeyEvent = { type: 'key', key, timeStamp: t };
  d.send(event);
}

function saved(effects: EngineEffect[]): TypedParagraphStats {
  const effect = effects.find((e) => e.type === 'paragraphSaved');
  if (effect?.type !== 'paragraphSaved' || effect.stats.type !== 'typed')
    throw new Error('no typed paragraph saved');
  return effect.stats;
}

function example1(): TypedParagraphStats {
  const d = new Driver(session(['The cat.']));
  for (const [i, key] of [...'The cat.', 'Enter'].entries()) press(d, key, 1000 + 250 * i);
  return saved(d.effects);
}

function example2(): { stats: TypedParagraphStats; effects: EngineEffect[] } {
  const d = new Driver(session(['ab cd']));
  const keys: [string, number][] = [
    ['a', 0],
    ['b', 300],
    [' ', 600],
    ['x', 900],
    ['Backspace', 1200],
    ['c', 1500],
    ['d', 1800],
    ['Enter', 6800],
  ];
  for (const [key, t] of keys) press(d, key, t);
  return { stats: saved(d.effects), effects: d.effects };
}

describe('worked example 1: an even paragraph', () => {
  it('has the documented figures', () => {
    const stats = example1();
    expect(stats.time).toBe(2500);
    expect(stats.length).toBe(8);
    expect(stats.timestamp).toBe(3000);
    expect(stats.wpm.value).toBeCloseTo(38.4, 10);
    expect(stats.wpm.raw).toBeCloseTo(38.4, 10);
    expect(stats.wpm.weight).toBe(2500);
    expect(stats.acc).toEqual({ value: 100, weight: 8 });
    expect(stats.con.value).toBeCloseTo(72.785, 3);
    expect(stats.con.weight).toBe(2500);
  });
});

describe('worked example 2: a typo, a correction and a break', () => {
  it('has the documented figures', () => {
    const { stats, effects } = example2();
    expect(stats.time).toBe(2800);
    expect(stats.wpm.value).toBeCloseTo(21.429, 3);
    expect(stats.wpm.raw).toBeCloseTo(25.714, 3);
    expect(stats.acc.value).toBeCloseTo(83.333, 3);
    expect(stats.acc.weight).toBe(6);
    expect(stats.con.value).toBeCloseTo(65.599, 3);
    expect(effects).toContainEqual(
      expect.objectContaining({ type: 'paragraphSaved', paragraph: 0, missed: ['cd'] }),
    );
  });
});

describe('worked example 3: a chapter', () => {
  it('weights the paragraphs', () => {
    const stats = chapterStats([example1(), example2().stats], 13);
    expect(stats.wpm.value).toBeCloseTo(29.434, 3);
    expect(stats.wpm.value).toBeCloseTo(13 / 5 / (5300 / 60000), 10);
    expect(stats.acc.value).toBeCloseTo(92.857, 3);
    expect(stats.acc.value).toBeCloseTo((100 * 13) / 14, 10);
    expect(stats.progress).toBe(1);
    expect(stats.typed).toBe(13);
    expect(stats.time).toBe(5300);
  });
});

/**
 * Example 4: `ab` typed and finished, then a wait at the start of `cd` while
 * the prompt flashes Saved and then shows Paused, then `cd` typed.
 */
function example4(wait: number): { stats: TypedParagraphStats; statuses: string[] } {
  const d = new Driver(session(['ab', 'cd']));
  press(d, 'a', 0);
  press(d, 'b', 250);
  press(d, 'Enter', 500);
  const statuses: string[] = [];
  // The shell ticks at each timer deadline; record what the prompt says.
  for (let t = 500; t <= 500 + wait; t += 100) {
    d.send({ type: 'tick', timeStamp: t });
    statuses.push(d.state.status);
  }
  d.effects = [];
  press(d, 'c', 500 + wait);
  press(d, 'd', 750 + wait);
  press(d, 'Enter', 1000 + wait);
  return { stats: saved(d.effects), statuses };
}

describe('worked example 4: a wait while the prompt says Paused', () => {
  it('charges at most 500 ms of a wait the prompt shows as paused', () => {
    const { stats, statuses } = example4(1700);
    // Saved for 1 s after the Enter, then Paused until the next key.
    expect(statuses.slice(0, 10).every((s) => s === 'saved')).toBe(true);
    expect(statuses.at(-1)).toBe('paused');
    expect(stats.time).toBe(500 + 250 + 250);
    expect(stats.wpm.value).toBeCloseTo(24, 10);
  });

  it('charges the real gap when the typist starts before the clock stops', () => {
    expect(example4(300).stats.time).toBe(300 + 250 + 250);
  });

  it('gives the same stats for any wait from 500 ms on', async () => {
    const fc = (await import('fast-check')).default;
    const reference = example4(500).stats;
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 30_000 }), (wait) => {
        const { stats } = example4(wait);
        expect({ ...stats, timestamp: 0 }).toEqual({ ...reference, timestamp: 0 });
      }),
      { numRuns: 30 },
    );
  });

  it('charges at most 500 ms for the wait after a restart', () => {
    const d = new Driver(session(['abc']));
    press(d, 'a', 0);
    press(d, 'Escape', 200);
    expect(d.state.status).toBe('paused');
    press(d, 'a', 1900);
    press(d, 'b', 2100);
    press(d, 'c', 2300);
    press(d, 'Enter', 2500);
    expect(saved(d.effects).time).toBe(500 + 3 * 200);
  });
});

describe('worked example 5: an empty paragraph', () => {
  it('gives its consistency no weight, while its Enter counts towards speed', () => {
    const d = new Driver(session(['ab', '', 'cd']));
    for (const [i, key] of ['a', 'b', 'Enter', 'Enter', 'c', 'd', 'Enter'].entries())
      press(d, key, 1200 + 200 * i);
    const saves = d.effects.flatMap((e) =>
      e.type === 'paragraphSaved' && e.stats.type === 'typed' ? [e.stats] : [],
    );
    const empty = saves[1]!;
    expect(empty.time).toBe(200);
    expect(empty.wpm).toEqual({ value: 0, raw: 0, weight: 200 });
    expect(empty.acc).toEqual({ value: 100, weight: 0 });
    expect(empty.con).toEqual({ value: 100, weight: 0 });
    const chapter = chapterStats(saves, 4);
    const others = [saves[0]!, saves[2]!];
    const conOfOthers =
      others.reduce((sum, p) => sum + p.con.value * p.con.weight, 0) /
      others.reduce((sum, p) => sum + p.con.weight, 0);
    expect(chapter.con.value).toBeCloseTo(conOfOthers, 10);
    expect(chapter.time).toBe(1700);
    expect(chapter.wpm.value).toBeCloseTo(28.235, 3);
  });
});

describe('days and bands', () => {
  it('starts the day at 4 AM local time', () => {
    const utcPlusOne = () => 60;
    // 03:30 local on 22 November is 02:30 UTC.
    expect(dayLabel(Date.UTC(2026, 10, 22, 2, 30), utcPlusOne)).toBe('2026-11-21');
    expect(dayLabel(Date.UTC(2026, 10, 22, 3, 0), utcPlusOne)).toBe('2026-11-22');
  });

  it('bands accuracy and consistency at the spec thresholds', () => {
    expect([98, 97.9, 95, 94.9].map(accuracyBand)).toEqual(['ok', 'warning', 'warning', 'error']);
    expect([80, 79.9, 60, 59.9].map(consistencyBand)).toEqual(['ok', 'warning', 'warning', 'error']);
  });

  it('kogasa is 100 for an even pace and falls with the spread', () => {
    expect(kogasa(0)).toBe(100);
    expect(kogasa(0.5)).toBeLessThan(kogasa(0.2));
    expect(kogasa(10)).toBeGreaterThanOrEqual(0);
  });
});

describe('civilDate', () => {
  it('matches Date for any day', async () => {
    const { civilDate } = await import('../stats/daily-stats');
    const fc = (await import('fast-check')).default;
    fc.assert(
      fc.property(fc.integer({ min: -700_000, max: 2_900_000 }), (day) => {
        expect(civilDate(day)).toBe(new Date(day * 86400000).toISOString().slice(0, 10));
      }),
    );
  });
});
