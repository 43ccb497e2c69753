import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyParagraphSave } from '../progress/apply-paragraph-save';
import { emptyProgress } from '../progress/derive-progress';
import { mergeCells } from '../progress/paragraph-cell';
import { LAYOUTS, OPTIONS, saveArb } from '../progress/progress-test-helpers';
import type { ParagraphCell, ParagraphSave, ProgressRecords } from '../progress/progress-types';
import { cellToRow, type ParagraphRow, rowToCell } from './paragraph-row';
import { mergePulledRows } from './pull-plan';
import {
  cellText,
  progressRows,
  rowText,
  summarizeBooks,
  summarizeProgress,
  summarizeRows,
} from './reconcile-plan';
import {
  RECONCILE_BATCH_SIZE,
  RECONCILE_CONCURRENCY,
  type ReconcileEffects,
  runReconcile,
} from './reconcile-run';
import { doubleHex, md5First32 } from './row-digest';

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

/** Effects over an in-memory server; `failAfter` sends cut the run short, as a closed page does. */
function effectsOf(
  server: Server,
  device: { records: ProgressRecords },
  failAfter = Infinity,
): ReconcileEffects {
  let sends = 0;
  return {
    serverBookSummaries: async () => summarizeBooks(summarizeRows([...server.values()])),
    serverSummaries: async () => summarizeRows([...server.values()]),
    serverRows: async (chapters) => {
      const wanted = new Set(chapters.map((c) => `${c.book_id}__${c.chapter}`));
      return [...server.values()].filter((r) => wanted.has(`${r.book_id}__${r.chapter}`));
    },
    send: async (rows) => {
      if (sends++ >= failAfter) throw new Error('offline');
      upsert(server, rows);
    },
    merge: async (rows) => {
      device.records = mergePulledRows(
        device.records,
        rows.map((row) => ({ ...row, modified_at: new Date(0).toISOString() })),
        LAYOUTS,
        OPTIONS,
      );
    },
  };
}

let tick = 0;
function ownMillisecond(save: ParagraphSave): ParagraphSave {
  tick += 1;
  const { change } = save;
  if (change.type === 'cleared')
    return { ...save, change: { ...change, timestamp: change.timestamp + tick } };
  return {
    ...save,
    change: { ...change, stats: { ...change.stats, timestamp: change.stats.timestamp + tick } },
  } as ParagraphSave;
}
const savesArb = fc.array(saveArb, { maxLength: 30 }).map((saves) => saves.map(ownMillisecond));

describe('runReconcile', () => {
  it('cut short after any number of batches and run again, both sides end equal, and a third run does nothing', async () => {
    await fc.assert(
      fc.asyncProperty(savesArb, savesArb, fc.nat(3), async (mine, theirs, failAfter) => {
        const device = { records: recordsOf(mine) };
        const server: Server = new Map();
        upsert(server, progressRows(recordsOf(theirs)));
        await runReconcile(device.records, effectsOf(server, device, failAfter)).catch(() => undefined);
        await runReconcile(device.records, effectsOf(server, device));
        expect(summarizeProgress(device.records)).toEqual(summarizeRows([...server.values()]));
        const again = await runReconcile(device.records, effectsOf(server, device));
        expect(again).toEqual({ chapters: 0, sent: 0, pulled: 0 });
      }),
      { numRuns: 60 },
    );
  });

  it('sends a large history the server lacks in batches, a few at once, and fetches no row of chapters the server lacks', async () => {
    const saves = Array.from({ length: 2500 }, (_, i) => ({ i }));
    const local = emptyProgress();
    const chapter: ParagraphCell[] = saves.map(({ i }) => ({
      typed: null,
      read: { type: 'read', timestamp: 1_000 + i, length: 10 },
      cleared: 0,
    }));
    local.paragraphs['a-book--by-someone'] = { '000': chapter };
    const batches: number[] = [];
    let inFlight = 0;
    let most = 0;
    const outcome = await runReconcile(local, {
      serverBookSummaries: async () => [],
      serverSummaries: async () => [],
      serverRows: async () => {
        throw new Error('no chapter should be fetched');
      },
      send: async (rows) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight -= 1;
        batches.push(rows.length);
      },
      merge: async () => undefined,
    });
    expect(outcome).toEqual({ chapters: 1, sent: 2500, pulled: 0 });
    expect(most).toBe(RECONCILE_CONCURRENCY);
    expect(batches.reduce((a, b) => a + b, 0)).toBe(2500);
    expect(Math.max(...batches)).toBeLessThanOrEqual(RECONCILE_BATCH_SIZE);
  });

  it('stops sending at the first failed batch and fails once the batches already sent are done', async () => {
    const local = emptyProgress();
    local.paragraphs['a-book--by-someone'] = {
      '000': Array.from({ length: 20 * RECONCILE_BATCH_SIZE }, (_, i) => ({
        typed: null,
        read: { type: 'read' as const, timestamp: 1_000 + i, length: 10 },
        cleared: 0,
      })),
    };
    let sent = 0;
    let settled = 0;
    const run = runReconcile(local, {
      serverBookSummaries: async () => [],
      serverSummaries: async () => [],
      serverRows: async () => [],
      send: async () => {
        const n = sent++;
        await new Promise((resolve) => setTimeout(resolve, n === 1 ? 1 : 5));
        settled += 1;
        if (n === 1) throw new Error('offline');
      },
      merge: async () => undefined,
    });
    await expect(run).rejects.toThrow('offline');
    expect(settled).toBe(sent);
    expect(sent).toBeLessThan(20);
  });
});

