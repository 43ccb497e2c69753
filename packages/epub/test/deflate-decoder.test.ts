import { fc, it as prop } from '@fast-check/vitest';
import { deflateSync, inflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { inflateExactly } from '../src/zip/bounded-inflate';
import { zerosDeflate } from './hostile-archives';

/** Bytes drawn from a small alphabet with repeats, so the compressor finds literals and copies of every length. */
const compressible = fc
  .tuple(fc.integer({ min: 1, max: 256 }), fc.array(fc.nat(), { maxLength: 4_000 }))
  .map(([alphabet, draws]) => {
    const bytes = new Uint8Array(draws.length * 8);
    for (let i = 0; i < bytes.length; i++) {
      const draw = draws[i >> 3]! >> (i & 7);
      bytes[i] = i > 300 && draw % 3 === 0 ? bytes[i - 1 - (draw % 300)]! : draw % alphabet;
    }
    return bytes;
  });
const level = fc.integer({ min: 0, max: 9 }) as fc.Arbitrary<0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9>;

describe('the deflate decoder', () => {
  prop.prop([compressible, level], { numRuns: 60 })(
    'gives back what any compression level stored, stored, fixed and dynamic blocks alike',
    (bytes, chosen) => {
      const result = inflateExactly(deflateSync(bytes, { level: chosen }), bytes.length);
      expect(result.ok && Buffer.from(result.bytes).equals(Buffer.from(bytes))).toBe(true);
    },
  );

  prop.prop([compressible, fc.integer({ min: 1, max: 1_000 })], { numRuns: 30 })(
    'refuses a stream that gives more than promised as too long',
    (bytes, fewer) => {
      fc.pre(bytes.length > 0);
      const result = inflateExactly(deflateSync(bytes), Math.max(0, bytes.length - fewer));
      expect(result).toEqual({ ok: false, failure: 'too long' });
    },
  );

  prop.prop([compressible, fc.integer({ min: 1, max: 1_000 })], { numRuns: 30 })(
    'refuses a stream that gives less than promised, or is cut short, as damaged',
    (bytes, more) => {
      const data = deflateSync(bytes);
      expect(inflateExactly(data, bytes.length + more)).toEqual({ ok: false, failure: 'damaged' });
      if (bytes.length > 0)
        expect(inflateExactly(data.subarray(0, data.length >> 1), bytes.length)).toEqual({
          ok: false,
          failure: 'damaged',
        });
    },
  );

  prop.prop([fc.uint8Array({ maxLength: 2_000 }), fc.nat({ max: 100_000 })], { numRuns: 200 })(
    'never throws on noise, and reads what fflate reads when both read it',
    (noise, size) => {
      const result = inflateExactly(noise, size);
      let theirs: Uint8Array | null = null;
      try {
        theirs = inflateSync(noise);
      } catch {}
      if (result.ok && theirs !== null && theirs.length === size)
        expect(Buffer.from(result.bytes).equals(Buffer.from(theirs))).toBe(true);
    },
  );

  it('stops a bomb at the promised size', () => {
    expect(inflateExactly(zerosDeflate(1024 * 1024 * 1024), 1_000)).toEqual({
      ok: false,
      failure: 'too long',
    });
  });
});
