import { fc, it as prop } from '@fast-check/vitest';
import {
  convertEpub,
  EpubError,
  IMPORT_MESSAGES,
  ImportError,
  readContentFile,
  readSaveFile,
  readTbf,
  UPLOAD_MESSAGES,
  writeSaveFile,
  writeTbf,
} from '@typeshelf/epub';
import CRC32 from 'crc-32';
import { gzipSync, strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readCorpusFile } from './corpus';
import {
  CONTAINER,
  chapterDocument,
  entry,
  epubEntries,
  gzipMember,
  packageDocument,
  type RawEntry,
  writeZip,
  zerosDeflate,
} from './hostile-archives';

const crc = (bytes: Uint8Array) => CRC32.buf(bytes) >>> 0;

/** The error a conversion throws: always the package's own, never 'Unexpected error'. */
function refusal(bytes: Uint8Array, limits?: Parameters<typeof convertEpub>[1]): EpubError {
  try {
    convertEpub(bytes, limits);
  } catch (error) {
    expect(error).toBeInstanceOf(EpubError);
    expect((error as EpubError).kind, (error as EpubError).detail).not.toBe('Unexpected error');
    return error as EpubError;
  }
  throw new Error('expected the file to be refused');
}

const CHAPTER = chapterDocument(20, 300);
const textOf = (bytes: Uint8Array) => Object.values(convertEpub(bytes).content).flat();

/** A book whose one chapter entry is replaced by `chapter`. */
const withChapter = (chapter: RawEntry) => writeZip([...epubEntries([CHAPTER]).slice(0, 3), chapter]);

describe('entries that lie about their size', () => {
  prop.prop([fc.integer({ min: 1, max: 32 }), fc.nat({ max: 100_000 })], { numRuns: 15 })(
    'an entry inflating past its declared size is refused as an invalid EPUB',
    (megabytes, declared) => {
      const real = megabytes * 1024 * 1024;
      const lying: RawEntry = {
        name: 'OEBPS/c0.xhtml',
        data: zerosDeflate(real),
        method: 8,
        size: declared,
        crc: 0,
      };
      const error = refusal(withChapter(lying));
      expect(error.kind).toBe('Incorrect epub file');
      expect(error.message).toBe(UPLOAD_MESSAGES.invalidEpub);
    },
  );

  prop.prop([fc.integer({ min: 1, max: 10_000 })], { numRuns: 20 })(
    'an entry inflating short of its declared size is refused',
    (extra) => {
      const honest = entry('OEBPS/c0.xhtml', CHAPTER);
      expect(refusal(withChapter({ ...honest, size: honest.size + extra })).kind).toBe('Incorrect epub file');
    },
  );

  it('a stored entry whose sizes differ is refused', () => {
    const bytes = strToU8(CHAPTER);
    const stored: RawEntry = { name: 'OEBPS/c0.xhtml', data: bytes, method: 0, size: 10, crc: crc(bytes) };
    expect(refusal(withChapter(stored)).kind).toBe('Incorrect epub file');
  });
});

