import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyParagraphSave } from './apply-paragraph-save';
import { deriveProgress, emptyProgress } from './derive-progress';
import { mergeProgress } from './merge-progress';
import { OPTIONS, saveArb } from './progress-test-helpers';
import type { ParagraphSave, ProgressRecords } from './progress-types';

const applyAll = (saves: readonly ParagraphSave[], from: ProgressRecords = emptyProgress()) =>
  saves.reduce((records, save) => applyParagraphSave(records, save, OPTIONS).records, from);

const merge = (a: ProgressRecords, b: ProgressRecords) => mergeProgress(a, b, OPTIONS);

/** Records as plain data with holes and key order normalised, for deep equality. */
function canonical(records: ProgressRecords) {
  const sortKeys = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : sortKeys(v)));
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
      );
    return value;
  };
  const trimmed = {
    ...records,
    paragraphs: Object.fromEntries(
      Object.entries(records.paragraphs).map(([book, chapters]) => [
        book,
        Object.fromEntries(
          Object.entries(chapters).map(([chapter, cells]) => {
            const out = [...cells];
            while (out.length > 0 && (out[out.length - 1] ?? null) === null) out.pop();
            return [chapter, out];
          }),
        ),
      ]),
    ),
  };
  return sortKeys(trimmed);
}

const profileArb = fc.array(saveArb, { maxLength: 40 }).map((saves) => applyAll(saves));

describe('mergeProgress', () => {
  it('is commutative', () => {
    fc.assert(
      fc.property(profileArb, profileArb, (a, b) => {
        expect(canonical(merge(a, b))).toEqual(canonical(merge(b, a)));
      }),
    );
  });

  it('is associative', () => {
    fc.assert(
      fc.property(profileArb, profileArb, profileArb, (a, b, c) => {
        expect(canonical(merge(merge(a, b), c))).toEqual(canonical(merge(a, merge(b, c))));
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(profileArb, (a) => {
        expect(canonical(merge(a, a))).toEqual(canonical(a));
      }),
    );
  });

  it('gives identical records for any interleaving of two devices merged in any order', () => {
    fc.assert(
      fc.property(
        fc.array(saveArb, { maxLength: 30 }),
        fc.array(saveArb, { maxLength: 30 }),
        fc.array(fc.boolean(), { maxLength: 60 }),
        (onA, onB, picks) => {
          // Device A and B each apply their own saves; a third copy sees them interleaved.
          const a = applyAll(onA);
          const b = applyAll(onB);
          const interleaved: ParagraphSave[] = [];
          let i = 0;
          let j = 0;
          for (const pickA of picks) {
            if (pickA && i < onA.length) interleaved.push(onA[i++] as ParagraphSave);
            else if (j < onB.length) interleaved.push(onB[j++] as ParagraphSave);
          }
          interleaved.push(...onA.slice(i), ...onB.slice(j));
          const expected = canonical(merge(a, b));
          expect(canonical(merge(b, a))).toEqual(expected);
          expect(canonical(applyAll(interleaved))).toEqual(expected);
        },
      ),
    );
  });

  it('applying a save then merging equals merging then applying', () => {
    fc.assert(
      fc.property(profileArb, profileArb, saveArb, (a, b, save) => {
        const left = merge(applyAll([save], a), b);
        const right = applyAll([save], merge(a, b));
        expect(canonical(right)).toEqual(canonical(left));
      }),
    );
  });
});

describe('applyParagraphSave', () => {
  it('keeps every derived figure equal to a recomputation from the paragraphs', () => {
    fc.assert(
      fc.property(fc.array(saveArb, { minLength: 150, maxLength: 400 }), (saves) => {
        const records = applyAll(saves);
        expect(canonical(records)).toEqual(
          canonical(deriveProgress(records.paragraphs, records.layouts, OPTIONS)),
        );
      }),
    );
  });

  it('leaves the records it was given unchanged', () => {
    fc.assert(
      fc.property(profileArb, saveArb, (records, save) => {
        const before = JSON.stringify(records);
        applyParagraphSave(records, save, OPTIONS);
        expect(JSON.stringify(records)).toBe(before);
      }),
    );
  });
});
