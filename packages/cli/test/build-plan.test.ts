import { fc, test } from '@fast-check/vitest';
import type { BookInfo } from '@typeshelf/core/book';
import { CONVERTER_VERSION } from '@typeshelf/epub';
import { sampleBookInfo } from '@typeshelf/fixtures';
import { describe, expect, it } from 'vitest';
import {
  assembleBuildPlan,
  assembleCatalogue,
  CATALOGUE_BUILD_FORMAT,
  type CatalogueSource,
  conversionOrder,
  emptyBuildState,
  journalLine,
  partOfSource,
  resumedState,
  reusesNothing,
  takesBookFolder,
} from '../src/catalogue/build-plan';
import { parseCatalogueConfig, sourcesFromEnvironment } from '../src/catalogue/catalogue-config';
import { searchKeywords, toIndexEntry } from '../src/catalogue/index-entry';
import { showcaseFiles } from '../src/catalogue/showcase';
import { CliError } from '../src/errors';

const DAY = 86_400_000;

const info = (id: string, overrides: Partial<BookInfo> = {}): BookInfo =>
  sampleBookInfo({
    id,
    title: 'Title',
    titleAlpha: 'title',
    author: 'Author',
    chapters: [
      { id: '000', title: 'Preface', mode: 'skip', length: 500 },
      { id: '001', title: 'One', mode: 'type', length: 3000 },
      { id: '002', title: 'Two', mode: 'type', length: 1500 },
      { id: '003', title: 'Colophon', mode: 'hide', length: 100 },
    ],
    createdAt: 10 * DAY,
    updatedAt: 10 * DAY,
    ...overrides,
  });

const source = (key: string, hash: string): CatalogueSource => ({ key, label: key, hash });

describe('assembleBuildPlan', () => {
  it('reuses a source whose hash was built and whose files remain, converts the rest', () => {
    const state = {
      format: CATALOGUE_BUILD_FORMAT,
      converter: CONVERTER_VERSION,
      books: { h1: { id: 'a--one', info: info('a--one') } },
    };
    const plan = assembleBuildPlan([source('one', 'h1'), source('two', 'h2')], state, () => true);
    expect(plan.map((step) => step.type)).toEqual(['reuse', 'convert']);
    expect(assembleBuildPlan([source('one', 'h1')], state, () => false)[0]!.type).toBe('convert');
  });

  it('converts again the first of two recorded sources with one id, whose folder the other may hold', () => {
    const state = {
      format: CATALOGUE_BUILD_FORMAT,
      converter: CONVERTER_VERSION,
      books: {
        h1: { id: 'a--twin', info: info('a--twin') },
        h2: { id: 'b--other', info: info('b--other') },
        h3: { id: 'a--twin', info: info('a--twin', { title: 'Copy' }) },
      },
    };
    const sources = [source('one', 'h1'), source('two', 'h2'), source('three', 'h3')];
    expect(assembleBuildPlan(sources, state, () => true).map((step) => step.type)).toEqual([
      'convert',
      'reuse',
      'reuse',
    ]);
    // Once the duplicate is gone from the sources, the kept one is reused again.
    expect(assembleBuildPlan(sources.slice(0, 2), state, () => true).map((step) => step.type)).toEqual([
      'reuse',
      'reuse',
    ]);
  });

  it('knows before hashing when a state lets nothing be reused', () => {
    const built = { h1: { id: 'a--one', info: info('a--one') } };
    expect(reusesNothing(emptyBuildState())).toBe(true);
    expect(
      reusesNothing({ format: CATALOGUE_BUILD_FORMAT - 1, converter: CONVERTER_VERSION, books: built }),
    ).toBe(true);
    expect(
      reusesNothing({ format: CATALOGUE_BUILD_FORMAT, converter: CONVERTER_VERSION, books: built }),
    ).toBe(false);
    // A state from before the converter's version was recorded, or from another converter, reuses nothing.
    expect(reusesNothing({ format: CATALOGUE_BUILD_FORMAT, books: built } as never)).toBe(true);
    expect(
      reusesNothing({ format: CATALOGUE_BUILD_FORMAT, converter: CONVERTER_VERSION + 1, books: built }),
    ).toBe(true);
  });

  it("resumes from the last state and the journals' books, leaving out what another converter made", () => {
    const state = {
      format: CATALOGUE_BUILD_FORMAT,
      converter: CONVERTER_VERSION,
      books: { h1: { id: 'a--one', info: info('a--one') } },
    };
    const older = { ...journalLine('h3', info('c--three')), converter: CONVERTER_VERSION - 1 };
    const resumed = resumedState(state, [journalLine('h2', info('b--two')), older]);
    expect(Object.keys(resumed.books)).toEqual(['h1', 'h2']);
    expect(resumed.books.h2).toEqual({ id: 'b--two', info: info('b--two') });
    // After a converter change the state's books are left out too: only this converter's lines count.
    const stale = resumedState({ ...state, converter: CONVERTER_VERSION - 1 }, [
      journalLine('h2', info('b--two')),
    ]);
    expect(Object.keys(stale.books)).toEqual(['h2']);
  });

  test.prop([
    fc.array(fc.stringMatching(/^[0-9a-f]{8,16}$/), { maxLength: 50 }),
    fc.integer({ min: 1, max: 8 }),
  ])('puts each source in exactly one part', (hashes, count) => {
    for (const hash of hashes) {
      const part = partOfSource(hash, count);
      expect(Number.isInteger(part) && part >= 0 && part < count).toBe(true);
    }
  });

  it('rebuilds everything after a format change', () => {
    const state = {
      format: CATALOGUE_BUILD_FORMAT - 1,
      converter: CONVERTER_VERSION,
      books: { h1: { id: 'a--one', info: info('a--one') } },
    };
    expect(assembleBuildPlan([source('one', 'h1')], state, () => true)[0]!.type).toBe('convert');
  });
});

