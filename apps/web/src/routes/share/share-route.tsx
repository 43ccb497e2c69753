/**
 * /share (02 §2, 03 §2): this week's progress as a picture-like card with a
 * 25-week activity chart, links to share the app on six networks in each
 * network's own share-URL form, and the three communities.
 */
import { shareLinks, weeklyShareText } from '@typeshelf/core/share';
import { minutesText } from '@typeshelf/core/stats';
import { AppLink, percentText, WeeklyActivityChart, wpmText } from '@typeshelf/react-ui';
import { usePageTitle } from '../../page/use-page-title';
import { COMMUNITIES } from './communities';
import { useWeeklyProgress } from './use-weekly-progress';
import '../stats/stats.css';
import './share.css';

export default function ShareRoute() {
  usePageTitle('Share');
  const weeks = useWeeklyProgress();
  const thisWeek = weeks?.at(-1);
  const minutes = Math.floor((thisWeek?.typingTime ?? 0) / 60_000);
  const links = shareLinks({
    url: `${window.location.origin}/`,
    text: weeklyShareText(minutes, thisWeek?.wpm ?? null),
  });
  const activeWeeks = weeks?.filter((w) => w.typingTime > 0).length ?? 0;

  return (
    <div className="stats-page share-page">
      <h1>Share your progress</h1>
      <section className="share-card" aria-labelledby="share-week-title">
        <div className="share-card__head">
          <span className="share-card__brand">Typeshelf</span>
          <h2 id="share-week-title">This week</h2>
        </div>
        {weeks === undefined ? (
          <p aria-live="polite">Loading...</p>
        ) : (
          <>
            <dl className="share-card__figures">
              <div>
                <dt>Typing time</dt>
                <dd>{minutesText(thisWeek?.typingTime ?? 0)}</dd>
              </div>
              <div>
                <dt>Speed</dt>
                <dd>{thisWeek?.wpm == null ? '–' : `${wpmText(thisWeek.wpm)} wpm`}</dd>
              </div>
              <div>
                <dt>Accuracy</dt>
                <dd>{percentText(thisWeek?.acc)}</dd>
              </div>
              <div>
                <dt>Consistency</dt>
                <dd>{percentText(thisWeek?.con)}</dd>
              </div>
            </dl>
            <h3>Activity, last 25 weeks</h3>
            <WeeklyActivityChart weeks={weeks} />
            <p className="share-card__note">
              {activeWeeks === 0
                ? 'Nothing typed yet: the chart fills in as you practise.'
                : `${activeWeeks} of the last 25 weeks with practice.`}
            </p>
          </>
        )}
      </section>

      <section className="stats-section" aria-labelledby="share-links-title">
        <h2 id="share-links-title">Tell your friends</h2>
        <ul className="share-links">
          {links.map((link) => (
            <li key={link.network}>
              <a
                className="button"
                data-network={link.network}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {link.name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="stats-section" aria-labelledby="communities-title">
        <h2 id="communities-title">Join the community</h2>
        <ul className="communities">
          {COMMUNITIES.map((community) => (
            <li key={community.url}>
              <a href={community.url} target="_blank" rel="noopener noreferrer">
                {community.name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              <p>{community.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <p className="stats-share-link">
        <AppLink href="/stats">Back to your stats</AppLink>
      </p>
    </div>
  );
}
