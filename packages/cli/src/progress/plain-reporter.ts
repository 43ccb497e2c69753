import {
  formatDuration,
  initialProgress,
  type ProgressSink,
  progressCounts,
  progressReducer,
} from './progress-state';

const statusWord = { ok: 'ok', skipped: 'unchanged', failed: 'FAILED' } as const;

/**
 * Line-by-line progress for logs and pipes: one line per finished item with
 * its position, status and detail, never cursor movement.
 *
 *   [3/31] ok       dracula.epub  bram-stoker--dracula
 */
export function createPlainReporter(title: string, write: (line: string) => void, at: number): ProgressSink {
  let state = initialProgress(title, at);
  let announced = false;
  return (event) => {
    state = progressReducer(state, event);
    if (event.type === 'queued' && !announced) {
      announced = true;
      write(`${title}: ${state.items.length} item(s)`);
    }
    if (event.type !== 'finished') return;
    const item = state.items.find((candidate) => candidate.key === event.key);
    const { done, total } = progressCounts(state);
    const position = `[${String(done).padStart(String(total).length)}/${total}]`;
    const detail = event.detail === null ? '' : `  ${event.detail}`;
    write(`${position} ${statusWord[event.status].padEnd(8)} ${item?.label ?? event.key}${detail}`);
  };
}

/** The closing line of a batch: counts and elapsed time. */
export function summaryLine(
  title: string,
  counts: ReturnType<typeof progressCounts>,
  elapsedMs: number,
): string {
  const parts = [`${counts.ok} ok`];
  if (counts.skipped > 0) parts.push(`${counts.skipped} unchanged`);
  parts.push(`${counts.failed} failed`);
  return `${title}: ${parts.join(', ')} in ${formatDuration(elapsedMs)}`;
}
