import { fc, it as prop } from '@fast-check/vitest';
import { gzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ImportError, readSaveFile, writeSaveFile } from '../src';
import { gunzipJson, gunzipText, gzipText, parseJson } from '../src/formats/gzip-json';
import { JsonStream } from '../src/formats/json-stream';

/**
 * The streaming JSON parser reads what `JSON.parse` reads over the decoded
 * bytes, builds the same values, refuses what it refuses, and never lets a
 * prototype key reach an object, wherever the pieces are cut.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder();

type Outcome = { ok: true; value: unknown } | { ok: false; kind: string };

/** Parses `bytes` fed in pieces cut at `cuts` (offsets, any order). */
function streamed(bytes: Uint8Array, cuts: readonly number[] = []): Outcome {
  const parser = new JsonStream('wrong format');
  const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  try {
    let from = 0;
    for (const point of [...points, bytes.length]) {
      parser.push(bytes.subarray(from, point));
      from = point;
    }
    return { ok: true, value: parser.end() };
  } catch (error) {
    if (error instanceof ImportError) return { ok: false, kind: error.kind };
    if (error instanceof SyntaxError) return { ok: false, kind: 'syntax' };
    throw error;
  }
}

/** What the checked whole-text parse makes of the same bytes. */
function whole(bytes: Uint8Array): Outcome {
  try {
    return { ok: true, value: parseJson(decoder.decode(bytes), 'wrong format') };
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    return { ok: false, kind: error.kind === 'corrupted' ? 'syntax' : error.kind };
  }
}

const tricky = [
  '0',
  '-0',
  '1e400',
  '-1.5E-3',
  '123456789012345678901234567890',
  '"\\u0000\\ud83d\\ude00\\uD83D"',
  '"\\"\\\\\\/\\b\\f\\n\\r\\t"',
  '"żółw 🐢 \u2028"',
  ' \t\r\n{"a":[1,2,{"b":null}],"c":true,"d":false,"e":"x"} \n',
  '{"a":1,"a":2}',
  '{"2":1,"1":2,"b":3}',
  '[[[[[]]]]]',
  '{}',
  '\uFEFF{"bom":1}',
  '{"\\u005f_proto__":1}',
  '{"x":{"constructor":{}}}',
  '{"prototype":1',
  '[1,]',
  '{"a":1,}',
  '01',
  '1.',
  '.5',
  '+1',
  '"a\nb"',
  '"\\x"',
  '"\\u12G4"',
  'tru',
  'nul',
  'true false',
  '[1 2]',
  '{"a" 1}',
  '{1:2}',
  '',
  '   ',
  '"unterminated',
  '[1]]',
  '{]',
  '[}',
  '\uFEFF\uFEFF1',
];