describe('conversionOrder', () => {
  it('converts the largest sources first, equal sizes in source order, and leaves reused ones out', () => {
    const sizes: Record<string, number> = { a: 10, b: 300, c: 10, d: 50, e: 999 };
    const plan = assembleBuildPlan(
      ['a', 'b', 'c', 'd', 'e'].map((key) => source(key, `h${key}`)),
      {
        format: CATALOGUE_BUILD_FORMAT,
        converter: CONVERTER_VERSION,
        books: { he: { id: 'e--e', info: info('e--e') } },
      },
      () => true,
    );
    expect(conversionOrder(plan, ({ key }) => sizes[key]!).map(({ key }) => key)).toEqual([
      'b',
      'd',
      'a',
      'c',
    ]);
  });
});

describe('takesBookFolder', () => {
  test.prop([fc.array(fc.nat(20), { minLength: 1, maxLength: 8 })])(
    'in any order of arrival, the folder ends with the earliest source',
    (positions) => {
      let holder: number | undefined;
      for (const position of positions) if (takesBookFolder(holder, position)) holder = position;
      expect(holder).toBe(Math.min(...positions));
    },
  );
});

describe('assembleCatalogue', () => {
  it('applies overrides, sorts by id, keeps the first of two equal ids and lists removed books', () => {
    const previous = {
      format: CATALOGUE_BUILD_FORMAT,
      converter: CONVERTER_VERSION,
      books: { old: { id: 'gone--book', info: info('gone--book') } },
    };
    const result = assembleCatalogue(
      [
        { source: source('z', 'hz'), info: info('z--last', { updatedAt: 20 * DAY }) },
        { source: source('a', 'ha'), info: info('a--first') },
        { source: source('a2', 'ha2'), info: info('a--first', { title: 'Copy' }) },
      ],
      { 'a--first': { free: true, rating: 0.9, series: 'Saga', part: 2 } },
      previous,
    );
    expect(result.books.map((book) => book.id)).toEqual(['a--first', 'z--last']);
    expect(result.duplicates).toEqual([{ source: source('a2', 'ha2'), id: 'a--first' }]);
    expect(result.removedIds).toEqual(['gone--book']);
    expect(result.index.lastUpdate).toBe(20 * DAY);
    const first = result.index.books[0]!;
    expect([first.free, first.rating, first.series, first.part, first.custom]).toEqual([
      true,
      0.9,
      'Saga',
      2,
      false,
    ]);
    expect(Object.keys(result.state.books).sort()).toEqual(['ha', 'hz']);
    // The state keeps the info before overrides, so an override change needs no reconversion.
    expect(result.state.books.ha!.info.free).toBe(false);
  });

  it('is the same for the same inputs', () => {
    const built = [{ source: source('a', 'ha'), info: info('a--first') }];
    expect(JSON.stringify(assembleCatalogue(built, {}, emptyBuildState()))).toBe(
      JSON.stringify(assembleCatalogue(structuredClone(built), {}, emptyBuildState())),
    );
  });
});

