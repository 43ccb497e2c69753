/**
 * The stats screen's view over a year of history (100,000 paragraphs over
 * 365 days): reading the history out of the progress records, and building
 * the whole view (day totals, heatmap, daily and weekly series, recent list,
 * bests) from it. The screen's budget is 200 ms from the records being loaded
 * to its last chart painted; this is the part that needs no browser.
 */
import { historyFromProgress, progressDayTotals } from '@typeshelf/core/progress';
import { dayNumber, dayTotals, historyCsv, historyRows, statsScreenView } from '@typeshelf/core/stats';
import { generatedProgress, printTable, sample, summarise } from '@typeshelf/fixtures';

const end = Date.UTC(2026, 10, 20, 18);
const records = generatedProgress({ seed: 3, paragraphs: 100_000, days: 365, end });
const history = historyFromProgress(records);
// A time zone with a daylight-saving change, looked up the way a browser answers.
const offset = (t: number) => (new Date(t).getUTCMonth() >= 3 && new Date(t).getUTCMonth() < 10 ? 120 : 60);
const today = dayNumber(end, offset);
const days = progressDayTotals(records, offset);

const rows = [
  summarise(
    'history from the progress records',
    sample(() => historyFromProgress(records), 10),
  ),
  summarise(
    'day totals',
    sample(() => dayTotals(history, offset), 10),
  ),
  summarise(
    'day totals straight from the progress records',
    sample(() => progressDayTotals(records, offset), 10),
  ),
  summarise(
    'view from the day totals (heatmap, series, recent, bests)',
    sample(() => statsScreenView({ days, summary: records.summary, today, goalMinutes: 15 }), 10),
  ),
  summarise(
    'CSV of the whole history',
    sample(() => historyCsv(historyRows(history)), 3, 1),
  ),
];
printTable(
  'Stats screen, a year of history (100,000 paragraphs, 365 days), ms',
  rows.map((row) => ({ ...row })),
);
