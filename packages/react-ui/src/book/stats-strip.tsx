export interface StatsStripProps {
  /** Words per minute; null before anything was typed. */
  wpm: number | null;
  accuracy: number | null;
  consistency: number | null;
  /** Typing time in ms. */
  time: number;
}

const show = (value: number | null, unit: string) => (value === null ? '–' : `${Math.round(value)}${unit}`);

/** Typing time as "1h 05m", "12m 30s" or "45s". */
function formatTypingTime(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${h}h ${String(m).padStart(2, '0')}m`;
  if (m > 0) return `${m}m ${String(s).padStart(2, '0')}s`;
  return `${s}s`;
}

/** Speed, accuracy, consistency and typing time in one row. */
export function StatsStrip({ wpm, accuracy, consistency, time }: StatsStripProps) {
  const cells = [
    { label: 'Speed', value: show(wpm, ' wpm') },
    { label: 'Accuracy', value: show(accuracy, '%') },
    { label: 'Consistency', value: show(consistency, '%') },
    { label: 'Typing Time', value: formatTypingTime(time) },
  ];
  return (
    <dl className="stats-strip">
      {cells.map((cell) => (
        <div key={cell.label} className="stats-strip__cell">
          <dt>{cell.label}</dt>
          <dd>{cell.value}</dd>
        </div>
      ))}
    </dl>
  );
}
