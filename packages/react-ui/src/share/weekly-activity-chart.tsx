import { longDate, minutesText, type SeriesPoint } from '@typeshelf/core/stats';

export interface WeeklyActivityChartProps {
  /** Weeks oldest first. */
  weeks: readonly SeriesPoint[];
}

const WIDTH = 500;
const HEIGHT = 120;

/**
 * Minutes typed each week as bars, drawn as SVG so it is part of the page's
 * picture (no canvas to wait for) and scales with its box.
 */
export function WeeklyActivityChart({ weeks }: WeeklyActivityChartProps) {
  const most = Math.max(1, ...weeks.map((w) => w.typingTime));
  const slot = WIDTH / Math.max(1, weeks.length);
  const first = weeks[0];
  const last = weeks.at(-1);
  return (
    <figure className="weekly-activity">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Minutes typed each week, ${weeks.length} weeks${first ? ` from ${longDate(first.label)}` : ''}`}
        preserveAspectRatio="none"
      >
        {weeks.map((week, i) => {
          const height = week.typingTime > 0 ? Math.max(3, (week.typingTime / most) * (HEIGHT - 4)) : 2;
          return (
            <rect
              key={week.label}
              data-week={week.label}
              x={i * slot + slot * 0.15}
              y={HEIGHT - height}
              width={slot * 0.7}
              height={height}
              rx={2}
              className={
                week.typingTime > 0
                  ? 'weekly-activity__bar'
                  : 'weekly-activity__bar weekly-activity__bar--empty'
              }
            >
              <title>{`Week of ${longDate(week.label)}: ${minutesText(week.typingTime)}`}</title>
            </rect>
          );
        })}
      </svg>
      {first && last ? (
        <figcaption className="weekly-activity__axis">
          <span>{longDate(first.label)}</span>
          <span>This week</span>
        </figcaption>
      ) : null}
    </figure>
  );
}
