import { fc, it as prop } from '@fast-check/vitest';
import { defaultSettings } from '@typeshelf/core/settings';
import { metadataText } from '@typeshelf/core/text';
import {
  ALL_BOOKS_TBF_FILE_NAME,
  convertEpub,
  coverDataUrl,
  IMPORT_MESSAGES,
  ImportError,
  readChapterFile,
  readContentFile,
  readSaveFile,
  readSettingsFile,
  readTbf,
  SETTINGS_MESSAGES,
  SettingsFileError,
  syncTbfFileName,
  tbfFileName,
  writeChapterFile,
  writeContentFile,
  writeSaveFile,
  writeSettingsFile,
  writeTbf,
} from '@typeshelf/epub';
import { gunzipSync as gunzip, gzipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseJson } from '../src/formats/gzip-json';
import { readCorpusFile } from './corpus';

const book = convertEpub(
  readCorpusFile('public/robert-louis-stevenson_the-strange-case-of-dr-jekyll-and-mr-hyde.epub'),
  {
    now: 1_700_000_000_000,
  },
);
const tbfBook = { info: book.info, content: book.content };
const gzipJson = (value: unknown) =>
  gzipSync(strToU8(typeof value === 'string' ? value : JSON.stringify(value)));
const importKind = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ImportError);
    return { kind: (error as ImportError).kind, message: (error as ImportError).message };
  }
  throw new Error('expected an ImportError');
};

describe('TBF files', () => {
  it('round-trips a converted book exactly', () => {
    expect(readTbf(writeTbf([tbfBook]))).toEqual([tbfBook]);
  });

  it('names exports author--title, sync files by id', () => {
    expect(tbfFileName(book.info)).toBe(
      'robert-louis-stevenson--the-strange-case-of-dr-jekyll-and-mr-hyde.tbf',
    );
    expect(syncTbfFileName('abc')).toBe('abc.tbf');
    expect(ALL_BOOKS_TBF_FILE_NAME).toMatch(/\.tbf$/);
  });

  it('refuses corrupted and wrong-format files with the catalogue messages', () => {
    expect(importKind(() => readTbf(new Uint8Array([1, 2, 3])))).toEqual({
      kind: 'corrupted',
      message: IMPORT_MESSAGES.corrupted,
    });
    expect(importKind(() => readTbf(gzipJson('{"type":')))).toMatchObject({ kind: 'corrupted' });
    expect(importKind(() => readTbf(gzipJson({ type: 'tbf', version: 2, books: [tbfBook] })))).toEqual({
      kind: 'wrong format',
      message: IMPORT_MESSAGES.wrongFormat,
    });
    expect(
      importKind(() => readTbf(gzipJson({ type: 'tbf', version: 1, books: [{ info: {}, content: {} }] }))),
    ).toMatchObject({
      kind: 'wrong format',
    });
  });

  it('refuses prototype-reaching keys anywhere', () => {
    const text = JSON.stringify({ type: 'tbf', version: 1, books: [tbfBook] }).replace(
      '"title":',
      '"__proto__":{"x":1},"title":',
    );
    expect(importKind(() => readTbf(gzipJson(text)))).toMatchObject({ kind: 'wrong format' });
    const withConstructor = JSON.stringify({ type: 'tbf', version: 1, books: [tbfBook], constructor: 1 });
    expect(importKind(() => readTbf(gzipJson(withConstructor)))).toMatchObject({ kind: 'wrong format' });
  });

  it('refuses gzip that declares an oversize payload before inflating it', () => {
    const bytes = writeTbf([tbfBook]).slice();
    bytes.set([0xff, 0xff, 0xff, 0x7f], bytes.length - 4);
    expect(importKind(() => readTbf(bytes))).toMatchObject({
      kind: 'too large',
      message: IMPORT_MESSAGES.corrupted,
    });
  });

  prop.prop([fc.array(fc.string(), { maxLength: 5 }), fc.string({ minLength: 1 }), fc.string()])(
    'round-trips any well-formed book, its metadata normalised as an upload is',
    (paragraphs, title, author) => {
      const info = {
        ...book.info,
        title,
        author,
        chapters: [{ id: '000', title, mode: 'type' as const, length: 1 }],
      };
      const books = [{ info, content: { '000': paragraphs } }];
      const shown = {
        ...info,
        title: metadataText(title),
        author: metadataText(author),
        chapters: [{ ...info.chapters[0]!, title: metadataText(title) }],
      };
      expect(readTbf(writeTbf(books))).toEqual([{ info: shown, content: books[0]!.content }]);
      // Normalised once, a book reads back exactly as written.
      expect(readTbf(writeTbf([{ info: shown, content: books[0]!.content }]))[0]!.info).toEqual(shown);
    },
  );
});

describe('content and chapter files', () => {
  it('writes chapters separated by blank lines, each opened by its id line', () => {
    const bytes = writeContentFile({ '000': ['One.', 'Two.'], '001': [], '002': ['Three.'] }, [
      { id: '000' },
      { id: '001' },
      { id: '002' },
    ]);
    expect(new TextDecoder().decode(gunzip(bytes))).toBe('000\nOne.\nTwo.\n\n001\n\n002\nThree.');
    expect(readContentFile(bytes)).toEqual({ '000': ['One.', 'Two.'], '001': [], '002': ['Three.'] });
  });

  it('round-trips a whole converted book', () => {
    expect(readContentFile(writeContentFile(book.content, book.info.chapters))).toEqual(book.content);
  });

  const paragraph = fc.string({ minLength: 1 }).filter((text) => !/[\r\n]/.test(text));
  prop.prop([fc.array(paragraph, { maxLength: 8 })])('chapter files round-trip', (paragraphs) => {
    expect(readChapterFile(writeChapterFile(paragraphs))).toEqual(paragraphs);
  });
});

