import { fc, it as prop } from '@fast-check/vitest';
import { convertEpub, EpubError } from '@typeshelf/epub';
import { describe, expect, it } from 'vitest';
import { epubFiles, xhtml, zipEpub } from './build-epub';
import { readCorpusFile } from './corpus';

const seeds = [
  readCorpusFile('valid-edge/ec_epub3_minimal.epub'),
  readCorpusFile('valid-edge/ec_epub2_minimal.epub'),
  readCorpusFile('valid-edge/w3c_pss-support.epub'),
  readCorpusFile('nonlatin-and-special/en_alice_epubjs_without-cover.epub'),
];
const book = readCorpusFile('public/robert-louis-stevenson_the-strange-case-of-dr-jekyll-and-mr-hyde.epub');

/** Converts, and returns the package error if one was thrown; anything else fails the test. */
function attempt(bytes: Uint8Array): EpubError | null {
  try {
    convertEpub(bytes);
    return null;
  } catch (error) {
    if (!(error instanceof EpubError)) throw error;
    // Every failure of a mangled file is one the package recognises, never an unforeseen crash.
    expect(error.kind, error.detail).not.toBe('Unexpected error');
    return error;
  }
}

const mutation = (length: number) =>
  fc.array(fc.record({ at: fc.nat({ max: length - 1 }), value: fc.integer({ min: 0, max: 255 }) }), {
    minLength: 1,
    maxLength: 8,
  });

describe('mangled real EPUBs', () => {
  prop.prop(
    [
      fc
        .constantFrom(...seeds.keys())
        .chain((index) => fc.tuple(fc.constant(index), mutation(seeds[index]!.length))),
    ],
    {
      numRuns: 300,
    },
  )('random byte changes give a book or the package’s own error', ([index, changes]) => {
    const bytes = seeds[index]!.slice();
    for (const { at, value } of changes) bytes[at] = value;
    attempt(bytes);
  });

  prop.prop([fc.constantFrom(...seeds.keys()), fc.double({ min: 0, max: 1, noNaN: true })], { numRuns: 200 })(
    'truncations give a book or the package’s own error',
    (index, fraction) => {
      const source = seeds[index]!;
      attempt(source.subarray(0, Math.floor(source.length * fraction)));
    },
  );

  prop.prop([mutation(book.length)], { numRuns: 25 })(
    'byte changes in a whole novel give a book or the package’s own error',
    (changes) => {
      const bytes = book.slice();
      for (const { at, value } of changes) bytes[at] = value;
      attempt(bytes);
    },
  );

  prop.prop([fc.uint8Array({ maxLength: 2048 })], { numRuns: 200 })(
    'arbitrary bytes are refused cleanly',
    (bytes) => {
      expect(attempt(bytes)).toBeInstanceOf(EpubError);
    },
  );
});

describe('safety', () => {
  it('refuses a zip bomb from its declared sizes before inflating', () => {
    const bytes = zipEpub(epubFiles(xhtml(`<p>${'a'.repeat(4_000_000)}</p>`)));
    // The deflated run of "a" compresses about 1000:1, past the ratio limit.
    expect(attempt(bytes)?.kind).toBe('File too large');
    // The same bytes convert when the caller allows such ratios.
    expect(convertEpub(bytes, { limits: { maxRatio: 10_000 } }).info.chapters).toHaveLength(1);
  });

  it('refuses archives over the entry or size limits', () => {
    const files = epubFiles(xhtml('<p>Hello.</p>'));
    for (let i = 0; i < 30; i++) files[`OEBPS/extra-${i}.txt`] = 'x';
    const bytes = zipEpub(files);
    expect(() => convertEpub(bytes, { limits: { maxEntries: 10 } })).toThrow(EpubError);
    expect(() => convertEpub(bytes, { limits: { maxTotalBytes: 100 } })).toThrow(EpubError);
  });

  it('never expands entities declared in a DTD (billion laughs)', () => {
    const doctype = `<!DOCTYPE html [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]>`;
    const { content } = convertEpub(zipEpub(epubFiles(xhtml('<p>Before &d; after.</p>', doctype))));
    expect(Object.values(content).flat()).toEqual(['Before after.']);
  });

  it('ignores entries whose path leaves the archive', () => {
    const files = epubFiles(xhtml('<p>Inside.</p>'), { '../outside.xhtml': xhtml('<p>Outside.</p>') });
    files['OEBPS/package.opf'] = files['OEBPS/package.opf']!.replace(
      '<itemref idref="c1"/>',
      '<itemref idref="c1"/><itemref idref="c2"/>',
    ).replace(
      '</manifest>',
      '<item id="c2" href="../../outside.xhtml" media-type="application/xhtml+xml"/></manifest>',
    );
    const { content } = convertEpub(zipEpub(files));
    expect(Object.values(content).flat()).toEqual(['Inside.']);
  });

  it('splits one file at thousands of table-of-contents fragments without slowing down', {
    timeout: 20_000,
  }, () => {
    const count = 5000;
    const body = Array.from(
      { length: count },
      (_, i) => `<section id="s${i}"><p>Part ${i}.</p></section>`,
    ).join('');
    const links = Array.from(
      { length: count },
      (_, i) => `<li><a href="c1.xhtml#s${i}">Part ${i}</a></li>`,
    ).join('');
    const files = epubFiles(xhtml(body), {
      'OEBPS/nav.xhtml': xhtml(`<nav epub:type="toc"><ol>${links}</ol></nav>`),
    });
    files['OEBPS/package.opf'] = files['OEBPS/package.opf']!.replace(
      '</manifest>',
      '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/></manifest>',
    );
    const { info } = convertEpub(zipEpub(files));
    expect(info.chapters).toHaveLength(count);
    expect(info.chapters[4321]).toMatchObject({ id: '4321', title: 'Part 4321', mode: 'type' });
  });
});
