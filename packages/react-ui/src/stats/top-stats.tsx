import { type BestScope, type BestsTable, METRICS, type Metric } from '@typeshelf/core/stats';
import { AppLink } from '../common/app-link';
import { percentText, wpmText } from './stat-format';

export interface TopStatsProps {
  tables: readonly BestsTable[];
  titleOf: (bookId: string) => string;
}

const SCOPE_TITLES: Record<BestScope, string> = {
  paragraph: 'Paragraphs',
  chapter: 'Chapters',
  book: 'Books',
};

/** Short column titles: three tables share a row on a desktop screen. */
const METRIC_TITLES: Record<Metric, string> = { wpm: 'wpm', raw: 'Raw', acc: 'Acc.', con: 'Cons.' };
/** What a cell shows: the unit is in the column's title. */
const shown = (metric: Metric, value: number) =>
  metric === 'wpm' || metric === 'raw' ? wpmText(value) : percentText(value);
/** What a cell says to a screen reader, unit included. */
const spoken = (metric: Metric, value: number) =>
  metric === 'wpm' || metric === 'raw'
    ? `${wpmText(value)} wpm`
    : `${percentText(value)} ${metric === 'acc' ? 'accuracy' : 'consistency'}`;

/** The bests by size category for paragraphs, chapters and books; each value links to where it was set. */
export function TopStats({ tables, titleOf }: TopStatsProps) {
  return (
    <div className="top-stats">
      {tables.map((table) => (
        <section key={table.scope} className="top-stats__scope" aria-labelledby={`top-${table.scope}`}>
          <h3 id={`top-${table.scope}`}>{SCOPE_TITLES[table.scope]}</h3>
          {table.empty ? (
            <p className="top-stats__empty">
              {table.scope === 'paragraph'
                ? 'No records yet: paragraphs of 50 characters or more count.'
                : table.scope === 'chapter'
                  ? 'No records yet: finish a chapter of 500 characters or more.'
                  : 'No records yet: finish a whole book.'}
            </p>
          ) : (
            <div className="table-scroll">
              <table className="stats-table">
                <thead>
                  <tr>
                    <th scope="col">Size</th>
                    {METRICS.map((metric) => (
                      <th key={metric} scope="col">
                        {METRIC_TITLES[metric]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={row.category} data-category={row.category}>
                      <th scope="row">{row.category}</th>
                      {METRICS.map((metric) => {
                        const cell = row.cells[metric];
                        return (
                          <td key={metric} data-metric={metric}>
                            {cell ? (
                              <AppLink
                                href={cell.href}
                                aria-label={`${spoken(metric, cell.value)}, set in ${titleOf(cell.bookId)}`}
                              >
                                {shown(metric, cell.value)}
                              </AppLink>
                            ) : (
                              '–'
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