describe('book summaries', () => {
  it("add up the chapters' rows: a book's hash is the sum of its rows' digests", () => {
    fc.assert(
      fc.property(savesArb, (saves) => {
        const rows = progressRows(recordsOf(saves));
        const books = summarizeBooks(summarizeRows(rows));
        for (const book of books) {
          const own = rows.filter((row) => row.book_id === book.book_id);
          const hash = own.reduce((sum, row) => (sum + md5First32(rowText(row))) % 2 ** 32, 0);
          expect(book).toEqual({
            book_id: book.book_id,
            count: own.length,
            newest: Math.max(...own.map((row) => Math.max(row.timestamp, row.read_at))),
            hash: hash.toString(16).padStart(8, '0'),
          });
        }
        expect(books.map((b) => b.book_id)).toEqual([...new Set(rows.map((r) => r.book_id))].sort());
      }),
    );
  });

  it('equal on both sides, a reconcile asks for nothing but them', async () => {
    await fc.assert(
      fc.asyncProperty(savesArb, async (saves) => {
        const device = { records: recordsOf(saves) };
        const server: Server = new Map();
        upsert(server, progressRows(device.records));
        const asked: string[] = [];
        const effects = effectsOf(server, device);
        const outcome = await runReconcile(device.records, {
          ...effects,
          serverBookSummaries: () => {
            asked.push('books');
            return effects.serverBookSummaries();
          },
          serverSummaries: () => {
            asked.push('chapters');
            return effects.serverSummaries();
          },
        });
        expect(outcome).toEqual({ chapters: 0, sent: 0, pulled: 0 });
        expect(asked).toEqual(['books']);
      }),
      { numRuns: 30 },
    );
  });
});

describe('row digest', () => {
  it('is the first 32 bits of MD5 over UTF-8, as PostgreSQL computes it', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const want = Number.parseInt(createHash('md5').update(text, 'utf8').digest('hex').slice(0, 8), 16);
        expect(md5First32(text)).toBe(want);
      }),
    );
  });

  it("writes a double's bits big-endian, as float8send does", () => {
    expect(doubleHex(1)).toBe('3ff0000000000000');
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (value) => {
        const buffer = Buffer.alloc(8);
        buffer.writeDoubleBE(value);
        expect(doubleHex(value)).toBe(buffer.toString('hex'));
      }),
    );
  });
});

describe("the device's summaries", () => {
  it('written straight from the cells, equal the summaries of the rows the cells travel as, and are kept per chapter', () => {
    fc.assert(
      fc.property(savesArb, (saves) => {
        const records = recordsOf(saves);
        for (const [bookId, chapters] of Object.entries(records.paragraphs))
          for (const [chapterId, cells] of Object.entries(chapters))
            cells.forEach((cell, paragraph) => {
              const row = cell ? cellToRow(bookId, chapterId, paragraph, cell) : null;
              const empty = !cell || (cell.typed === null && cell.read === null && cell.cleared === 0);
              expect(cellText(paragraph, cell)).toBe(row && !empty ? rowText(row) : null);
            });
        expect(summarizeProgress(records)).toEqual(summarizeRows(progressRows(records)));
        expect(summarizeProgress(records)).toEqual(summarizeProgress(records));
      }),
    );
  });
});
