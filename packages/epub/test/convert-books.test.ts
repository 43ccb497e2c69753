import type { ChapterInfo } from '@typeshelf/core/book';
import { type ConvertedBook, convertEpub } from '@typeshelf/epub';
import { describe, expect, it } from 'vitest';
import { corpus, readCorpusFile } from './corpus';

const books = [...corpus('public'), ...corpus('nonlatin-and-special')];
const converted = new Map<string, ConvertedBook>();
const convert = (file: string) => {
  let book = converted.get(file);
  if (!book) {
    book = convertEpub(readCorpusFile(file), { custom: false, now: 1_700_000_000_000 });
    converted.set(file, book);
  }
  return book;
};
const lengthOf = (chapters: ChapterInfo[]) => chapters.reduce((sum, chapter) => sum + chapter.length, 0);

// War and Peace takes a second or two on a busy machine: the bound is for hangs, not speed.
describe.each(books)('$file', { timeout: 60_000 }, (entry) => {
  it('converts with sequential ids, TOC titles and no empty typable chapter', () => {
    const { info, content } = convert(entry.file);
    expect(info.chapters.map((chapter) => chapter.id)).toEqual(
      info.chapters.map((_, index) => String(index).padStart(3, '0')),
    );
    for (const chapter of info.chapters) {
      const paragraphs = content[chapter.id];
      expect(paragraphs, chapter.id).toBeDefined();
      expect(chapter.length).toBe(paragraphs!.reduce((sum, paragraph) => sum + paragraph.length, 0));
      expect(chapter.title.trim()).not.toBe('');
      if (chapter.mode !== 'hide')
        expect(paragraphs!.length, `${chapter.id} ${chapter.title}`).toBeGreaterThan(0);
      for (const paragraph of paragraphs!) {
        expect(paragraph).toBe(paragraph.trim());
        expect(paragraph).not.toMatch(/\s{2}|[\n\t]/);
      }
    }
    if (entry.title) expect(info.title).toBe(entry.title.replace(/\s+/g, ' ').trim());
    expect(info.createdAt).toBe(1_700_000_000_000);
  });

  it('keeps the text: typed characters within a few percent of the plain text', () => {
    const { info } = convert(entry.file);
    const total = lengthOf(info.chapters);
    const expected = entry.plain_text_chars ?? 0;
    // A fixed-layout comic keeps its few words in positioned SVG glyph runs, which are not read as prose.
    if (info.warnings.includes('no text'))
      return expect(info.chapters.every((c) => c.mode === 'hide')).toBe(true);
    if (expected < 1000) return expect(total).toBeLessThanOrEqual(expected * 1.5 + 50);
    // The manifest counts every character of the spine's bodies, headings and note numbers included.
    expect(total / expected).toBeGreaterThan(0.95);
    expect(total / expected).toBeLessThanOrEqual(1.01);
  });
});

const standardEbooks = corpus('public');

describe('front and back matter of Standard Ebooks books', { timeout: 60_000 }, () => {
  it.each(standardEbooks)('$file', (entry) => {
    const { info } = convert(entry.file);
    const modeOf = (title: RegExp) =>
      info.chapters.filter((chapter) => title.test(chapter.title)).map((c) => c.mode);
    for (const hidden of [
      /^Titlepage$/,
      /^Imprint$/,
      /^Colophon$/,
      /^Uncopyright$/,
      /^Endnotes$/,
      /^Dedication$/,
    ]) {
      for (const mode of modeOf(hidden)) expect(mode, String(hidden)).toBe('hide');
    }
    for (const skipped of [/^Preface/, /^Foreword/, /^Epigraph/, /^Appendix/]) {
      for (const mode of modeOf(skipped)) expect(mode, String(skipped)).toBe('skip');
    }
    expect(info.chapters[0]?.title).toBe('Titlepage');
    expect(info.chapters.at(-1)?.title).toBe('Uncopyright');
    const typed = info.chapters.filter((chapter) => chapter.mode === 'type');
    const listed = info.chapters.filter((chapter) => chapter.mode !== 'hide');
    expect(lengthOf(typed)).toBeGreaterThan(lengthOf(listed) * 0.4);
  });
});

