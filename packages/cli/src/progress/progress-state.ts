/**
 * The state of a batch (books being converted, checked or built) as a pure
 * reducer over timestamped events. Renderers (Ink, plain lines, JSON) read it;
 * services only emit events, so they never know how progress is shown.
 */

export type ItemStatus = 'queued' | 'running' | 'ok' | 'skipped' | 'failed';

export interface ProgressItem {
  /** Stable key, usually the input path. */
  key: string;
  /** Short name shown to people, usually the file name. */
  label: string;
  /** Relative amount of work, usually the file size; 1 when unknown. */
  weight: number;
  status: ItemStatus;
  /** Book id, output path, or the failure message. */
  detail: string | null;
  startedAt: number | null;
  finishedAt: number | null;
}

export interface ProgressState {
  title: string;
  items: ProgressItem[];
  startedAt: number;
  /** The time of the latest event, so the ETA moves while nothing finishes. */
  now: number;
}

export type ProgressEvent =
  | { type: 'queued'; items: { key: string; label: string; weight?: number }[]; at: number }
  | { type: 'started'; key: string; at: number }
  | { type: 'finished'; key: string; status: 'ok' | 'skipped' | 'failed'; detail: string | null; at: number }
  | { type: 'tick'; at: number };

/** Receives a batch's events; each renderer provides one. */
export type ProgressSink = (event: ProgressEvent) => void;

export const initialProgress = (title: string, at: number): ProgressState => ({
  title,
  items: [],
  startedAt: at,
  now: at,
});

const updateItem = (state: ProgressState, key: string, change: (item: ProgressItem) => ProgressItem) => ({
  ...state,
  items: state.items.map((item) => (item.key === key ? change(item) : item)),
});

export function progressReducer(state: ProgressState, event: ProgressEvent): ProgressState {
  const now = Math.max(state.now, event.at);
  switch (event.type) {
    case 'queued':
      return {
        ...state,
        now,
        items: [
          ...state.items,
          ...event.items.map(
            (item): ProgressItem => ({
              key: item.key,
              label: item.label,
              weight: item.weight !== undefined && item.weight > 0 ? item.weight : 1,
              status: 'queued',
              detail: null,
              startedAt: null,
              finishedAt: null,
            }),
          ),
        ],
      };
    case 'started':
      return {
        ...updateItem(state, event.key, (item) => ({ ...item, status: 'running', startedAt: event.at })),
        now,
      };
    case 'finished':
      return {
        ...updateItem(state, event.key, (item) => ({
          ...item,
          status: event.status,
          detail: event.detail,
          finishedAt: event.at,
        })),
        now,
      };
    case 'tick':
      return { ...state, now };
  }
}

export interface ProgressCounts {
  total: number;
  done: number;
  ok: number;
  skipped: number;
  failed: number;
  running: number;
}

export function progressCounts(state: ProgressState): ProgressCounts {
  const counts: ProgressCounts = {
    total: state.items.length,
    done: 0,
    ok: 0,
    skipped: 0,
    failed: 0,
    running: 0,
  };
  for (const item of state.items) {
    if (item.status === 'ok' || item.status === 'skipped' || item.status === 'failed') {
      counts.done++;
      counts[item.status]++;
    } else if (item.status === 'running') counts.running++;
  }
  return counts;
}

/**
 * Milliseconds left, from the throughput of the work done so far, measured
 * since the first book started (which already reflects parallel workers).
 * Books are weighed by size once a tenth of the weight is done; before that
 * they count one each, because the first books' fixed costs (starting the
 * workers) would make a small first book promise hours. Books skipped as
 * unchanged took no work and count on neither side. Null until one book is
 * worked through.
 */
export function estimateRemainingMs(state: ProgressState): number | null {
  let doneWeight = 0;
  let leftWeight = 0;
  let doneCount = 0;
  let leftCount = 0;
  let firstStart = Number.POSITIVE_INFINITY;
  for (const item of state.items) {
    if (item.startedAt !== null) firstStart = Math.min(firstStart, item.startedAt);
    if ((item.status === 'ok' || item.status === 'failed') && item.startedAt !== null) {
      doneWeight += item.weight;
      doneCount++;
    } else if (item.status === 'queued' || item.status === 'running') {
      leftWeight += item.weight;
      leftCount++;
    }
  }
  const elapsed = state.now - firstStart;
  if (doneCount === 0 || !(elapsed > 0)) return null;
  const bySize = doneWeight >= 0.1 * (doneWeight + leftWeight);
  return Math.round(bySize ? (elapsed / doneWeight) * leftWeight : (elapsed / doneCount) * leftCount);
}

/** "4s", "1m 05s", "—" for unknown. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}
