import { convertEpub } from '@typeshelf/epub';
import { describe, expect, it } from 'vitest';
import { zipEpub } from './build-epub';

/*
 * Chapters when the table of contents is thin: spine files it leaves out,
 * a nav listing only matter, Project Gutenberg's markers.
 */

const page = (body: string, title = 'Page') =>
  `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>${title}</title></head><body>${body}</body></html>`;

/**
 * A book of `pages` (file name → body) in spine order, its nav listing `nav` (file name or file#id → title);
 * each page's document title is its file name, or `documentTitle` for all.
 */
function bookOf(pages: Record<string, string>, nav: Record<string, string>, documentTitle?: string) {
  const names = Object.keys(pages);
  const files: Record<string, string> = {
    mimetype: 'application/epub+zip',
    'META-INF/container.xml':
      '<?xml version="1.0"?><container xmlns="urn:oasis:names:tc:opendocument:xmlns:container" version="1.0"><rootfiles><rootfile full-path="OEBPS/package.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    'OEBPS/package.opf': `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">x</dc:identifier><dc:title>Test Book</dc:title><dc:language>en</dc:language></metadata><manifest><item id="nav" href="nav.xhtml" properties="nav" media-type="application/xhtml+xml"/>${names
      .map((name, i) => `<item id="p${i}" href="${name}" media-type="application/xhtml+xml"/>`)
      .join(
        '',
      )}</manifest><spine>${names.map((_, i) => `<itemref idref="p${i}"/>`).join('')}</spine></package>`,
    'OEBPS/nav.xhtml': page(
      `<nav epub:type="toc"><ol>${Object.entries(nav)
        .map(([href, title]) => `<li><a href="${href}">${title}</a></li>`)
        .join('')}</ol></nav>`,
    ),
  };
  for (const [name, body] of Object.entries(pages))
    files[`OEBPS/${name}`] = page(body, documentTitle ?? name);
  const book = convertEpub(zipEpub(files));
  return book.info.chapters.map((chapter) => ({
    title: chapter.title,
    mode: chapter.mode,
    why: book.reasons[chapter.id] ?? null,
    text: book.content[chapter.id] ?? [],
  }));
}

const prose = (words: number) => `<p>${'word '.repeat(words)}</p>`;

describe('spine files outside the table of contents', () => {
  it('body text after a listed chapter continues it; a fund page after it is its own hidden chapter', () => {
    const chapters = bookOf(
      {
        'a.xhtml': '<h1>One</h1><p>Start of one.</p>',
        'a2.xhtml': '<p>More of one.</p>',
        'fund.xhtml': '<div class="fundraising"><p>Przekaż 1,5% podatku na Wolne Lektury.</p></div>',
        'b.xhtml': '<h1>Two</h1><p>Text of two.</p>',
      },
      { 'a.xhtml': 'One', 'b.xhtml': 'Two' },
    );
    expect(chapters).toEqual([
      { title: 'One', mode: 'type', why: null, text: ['Start of one.', 'More of one.'] },
      {
        title: 'fund.xhtml',
        mode: 'hide',
        why: 'fund page',
        text: ['Przekaż 1,5% podatku na Wolne Lektury.'],
      },
      { title: 'Two', mode: 'type', why: null, text: ['Text of two.'] },
    ]);
  });

  it('a page with no text outside the table of contents (an image-only cover) makes no chapter', () => {
    const chapters = bookOf(
      { 'cover.xhtml': '<div><img src="c.jpg" alt=""/></div>', 'a.xhtml': '<h1>One</h1><p>Text.</p>' },
      { 'a.xhtml': 'One' },
    );
    expect(chapters.map((chapter) => chapter.title)).toEqual(['One']);
  });
});

describe('a chapter with no heading and no entry in the table of contents', () => {
  // Every file's document title is the same running title, as in Ebookmaker's books: it names none of
  // them. The nav lists only the licence, so no page continues another.
  const running = 'The Project Gutenberg eBook of Letters';

  it('is named by a heading-like first line, else by its opening words, never by a running title', () => {
    const chapters = bookOf(
      {
        'p.xhtml': '<p>Support the library with a gift of any size, and read on.</p>',
        'q.xhtml': '<p>LETTERS</p><p>Dear sir, your letter came this morning and was read at once.</p>',
        'r.xhtml': '<p>處天下事，前面常長出一分，此之謂豫；後面常餘出一分，此之謂裕。</p>',
        's.xhtml': '<p>He said:</p><p>Nothing at all, and then he went home to sleep.</p>',
        't.xhtml':
          '<p>Produced by A. Volunteer</p><p>PREFACE</p><p>This book was written in a hurry, as all good books are.</p>',
        'u.xhtml': '<p>Short line.</p>',
        'lic.xhtml': '<h1>License</h1><p>Terms.</p>',
      },
      { 'lic.xhtml': 'License' },
      running,
    );
    expect(chapters.map(({ title, mode, why }) => [title, mode, why])).toEqual([
      // Opening words are no title the rules read: the page is not called anything by them.
      ['Support the library with a gift of any…', 'type', null],
      ['LETTERS', 'type', null],
      ['處天下事，前面常長出一分，此之謂…', 'type', null],
      ['He said:', 'type', null],
      // A producer's credit is passed over; a heading-like line is read by the title rules.
      ['PREFACE', 'skip', 'preface'],
      ['Short line.', 'type', null],
      ['License', 'hide', 'licence'],
    ]);
    // The line that names a chapter is still typed: only a heading's text is left to the title.
    expect(chapters[1]!.text[0]).toBe('LETTERS');
  });

  it('keeps a document title of its own', () => {
    const chapters = bookOf(
      { 'p.xhtml': '<p>Words of a page.</p>', 'lic.xhtml': '<p>Terms.</p>' },
      { 'lic.xhtml': 'License' },
    );
    expect(chapters.map(({ title }) => title)).toEqual(['p.xhtml', 'License']);
  });

  it('hides a transcriber’s note it does not list, whatever it is called', () => {
    const chapters = bookOf(
      {
        'a.xhtml': '<h1>One</h1><p>Text of one.</p>',
        'tn.xhtml':
          '<p>This text uses utf-8 (unicode) file encoding. If the quotation marks look wrong, your browser lacks a font.</p>',
        'b.xhtml': '<h1>Two</h1><p>Text of two.</p>',
        'tn2.xhtml': '<h2>Transcriber’s Note</h2><p>Obvious printer’s errors have been corrected.</p>',
      },
      { 'a.xhtml': 'One', 'b.xhtml': 'Two' },
    );
    expect(chapters.map(({ title, mode, why }) => [title, mode, why])).toEqual([
      ['One', 'type', null],
      ['tn.xhtml', 'hide', "transcriber's note"],
      ['Two', 'type', null],
      ['Transcriber’s Note', 'hide', "transcriber's note"],
    ]);
  });
});

describe('transcriber’s notes inside a chapter', () => {
  it('are not typed, by their class or by their opening words; a footnote class or a mention stays', () => {
    const chapters = bookOf(
      {
        'a.xhtml': [
          '<h1>One</h1>',
          '<div class="transnote"><p>Obvious typos have been corrected silently.</p></div>',
          '<p>Text of one.<span class="tnote"> [sic]</span></p>',
          '<p>Transcriber’s Note: the map is missing from the scan.</p>',
          '<p>[Transcriber’s notes: spelling as printed.]</p>',
          '<p class="footnote">A footnote of the book.</p>',
          '<p>The transcriber’s note was lost, she said.</p>',
        ].join(''),
      },
      { 'a.xhtml': 'One' },
    );
    expect(chapters).toEqual([
      {
        title: 'One',
        mode: 'type',
        why: null,
        text: ['Text of one.', 'A footnote of the book.', "The transcriber's note was lost, she said."],
      },
    ]);
  });
});

describe('printed tables of contents marked by their class', () => {
  it('drops the list inside a chapter, and hides a chapter of nothing else', () => {
    const chapters = bookOf(
      {
        'a.xhtml':
          '<h1>One</h1><table class="toc"><tr><td><h5>Contents</h5><p>One</p><p>Two</p></td></tr></table><p>Text of one.</p>',
        'b.xhtml': '<h1>Plates</h1><div class="toc wide"><p>I. The Beggar</p><p>II. Polly</p></div>',
        'c.xhtml': '<h1>Two</h1><p class="tocky">Text of two.</p>',
      },
      { 'a.xhtml': 'One', 'b.xhtml': 'Plates', 'c.xhtml': 'Two' },
    );
    expect(chapters).toEqual([
      { title: 'One', mode: 'type', why: null, text: ['Text of one.'] },
      { title: 'Plates', mode: 'hide', why: 'printed contents', text: ['I. The Beggar', 'II. Polly'] },
      { title: 'Two', mode: 'type', why: null, text: ['Text of two.'] },
    ]);
  });
});

describe('a table of contents listing only matter', () => {
  it('splits a giant spine file at its headings', () => {
    const chapters = bookOf(
      {
        'text.xhtml': `<h2>Book One</h2>${prose(7_000)}<h2>Book Two</h2>${prose(7_000)}<h2>Book Three</h2>${prose(100)}`,
        'licence.xhtml': '<h1>License</h1><p>Terms.</p>',
      },
      { 'licence.xhtml': 'The Full License' },
    );
    expect(chapters.map(({ title, mode }) => [title, mode])).toEqual([
      ['Book One', 'type'],
      ['Book Two', 'type'],
      ['Book Three', 'type'],
      ['The Full License', 'hide'],
    ]);
  });

  it('does not split a short spine file', () => {
    const chapters = bookOf(
      { 'text.xhtml': `<h2>A</h2>${prose(50)}<h2>B</h2>${prose(50)}`, 'licence.xhtml': '<p>Terms.</p>' },
      { 'licence.xhtml': 'License' },
    );
    expect(chapters.map(({ title }) => title)).toEqual(['A', 'License']);
  });
});

describe('Project Gutenberg markers', () => {
  it('hides what comes before the start marker and from the end marker on, whatever the nav says', () => {
    const chapters = bookOf(
      {
        'wrap.xhtml': '<svg xmlns="http://www.w3.org/2000/svg"><image href="cover.jpg"/></svg>',
        'book.xhtml':
          '<section id="pg-header"><h2>The Project Gutenberg eBook of A Tale</h2><p>This ebook is for the use of anyone anywhere.</p><p>*** START OF THE PROJECT GUTENBERG EBOOK A TALE ***</p></section><h1 id="story">A Tale</h1><p>Once upon a time.</p><p>The end.</p><p>*** END OF THE PROJECT GUTENBERG EBOOK A TALE ***</p><p>Updated editions will replace the previous one.</p><h2 id="lic">Section 1</h2><p>General terms of use.</p>',
      },
      { 'book.xhtml#story': 'A Tale', 'book.xhtml#lic': 'Section 1' },
    );
    expect(chapters.map(({ title, mode, why }) => [title, mode, why])).toEqual([
      ['The Project Gutenberg eBook of A Tale', 'hide', 'pg header'],
      ['A Tale', 'type', null],
      ['Project Gutenberg', 'hide', 'licence'],
      ['Section 1', 'hide', 'licence'],
    ]);
    expect(chapters[1]!.text).toEqual(['Once upon a time.', 'The end.']);
  });
});