describe('JsonStream', () => {
  it('reads every tricky text as JSON.parse does, cut anywhere', () => {
    for (const text of tricky) {
      const bytes = encoder.encode(text);
      const expected = whole(bytes);
      for (let cut = 0; cut <= bytes.length; cut++) expect(streamed(bytes, [cut]), text).toEqual(expected);
      expect(streamed(bytes, [...bytes.keys()]), text).toEqual(expected);
    }
  });

  it('turns malformed UTF-8 in a string into U+FFFD as the decoder does, cut anywhere', () => {
    const cases = [
      [0x22, 0xe2, 0x82, 0x22],
      [0x22, 0xf0, 0x9f, 0x98, 0x80, 0xf0, 0x9f, 0x22],
      [0x22, 0xc0, 0xaf, 0x5c, 0x6e, 0xe2, 0x22],
      [0x22, 0xed, 0xa0, 0x80, 0x22],
      [0x5b, 0xe2, 0x5d],
    ].map((list) => new Uint8Array(list));
    for (const bytes of cases)
      for (let cut = 0; cut <= bytes.length; cut++) expect(streamed(bytes, [cut])).toEqual(whole(bytes));
  });

  prop.prop([fc.jsonValue(), fc.array(fc.nat(), { maxLength: 8 })])(
    'builds what JSON.parse builds from any JSON value, cut anywhere',
    (value, cuts) => {
      const text = JSON.stringify(value, null, cuts.length % 2 === 0 ? undefined : 1);
      const bytes = encoder.encode(text);
      const result = streamed(bytes, cuts);
      // A generated value may hold a prototype key: both refuse it then.
      expect(result).toEqual(whole(bytes));
      if (result.ok) {
        expect(result.value).toEqual(JSON.parse(text));
        // -0 survives as -0, keys keep JSON.parse's order.
        expect(JSON.stringify(result.value)).toBe(JSON.stringify(JSON.parse(text)));
      }
    },
  );

  prop.prop([
    fc.jsonValue(),
    fc.array(
      fc.tuple(fc.nat(), fc.constantFrom('', ',', ']', '}', '"', ':', '\\', '-', 'e', '0', '\n', '\u00e9')),
    ),
    fc.array(fc.nat(), { maxLength: 6 }),
  ])('accepts and refuses what the checked parse does when the text is damaged', (value, edits, cuts) => {
    let text = JSON.stringify(value);
    for (const [at, insert] of edits) {
      const place = at % (text.length + 1);
      // Odd offsets delete a character, even ones insert.
      text =
        at % 2 === 0
          ? text.slice(0, place) + insert + text.slice(place)
          : text.slice(0, place) + text.slice(place + 1);
    }
    const bytes = encoder.encode(text);
    expect(streamed(bytes, cuts)).toEqual(whole(bytes));
  });

  prop.prop([fc.uint8Array({ maxLength: 64 }), fc.array(fc.nat(), { maxLength: 4 })])(
    'matches the decoded parse on arbitrary bytes',
    (body, cuts) => {
      // Mostly inside a string, where arbitrary bytes can be valid.
      const bytes = new Uint8Array([0x22, ...body.filter((byte) => byte !== 0x22 && byte !== 0x5c), 0x22]);
      expect(streamed(bytes, cuts)).toEqual(whole(bytes));
      expect(streamed(body, cuts)).toEqual(whole(body));
    },
  );

  prop.prop([
    fc.jsonValue(),
    fc.constantFrom('__proto__', 'constructor', 'prototype', '\\u005f_proto__', 'proto\\u0074ype'),
    fc.nat(),
    fc.array(fc.nat(), { maxLength: 6 }),
  ])('refuses a prototype key anywhere, as the checked parse does', (value, key, at, cuts) => {
    const text = JSON.stringify(value);
    // The key around the value, beside it, or deep inside other containers.
    const holder = [
      `{"${key}":${text}}`,
      `[${text},{"a":1,"${key}":{}}]`,
      `{"a":{"b":[{"${key}":${text}}]},"c":${text}}`,
    ][at % 3]!;
    const bytes = encoder.encode(holder);
    expect(streamed(bytes, cuts)).toEqual({ ok: false, kind: 'wrong format' });
    expect(whole(bytes)).toEqual({ ok: false, kind: 'wrong format' });
  });

  it('never sets a prototype key, even one a later duplicate replaces', () => {
    const bytes = encoder.encode('{"a":{"__proto__":{"polluted":1}},"a":2}');
    const parser = new JsonStream('corrupted');
    parser.push(bytes);
    expect(() => parser.end()).toThrow(ImportError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('holds a very long number and a long string cut into many pieces', () => {
    const digits = '9'.repeat(100_000);
    expect(streamed(encoder.encode(digits), [1000, 50_000])).toEqual({ ok: true, value: Number(digits) });
    const text = JSON.stringify('é🐢'.repeat(50_000));
    const bytes = encoder.encode(text);
    const cuts = Array.from({ length: 300 }, (_, i) => i * 1111);
    expect(streamed(bytes, cuts)).toEqual({ ok: true, value: JSON.parse(text) });
  });
});

describe('gunzipJson', () => {
  const outcome = (read: () => unknown): Outcome => {
    try {
      return { ok: true, value: read() };
    } catch (error) {
      if (!(error instanceof ImportError)) throw error;
      return { ok: false, kind: `${error.kind}: ${error.detail ?? ''}` };
    }
  };
  const both = (bytes: Uint8Array) => {
    expect(outcome(() => gunzipJson(bytes, 'corrupted'))).toEqual(
      outcome(() => parseJson(gunzipText(bytes), 'corrupted')),
    );
  };

  prop.prop([fc.jsonValue(), fc.nat(), fc.integer({ min: 0, max: 255 })])(
    'decides as the whole-text parse does, a damaged byte anywhere included',
    (value, at, byte) => {
      const bytes = gzipText(JSON.stringify(value));
      both(bytes);
      const damaged = bytes.slice();
      damaged[at % damaged.length] = byte;
      both(damaged);
    },
  );

  it('calls a member with no deflate data left damaged, whichever way it is read', () => {
    // A name flag in the header swallows the deflate data, leaving none before the trailer.
    const damaged = gzipText('true').slice();
    damaged[3] = 8;
    expect(outcome(() => gunzipText(damaged))).toEqual({ ok: false, kind: 'corrupted: gzip data damaged' });
    both(damaged);
  });

  it('reports a damaged member before the JSON in it', () => {
    const bytes = gzipText('{"__proto__":1,'.repeat(20_000));
    both(bytes);
    const damaged = bytes.slice();
    damaged[damaged.length - 6]! ^= 1;
    both(damaged);
    both(gzipSync(encoder.encode('{"a":'), { mtime: 0 }));
  });

  it('reads a large save as the app wrote it', () => {
    const stores = {
      paragraphsStats: Object.fromEntries(
        Array.from({ length: 5_000 }, (_, i) => [`book--t__000__${i}`, { typed: { wpm: i, missed: ['é'] } }]),
      ),
      general: { name: 'Zoë 🐢' },
    };
    expect(readSaveFile(writeSaveFile(stores, '2026-11-29').bytes)).toEqual(stores);
  });
});
