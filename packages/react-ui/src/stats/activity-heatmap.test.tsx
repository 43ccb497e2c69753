import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { heatmapCellLabel, heatmapGrid } from '@typeshelf/core/stats';
import { afterEach, describe, expect, it } from 'vitest';
import { ActivityHeatmap, heatmapRowsHtml } from './activity-heatmap';

afterEach(cleanup);

// A Wednesday: the last week's Thursday to Sunday are still to come.
const weeks = heatmapGrid(
  [
    { label: '2026-11-25', typingTime: 20 * 60_000, dailyGoal: true },
    { label: '2026-11-18', typingTime: 3 * 60_000, dailyGoal: false },
  ],
  '2026-11-25',
);

const focused = () => document.activeElement as HTMLElement;

describe('ActivityHeatmap', () => {
  it('draws every day as a named grid cell with its level, the tab stop on today', () => {
    render(<ActivityHeatmap weeks={weeks} />);
    const grid = screen.getByRole('grid', { name: 'Typing activity, last 52 weeks' });
    const cells = grid.querySelectorAll<HTMLElement>('td[role="gridcell"]');
    expect(cells).toHaveLength(weeks.length * 7);
    const stops = grid.querySelectorAll<HTMLElement>('[tabindex="0"]');
    expect(stops).toHaveLength(1);
    expect(stops[0]?.dataset.day).toBe('2026-11-25');
    expect(stops[0]?.dataset.goal).toBe('true');
    const today = weeks.at(-1)?.[2];
    expect(today && stops[0]?.getAttribute('aria-label')).toBe(today && heatmapCellLabel(today));
    expect(grid.querySelector<HTMLElement>('[data-day="2026-11-18"]')?.dataset.level).not.toBe('0');
    expect(grid.querySelector<HTMLElement>('[data-day="2026-11-26"]')?.dataset.future).toBe('true');
  });

  it('moves the one tab stop with the arrow keys, Home and End, and follows a focused day', () => {
    render(<ActivityHeatmap weeks={weeks} />);
    const grid = screen.getByRole('grid');
    grid.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
    fireEvent.keyDown(focused(), { key: 'ArrowLeft' });
    expect(focused().dataset.day).toBe('2026-11-18');
    fireEvent.keyDown(focused(), { key: 'ArrowUp' });
    expect(focused().dataset.day).toBe('2026-11-17');
    fireEvent.keyDown(focused(), { key: 'Home' });
    expect(focused().dataset.column).toBe('0');
    fireEvent.keyDown(focused(), { key: 'End' });
    expect(focused().dataset.column).toBe(String(weeks.length - 1));
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    grid.querySelector<HTMLElement>('[data-day="2026-11-23"]')?.focus();
    expect(grid.querySelector<HTMLElement>('[tabindex="0"]')?.dataset.day).toBe('2026-11-23');
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('escapes the text it writes', () => {
    const html = heatmapRowsHtml(
      weeks.slice(-1),
      ['<b>"Mon"</b>', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      2,
    );
    expect(html).not.toContain('<b>');
    expect(html).toContain('&#60;b&#62;&#34;Mon&#34;&#60;/b&#62;');
  });
});
