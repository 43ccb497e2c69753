import { convertEpub } from '@typeshelf/epub';
import { describe, expect, it } from 'vitest';
import { epubFiles, zipEpub } from './build-epub';

/*
 * What a reader sees is what is typed: hidden and interactive content,
 * simple style rules, and note references found by their structure.
 */

const page = (body: string, head = '') =>
  `<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>C</title>${head}</head><body>${body}</body></html>`;

function typed(body: string, head = '', extra: Record<string, string> = {}): string[] {
  const book = convertEpub(zipEpub(epubFiles(page(body, head), extra)));
  return book.info.chapters.flatMap((chapter) => book.content[chapter.id] ?? []);
}

describe('what the reader sees', () => {
  it('leaves out the hidden attribute, display: none and visibility: hidden from inline styles', () => {
    expect(
      typed(
        '<p>Shown.</p><p hidden="">Hidden.</p><p style="display: none">None.</p><p>One <span style="visibility:hidden">two </span>three.</p><div style="display: block">Block.</div>',
      ),
    ).toEqual(['Shown.', 'One three.', 'Block.']);
  });

  it('applies simple rules of a linked style sheet and of a style element', () => {
    const css =
      '.invisible { visibility: hidden } span.line { display: block } #gone { display: none !important }';
    const body =
      '<p><span class="invisible">I am bubbled.</span>I’m bubbled.</p><p><span class="line">First line</span><span class="line">second line</span></p><p id="gone">Gone.</p><p class="shown">Kept.</p>';
    const expected = ["I'm bubbled.", 'First line', 'second line', 'Kept.'];
    expect(typed(body, '<link rel="stylesheet" href="style.css"/>', { 'OEBPS/style.css': css })).toEqual(
      expected,
    );
    expect(typed(body, `<style>${css}</style>`)).toEqual(expected);
  });

  it('applies rules of two selectors, descendant or child, in comma lists, at their specificity', () => {
    const css = [
      'blockquote cite { display: block }',
      'div.note span.marker, aside .gone { display: none }',
      'section > .tight { visibility: hidden }',
      '#keep p.shown { display: block }',
      // More specific than the simple rule hiding every .faint: shown inside a .loud.
      '.faint { visibility: hidden } .loud .faint { visibility: visible }',
    ].join('\n');
    const body = [
      '<blockquote><p>To be, or not to be.<cite>Hamlet</cite></p></blockquote>',
      '<p><cite>Not quoted</cite> stays inline.</p>',
      '<div class="box note"><p>Text<span class="marker">*</span> here.</p></div>',
      '<p>A <span class="marker">marker</span> outside a note.</p>',
      '<aside><div><p class="gone">Deep inside.</p></div></aside>',
      '<section><p class="tight">Right inside.</p><div><p class="tight">Deeper.</p></div></section>',
      '<div id="keep"><p>Kept <span>whole</span>.</p></div>',
      '<p class="loud">Loud <span class="faint">and clear</span>.</p><p>Quiet <span class="faint">whisper</span>.</p>',
    ].join('');
    expect(typed(body, `<style>${css}</style>`)).toEqual([
      'To be, or not to be.',
      'Hamlet',
      'Not quoted stays inline.',
      'Text here.',
      'A marker outside a note.',
      'Deeper.',
      'Kept whole.',
      'Loud and clear.',
      'Quiet.',
    ]);
  });

  it('does not apply rules it cannot match exactly (longer chains, attribute, sibling and media selectors)', () => {
    const css =
      'body div .quiet { display: none } [lang] { display: none } p + p { display: none } .a.b { display: none } @media print { p { display: none } } p:first-child { visibility: hidden } div [hidden] { display: none }';
    expect(
      typed(
        '<div><p class="quiet a b" lang="en">Still here.</p><p>And here.</p></div>',
        `<style>${css}</style>`,
      ),
    ).toEqual(['Still here.', 'And here.']);
  });

  it('types no widget or fallback text: buttons, canvas, forms, scripts, noscript, template', () => {
    expect(
      typed(
        '<p>Text.</p><button>Press</button><canvas>Canvas not supported.</canvas><form><label>Name</label><input value="x"/><select><option>One</option></select><textarea>Type here</textarea></form><script>var a = 1;</script><noscript>No scripts.</noscript><template><p>Later.</p></template>',
      ),
    ).toEqual(['Text.', 'Name']);
  });
});

describe('text in pictures', () => {
  it('reads each inline SVG text element as a paragraph, its spans on new lines wrapping it', () => {
    expect(
      typed(
        '<p>Before.</p><svg xmlns="http://www.w3.org/2000/svg"><title>Not drawn</title><defs><text id="t">Defined</text></defs><text x="0" y="10">One line</text><text y="30"><tspan y="30">Sirop</tspan><tspan y="30" x="40">, Liège</tspan><tspan y="50">Next line</tspan><tspan dy="1em">Moved down</tspan></text><g><text>In a group</text></g></svg><p>After.</p>',
      ),
    ).toEqual(['Before.', 'One line', 'Sirop, Liège Next line Moved down', 'In a group', 'After.']);
  });
});

describe('note references by structure', () => {
  const annotations =
    '<html xmlns="http://www.w3.org/1999/xhtml"><head><title>Notes</title></head><body><div id="annotation-1"><p>1. A note.</p></div></body></html>';
  const withNotes = (body: string) => {
    const files = epubFiles(page(body), { 'OEBPS/annotations.xhtml': annotations });
    files['OEBPS/package.opf'] = files['OEBPS/package.opf']!.replace(
      '</manifest>',
      '<item id="n" href="annotations.xhtml" media-type="application/xhtml+xml"/></manifest>',
    ).replace('</spine>', '<itemref idref="n"/></spine>');
    const book = convertEpub(zipEpub(files));
    return book.content[book.info.chapters[0]!.id];
  };

  it('drops a link into the notes whose text is a number, with or without sup', () => {
    expect(
      withNotes(
        '<p>jegomościa<a class="anchor" href="annotations.xhtml#annotation-1"><sup>1</sup></a> w pewnym wieku</p><p>cylinder<a href="annotations.xhtml#annotation-1">[2]</a>.</p><p>star<sup><a href="#fn-x">*</a></sup> here</p>',
      ),
    ).toEqual(['jegomościa w pewnym wieku', 'cylinder.', 'star here']);
  });

  it('keeps digits that are the text, and links whose text is a word or that lead elsewhere', () => {
    expect(
      withNotes(
        '<p>Chapter <a href="c1.xhtml#part-2">2</a> and 1984 and <a href="annotations.xhtml#annotation-1">see the note</a>.</p><p>Back: [<a href="#footnote-1-backlink">1</a>] text.</p>',
      ),
    ).toEqual(['Chapter 2 and 1984 and see the note.', 'Back: [1] text.']);
  });
});
