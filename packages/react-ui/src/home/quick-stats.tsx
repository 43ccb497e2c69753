export interface QuickStat {
  label: string;
  value: string;
  /** Colour band for accuracy and consistency. */
  tone?: 'ok' | 'warning' | 'error';
}

/** The home screen's quick stats row (5 columns on desktop). */
export function QuickStats({ stats }: { stats: readonly QuickStat[] }) {
  return (
    <section className="quick-stats" aria-labelledby="quick-stats-title">
      <h2 id="quick-stats-title" className="visually-hidden">
        Quick stats
      </h2>
      <dl>
        {stats.map((stat) => (
          <div key={stat.label} className={`quick-stats__cell${stat.tone ? ` tone--${stat.tone}` : ''}`}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
