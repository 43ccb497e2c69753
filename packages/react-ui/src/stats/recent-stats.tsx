import type { Metric, RecentView } from '@typeshelf/core/stats';
import { AppLink } from '../common/app-link';
import { formatDuration } from '../results/stats-grid';
import { changeText, percentText, whenText, wpmText } from './stat-format';

export interface RecentStatsProps {
  view: RecentView;
  /** A book's title by id (the id itself when unknown). */
  titleOf: (bookId: string) => string;
}

const METRIC_CELLS: { metric: Metric; label: string; text: (v: number) => string }[] = [
  { metric: 'wpm', label: 'Speed', text: (v) => `${wpmText(v)} wpm` },
  { metric: 'raw', label: 'Raw', text: (v) => `${wpmText(v)} wpm` },
  { metric: 'acc', label: 'Accuracy', text: percentText },
  { metric: 'con', label: 'Consistency', text: percentText },
];

/** Whether a change shows as a rise or a fall, judged on the rounded figure shown. */
function trend(change: number): 'up' | 'down' | 'flat' {
  const shown = changeText(change);
  return shown.startsWith('+') ? 'up' : shown.startsWith('−') ? 'down' : 'flat';
}

/** Recent Stats: the average of the last 50 paragraphs, the latest change, and the list itself. */
export function RecentStats({ view, titleOf }: RecentStatsProps) {
  const { average, latestChange, rows } = view;
  return (
    <div className="recent-stats">
      {average ? (
        <dl className="recent-stats__average" aria-label={`Average of the last ${rows.length} paragraphs`}>
          {METRIC_CELLS.map(({ metric, label, text }) => (
            <div key={metric} className="recent-stats__figure" data-metric={metric}>
              <dt>{label}</dt>
              <dd>
                <span className="recent-stats__value">{text(average[metric])}</span>
                {latestChange ? (
                  <span
                    className="recent-stats__change"
                    data-trend={trend(latestChange[metric])}
                    title="Change from the latest paragraph"
                  >
                    {changeText(latestChange[metric])}
                  </span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="table-scroll">
        <table className="stats-table recent-stats__table">
          <caption className="visually-hidden">The last {rows.length} typed paragraphs, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Book</th>
              <th scope="col">Chapter</th>
              <th scope="col">Speed</th>
              <th scope="col">Raw</th>
              <th scope="col">Accuracy</th>
              <th scope="col">Consistency</th>
              <th scope="col">Time</th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.id}@${row.timestamp}`}>
                <th scope="row">
                  <AppLink href={row.href}>{titleOf(row.bookId)}</AppLink>
                </th>
                <td>
                  {row.chapterId === null ? '' : `${Number(row.chapterId) + 1}`}
                  {row.paragraph === null ? '' : ` · ¶ ${row.paragraph + 1}`}
                </td>
                <td>{wpmText(row.wpm)}</td>
                <td>{wpmText(row.raw)}</td>
                <td>{percentText(row.acc)}</td>
                <td>{percentText(row.con)}</td>
                <td>{formatDuration(row.time)}</td>
                <td>{whenText(row.timestamp)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
