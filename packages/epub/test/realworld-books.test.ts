import { type ConvertedBook, convertEpub } from '@typeshelf/epub';
import { describe, expect, it } from 'vitest';
import { corpus, readCorpusFile } from './corpus';

/*
 * The realworld/ fixtures, each checked against its manifest's `expect`:
 * books from Project Gutenberg and Wolne Lektury and W3C test pages, where
 * what a typist would be asked to type must be the book and only the book.
 */

const converted = new Map<string, ConvertedBook>();
function book(name: string): ConvertedBook {
  let found = converted.get(name);
  if (!found) {
    found = convertEpub(readCorpusFile(`realworld/${name}.epub`), { custom: false });
    converted.set(name, found);
  }
  return found;
}

const typedChapters = (converted: ConvertedBook) =>
  converted.info.chapters.filter((chapter) => chapter.mode === 'type');
const typed = (converted: ConvertedBook) =>
  typedChapters(converted).flatMap((chapter) => converted.content[chapter.id] ?? []);
const typedText = (converted: ConvertedBook) => typed(converted).join('\n');
const chapterNamed = (converted: ConvertedBook, title: string) => {
  const chapter = converted.info.chapters.find((candidate) => candidate.title === title);
  expect(chapter, title).toBeDefined();
  return chapter!;
};

const GUTENBERG = [
  'pg1952_en_the-yellow-wallpaper_epub3',
  'pg25063_en_the-beggars-opera_epub3',
  'pg2554_en_crime-and-punishment_epub2',
  'pg25558_zh_shenyinyu_epub3',
];

