import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HEATMAP_WEEKS, heatmapGrid, heatmapTodayRow } from './heatmap-grid';

const minutes = (n: number) => n * 60_000;

describe('heatmapGrid', () => {
  it('covers 52 weeks of 7 days, ending with the current week', () => {
    // 2026-11-22 is a Sunday: the last column (Monday start) is 16–22 November.
    const grid = heatmapGrid([], '2026-11-22');
    expect(HEATMAP_WEEKS).toBe(52);
    expect(grid).toHaveLength(52);
    for (const column of grid) expect(column).toHaveLength(7);
    expect(grid.at(-1)!.map((cell) => cell.label)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(grid[0]![0]!.label).toBe('2025-11-24');
  });

  it('marks the rest of the current week as future', () => {
    // 2026-11-18 is a Wednesday.
    const last = heatmapGrid([], '2026-11-18').at(-1)!;
    expect(last.map((cell) => cell.future)).toEqual([false, false, false, true, true, true, true]);
  });

  it('starts weeks on Sunday when asked', () => {
    const last = heatmapGrid([], '2026-11-18', { weekStart: 0, weeks: 2 }).at(-1)!;
    expect(last[0]!.label).toBe('2026-11-15');
    expect(last[3]!.future).toBe(false);
    expect(last[4]!.future).toBe(true);
  });

  it('shows levels and goal days from the records', () => {
    const grid = heatmapGrid(
      [
        { label: '2026-11-16', typingTime: minutes(3), dailyGoal: false },
        { label: '2026-11-17', typingTime: minutes(26), dailyGoal: true },
        { label: '2026-11-19', typingTime: minutes(12), dailyGoal: true },
        { label: '2026-11-20', typingTime: minutes(40), dailyGoal: true },
      ],
      '2026-11-19',
      { weeks: 1 },
    );
    expect(grid[0]!.map((cell) => `${cell.level}${cell.goal ? 'g' : ''}${cell.future ? 'f' : ''}`)).toEqual([
      '1',
      '5g',
      '0',
      '2g',
      '0f',
      '0f',
      '0f',
    ]);
  });

  it('lists consecutive days with today in the last column', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 6 }),
        (date, weekStart) => {
          const today = date.toISOString().slice(0, 10);
          const cells = heatmapGrid([], today, { weeks: 3, weekStart }).flat();
          for (let i = 1; i < cells.length; i++) {
            expect(Date.parse(cells[i]!.label) - Date.parse(cells[i - 1]!.label)).toBe(86_400_000);
          }
          const index = cells.findIndex((cell) => cell.label === today);
          expect(index).toBeGreaterThanOrEqual(14);
          expect(cells.slice(index + 1).every((cell) => cell.future)).toBe(true);
          expect(cells.slice(0, index + 1).some((cell) => cell.future)).toBe(false);
          expect(new Date(`${cells[0]!.label}T00:00:00Z`).getUTCDay()).toBe(weekStart);
        },
      ),
    );
  });

  it('refuses a malformed day label', () => {
    expect(() => heatmapGrid([], '22/11/2026')).toThrow(RangeError);
  });
});

describe('heatmapTodayRow', () => {
  it("is today's weekday row, the last one when today ends the week", () => {
    // Monday-first rows: 2026-11-22 is a Sunday (row 6), 2026-11-23 a Monday (row 0), 2026-11-26 a Thursday (row 3).
    expect(heatmapTodayRow(heatmapGrid([], '2026-11-22'))).toBe(6);
    expect(heatmapTodayRow(heatmapGrid([], '2026-11-23'))).toBe(0);
    expect(heatmapTodayRow(heatmapGrid([], '2026-11-26'))).toBe(3);
    expect(heatmapTodayRow(heatmapGrid([], '2026-11-22', { weekStart: 0 }))).toBe(0);
  });

  it("always points at today's cell", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: 0, max: 6 }), (day, weekStart) => {
        const today = new Date(day * 86_400_000).toISOString().slice(0, 10);
        const grid = heatmapGrid([], today, { weekStart });
        expect(grid.at(-1)![heatmapTodayRow(grid)]!.label).toBe(today);
      }),
    );
  });
});