describe('toIndexEntry', () => {
  it('sums only typed chapters, counts pages of 2000 characters and marks new books', () => {
    const entry = toIndexEntry(info('a--b'), true, 12 * DAY);
    expect([entry.length, entry.pages, entry.isNew]).toEqual([4500, 3, true]);
    expect(toIndexEntry(info('a--b'), true, 17 * DAY + 1).isNew).toBe(false);
    expect([entry.coverUrl, entry.coverBigUrl]).toEqual([
      'books/a--b/cover-small.min.webp',
      'books/a--b/cover.min.webp',
    ]);
  });

  it('adds accent-free forms, series and language as search keywords', () => {
    expect(searchKeywords(info('x', { author: 'Niccolò Machiavelli', series: 'Classics' }))).toEqual([
      'niccolo machiavelli',
      'classics',
      'en',
    ]);
  });
});

describe('catalogue config', () => {
  it('accepts sources, overrides and showcase entries', () => {
    const config = parseCatalogueConfig({
      sources: ['../books'],
      overrides: { 'a--b': { free: true, popularity: 120, createdAt: '2026-01-01' } },
      showcase: [{ type: 'article', title: 'T', url: '/books/x', img: '/i.webp', createdAt: '2026-02-01' }],
    });
    expect(config.sources).toEqual(['../books']);
    expect(config.overrides['a--b']!.free).toBe(true);
    expect(config.showcase[0]!.createdAt).toBe(Date.parse('2026-02-01'));
  });

  it.each([
    [{ sources: 'books' }, '"sources" must be a list of folders'],
    [{ overrides: { x: { free: 'yes' } } }, 'overrides.x: "free" must be true or false'],
    [{ overrides: { x: { rating: 4 } } }, 'overrides.x: "rating" must be between 0 and 1'],
    [{ overrides: { x: { colour: 'red' } } }, 'overrides.x: unknown field "colour"'],
    [{ showcase: [{ type: 'podcast', createdAt: 1 }] }, 'showcase[0]: "type" must be "article" or "video"'],
  ])('rejects %j', (value, why) => {
    expect(() => parseCatalogueConfig(value)).toThrow(
      `The catalogue configuration file is not valid. (${why})`,
    );
  });

  it('splits the environment variable on the path delimiter', () => {
    expect(sourcesFromEnvironment('/a: /b ::', ':')).toEqual(['/a', '/b']);
    expect(sourcesFromEnvironment(undefined, ':')).toEqual([]);
  });

  it('orders showcase entries newest first and stamps the newest', () => {
    const files = showcaseFiles([
      { type: 'video', src: '/v.mp4', createdAt: 1 },
      { type: 'video', src: '/w.mp4', createdAt: 5 },
    ]);
    expect(files.showcase.map((entry) => entry.createdAt)).toEqual([5, 1]);
    expect(files.lastUpdate).toEqual({ timestamp: 5 });
  });
});

describe('catalogue config, any JSON', () => {
  test.prop([fc.jsonValue()])(
    'is accepted or rejected with the config error, never anything else',
    (value) => {
      try {
        parseCatalogueConfig(value);
      } catch (error) {
        expect(error).toBeInstanceOf(CliError);
        expect((error as CliError).kind).toBe('config-invalid');
      }
    },
  );
});
