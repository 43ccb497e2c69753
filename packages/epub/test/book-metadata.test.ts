import { convertEpub } from '@typeshelf/epub';
import { describe, expect, it } from 'vitest';
import { epubFiles, xhtml, zipEpub } from './build-epub';
import { readCorpusFile } from './corpus';

/** A one-chapter EPUB whose package metadata is `metadata`. */
function withMetadata(metadata: string, body = '<p>Text.</p>') {
  const files = epubFiles(xhtml(body));
  files['OEBPS/package.opf'] = files['OEBPS/package.opf']!.replace(
    /<metadata([^>]*)>.*<\/metadata>/,
    `<metadata$1>${metadata}</metadata>`,
  );
  return convertEpub(zipEpub(files)).info;
}

describe('metadata rules', () => {
  it('reverses "Last, First" and keeps the order of several authors', () => {
    const info = withMetadata(
      '<dc:title>  A   Book </dc:title><dc:creator>Doe, Jane</dc:creator><dc:creator>Roe, Richard</dc:creator><dc:language>en</dc:language>',
    );
    expect(info).toMatchObject({
      title: 'A Book',
      author: 'Jane Doe & Richard Roe',
      id: 'jane-doe-richard-roe--a-book',
    });
  });

  it('takes the earliest date, unless the book is a public-domain edition', () => {
    expect(
      withMetadata('<dc:title>T</dc:title><dc:date>2001-05-01</dc:date><dc:date>1999</dc:date>').year,
    ).toBe(1999);
    expect(
      withMetadata(
        '<dc:title>T</dc:title><dc:date>2018-04-06</dc:date><dc:rights>Public domain in the USA.</dc:rights>',
      ).year,
    ).toBeNull();
    expect(
      withMetadata(
        '<dc:title>T</dc:title><dc:date opf:event="original-publication" xmlns:opf="http://www.idpf.org/2007/opf">1851</dc:date><dc:date>2018</dc:date><dc:publisher>Standard Ebooks</dc:publisher>',
      ).year,
    ).toBe(1851);
  });

  it('fills the defaults for a book without title or author', () => {
    expect(withMetadata('<dc:language>pl</dc:language>')).toMatchObject({
      title: 'No Title',
      author: 'Unknown',
      id: 'unknown--no-title',
      language: 'pl',
    });
  });

  it('reads series from belongs-to-collection of type series only', () => {
    const metadata =
      '<dc:title>T</dc:title><meta id="c1" property="belongs-to-collection">Top 100</meta><meta property="collection-type" refines="#c1">set</meta><meta property="group-position" refines="#c1">7</meta><meta id="c2" property="belongs-to-collection">Barsoom</meta><meta property="collection-type" refines="#c2">series</meta><meta property="group-position" refines="#c2">2</meta>';
    const files = epubFiles(xhtml('<p>Text.</p>'));
    files['OEBPS/package.opf'] = files['OEBPS/package.opf']!.replace(
      /<metadata([^>]*)>.*<\/metadata>/,
      `<metadata$1>${metadata}</metadata>`,
    );
    const bytes = zipEpub(files);
    expect(convertEpub(bytes, { custom: false }).info).toMatchObject({ series: 'Barsoom', part: 2 });
    expect(convertEpub(bytes).info).toMatchObject({ series: null, part: 0 });
  });

  it('names Creative Commons licences found in free text', () => {
    const { info } = convertEpub(readCorpusFile('nonlatin-and-special/ar_regime-anticancer-arabic_rtl.epub'));
    expect(info.rights?.license).toBe('CC BY-SA 3.0');
  });
});

describe('cover', () => {
  it('finds the image an SVG cover page shows when the landmarks point at it', () => {
    const page = xhtml(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="front.png"/></svg>',
    );
    const nav = xhtml(
      '<nav epub:type="toc"><ol><li><a href="c1.xhtml">One</a></li></ol></nav><nav epub:type="landmarks"><ol><li><a epub:type="cover" href="page.xhtml">Cover</a></li></ol></nav>',
    );
    const files = epubFiles(xhtml('<p>Text.</p>'), {
      'OEBPS/page.xhtml': page,
      'OEBPS/nav.xhtml': nav,
      'OEBPS/front.png': 'PNG bytes',
    });
    files['OEBPS/package.opf'] = files['OEBPS/package.opf']!.replace(
      '</manifest>',
      '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/><item id="page" href="page.xhtml" media-type="application/xhtml+xml"/><item id="img" href="front.png" media-type="image/png"/></manifest>',
    );
    const { cover } = convertEpub(zipEpub(files));
    expect(cover?.mediaType).toBe('image/png');
    expect(new TextDecoder().decode(cover!.bytes)).toBe('PNG bytes');
  });
});

describe('text', () => {
  it('keeps characters outside the alphabet unless asked to latinise or drop them', () => {
    const bytes = zipEpub(
      epubFiles(xhtml('<p>Ça va,\n\t naïve   café -- “yes”…</p><script>alert(1)</script>')),
    );
    expect(convertEpub(bytes).content['000']).toEqual(['Ça va, naïve café - "yes"...']);
    expect(convertEpub(bytes, { unknownCharacters: 'latinize' }).content['000']).toEqual([
      'Ca va, naive cafe - "yes"...',
    ]);
  });
});

describe('chapter modes by title', () => {
  it('skips front matter, hides matter that is not text, in English and Polish', () => {
    const titles = [
      'Preface',
      'Chapter 1',
      'Dedication',
      'Spis treści',
      'Przypisy',
      'Appendix B',
      'Notes from Underground',
    ];
    const nav = `<nav epub:type="toc"><ol>${titles.map((title, i) => `<li><a href="c1.xhtml#s${i}">${title}</a></li>`).join('')}</ol></nav>`;
    const body = titles.map((_, i) => `<section id="s${i}"><p>Text ${i}.</p></section>`).join('');
    const files = epubFiles(xhtml(body), { 'OEBPS/nav.xhtml': xhtml(nav) });
    files['OEBPS/package.opf'] = files['OEBPS/package.opf']!.replace(
      '</manifest>',
      '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/></manifest>',
    );
    const { info, content } = convertEpub(zipEpub(files));
    expect(info.chapters.map((chapter) => `${chapter.mode} ${chapter.title}`)).toEqual([
      'skip Preface',
      'type Chapter 1',
      'hide Dedication',
      'hide Spis treści',
      'hide Przypisy',
      'skip Appendix B',
      'type Notes from Underground',
    ]);
    expect(content['001']).toEqual(['Text 1.']);
  });
});
