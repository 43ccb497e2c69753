import { Box, Text } from 'ink';
import {
  estimateRemainingMs,
  formatDuration,
  type ItemStatus,
  type ProgressItem,
  type ProgressState,
  progressCounts,
} from '../progress/progress-state';

const BAR_WIDTH = 30;
/** Finished items kept on screen besides running ones and failures. */
const RECENT_DONE = 3;

const icons: Record<ItemStatus, { icon: string; color: string }> = {
  queued: { icon: '·', color: 'gray' },
  running: { icon: '›', color: 'cyan' },
  ok: { icon: '✓', color: 'green' },
  skipped: { icon: '=', color: 'gray' },
  failed: { icon: '✗', color: 'red' },
};

/** A text progress bar: `███████░░░░░ 58%`. */
export function progressBar(done: number, total: number, width = BAR_WIDTH): string {
  const ratio = total === 0 ? 1 : done / total;
  const filled = Math.round(ratio * width);
  return `${'█'.repeat(filled)}${'░'.repeat(width - filled)} ${String(Math.round(ratio * 100)).padStart(3)}%`;
}

/** Running items, every failure, and the last few finished items, in input order. */
export function visibleItems(items: readonly ProgressItem[]): ProgressItem[] {
  const finished = items
    .filter((item) => item.status === 'ok' || item.status === 'skipped')
    .sort((a, b) => (b.finishedAt ?? 0) - (a.finishedAt ?? 0))
    .slice(0, RECENT_DONE);
  const keep = new Set(finished.map((item) => item.key));
  return items.filter((item) => item.status === 'running' || item.status === 'failed' || keep.has(item.key));
}

/** One line per book, cut at the terminal's width: full messages follow the run. */
function ItemLine({ item }: { item: ProgressItem }) {
  const { icon, color } = icons[item.status];
  return (
    <Text wrap="truncate-end">
      <Text color={color}>{`  ${icon} `}</Text>
      {item.label}
      {item.detail !== null && (
        <Text color={item.status === 'failed' ? 'red' : 'gray'}>{`  ${item.detail}`}</Text>
      )}
    </Text>
  );
}

/** The live view of a batch: title, counts, bar, ETA and the books that matter right now. */
export function ProgressView({ state }: { state: ProgressState }) {
  const counts = progressCounts(state);
  const finished = counts.done === counts.total && counts.total > 0;
  const eta = finished
    ? `done in ${formatDuration(state.now - state.startedAt)}`
    : `ETA ${formatDuration(estimateRemainingMs(state))}`;
  return (
    <Box flexDirection="column">
      <Box>
        <Text bold>{state.title}</Text>
        <Text>{`  ${counts.done}/${counts.total}`}</Text>
        <Text color="green">{`  ✓ ${counts.ok}`}</Text>
        {counts.skipped > 0 && <Text color="gray">{`  = ${counts.skipped}`}</Text>}
        <Text color={counts.failed > 0 ? 'red' : 'gray'}>{`  ✗ ${counts.failed}`}</Text>
        <Text color="gray">{`  ${eta}`}</Text>
      </Box>
      <Text color={counts.failed > 0 ? 'yellow' : 'green'}>{progressBar(counts.done, counts.total)}</Text>
      {visibleItems(state.items).map((item) => (
        <ItemLine key={item.key} item={item} />
      ))}
    </Box>
  );
}