describe('realworld/ fixtures', { timeout: 60_000 }, () => {
  it('has one test case per fixture and each has an expectation', () => {
    const files = corpus('realworld');
    expect(files.length).toBe(9);
    for (const file of files) expect(file.expect, file.file).toBeTruthy();
  });

  it.each(GUTENBERG)('%s: the Project Gutenberg header and licence are hidden, the book is typed', (name) => {
    const converted = book(name);
    const licence = chapterNamed(converted, 'THE FULL PROJECT GUTENBERG LICENSE');
    expect(licence.mode).toBe('hide');
    expect(converted.reasons[licence.id]).toBe('licence');
    const text = typedText(converted);
    expect(text).not.toContain('This ebook is for the use of anyone anywhere');
    expect(text).not.toMatch(/(START|END) OF THE PROJECT GUTENBERG EBOOK/);
    expect(text).not.toMatch(/Project Gutenberg(™|-tm)? (License|electronic works)/);
    expect(text.length).toBeGreaterThan(5_000);
    for (const chapter of converted.info.chapters) expect(chapter.title).not.toMatch(/^"|"$/);
    const header = converted.info.chapters.find((chapter) => converted.reasons[chapter.id] === 'pg header');
    expect(header?.mode).toBe('hide');
  });

  it('The Yellow Wallpaper: the story is the only typed chapter', () => {
    const converted = book('pg1952_en_the-yellow-wallpaper_epub3');
    expect(typedChapters(converted).map((chapter) => chapter.title)).toEqual(['The Yellow Wallpaper']);
    expect(typed(converted)[0]).toBe(
      'It is very seldom that mere ordinary people like John and myself secure ancestral halls for the summer.',
    );
    expect(converted.info.chapters.some((chapter) => /cover/i.test(chapter.title))).toBe(false);
  });

  it('Crime and Punishment: the typed text starts with Part I, and the printed contents is hidden', () => {
    const converted = book('pg2554_en_crime-and-punishment_epub2');
    expect(typed(converted)[0]).toMatch(/^On an exceptionally hot evening early in July/);
    const contents = converted.info.chapters.find(
      (chapter) => chapter.title === 'Translated By Constance Garnett',
    );
    expect(contents?.mode).toBe('hide');
    expect(converted.reasons[contents!.id]).toBe('printed contents');
    expect(chapterNamed(converted, 'TRANSLATOR’S PREFACE').mode).toBe('skip');
    // The control: the header was hidden before (the guide calls its page the cover) and still is.
    expect(converted.info.chapters[0]!.mode).toBe('hide');
  });

  it('呻吟語: the nav lists only the licence, so the spine makes the chapters, with the book typed', () => {
    const converted = book('pg25558_zh_shenyinyu_epub3');
    const chapters = typedChapters(converted);
    expect(chapters.length).toBeGreaterThan(1);
    expect(typed(converted)[0]).toBe('Produced by Chu-Yu Huang');
    expect(typedText(converted)).toContain('呻吟，病聲也。');
    expect(new Set(chapters.map((chapter) => chapter.title)).size).toBe(chapters.length);
  });

  it('Katarynka: the fund pages are hidden and the story ends its chapter', () => {
    const converted = book('wl_pl_katarynka');
    const story = chapterNamed(converted, 'Początek utworu');
    expect(story.mode).toBe('type');
    const fund = converted.info.chapters.filter((chapter) => converted.reasons[chapter.id] === 'fund page');
    expect(fund.length).toBe(6);
    for (const chapter of fund) expect(chapter.mode).toBe('hide');
    const text = typedText(converted);
    for (const phrase of [
      'Wesprzyj Wolne Lektury',
      'KRS',
      'Przekaż 1,5%',
      'newslettera',
      'Każda wpłacona kwota',
    ])
      expect(text).not.toContain(phrase);
    expect(chapterNamed(converted, 'Przypisy').mode).toBe('hide');
    expect(chapterNamed(converted, 'Strona redakcyjna').mode).toBe('hide');
  });

  it('Bez odpowiedzi: the poem ends its chapter, with no fundraising text typed', () => {
    const converted = book('wl_pl_asnyk_bez-odpowiedzi');
    const poem = chapterNamed(converted, 'Początek utworu');
    expect(converted.content[poem.id]!.at(-1)).toBe('Ten zgrzyt w harmonii społecznego prawa.');
    expect(typedChapters(converted)).toEqual([poem]);
  });

  it('Katarynka: note numbers are not glued into words; Bez odpowiedzi keeps its digits', () => {
    const text = typedText(book('wl_pl_katarynka'));
    expect(text).toContain('spotkać jegomościa w pewnym wieku');
    expect(text).toContain('wyszarzany cylinder.');
    expect(text).not.toMatch(/\p{L}\d+\b/u);
    const poem = book('wl_pl_asnyk_bez-odpowiedzi');
    const before = poem.info.chapters.find((chapter) => chapter.title === 'Początek utworu')!;
    expect(before.length).toBeGreaterThan(2_500);
  });

  it('The Beggar’s Opera: the invisible phrases laid out to align the songs are not typed', () => {
    const lines = typed(book('pg25063_en_the-beggars-opera_epub3'));
    expect(lines).toContain("I'm bubbled.");
    for (const phrase of [
      'I am bubbled.',
      'Bambouzled, and bit!',
      "'Tis Polly sues.",
      'My Heart is bursting.',
      'Would I might be hang',
      'To be hang',
      'No Token of Love?',
    ])
      expect(
        lines.filter((line) => line.startsWith(`${phrase} `)),
        phrase,
      ).toEqual([]);
    expect(lines).toContain('Must I be slighted?');
  });

  it('The Beggar’s Opera: the transcriber’s note after the header is hidden, named by its opening words', () => {
    const converted = book('pg25063_en_the-beggars-opera_epub3');
    const note = converted.info.chapters.find((chapter) =>
      converted.content[chapter.id]?.[0]?.startsWith('This text uses utf-8'),
    );
    expect(note).toMatchObject({ mode: 'hide', title: 'This text uses utf-8 (unicode) file…' });
    expect(converted.reasons[note!.id]).toBe("transcriber's note");
    expect(typedText(converted)).not.toContain('file encoding');
    expect(typedChapters(converted)[0]!.title).toBe('THE BEGGAR’S OPERA');
  });

  it('The Beggar’s Opera: the contents list the transcriber added (table class="toc") is not typed', () => {
    const converted = book('pg25063_en_the-beggars-opera_epub3');
    const text = typedText(converted);
    expect(text).not.toContain('list added by transcriber');
    expect(text).not.toContain('Scene I: Peachum');
    expect(text).toContain('To J. G. and to G. L. F.');
    // The list of plates is nothing but such a table under its heading: hidden for it.
    const plates = chapterNamed(converted, 'LIST OF THE PLATES');
    expect(plates.mode).toBe('hide');
    expect(converted.reasons[plates.id]).toBe('printed contents');
  });

  it('呻吟語 and Katarynka: chapters found from the spine are named from their text, not numbered', () => {
    expect(book('pg25558_zh_shenyinyu_epub3').info.chapters.map((chapter) => chapter.title)).toEqual([
      'The Project Gutenberg eBook of 呻吟語',
      '序',
      '處天下事，前面常長出一分，此之謂…',
      '物理',
      'Project Gutenberg',
      'THE FULL PROJECT GUTENBERG LICENSE',
    ]);
    const fund = book('wl_pl_katarynka').info.chapters.filter((chapter) => chapter.mode === 'hide');
    expect(fund.map((chapter) => chapter.title)).toContain('Przekaż 1,5% podatku na Wolne Lektury.');
    for (const chapter of fund) expect(chapter.title).not.toMatch(/^Chapter \d+$/);
  });

  it('scr-readingsystem-support: the paragraph styled display: none is not typed', () => {
    expect(typed(book('w3c_scr-readingsystem-support'))).toEqual([
      'This reading system does not support scripting.',
      'The reading system does not implement the epubReadingSystem object. Test fails.',
    ]);
  });

  it('nav-spine_in-spine-hidden-toc-html: the hidden list item is not typed, the chapter list keeps both', () => {
    const converted = book('w3c_nav-spine_in-spine-hidden-toc-html');
    const first = converted.info.chapters[0]!;
    expect(converted.content[first.id]).toEqual([
      expect.stringMatching(/^This is the navigation document rendered in the spine\./),
      'The first link',
    ]);
    expect(converted.info.chapters.map((chapter) => chapter.title)).toEqual(
      expect.arrayContaining(['The first link', 'The second link']),
    );
  });

  it('呻吟語: a line break between two Chinese characters is not typed as a space', () => {
    const text = typedText(book('pg25558_zh_shenyinyu_epub3'));
    expect(text).toContain('病中疾痛，惟病者知，難與他人道，亦惟病時覺，既瘉，旋復忘也。');
    expect(text).toContain('人一生不聞道');
    // What spaces remain between two Chinese characters are the source's own ideographic spaces
    // (indents inside a paragraph, "聞道\u3000，"), not line breaks: there were 4,279, there are 1,483.
    const wide = '[\\u3400-\\u9FFF\\uF900-\\uFAFF\\u3000-\\u303F\\uFF01-\\uFF60]';
    expect(text.match(new RegExp(`${wide} ${wide}`, 'gu'))?.length).toBeLessThan(1_500);
  });

  it('pkg-spine-order-svg: the text of SVG spine documents is read, in spine order', () => {
    const converted = book('w3c_pkg-spine-order-svg');
    expect(converted.info.warnings).not.toContain('no text');
    expect(typed(converted)).toEqual([
      'Test passes if you can',
      'move through the pages',
      'all the way to page 4',
      'Page 1',
      'Page 2',
      'Page 3',
      'Page 4',
    ]);
  });
});
