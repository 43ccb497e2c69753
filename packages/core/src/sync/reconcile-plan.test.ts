import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyParagraphSave } from '../progress/apply-paragraph-save';
import { emptyProgress } from '../progress/derive-progress';
import { mergeProgress } from '../progress/merge-progress';
import { cellStats, mergeCells } from '../progress/paragraph-cell';
import { LAYOUTS, OPTIONS, saveArb } from '../progress/progress-test-helpers';
import type { ParagraphCell, ParagraphSave, ProgressRecords } from '../progress/progress-types';
import { cellToRow, type ParagraphRow, rowToCell } from './paragraph-row';
import { mergePulledRows } from './pull-plan';
import {
  differingChapters,
  progressRows,
  type ReconcilePlan,
  reconcilePlan,
  summarizeProgress,
  summarizeRows,
} from './reconcile-plan';

/** The server: one row per paragraph, joined by the triggers' rule. */
type Server = Map<string, ParagraphRow>;

const rowKey = (row: ParagraphRow) => `${row.book_id}__${row.chapter}__${row.paragraph}`;

function upsert(server: Server, rows: readonly ParagraphRow[]) {
  for (const row of rows) {
    const old = server.get(rowKey(row));
    const cell = mergeCells(old ? rowToCell(old) : null, rowToCell(row)) as ParagraphCell;
    const next = cellToRow(row.book_id, String(row.chapter).padStart(3, '0'), row.paragraph, cell);
    if (next) server.set(rowKey(row), next);
  }
}

const recordsOf = (saves: readonly ParagraphSave[]): ProgressRecords =>
  saves.reduce((records, s) => applyParagraphSave(records, s, OPTIONS).records, emptyProgress());

function serverOf(saves: readonly ParagraphSave[]): Server {
  const server: Server = new Map();
  upsert(server, progressRows(recordsOf(saves)));
  return server;
}

/** One reconcile as the app runs it: summaries, the differing chapters' rows, then the plan. */
function planFor(local: ProgressRecords, server: Server): ReconcilePlan {
  const chapters = differingChapters(summarizeProgress(local), summarizeRows([...server.values()]));
  const wanted = new Set(chapters.map((c) => `${c.book_id}__${c.chapter}`));
  const rows = [...server.values()].filter((row) => wanted.has(`${row.book_id}__${row.chapter}`));
  return reconcilePlan(local, chapters, rows);
}

const pullInto = (local: ProgressRecords, rows: readonly ParagraphRow[]) =>
  mergePulledRows(
    local,
    rows.map((row) => ({ ...row, modified_at: new Date(0).toISOString() })),
    LAYOUTS,
    OPTIONS,
  );

function reconcile(local: ProgressRecords, server: Server): ProgressRecords {
  const plan = planFor(local, server);
  upsert(server, plan.send);
  return pullInto(local, plan.pull);
}

/** What counts of each paragraph, by key. */
function counted(records: ProgressRecords) {
  const out: Record<string, unknown> = {};
  for (const [book, chapters] of Object.entries(records.paragraphs))
    for (const [chapter, cells] of Object.entries(chapters))
      cells.forEach((cell, i) => {
        const stats = cellStats(cell);
        if (stats) out[`${book}__${Number(chapter)}__${i}`] = stats;
      });
  return out;
}

function serverCounted(server: Server) {
  const out: Record<string, unknown> = {};
  for (const [key, row] of server) {
    const stats = cellStats(rowToCell(row));
    if (stats) out[key] = stats;
  }
  return out;
}

/**
 * Saves, each in a millisecond of its own across every list of a case: two
 * different results in the same millisecond are the conflict rule's own
 * business (its canonical order, tested with the conflict cases), not the
 * reconcile's. A paragraph has one length, whoever saves it: a server row
 * keeps a single length for its typed result and its read mark.
 */
const LENGTHS = [20, 60, 100, 130, 300] as const;
let tick = 0;
function ownMillisecond(save: ParagraphSave): ParagraphSave {
  tick += 1;
  const { change } = save;
  if (change.type === 'cleared')
    return { ...save, change: { ...change, timestamp: change.timestamp + tick } };
  const length = LENGTHS[(save.paragraph + Number(save.chapterId)) % LENGTHS.length] as number;
  return {
    ...save,
    change: { ...change, stats: { ...change.stats, timestamp: change.stats.timestamp + tick, length } },
  } as ParagraphSave;
}
const savesArb = fc.array(saveArb, { maxLength: 30 }).map((saves) => saves.map(ownMillisecond));

describe('reconcile plan', () => {
  it('after a reconcile both sides hold mergeProgress(local, server), and a second one has nothing to do', () => {
    fc.assert(
      fc.property(savesArb, savesArb, savesArb, (mine, theirs, both) => {
        const local = recordsOf([...both, ...mine]);
        const server = serverOf([...both, ...theirs]);
        const truth = mergeProgress(local, recordsOf([...both, ...theirs]), OPTIONS);
        const after = reconcile(local, server);
        expect(counted(after)).toEqual(counted(truth));
        expect(serverCounted(server)).toEqual(counted(truth));
        expect(summarizeProgress(after)).toEqual(summarizeRows([...server.values()]));
        expect(planFor(after, server)).toEqual({ send: [], pull: [] });
      }),
    );
  });

  it('an interrupted reconcile, resumed later with saves in between on either side, still converges', () => {
    fc.assert(
      fc.property(
        savesArb,
        savesArb,
        fc.nat(),
        fc.boolean(),
        savesArb,
        savesArb,
        (mine, theirs, sent, pulled, laterMine, laterTheirs) => {
          let local = recordsOf(mine);
          const server = serverOf(theirs);
          // Only part of the sends land, and the pull may never happen: the page closed.
          const plan = planFor(local, server);
          upsert(server, plan.send.slice(0, sent % (plan.send.length + 1)));
          if (pulled) local = pullInto(local, plan.pull);
          for (const s of laterMine) local = applyParagraphSave(local, s, OPTIONS).records;
          upsert(server, progressRows(recordsOf(laterTheirs)));
          const after = reconcile(local, server);
          const truth = recordsOf([...mine, ...theirs, ...laterMine, ...laterTheirs]);
          expect(counted(after)).toEqual(counted(truth));
          expect(serverCounted(server)).toEqual(counted(truth));
        },
      ),
    );
  });

  it('with equal sides nothing differs, so no row is fetched', () => {
    fc.assert(
      fc.property(savesArb, (saves) => {
        const local = recordsOf(saves);
        const server = serverOf(saves);
        expect(differingChapters(summarizeProgress(local), summarizeRows([...server.values()]))).toEqual([]);
      }),
    );
  });

  it('a server holding nothing is sent every row the device holds', () => {
    fc.assert(
      fc.property(savesArb, (saves) => {
        const local = recordsOf(saves);
        const plan = planFor(local, new Map());
        expect(plan.pull).toEqual([]);
        expect(plan.send.map(rowKey).sort()).toEqual(progressRows(local).map(rowKey).sort());
      }),
    );
  });
});