describe('work a small file can ask for', () => {
  prop.prop([fc.integer({ min: 1, max: 500 })], { numRuns: 10 })(
    'directory records sharing one entry’s data are refused as overlapping',
    (copies) => {
      const entries = epubEntries([CHAPTER]);
      const aliases = Array.from({ length: copies }, (_, i) => ({ name: `OEBPS/copy${i}.xhtml`, of: 3 }));
      const error = refusal(writeZip(entries, aliases));
      expect(error.kind).toBe('Incorrect epub file');
      expect(error.detail).toMatch(/overlaps/);
    },
  );

  prop.prop([fc.integer({ min: 1, max: 5_000 })], { numRuns: 12 })(
    'a spine may list one chapter up to the repeat limit, and is refused past it',
    (repeats) => {
      const bytes = writeZip(epubEntries([CHAPTER], Array(repeats).fill(0)));
      if (repeats <= 10) {
        const book = convertEpub(bytes);
        expect(book.info.chapters).toHaveLength(repeats);
      } else {
        const error = refusal(bytes);
        expect(error.kind).toBe('File too large');
        expect(error.message).toBe(UPLOAD_MESSAGES.invalidEpub);
      }
    },
  );

  it('a real book with its spine repeated 1,000 times is refused', () => {
    const bytes = readCorpusFile(
      'public/robert-louis-stevenson_the-strange-case-of-dr-jekyll-and-mr-hyde.epub',
    );
    const files = unzipEntries(bytes);
    const opf = files.find((file) => file.name.endsWith('.opf'))!;
    const text = new TextDecoder().decode(opf.bytes);
    const spine = /<spine[^>]*>([\s\S]*?)<\/spine>/.exec(text)!;
    const rebuild = (times: number) =>
      writeZip(
        files.map((file) =>
          file === opf
            ? entry(file.name, text.replace(spine[1]!, spine[1]!.repeat(times)))
            : entry(file.name, file.bytes),
        ),
      );
    expect(convertEpub(rebuild(1)).info.chapters).toEqual(convertEpub(bytes).info.chapters);
    expect(refusal(rebuild(1_000)).kind).toBe('File too large');
  });

  prop.prop([fc.integer({ min: 1_000, max: 50_000 })], { numRuns: 10 })(
    'text past the character limit is refused as an invalid EPUB',
    (maxCharacters) => {
      const bytes = writeZip(epubEntries([chapterDocument(200, 500), chapterDocument(200, 500)]));
      const error = refusal(bytes, { limits: { maxCharacters } });
      expect(error.kind).toBe('File too large');
      expect(error.message).toBe(UPLOAD_MESSAGES.invalidEpub);
    },
  );

  it('chapters past the chapter limit are refused as an invalid EPUB', () => {
    const chapters = Array.from({ length: 12 }, () => chapterDocument(1, 20));
    expect(() => convertEpub(writeZip(epubEntries(chapters)), { limits: { maxChapters: 12 } })).not.toThrow();
    expect(refusal(writeZip(epubEntries(chapters)), { limits: { maxChapters: 11 } }).kind).toBe(
      'File too large',
    );
  });

  it('inflated bytes are counted, not only declared ones', () => {
    const bytes = writeZip(epubEntries([CHAPTER]));
    // The mimetype, container, package and chapter together inflate to more than this.
    const total = 20 + CONTAINER.length + packageDocument(1, [0]).length;
    expect(refusal(bytes, { limits: { maxTotalBytes: total + 100, maxRatio: 1e9 } }).kind).toBe(
      'File too large',
    );
  });
});

