import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyParagraphSave } from '../progress/apply-paragraph-save';
import { emptyProgress } from '../progress/derive-progress';
import { cellStats, mergeCells } from '../progress/paragraph-cell';
import { LAYOUTS, OPTIONS, saveArb } from '../progress/progress-test-helpers';
import type { ParagraphCell, ParagraphSave, ProgressRecords } from '../progress/progress-types';
import { cellToRow, type PulledParagraphRow, rowToCell } from './paragraph-row';
import { acknowledgedKeys, type PendingItem, pendingRows } from './pending-queue';
import { mergePulledRows } from './pull-plan';

/** A device: its records and its pending queue, as the browser keeps them. */
interface Device {
  records: ProgressRecords;
  queue: Map<string, PendingItem>;
  /** A batch taken from the queue whose answer has not come back yet. */
  inFlight: [string, PendingItem][] | null;
}

/** The server: one row per paragraph, joined by the triggers' rule. */
type Server = Map<string, PulledParagraphRow>;

const keyOf = (bookId: string, chapterId: string, paragraph: number) =>
  `${bookId}__${chapterId}__${paragraph}`;

function save(device: Device, step: ParagraphSave) {
  const { records, changes } = applyParagraphSave(device.records, step, OPTIONS);
  device.records = records;
  const { bookId, chapterId, index, cell } = changes.paragraph;
  device.queue.set(keyOf(bookId, chapterId, index), { bookId, chapterId, paragraph: index, cell });
}

let clock = 0;
function upsert(server: Server, rows: ReturnType<typeof pendingRows>['rows']) {
  for (const row of rows) {
    const key = `${row.book_id}__${row.chapter}__${row.paragraph}`;
    const old = server.get(key);
    const cell = mergeCells(old ? rowToCell(old) : null, rowToCell(row)) as ParagraphCell;
    const next = cellToRow(row.book_id, String(row.chapter).padStart(3, '0'), row.paragraph, cell);
    if (next) server.set(key, { ...next, modified_at: new Date(++clock).toISOString() });
  }
}

function beginSend(device: Device) {
  if (device.inFlight) return;
  device.inFlight = [...device.queue.entries()].map(([k, v]) => [k, v]);
}

function endSend(device: Device, server: Server, ok: boolean) {
  const batch = device.inFlight;
  if (!batch) return;
  device.inFlight = null;
  if (!ok) return;
  upsert(server, pendingRows(batch).rows);
  for (const key of acknowledgedKeys(batch, device.queue)) device.queue.delete(key);
}

function pull(device: Device, server: Server) {
  device.records = mergePulledRows(device.records, [...server.values()], LAYOUTS, OPTIONS);
}

const counted = (records: ProgressRecords) => {
  const out: Record<string, unknown> = {};
  for (const [book, chapters] of Object.entries(records.paragraphs))
    for (const [chapter, cells] of Object.entries(chapters))
      cells.forEach((cell, i) => {
        const stats = cellStats(cell);
        if (stats) out[keyOf(book, chapter, i)] = stats;
      });
  return out;
};

const newDevice = (): Device => ({ records: emptyProgress(), queue: new Map(), inFlight: null });

const stepArb = fc.oneof(
  fc.record({ kind: fc.constant('save' as const), device: fc.nat(1), save: saveArb }),
  fc.record({ kind: fc.constantFrom('begin', 'ok', 'fail', 'pull' as const), device: fc.nat(1) }),
);

describe('sync across devices', () => {
  it('any interleaving of saves, sends, failures and pulls converges to the merge of every save', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 60 }), (steps) => {
        const devices = [newDevice(), newDevice()];
        const server: Server = new Map();
        const every: ParagraphSave[] = [];
        for (const step of steps) {
          const device = devices[step.device] as Device;
          if (step.kind === 'save') {
            save(device, step.save);
            every.push(step.save);
          } else if (step.kind === 'begin') beginSend(device);
          else if (step.kind === 'ok') endSend(device, server, true);
          else if (step.kind === 'fail') endSend(device, server, false);
          else pull(device, server);
        }
        // Everyone comes back online: the queues drain, then both pull.
        for (const device of devices) {
          endSend(device, server, false);
          beginSend(device);
          endSend(device, server, true);
          expect(device.queue.size).toBe(0);
        }
        for (const device of devices) pull(device, server);
        const [a, b] = devices as [Device, Device];
        expect(counted(a.records)).toEqual(counted(b.records));
        // The records equal what one device would hold had it made every save itself.
        const truth = every.reduce(
          (records, s) => applyParagraphSave(records, s, OPTIONS).records,
          emptyProgress(),
        );
        expect(counted(a.records)).toEqual(counted(truth));
        expect(a.records.books).toEqual(b.records.books);
        expect(a.records.chapters).toEqual(b.records.chapters);
        // The server counts every paragraph as the devices do, once per paragraph.
        const onServer: Record<string, unknown> = {};
        for (const row of server.values()) {
          const stats = cellStats(rowToCell(row));
          if (stats)
            onServer[keyOf(row.book_id, String(row.chapter).padStart(3, '0'), row.paragraph)] = stats;
        }
        expect(onServer).toEqual(counted(a.records));
      }),
    );
  });

  it('a save made while its paragraph is in flight stays queued; the rest drains exactly once', () => {
    fc.assert(
      fc.property(fc.array(saveArb, { minLength: 1, maxLength: 20 }), saveArb, (saves, late) => {
        const device = newDevice();
        const server: Server = new Map();
        for (const s of saves) save(device, s);
        beginSend(device);
        save(device, late);
        const lateKey = keyOf(late.bookId, late.chapterId, late.paragraph);
        const lateItem = device.queue.get(lateKey);
        const sentLate = device.inFlight?.find(([k]) => k === lateKey)?.[1];
        endSend(device, server, true);
        const changed = !sentLate || JSON.stringify(sentLate.cell) !== JSON.stringify(lateItem?.cell);
        expect([...device.queue.keys()]).toEqual(changed ? [lateKey] : []);
        // A second tab sending the same batch again changes nothing on the server.
        const before = JSON.stringify([...server.entries()].map(([k, r]) => [k, { ...r, modified_at: '' }]));
        upsert(
          server,
          pendingRows(
            saves.map((s) => {
              const cell = device.records.paragraphs[s.bookId]?.[s.chapterId]?.[s.paragraph] as ParagraphCell;
              return [
                keyOf(s.bookId, s.chapterId, s.paragraph),
                { bookId: s.bookId, chapterId: s.chapterId, paragraph: s.paragraph, cell },
              ] as const;
            }),
          ).rows,
        );
        if (!changed) {
          const after = JSON.stringify([...server.entries()].map(([k, r]) => [k, { ...r, modified_at: '' }]));
          expect(after).toBe(before);
        }
      }),
    );
  });
});
