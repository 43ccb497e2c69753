/** The six figures of a results view. */
export interface ResultsFigures {
  /** Words per minute (5 characters a word). */
  wpm: number;
  /** Raw speed: every typed character, mistakes included. */
  raw: number;
  /** Accuracy in percent, 0..100. */
  acc: number;
  /** Consistency in percent, 0..100. */
  con: number;
  /** Typing time in ms. */
  timeMs: number;
  /** Characters typed. */
  typed: number;
}

/** Accuracy colour band (01 §9): ≥ 98 ok, ≥ 95 warning, else error. */
export function accuracyTone(acc: number): 'ok' | 'warning' | 'error' {
  return acc >= 98 ? 'ok' : acc >= 95 ? 'warning' : 'error';
}

/** Consistency colour band: ≥ 80 ok, ≥ 60 warning, else error. */
export function consistencyTone(con: number): 'ok' | 'warning' | 'error' {
  return con >= 80 ? 'ok' : con >= 60 ? 'warning' : 'error';
}

/** "1h 02m 05s", "3m 07s", "12s". */
export function formatDuration(ms: number): string {
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `${h}h ${pad(m)}m ${pad(s)}s`;
  if (m > 0) return `${m}m ${pad(s)}s`;
  return `${s}s`;
}

/** The results screen's six-cell grid: speed, raw speed, accuracy, consistency, time, characters. */
export function StatsGrid({ figures }: { figures: ResultsFigures }) {
  const cells: { id: string; label: string; value: string; unit: string; tone?: string }[] = [
    { id: 'wpm', label: 'Speed', value: String(Math.round(figures.wpm)), unit: 'wpm' },
    { id: 'raw', label: 'Raw Speed', value: String(Math.round(figures.raw)), unit: 'wpm' },
    {
      id: 'acc',
      label: 'Accuracy',
      value: String(Math.round(figures.acc)),
      unit: '%',
      tone: accuracyTone(figures.acc),
    },
    {
      id: 'con',
      label: 'Consistency',
      value: String(Math.round(figures.con)),
      unit: '%',
      tone: consistencyTone(figures.con),
    },
    { id: 'time', label: 'Typing Time', value: formatDuration(figures.timeMs), unit: '' },
    { id: 'typed', label: 'Characters', value: figures.typed.toLocaleString('en'), unit: '' },
  ];
  return (
    <dl className="stats-grid">
      {cells.map((cell) => (
        <div className="stats-cell" key={cell.id} data-stat={cell.id} data-tone={cell.tone}>
          <dt>{cell.label}</dt>
          <dd>
            <span className="stats-value">{cell.value}</span>
            {cell.unit ? <span className="stats-unit"> {cell.unit}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