describe('deep and wide markup', () => {
  prop.prop([fc.integer({ min: 1_000, max: 20_000 })], { numRuns: 4 })(
    'a container nested thousands deep still names its package',
    (depth) => {
      const deep = `<?xml version="1.0"?><container xmlns="urn:oasis:names:tc:opendocument:xmlns:container" version="1.0">${'<a>'.repeat(depth)}<rootfiles><rootfile full-path="OEBPS/package.opf" media-type="application/oebps-package+xml"/></rootfiles>${'</a>'.repeat(depth)}</container>`;
      const entries = epubEntries([CHAPTER]);
      entries[1] = entry('META-INF/container.xml', deep);
      expect(convertEpub(writeZip(entries)).info.title).toBe('Hostile');
    },
  );

  it('a deeply nested encryption file without encrypted data is not taken for DRM', () => {
    const deep = `<?xml version="1.0"?><encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container">${'<a>'.repeat(10_000)}${'</a>'.repeat(10_000)}</encryption>`;
    const bytes = writeZip([...epubEntries([CHAPTER]), entry('META-INF/encryption.xml', deep)]);
    expect(convertEpub(bytes).info.title).toBe('Hostile');
  });

  it('a navigation document nested 10,000 lists deep is read without overflowing', () => {
    const nav = `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>N</title></head><body><nav epub:type="toc"><ol>${'<li><a href="c0.xhtml">Deep</a><ol>'.repeat(10_000)}${'</ol></li>'.repeat(10_000)}</ol></nav></body></html>`;
    const opf = packageDocument(1, [0]).replace(
      '</manifest>',
      '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/></manifest>',
    );
    const entries = epubEntries([CHAPTER]);
    entries[2] = entry('OEBPS/package.opf', opf);
    const bytes = writeZip([...entries, entry('OEBPS/nav.xhtml', nav)]);
    // Each of the 10,000 entries starts a chapter: past the default limit, and read in full below it.
    expect(refusal(bytes).kind).toBe('File too large');
    const book = convertEpub(bytes, { limits: { maxChapters: 20_000 } });
    expect(book.info.chapters[0]?.title).toBe('Deep');
  });

  it('200,000 epub:type tokens on a section are read without overflowing', () => {
    const types = Array.from({ length: 200_000 }, (_, i) => `t${i}`).join(' ');
    const chapter = `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>C</title></head><body><section epub:type="${types}"><p>Some text here.</p></section></body></html>`;
    expect(textOf(writeZip(epubEntries([chapter])))).toEqual(['Some text here.']);
  });
});

describe('checksums', () => {
  prop.prop([fc.integer({ min: 1, max: 0xffffffff })], { numRuns: 20 })(
    'an entry whose CRC-32 does not match is refused',
    (wrong) => {
      const honest = entry('OEBPS/c0.xhtml', CHAPTER);
      fc.pre(wrong !== honest.crc);
      expect(refusal(withChapter({ ...honest, crc: wrong })).kind).toBe('Incorrect epub file');
    },
  );

  prop.prop([fc.nat(), fc.integer({ min: 1, max: 255 })], { numRuns: 100 })(
    'a damaged byte in a chapter’s data never changes its text silently',
    (at, xor) => {
      const honest = entry('OEBPS/c0.xhtml', CHAPTER);
      const data = honest.data.slice();
      data[at % data.length]! ^= xor;
      const bytes = withChapter({ ...honest, data });
      let text: string[] | null = null;
      try {
        text = textOf(bytes);
      } catch (error) {
        expect(error).toBeInstanceOf(EpubError);
        expect((error as EpubError).kind).not.toBe('Unexpected error');
      }
      if (text) expect(text).toEqual(textOf(withChapter(honest)));
    },
  );
});

describe('gzip files', () => {
  const tbf = writeTbf([
    {
      info: convertEpub(writeZip(epubEntries([CHAPTER]))).info,
      content: convertEpub(writeZip(epubEntries([CHAPTER]))).content,
    },
  ]);
  const importError = (run: () => unknown): ImportError => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(ImportError);
      return error as ImportError;
    }
    throw new Error('expected an ImportError');
  };

  prop.prop([fc.integer({ min: 1, max: 64 }), fc.nat({ max: 100_000 })], { numRuns: 10 })(
    'a gzip file inflating past its declared size is refused as corrupted',
    (megabytes, declared) => {
      const bomb = gzipMember(zerosDeflate(megabytes * 1024 * 1024), 0, declared);
      for (const read of [readTbf, readContentFile, readSaveFile]) {
        expect(importError(() => read(bomb)).message).toBe(IMPORT_MESSAGES.corrupted);
      }
    },
  );

  it('a TBF whose gzip CRC-32 does not match is refused as corrupted', () => {
    const bad = tbf.slice();
    bad[bad.length - 8]! ^= 1;
    expect(importError(() => readTbf(bad)).message).toBe(IMPORT_MESSAGES.corrupted);
  });

  it('reads a gzip member with a file name and comment in its header', () => {
    const json = strToU8(JSON.stringify({ version: 1, stores: { general: {} } }));
    const plain = gzipSync(json);
    const named = new Uint8Array([
      ...plain.subarray(0, 10),
      ...strToU8('a.json\0note\0'),
      ...plain.subarray(10),
    ]);
    named[3] = 8 | 16;
    expect(readSaveFile(named)).toEqual({ general: {} });
  });

  it('a save file reaching for a prototype gets the save file’s message, not the TBF one', () => {
    const body = gzipSync(strToU8('{"version":1,"stores":{"general":{"__proto__":{"polluted":true}}}}'));
    const error = importError(() => readSaveFile(body));
    expect(error.message).toBe(IMPORT_MESSAGES.corrupted);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(readSaveFile(writeSaveFile({ general: {} }, '2026-11-25').bytes)).toEqual({ general: {} });
  });
});

