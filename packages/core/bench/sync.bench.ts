/**
 * The device side of sync over a year of history (100,000 paragraphs): a new
 * device merging every pulled row (`mergePulledRows` into empty records, the
 * work between the last page arriving and the library being typable), the
 * rows of a full pending queue (`pendingRows`), and one uploader step, which
 * is all a keystroke-free save adds. The network part (pulling 100 pages from
 * the local stack, one upsert's round trip) is supabase/bench/sync.bench.ts.
 */
import { emptyProgress } from '@typeshelf/core/progress';
import {
  cellToRow,
  initialUploader,
  mergePulledRows,
  type PendingItem,
  type PulledParagraphRow,
  pendingRows,
  uploaderTransition,
} from '@typeshelf/core/sync';
import { generatedProgress, printTable, sample, summarise } from '@typeshelf/fixtures';

const END = Date.UTC(2026, 10, 24, 20);
const OPTIONS = { offset: () => 0 };

const history = generatedProgress({ seed: 1, paragraphs: 100_000, days: 365, end: END });
const rows: PulledParagraphRow[] = [];
const queue: [string, PendingItem][] = [];
for (const [bookId, chapters] of Object.entries(history.paragraphs))
  for (const [chapterId, cells] of Object.entries(chapters))
    cells.forEach((cell, paragraph) => {
      if (!cell) return;
      const row = cellToRow(bookId, chapterId, paragraph, cell);
      if (row) rows.push({ ...row, modified_at: new Date(END).toISOString() });
      queue.push([`${bookId}__${chapterId}__${paragraph}`, { bookId, chapterId, paragraph, cell }]);
    });

const table = [
  summarise(
    `new device: merge ${rows.length.toLocaleString('en')} pulled rows (mergePulledRows)`,
    sample(() => mergePulledRows(emptyProgress(), rows, history.layouts, OPTIONS), 5, 1),
  ),
  summarise(
    `pending queue of ${queue.length.toLocaleString('en')} as server rows (pendingRows)`,
    sample(() => pendingRows(queue), 5, 1),
  ),
  summarise(
    'one uploader step after a save (uploaderTransition)',
    sample(() => uploaderTransition(initialUploader(true), { type: 'queued' }), 20_000),
  ),
];
printTable(
  'Sync on the device, a year of history (ms per call; target: new device typable ≤ 10 s with the pull)',
  table.map((row) => ({ ...row })),
);
