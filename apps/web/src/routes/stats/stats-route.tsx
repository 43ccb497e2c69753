/**
 * /stats (02 §2): Recent Stats, the top-stats summary, the Typing Activity
 * heatmap, Long-Term Stats (a chart in view drawn with the page, one further
 * down once the page has painted; their library fetched only when there is a
 * day to draw), the history
 * download and a link to /share. A new typist sees how to start instead of
 * empty tables.
 */
import {
  ActivityHeatmap,
  AppLink,
  afterNextPaint,
  countText,
  hoursText,
  LongTermChart,
  Modal,
  RecentStats,
  TopStats,
} from '@typeshelf/react-ui';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useBookTitles } from '../../books/use-book-titles';
import { usePageTitle } from '../../page/use-page-title';
import { readHistory } from '../../progress/stats-records';
import { useProfile } from '../../storage/use-profile';
import { downloadHistory } from './download-history';
import { useStatsView } from './use-stats-view';
import './stats.css';

/**
 * Marks the frame that drew the screen from its records, with every chart
 * then in view (read by the stats benchmark): what a typist sees as the
 * screen being there. Charts further down draw after it.
 */
const DRAWN = 'stats:drawn';
/** Marks the moment the last chart painted, wherever it is on the page (read by the stats benchmark). */
const CHARTS_PAINTED = 'stats:charts-painted';

export default function StatsRoute() {
  usePageTitle('Stats');
  const data = useStatsView();
  const profile = useProfile();
  const titleOf = useBookTitles();
  const [sharing, setSharing] = useState(false);
  const paintedCount = useRef(0);
  const onPainted = useCallback(() => {
    paintedCount.current += 1;
    if (paintedCount.current === 2) performance.mark(CHARTS_PAINTED);
  }, []);
  const drawn = data !== undefined;
  // After the charts' own layout effects, which make the charts in view in this same commit.
  useLayoutEffect(() => {
    if (drawn) afterNextPaint(() => performance.mark(DRAWN));
  }, [drawn]);

  if (!data) {
    return (
      <p className="page-loading" aria-live="polite">
        Loading...
      </p>
    );
  }
  const { view, hasHistory } = data;
  // The list of every paragraph is made only for a download: the screen itself needs the days alone.
  const download = (kind: 'csv' | 'json') => {
    readHistory(profile).then(
      (history) => downloadHistory(history, titleOf, kind),
      (error: unknown) => console.error(error),
    );
  };
  const average = view.recent.average;

  return (
    <div className="stats-page">
      <header className="stats-page__header">
        <h1>Stats</h1>
        {view.empty ? null : (
          <p className="stats-page__totals">
            {hoursText(view.totals.typingTime)} of typing over {view.totals.days}{' '}
            {view.totals.days === 1 ? 'day' : 'days'}, {countText(view.totals.typed)} characters
          </p>
        )}
      </header>

      {view.empty ? (
        <section className="stats-empty" aria-labelledby="stats-empty-title">
          <h2 id="stats-empty-title">No stats yet</h2>
          <p>
            Type a few paragraphs of any book and your speed, accuracy and consistency show up here, with your
            bests and a calendar of the days you practised.
          </p>
          <p>
            <AppLink href="/books" className="button button--primary">
              Pick a book
            </AppLink>
          </p>
        </section>
      ) : null}

      <section className="stats-section" aria-labelledby="recent-title">
        <div className="stats-section__head">
          <h2 id="recent-title">Recent Stats</h2>
          {/* Kept from the original design but hidden (02 §2); it opens a modal. */}
          <button type="button" className="button button--small" hidden onClick={() => setSharing(true)}>
            Share Recent Stats
          </button>
        </div>
        {view.recent.rows.length === 0 ? (
          <p className="stats-section__empty">Your last 50 typed paragraphs will be listed here.</p>
        ) : (
          <RecentStats view={view.recent} titleOf={titleOf} />
        )}
      </section>

      <section className="stats-section" aria-labelledby="top-title">
        <h2 id="top-title">Top Stats</h2>
        <TopStats tables={view.bests} titleOf={titleOf} />
      </section>

      <section className="stats-section" aria-labelledby="activity-title">
        <h2 id="activity-title">Typing Activity</h2>
        <ActivityHeatmap weeks={view.heatmap} />
      </section>

      <section className="stats-section" aria-labelledby="long-term-title">
        <h2 id="long-term-title">Long-Term Stats</h2>
        <div className="stats-charts">
          <div>
            <h3>Daily, last 30 days</h3>
            <LongTermChart points={view.daily} title="Daily" onPainted={onPainted} />
          </div>
          <div>
            <h3>Weekly, last 26 weeks</h3>
            <LongTermChart points={view.weekly} title="Weekly" onPainted={onPainted} />
          </div>
        </div>
      </section>

      <section className="stats-section stats-section--row" aria-labelledby="history-title">
        <div>
          <h2 id="history-title">Your history</h2>
          <p>Every paragraph you typed or read, with its book, chapter, times and stats.</p>
        </div>
        <div className="stats-actions">
          <button type="button" className="button" disabled={!hasHistory} onClick={() => download('csv')}>
            Download CSV
          </button>
          <button type="button" className="button" disabled={!hasHistory} onClick={() => download('json')}>
            Download JSON
          </button>
        </div>
      </section>

      <section className="stats-section stats-section--row" aria-labelledby="practice-title">
        <div>
          <h2 id="practice-title">Practice</h2>
          <p>
            Short drills of the words you miss most and the letter pairs you type slowest, from every book.
          </p>
        </div>
        <div className="stats-actions">
          <AppLink href="/practice" className="button">
            Practise your mistakes
          </AppLink>
        </div>
      </section>

      <p className="stats-share-link">
        <AppLink href="/share" className="button button--primary">
          Share your weekly progress
        </AppLink>
      </p>

      <Modal open={sharing} title="Share Recent Stats" onClose={() => setSharing(false)}>
        {average ? (
          <p>
            Last {view.recent.rows.length} paragraphs: {Math.round(average.wpm)} wpm,{' '}
            {Math.round(average.acc)}% accuracy, {Math.round(average.con)}% consistency.
          </p>
        ) : (
          <p>Nothing typed yet.</p>
        )}
      </Modal>
    </div>
  );
}