describe('TBF fields', () => {
  const base = convertEpub(writeZip(epubEntries([CHAPTER])));
  const tbfWith = (info: Record<string, unknown>) =>
    gzipSync(
      strToU8(
        JSON.stringify({
          type: 'tbf',
          version: 1,
          books: [{ info: { ...base.info, ...info }, content: base.content }],
        }),
      ),
    );
  const refused = (info: Record<string, unknown>) => {
    try {
      readTbf(tbfWith(info));
    } catch (error) {
      expect(error).toBeInstanceOf(ImportError);
      return (error as ImportError).message;
    }
    return null;
  };

  it('accepts the book as converted', () => {
    expect(refused({})).toBeNull();
  });

  it.each([
    ['an id that is not a slug', { id: 'x__002' }],
    ['an id with upper case', { id: 'Jane--Book' }],
    ['a script link for its source', { source: { isUrl: true, value: 'javascript:alert(1)' } }],
    [
      'a licence link that is not http(s)',
      { rights: { info: null, license: null, licenseUrl: 'data:text/html,x' } },
    ],
    ['a cover in a script scheme', { cover: 'javascript:alert(1)' }],
    ['a negative chapter length', { chapters: [{ ...base.info.chapters[0], length: -5 }] }],
    ['a chapter id with underscores', { chapters: [{ ...base.info.chapters[0], id: '0__1' }] }],
    ['a year out of range', { year: 1e300 }],
    ['a rating above 1', { rating: 7 }],
  ])('refuses %s as not a valid TBF', (_, info) => {
    expect(refused(info)).toBe(IMPORT_MESSAGES.wrongFormat);
  });

  it('accepts http(s) links, inline covers and BCE years', () => {
    expect(
      refused({
        source: { isUrl: true, value: 'https://example.org/book' },
        cover: 'data:image/png;base64,AAAA',
        year: -400,
      }),
    ).toBeNull();
  });
});

/** The entries of a real zip, uncompressed, for rebuilding it. */
function unzipEntries(bytes: Uint8Array): { name: string; bytes: Uint8Array }[] {
  return Object.entries(unzipSync(bytes))
    .filter(([name]) => !name.endsWith('/'))
    .map(([name, data]) => ({ name, bytes: data }));
}

describe('metadata is text', () => {
  it('drops bidi overrides and controls from titles, authors, descriptions and chapter titles', () => {
    const opf = packageDocument(1, [0])
      .replace('<dc:title>Hostile</dc:title>', '<dc:title>The \u202eevil\u202c one</dc:title>')
      .replace(
        '</metadata>',
        '<dc:creator>Jane\u2066 Doe</dc:creator><dc:description>A \u202elong\u202c tale</dc:description></metadata>',
      );
    const entries = epubEntries([
      '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>Part\u202e one</title></head><body><p>Text.</p></body></html>',
    ]);
    entries[2] = entry('OEBPS/package.opf', opf);
    const { info } = convertEpub(writeZip(entries));
    expect(info.title).toBe('The evil one');
    expect(info.author).toBe('Jane Doe');
    expect(info.description).toBe('A long tale');
    expect(info.id).toBe('jane-doe--the-evil-one');
    expect(info.chapters[0]?.title).toBe('Part one');
  });
});
