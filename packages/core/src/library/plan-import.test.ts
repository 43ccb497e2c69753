import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyId, type ImportContext, keepBothFits, planImport, settleImport } from './plan-import';

const context = (over: Partial<ImportContext> = {}): ImportContext => ({
  privateIds: new Set(),
  catalogueIds: new Set(),
  ...over,
});
const ANY = Number.POSITIVE_INFINITY;
const book = (id: string) => ({ id, title: id });

describe('planImport', () => {
  it('adds new books under their own ids', () => {
    expect(planImport([book('a--b')], context())).toEqual([
      { type: 'add', index: 0, id: 'a--b', renamed: false },
    ]);
  });

  it('gives a catalogue id to a copy instead of hiding the import behind the catalogue book', () => {
    expect(planImport([book('a--b')], context({ catalogueIds: new Set(['a--b', 'a--b-2']) }))).toEqual([
      { type: 'add', index: 0, id: 'a--b-3', renamed: true },
    ]);
  });

  it('asks before replacing a private book, offering a copy while there is room', () => {
    const steps = planImport([book('a--b')], context({ privateIds: new Set(['a--b']) }));
    expect(steps).toEqual([{ type: 'conflict', index: 0, id: 'a--b', title: 'a--b', copyId: 'a--b-2' }]);
    expect(settleImport(steps, 'replace', 1).writes).toEqual([{ index: 0, id: 'a--b', replace: true }]);
    expect(settleImport(steps, 'keep-both', 1).writes).toEqual([{ index: 0, id: 'a--b-2', replace: false }]);
    expect(keepBothFits(steps, 1)).toBe(true);
    expect(keepBothFits(steps, 0)).toBe(false);
    expect(settleImport(steps, 'keep-both', 0)).toEqual({ writes: [], overLimit: 1 });
    expect(settleImport(steps, 'replace', 0).writes).toEqual([{ index: 0, id: 'a--b', replace: true }]);
  });

  it('names the stored book a replacement would remove, not the incoming one', () => {
    const steps = planImport(
      [{ id: 'a--b', title: 'The Edited Copy' }],
      context({ privateIds: new Set(['a--b']), privateTitles: new Map([['a--b', 'The Stored Book']]) }),
    );
    expect(steps).toEqual([
      { type: 'conflict', index: 0, id: 'a--b', title: 'The Stored Book', copyId: 'a--b-2' },
    ]);
  });

  it('stores nothing past the free limit', () => {
    const steps = planImport([book('a--b'), book('c--d')], context());
    expect(settleImport(steps, 'keep-both', 1)).toEqual({
      writes: [{ index: 0, id: 'a--b', replace: false }],
      overLimit: 1,
    });
  });

  it('counts a replacement as no new book', () => {
    // One book replaces a private one, one is new; one place is left under the limit.
    const steps = planImport([book('a--b'), book('c--d')], context({ privateIds: new Set(['a--b']) }));
    expect(settleImport(steps, 'replace', 1)).toEqual({
      writes: [
        { index: 0, id: 'a--b', replace: true },
        { index: 1, id: 'c--d', replace: false },
      ],
      overLimit: 0,
    });
    expect(settleImport(steps, 'keep-both', 1)).toEqual({
      writes: [{ index: 0, id: 'a--b-2', replace: false }],
      overLimit: 1,
    });
  });

  it('two books of one import with the same id are both kept', () => {
    const { writes } = settleImport(planImport([book('a--b'), book('a--b')], context()), 'keep-both', ANY);
    expect(writes.map((write) => write.id)).toEqual(['a--b', 'a--b-2']);
  });

  it('never writes over a book it was not told to replace, and never exceeds the room', () => {
    const id = fc.constantFrom('a--b', 'a--b-2', 'c--d', 'e--f');
    fc.assert(
      fc.property(
        fc.array(id, { maxLength: 8 }),
        fc.uniqueArray(id),
        fc.uniqueArray(id),
        fc.nat({ max: 10 }),
        fc.constantFrom('replace' as const, 'keep-both' as const),
        (ids, privateIds, catalogueIds, room, choice) => {
          const ctx = context({ privateIds: new Set(privateIds), catalogueIds: new Set(catalogueIds) });
          const { writes, overLimit } = settleImport(planImport(ids.map(book), ctx), choice, room);
          expect(writes.length + overLimit).toBe(ids.length);
          const written = writes.map((write) => write.id);
          expect(new Set(written).size).toBe(written.length);
          for (const write of writes) {
            expect(ctx.catalogueIds.has(write.id)).toBe(false);
            expect(ctx.privateIds.has(write.id)).toBe(write.replace);
          }
          expect(writes.filter((write) => !write.replace).length).toBeLessThanOrEqual(room);
        },
      ),
    );
  });
});

describe('copyId', () => {
  it('counts up from 2', () => {
    expect(copyId('a--b', (id) => id === 'a--b-2')).toBe('a--b-3');
  });
});