describe('book metadata', () => {
  it('reads the Sherlock Holmes series in order when the series is kept', () => {
    const parts = [
      'arthur-conan-doyle_a-study-in-scarlet',
      'arthur-conan-doyle_the-sign-of-the-four',
      'arthur-conan-doyle_the-adventures-of-sherlock-holmes',
      'arthur-conan-doyle_the-memoirs-of-sherlock-holmes',
      'arthur-conan-doyle_the-hound-of-the-baskervilles',
    ].map((name) => convert(`public/${name}.epub`).info);
    expect(parts.map((info) => [info.series, info.part])).toEqual(
      [1, 2, 3, 4, 5].map((part) => ['Sherlock Holmes', part]),
    );
  });

  it('fixes series null and part 0 for uploads', () => {
    const { info } = convertEpub(readCorpusFile('public/arthur-conan-doyle_a-study-in-scarlet.epub'));
    expect(info).toMatchObject({
      series: null,
      part: 0,
      free: false,
      active: true,
      custom: true,
      createdAt: 0,
    });
  });

  it('converts without the cover when asked to, changing nothing else', () => {
    const file = 'public/arthur-conan-doyle_a-study-in-scarlet.epub';
    const { cover, ...rest } = convertEpub(readCorpusFile(file), {
      custom: false,
      now: 1_700_000_000_000,
      cover: false,
    });
    const { cover: withCover, ...expected } = convert(file);
    expect(withCover).not.toBeNull();
    expect(cover).toBeNull();
    expect(rest).toEqual(expected);
  });

  it('converts without keeping the text when asked to: same info, the same paragraphs counted, each empty', () => {
    for (const file of [
      'public/arthur-conan-doyle_a-study-in-scarlet.epub',
      'public/william-shakespeare_hamlet.epub',
    ]) {
      const { content, ...rest } = convertEpub(readCorpusFile(file), {
        custom: false,
        now: 1_700_000_000_000,
        text: false,
      });
      const { content: expectedContent, cover: expectedCover, ...expected } = convert(file);
      const { cover, ...restInfo } = rest;
      expect(restInfo).toEqual(expected);
      // Compared as bytes: a deep equality walks a picture element by element, which took most of the test's time.
      expect(cover?.mediaType).toBe(expectedCover?.mediaType);
      expect(Buffer.compare(cover!.bytes, expectedCover!.bytes)).toBe(0);
      expect(Object.keys(content)).toEqual(Object.keys(expectedContent));
      for (const [id, paragraphs] of Object.entries(expectedContent)) {
        expect(content[id], id).toEqual(paragraphs.map(() => ''));
      }
      expect(Object.values(expectedContent).flat().length).toBeGreaterThan(100);
    }
  });

  it('reads A Study in Scarlet as the specification describes', () => {
    const { info, cover } = convert('public/arthur-conan-doyle_a-study-in-scarlet.epub');
    expect(info).toMatchObject({
      id: 'arthur-conan-doyle--a-study-in-scarlet',
      title: 'A Study in Scarlet',
      titleAlpha: 'study in scarlet',
      author: 'Arthur Conan Doyle',
      language: 'en-GB',
      description:
        'The self-declared world’s first consulting detective unravels a mysterious case of murder and revenge.',
      year: null,
      publisher: 'Standard Ebooks',
      source: { isUrl: true, value: 'https://www.gutenberg.org/ebooks/244' },
      warnings: [],
      hasComments: false,
    });
    expect(info.longDescription).toHaveLength(3);
    expect(info.longDescription[0]).toMatch(
      /^A Study in Scarlet is the novel which first introduced Arthur Conan Doyle’s/,
    );
    expect(info.rights?.licenseUrl).toBe('https://creativecommons.org/publicdomain/zero/1.0/');
    expect(info.rights?.license).toBe('CC0 1.0 Universal Public Domain Dedication');
    expect(cover?.mediaType).toBe('image/svg+xml');
    expect(info.chapters.map((chapter) => `${chapter.mode} ${chapter.title}`).slice(0, 5)).toEqual([
      'hide Titlepage',
      'hide Imprint',
      'skip Part I: Being a Reprint from the Reminiscences of John H. Watson, M.D., Late of the Army Medical Department',
      'type I: Mr. Sherlock Holmes',
      'type II: The Science of Deduction',
    ]);
  });

  it('splits chapters at table-of-contents fragments and marks speakers (Hamlet)', () => {
    const { info, content } = convert('public/william-shakespeare_hamlet.epub');
    const titles = info.chapters.map((chapter) => chapter.title);
    expect(titles.filter((title) => title.startsWith('Scene'))).toHaveLength(20);
    expect(info.hasComments).toBe(true);
    const scene = info.chapters.find((chapter) => chapter.title === 'Scene I')!;
    expect(content[scene.id]!.slice(2, 4)).toEqual([
      "Bernardo: Who's there?",
      'Francisco: Nay, answer me: stand, and unfold yourself.',
    ]);
  });
});

const CONTENT_REASONS = new Set([
  'pg header',
  'licence',
  'fund page',
  'printed contents',
  'half title',
  'no text',
  "transcriber's note",
]);

describe('properties of the matter rules over the corpus', { timeout: 120_000 }, () => {
  it.each(standardEbooks)(
    '$file: only titles and semantics hide a chapter of a Standard Ebooks book',
    (entry) => {
      const { info, reasons } = convert(entry.file);
      for (const chapter of info.chapters) {
        if (chapter.mode !== 'hide') continue;
        expect(
          CONTENT_REASONS.has(reasons[chapter.id] ?? ''),
          `${chapter.title}: ${reasons[chapter.id]}`,
        ).toBe(false);
      }
      // Every chapter between the front and back matter is the book's, and typed or skipped.
      const matter =
        /^(Titlepage|Imprint|Colophon|Uncopyright|Endnotes|Dedication|List of Illustrations|Bibliography)$/;
      const body = info.chapters.filter((chapter) => chapter.mode !== 'hide');
      expect(body.length).toBeGreaterThan(0);
      for (const chapter of body) expect(chapter.title).not.toMatch(matter);
    },
  );

  it.each([...books, ...corpus('realworld')])('$file: a book with body text has typed text', (entry) => {
    const book =
      entry.folder === 'realworld'
        ? convertEpub(readCorpusFile(entry.file), { custom: false, text: false })
        : convert(entry.file);
    const typed = lengthOf(book.info.chapters.filter((chapter) => chapter.mode === 'type'));
    // A tenth at least: a translation with long commentary (The Art of War) types about an eighth of its text.
    if ((entry.plain_text_chars ?? 0) > 1_000)
      expect(typed).toBeGreaterThan((entry.plain_text_chars ?? 0) * 0.1);
    if (typed === 0) expect(book.info.warnings).toContain('no text');
  });
});
