import { type HeatmapCell, heatmapCellLabel, heatmapTodayRow } from '@typeshelf/core/stats';
import { type CSSProperties, type KeyboardEvent, useEffect, useRef, useState } from 'react';

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

/**
 * The Typing Activity heatmap as an ARIA grid: one tab stop, arrow keys move
 * between days (Home and End to a row's ends), each day says its date, its
 * typing time and whether the goal was reached. Rows are weekdays, columns
 * weeks, so it reads like a calendar turned on its side.
 */
export function ActivityHeatmap({ weeks, weekdays = MONDAY_FIRST }: ActivityHeatmapProps) {
  const lastWeek = weeks.length - 1;
  // Today's cell (the last non-future day) holds the tab stop until the user moves.
  const [active, setActive] = useState<[number, number]>(() => [heatmapTodayRow(weeks), lastWeek]);
  const moved = useRef(false);
  const table = useRef<HTMLTableElement>(null);
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Narrow screens show the most recent weeks first.
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, []);

  useEffect(() => {
    if (!moved.current) return;
    const [row, column] = active;
    table.current?.querySelector<HTMLElement>(`[data-row="${row}"][data-column="${column}"]`)?.focus();
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const [row, column] = active;
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
    moved.current = true;
    setActive(next);
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
          <tbody>
            {weekdays.map((weekday, row) => (
              <tr key={weekday}>
                <th scope="row" className="heatmap__weekday">
                  {row % 2 === 0 ? weekday : <span className="visually-hidden">{weekday}</span>}
                </th>
                {weeks.map((week, column) => {
                  const cell = week[row];
                  if (!cell) return null;
                  const label = heatmapCellLabel(cell);
                  const isActive = active[0] === row && active[1] === column;
                  return (
                    <td
                      key={cell.label}
                      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the data grid above.
                      role="gridcell"
                      className="heatmap__cell"
                      data-row={row}
                      data-column={column}
                      data-day={cell.label}
                      data-level={cell.level}
                      data-goal={cell.goal || undefined}
                      data-future={cell.future || undefined}
                      aria-label={label}
                      title={label}
                      tabIndex={isActive ? 0 : -1}
                      onFocus={() => {
                        if (!isActive) setActive([row, column]);
                      }}
                    />
                  );
                })}
              </tr>
            ))}
          </tbody>
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