import { gunzipSync } from 'fflate';

const _gunzip = (bytes: Uint8Array) => gunzipSync(bytes);

describe('save files', () => {
  const stores = {
    booksStats: { 'a--b': { wpm: { value: 60, raw: 62, weight: 100 }, progress: 0.5 } },
    dailyStats: { '2026-11-22': { label: '2026-11-22', typingTime: 600, dailyGoal: true } },
    general: { lastBook: 'a--b' },
    customBooksInfo: { 'a--b': book.info },
    customBooksContent: { 'a--b': book.content },
    settings: defaultSettings(),
  };

  it('is named {product}_{date}.save, starts with version byte 1 and round-trips', () => {
    const { name, bytes } = writeSaveFile(stores, new Date(Date.UTC(2026, 10, 22, 3)));
    expect(name).toBe('typeshelf_2026-11-22.save');
    expect(bytes[0]).toBe(1);
    expect(readSaveFile(bytes)).toEqual(stores);
  });

  it('refuses other versions and non-object stores', () => {
    const { bytes } = writeSaveFile(stores, '2026-11-22');
    const v2 = bytes.slice();
    v2[0] = 2;
    expect(importKind(() => readSaveFile(v2))).toMatchObject({ kind: 'corrupted' });
    const bad = writeSaveFile({ general: [1, 2] }, '2026-11-22').bytes;
    expect(importKind(() => readSaveFile(bad))).toMatchObject({ kind: 'corrupted' });
  });

  const forbidden = ['__proto__', 'constructor', 'prototype'];
  const key = fc.string().filter((text) => !forbidden.includes(text));
  const { json } = fc.letrec((tie) => ({
    json: fc.oneof(
      { depthSize: 'small' },
      fc.constant(null),
      fc.boolean(),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.string(),
      fc.array(tie('json'), { maxLength: 4 }),
      fc.dictionary(key, tie('json'), { maxKeys: 4 }),
    ),
  }));
  prop.prop([fc.dictionary(key, fc.dictionary(key, json, { maxKeys: 4 }), { maxKeys: 6 })])(
    'round-trips any stores exactly',
    (data) => {
      expect(readSaveFile(writeSaveFile(data, '2026-01-01').bytes)).toEqual(JSON.parse(JSON.stringify(data)));
    },
  );
});

describe('prototype keys in any spelling', () => {
  const spellings = [
    '{"__proto__":{"x":1}}',
    '{"a":{"constructor" \n : {"prototype":1}}}',
    '{"\\u005f_proto__":{"x":1}}',
    '{"pr\\u006ftotype":1}',
  ];
  it('refuses a key that reaches a prototype however the text writes it', () => {
    for (const text of spellings)
      expect(importKind(() => parseJson(text, 'corrupted'))).toMatchObject({ kind: 'corrupted' });
  });
  it('reads the words as values and inside other keys', () => {
    expect(parseJson('{"a":"__proto__","b":["constructor"],"__proto__x":1,"c":"\\"prototype\\":"}')).toEqual({
      a: '__proto__',
      b: ['constructor'],
      __proto__x: 1,
      c: '"prototype":',
    });
  });
  prop.prop([fc.string(), fc.jsonValue()])('refuses a forbidden key given any escapes', (before, value) => {
    const escaped = '__proto__'
      .split('')
      .map((char, i) =>
        before.length % (i + 2) === 0 ? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}` : char,
      )
      .join('');
    const text = `{"a":${JSON.stringify(value)},"${escaped}":1}`;
    expect(importKind(() => parseJson(text, 'corrupted'))).toMatchObject({ kind: 'corrupted' });
  });
});

describe('settings files', () => {
  it('writes the shared section and one device section, and reads them back', () => {
    const settings = defaultSettings();
    settings.shared.dailyGoal = 25;
    const bytes = writeSettingsFile(settings, 'desktop');
    const document = JSON.parse(new TextDecoder().decode(bytes));
    expect(Object.keys(document).sort()).toEqual(['desktop', 'shared']);
    const read = readSettingsFile(bytes, 'desktop');
    expect(read.shared.dailyGoal).toBe(25);
    expect(read.settings).toEqual(settings.desktop);
  });

  it('uses the catalogue messages for bad files and nothing to export', () => {
    try {
      readSettingsFile(strToU8('not json'), 'mobile');
      throw new Error('unreachable');
    } catch (error) {
      expect(error).toBeInstanceOf(SettingsFileError);
      expect((error as SettingsFileError).title).toBe(SETTINGS_MESSAGES.importTitle);
      expect((error as SettingsFileError).message).toBe('There is a problem with your settings file.');
    }
    expect(() => writeSettingsFile(null, 'desktop')).toThrow('No settings to export.');
  });
});

describe('cover data URLs', () => {
  it('encodes the cover as base64 with its media type', () => {
    expect(coverDataUrl({ mediaType: 'image/png', bytes: strToU8('Man') })).toBe(
      'data:image/png;base64,TWFu',
    );
    expect(coverDataUrl({ mediaType: 'image/png', bytes: strToU8('Ma') })).toBe('data:image/png;base64,TWE=');
    const { cover } = convertEpub(readCorpusFile('nonlatin-and-special/en_alice_epubjs_cover-jpg.epub'));
    const url = coverDataUrl(cover!);
    expect(url.startsWith('data:image/jpeg;base64,/9j/')).toBe(true);
    expect(Buffer.from(url.split(',')[1]!, 'base64').equals(Buffer.from(cover!.bytes))).toBe(true);
  });
});
