import { type HeatmapCell, heatmapCellLabel, heatmapTodayRow } from '@typeshelf/core/stats';
import { type CSSProperties, type FocusEvent, type KeyboardEvent, useEffect, useMemo, useRef } from 'react';

export interface ActivityHeatmapProps {
  /** Week columns, oldest first, 7 days each (core's `heatmapGrid`). */
  weeks: readonly (readonly HeatmapCell[])[];
  /** Names of the 7 rows, in the columns' weekday order. */
  weekdays?: readonly string[];
}

const MONDAY_FIRST = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The month that starts in a week column (its 1st is one of the week's days), if any. */
export function monthStarting(week: readonly HeatmapCell[]): string | null {
  const first = week.find((cell) => cell.label.endsWith('-01'));
  return first ? (MONTHS[Number(first.label.slice(5, 7)) - 1] ?? null) : null;
}

/** Text made safe inside HTML, in content and in quoted attributes. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The grid's rows as HTML: a weekday's name, then its day in each week,
 * the day at `[activeRow, lastWeek]` holding the tab stop.
 */
export function heatmapRowsHtml(
  weeks: readonly (readonly HeatmapCell[])[],
  weekdays: readonly string[],
  activeRow: number,
): string {
  const lastWeek = weeks.length - 1;
  let html = '';
  weekdays.forEach((weekday, row) => {
    const name = escapeHtml(weekday);
    html += `<tr><th scope="row" class="heatmap__weekday">${row % 2 === 0 ? name : `<span class="visually-hidden">${name}</span>`}</th>`;
    weeks.forEach((week, column) => {
      const cell = week[row];
      if (!cell) return;
      const label = escapeHtml(heatmapCellLabel(cell));
      const tabIndex = row === activeRow && column === lastWeek ? 0 : -1;
      html += `<td role="gridcell" class="heatmap__cell" data-row="${row}" data-column="${column}" data-day="${escapeHtml(cell.label)}" data-level="${cell.level}"${cell.goal ? ' data-goal="true"' : ''}${cell.future ? ' data-future="true"' : ''} aria-label="${label}" title="${label}" tabindex="${tabIndex}"></td>`;
    });
    html += '</tr>';
  });
  return html;
}

/** A day's cell in the grid. */
const cellAt = (table: HTMLTableElement | null, [row, column]: readonly [number, number]) =>
  table?.querySelector<HTMLElement>(`[data-row="${row}"][data-column="${column}"]`) ?? null;

/**
 * The Typing Activity heatmap as an ARIA grid: one tab stop, arrow keys move
 * between days (Home and End to a row's ends), each day says its date, its
 * typing time and whether the goal was reached. Rows are weekdays, columns
 * weeks, so it reads like a calendar turned on its side.
 *
 * Its 371 days are written as one string of HTML, not as React elements:
 * each day is a cell with half a dozen attributes, and making them one by
 * one was a large part of /stats's first render. The tab stop moves in the
 * DOM, not through a render of every cell.
 */
export function ActivityHeatmap({ weeks, weekdays = MONDAY_FIRST }: ActivityHeatmapProps) {
  const lastWeek = weeks.length - 1;
  // Today's cell (the last non-future day) holds the tab stop until the user moves.
  const todayRow = heatmapTodayRow(weeks);
  const rows = useMemo(() => heatmapRowsHtml(weeks, weekdays, todayRow), [weeks, weekdays, todayRow]);
  const active = useRef<readonly [number, number]>([todayRow, lastWeek]);
  const table = useRef<HTMLTableElement>(null);
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Narrow screens show the most recent weeks first.
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, []);

  // New rows put the tab stop back on today.
  useEffect(() => {
    void rows;
    active.current = [todayRow, lastWeek];
  }, [rows, todayRow, lastWeek]);

  /** Moves the tab stop to a day, and the focus with it when asked. */
  const moveTo = (next: readonly [number, number], focus: boolean) => {
    const from = cellAt(table.current, active.current);
    const to = cellAt(table.current, next);
    if (!to) return;
    if (from && from !== to) from.tabIndex = -1;
    to.tabIndex = 0;
    active.current = next;
    if (focus) to.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const [row, column] = active.current;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [Math.max(0, row - 1), column],
      ArrowDown: [Math.min(6, row + 1), column],
      ArrowLeft: [row, Math.max(0, column - 1)],
      ArrowRight: [row, Math.min(lastWeek, column + 1)],
      Home: [row, 0],
      End: [row, lastWeek],
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    moveTo(next, true);
  };

  // A day focused by a click or a screen reader's cursor takes the tab stop.
  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const cell = (event.target as Element).closest<HTMLElement>('td[role="gridcell"]');
    if (!cell) return;
    const row = Number(cell.dataset.row);
    const column = Number(cell.dataset.column);
    if (row !== active.current[0] || column !== active.current[1]) moveTo([row, column], false);
  };

  return (
    <div className="heatmap" style={{ '--weeks': weeks.length } as CSSProperties}>
      <div className="heatmap__scroll" ref={scroller}>
        {/* The WAI-ARIA data grid pattern: a table whose cells take the focus in turn. */}
        <table
          className="heatmap__grid"
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an ARIA data grid is a table with arrow-key focus.
          role="grid"
          aria-label="Typing activity, last 52 weeks"
          ref={table}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
        >
          {/* Month names over the weeks they start in; each day's own label says its date. */}
          <thead aria-hidden="true">
            <tr className="heatmap__months">
              <td />
              {weeks.map((week, column) => (
                <td key={week[0]?.label ?? column}>
                  {monthStarting(week) ? <span className="heatmap__month">{monthStarting(week)}</span> : null}
                </td>
              ))}
            </tr>
          </thead>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: built from core's dates and figures, every text escaped (see heatmapRowsHtml). */}
          <tbody dangerouslySetInnerHTML={{ __html: rows }} />
        </table>
      </div>
      <div className="heatmap__legend" aria-hidden="true">
        <span>Less</span>
        {[0, 1, 2, 3, 4, 5].map((level) => (
          <span key={level} className="heatmap__cell heatmap__cell--legend" data-level={level} />
        ))}
        <span>More</span>
        <span className="heatmap__cell heatmap__cell--legend" data-level={3} data-goal="true" />
        <span>Goal reached</span>
        <span className="heatmap__cell heatmap__cell--legend" data-future="true" />
        <span>Upcoming</span>
      </div>
    </div>
  );
}
